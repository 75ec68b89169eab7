import type { SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { setStaffRole } from '../../server/application/staff.ts';
import type { W7Answers } from '../../domain/index.ts';
import { uniqueEmail, type TestServer } from './helpers.ts';

export interface Person {
  client: SupabaseClient;
  id: string;
  email: string;
  password: string;
  accessToken: string;
}

/** Signs a new user up and in through supabase-js; `staff` grants the role before signing in. */
export async function person(
  t: TestServer,
  options: { staff?: boolean; data?: Record<string, unknown>; prefix?: string } = {},
): Promise<Person> {
  const email = uniqueEmail(options.prefix ?? 'applicant');
  const password = 'correct-horse';
  const client = t.client();
  const signUp = await client.auth.signUp({ email, password, options: { data: options.data ?? {} } });
  if (signUp.error) throw signUp.error;
  if (options.staff) {
    setStaffRole(t.server.db, email, true);
    await client.auth.signOut({ scope: 'local' });
  }
  const signIn = await client.auth.signInWithPassword({ email, password });
  if (signIn.error || !signIn.data.session) throw signIn.error ?? new Error('no session');
  return { client, id: signIn.data.user.id, email, password, accessToken: signIn.data.session.access_token };
}

/** Complete answers for a reason-b applicant with a passport (needs a passport and a tax return). */
export function completeAnswers(overrides: Partial<W7Answers> = {}): W7Answers {
  return {
    application_type: 'new',
    reasons: ['b'],
    name: { first: 'Ana', last: 'Souza' },
    mailing_address: { street: 'Rua das Flores 12', city: 'Lisbon', country: 'PT' },
    foreign_address: { street: 'Rua das Flores 12', city: 'Lisbon', country: 'PT' },
    birth: { date: '1990-04-02', country: 'BR' },
    sex: 'female',
    citizenship: ['BR'],
    id_document: {
      type: 'passport',
      issued_by: 'Brazil',
      number: 'FX123456',
      expires: '2099-01-01',
      never_entered: true,
    },
    previous_tin: { had: 'no' },
    signer: { who: 'applicant', phone: '+351 21 000 0000' },
    ...overrides,
  };
}

/** POSTs to an RPC function with raw fetch (for what supabase-js cannot send). */
export function rawRpc(t: TestServer, name: string, body: string, headers: Record<string, string> = {}) {
  return fetch(`${t.url}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
}

/** Records an object row as if the user had uploaded it (for tests of the record alone). */
export function seedObject(t: TestServer, userId: string, ext = 'pdf'): string {
  const name = `${userId}/${randomUUID()}.${ext}`;
  t.server.db
    .prepare(
      "INSERT INTO storage_objects (bucket, name, owner_id, size, mime_type, created_at) VALUES ('documents', ?, ?, 10, 'application/pdf', ?)",
    )
    .run(name, userId, new Date().toISOString());
  return name;
}
