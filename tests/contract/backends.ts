import type { PGlite } from '@electric-sql/pglite';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { setStaffRole } from '../../server/application/staff.ts';
import type { ServerConfig } from '../../server/config.ts';
import { signNotification } from '../../server/payments/notify.ts';
import { person as serverPerson } from '../server/application-helpers.ts';
import { ANON_KEY, startTestServer, uniqueEmail, type TestServer } from '../server/helpers.ts';
import { startDatabase } from './standin/database.ts';
import { startStandIn, type StandIn } from './standin/server.ts';

/** A signed-in user of one backend, with a supabase-js client carrying their access token. */
export interface Person {
  readonly client: SupabaseClient;
  id: string;
  email: string;
}

export interface PaymentNotice {
  application_id: string;
  transaction_id: string;
  amount?: string;
  currency?: string;
}

/**
 * What the scenarios need from a backend, and nothing of how it is built: the scenarios talk to
 * both through the unchanged supabase-js client; only setting up people, the passage of time and
 * the payment provider differ.
 */
export interface Backend {
  name: string;
  /** The base URL supabase-js is created with. */
  url: string;
  anonKey: string;
  person(options?: { staff?: boolean; data?: Record<string, unknown> }): Promise<Person>;
  /** A client with the anon key and no user. */
  signedOut(): SupabaseClient;
  /** Removes the staff role from the user's record (their token still says staff). */
  revokeStaff(person: Person): Promise<void>;
  /** Makes the person's last password sign-in older than five minutes. */
  ageSignIn(person: Person): Promise<void>;
  /** Signs the person in again with the password: a fresh sign-in. */
  signInAgain(person: Person): Promise<void>;
  /** The payment provider's signed server notification; returns the HTTP status of the backend. */
  notifyPayment(notice: PaymentNotice): Promise<number>;
  stop(): Promise<void>;
}

export const WEBHOOK_SECRET = 'contract-webhook-secret-0123456789-abcdefghij';

async function serverWithSecret(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  process.env.PAYMENT_WEBHOOK_SECRET = WEBHOOK_SECRET;
  try {
    return await startTestServer(overrides);
  } finally {
    delete process.env.PAYMENT_WEBHOOK_SECRET;
  }
}

function notifier(serverUrl: string) {
  return async (notice: PaymentNotice) => {
    const raw = JSON.stringify({ amount: '1250.00', currency: 'USD', status: 'completed', ...notice });
    const response = await fetch(`${serverUrl}/payments/notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': signNotification(WEBHOOK_SECRET, raw) },
      body: raw,
    });
    await response.arrayBuffer();
    return response.status;
  };
}

/** The local backend: `server/` on SQLite, with its own auth. */
export async function localBackend(): Promise<Backend> {
  const t = await serverWithSecret();
  const people = new Map<Person, { email: string; password: string }>();
  return {
    name: 'server',
    url: t.url,
    anonKey: ANON_KEY,
    async person(options = {}) {
      const p = await serverPerson(t, options);
      people.set(p, { email: p.email, password: p.password });
      return p;
    },
    signedOut: () => t.client(),
    async revokeStaff(p) {
      setStaffRole(t.server.db, p.email, false);
    },
    async ageSignIn() {
      // The server's clock only moves forward: every other token stays valid for an hour.
      t.advance(5 * 60 * 1000 + 1000);
    },
    async signInAgain(p) {
      const credentials = people.get(p);
      if (!credentials) throw new Error('unknown person');
      const { error } = await p.client.auth.signInWithPassword(credentials);
      if (error) throw error;
    },
    notifyPayment: notifier(t.url),
    stop: () => t.stop(),
  };
}

export interface HostedBackend extends Backend {
  db: PGlite;
  standIn: StandIn;
  server: TestServer;
}

/**
 * Hosted Supabase in this process: the migrations in PGlite behind the PostgREST and Storage
 * stand-in. Users are rows in `auth.users` with access tokens signed as Auth would sign them;
 * payment notifications go to `server/` configured with the project's URL and service-role key,
 * which records them with `payment_record`.
 */
export async function hostedBackend(): Promise<HostedBackend> {
  const db = await startDatabase();
  const standIn = await startStandIn(db);
  const server = await serverWithSecret({ supabase: { url: standIn.url, serviceRoleKey: standIn.serviceRoleKey } });
  await db.query(`update private.settings set value = $1 where key = 'site_url'`, [server.url]);
  await db.query(`update private.settings set value = $1 where key = 'checkout_url'`, [`${server.url}/checkout`]);

  interface Account {
    token: string;
    signedInAt: number;
    staff: boolean;
    data: Record<string, unknown>;
  }
  const accounts = new Map<string, Account>();
  const mint = (p: { id: string; email: string }, account: Account) =>
    standIn.sign({
      aud: 'authenticated',
      exp: Math.floor(Date.now() / 1000) + 3600,
      iat: Math.floor(Date.now() / 1000),
      iss: `${standIn.url}/auth/v1`,
      sub: p.id,
      email: p.email,
      phone: '',
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: account.signedInAt }],
      session_id: randomUUID(),
      app_metadata: { provider: 'email', providers: ['email'], ...(account.staff ? { role: 'staff' } : {}) },
      user_metadata: account.data,
      is_anonymous: false,
    });

  return {
    name: 'supabase (PGlite)',
    url: standIn.url,
    anonKey: standIn.anonKey,
    db,
    standIn,
    server,
    async person(options = {}) {
      const id = randomUUID();
      const email = uniqueEmail('hosted');
      const data = options.data ?? {};
      await db.query(
        `insert into auth.users (id, email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
         values ($1, $2, now(), $3, $4)`,
        [
          id,
          email,
          JSON.stringify({ provider: 'email', providers: ['email'], ...(options.staff ? { role: 'staff' } : {}) }),
          JSON.stringify(data),
        ],
      );
      const account: Account = { token: '', signedInAt: Math.floor(Date.now() / 1000), staff: !!options.staff, data };
      const p = { id, email };
      account.token = mint(p, account);
      accounts.set(id, account);
      const client = createClient(standIn.url, standIn.anonKey, {
        accessToken: async () => account.token,
        auth: { persistSession: false, autoRefreshToken: false },
      });
      return { ...p, client };
    },
    signedOut: () =>
      createClient(standIn.url, standIn.anonKey, { auth: { persistSession: false, autoRefreshToken: false } }),
    async revokeStaff(p) {
      await db.query(`update auth.users set raw_app_meta_data = raw_app_meta_data - 'role' where id = $1`, [p.id]);
    },
    async ageSignIn(p) {
      const account = accounts.get(p.id);
      if (!account) throw new Error('unknown person');
      account.signedInAt -= 5 * 60 + 1;
      account.token = mint(p, account);
    },
    async signInAgain(p) {
      const account = accounts.get(p.id);
      if (!account) throw new Error('unknown person');
      account.signedInAt = Math.floor(Date.now() / 1000);
      account.token = mint(p, account);
    },
    notifyPayment: notifier(server.url),
    async stop() {
      await server.stop();
      await standIn.close();
      await db.close();
    },
  };
}
