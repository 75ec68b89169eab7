// Account takeover and enumeration through the e-mail flows. Work equality is checked by counting
// bcrypt hashes (wall-clock timing is too noisy on a shared machine), as in auth-enumeration.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Passwords from '../../server/auth/passwords.ts';
import { signUp, startTestServer, uniqueEmail, type TestServer } from './helpers.ts';

const hashed = vi.hoisted(() => [] as string[]);

vi.mock('../../server/auth/passwords.ts', async (importOriginal) => {
  const original = await importOriginal<typeof Passwords>();
  return {
    ...original,
    hashPassword: async (password: string) => {
      hashed.push(password);
      return original.hashPassword(password);
    },
  };
});

interface Mail {
  link: string | null;
  text: string;
}

async function inbox(t: TestServer, to: string): Promise<Mail[]> {
  return (await (await fetch(`${t.url}/_mail/api/messages?to=${encodeURIComponent(to)}`)).json()) as Mail[];
}

function codeOf(mail: Mail | undefined): string {
  return /code: (\d{6})/.exec(mail?.text ?? '')?.[1] ?? '';
}

async function openLink(link: string | null | undefined): Promise<URLSearchParams> {
  const response = await fetch(link ?? '', { redirect: 'manual' });
  return new URLSearchParams(new URL(response.headers.get('location') ?? 'http://invalid/').hash.slice(1));
}

const signIn = (t: TestServer, email: string, password: string) =>
  t.auth('/token?grant_type=password', { json: { email, password } });

describe('recovery requests', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t.stop();
  });

  it('answer a known and an unknown address alike, also when asked again within the minute', async () => {
    const known = uniqueEmail();
    await signUp(t, known);
    const unknown = uniqueEmail('ghost');
    for (const email of [known, unknown]) {
      for (let i = 0; i < 3; i++) {
        const response = await t.auth('/recover', { json: { email } });
        expect(response.status, `${email} #${i}`).toBe(200);
        expect(await response.json()).toEqual({});
      }
    }
    // Still one e-mail a minute at most.
    expect(await inbox(t, known)).toHaveLength(1);
    expect(await inbox(t, unknown)).toHaveLength(0);
  });
});

describe('with AUTH_CONFIRM_EMAIL', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ confirmEmail: true });
  });
  afterAll(async () => {
    await t.stop();
  });

  const register = async (email: string, password: string) => {
    hashed.length = 0;
    const response = await t.auth('/signup', { json: { email, password } });
    const hashes = hashed.length;
    return { status: response.status, body: (await response.json()) as Record<string, unknown>, hashes };
  };

  it('does the same bcrypt work for a new address, an unconfirmed one and a confirmed one', async () => {
    const fresh = await register(uniqueEmail(), 'secret-123');
    expect(fresh).toMatchObject({ status: 200, hashes: 1 });

    const pending = uniqueEmail();
    await register(pending, 'secret-123');
    // Past the one-e-mail-a-minute interval, so only the work differs, not the answer.
    t.advance(61_000);
    const again = await register(pending, 'secret-456');
    expect(again).toMatchObject({ status: 200, hashes: 1 });

    const confirmed = uniqueEmail();
    await register(confirmed, 'secret-123');
    await openLink((await inbox(t, confirmed))[0]?.link);
    const taken = await register(confirmed, 'secret-456');
    expect(taken).toMatchObject({ status: 200, hashes: 1 });

    const keys = (body: Record<string, unknown>) => Object.keys(body).sort();
    expect(keys(again.body)).toEqual(keys(fresh.body));
    expect(keys(taken.body)).toEqual(keys(fresh.body));
  });

  it('answers a repeated sign-up and a resend within the minute like a first one', async () => {
    const email = uniqueEmail();
    expect((await t.auth('/signup', { json: { email, password: 'secret-123' } })).status).toBe(200);
    expect((await t.auth('/signup', { json: { email, password: 'secret-123' } })).status).toBe(200);
    expect((await t.auth('/resend', { json: { type: 'signup', email } })).status).toBe(200);
    expect((await t.auth('/resend', { json: { type: 'signup', email: uniqueEmail('ghost') } })).status).toBe(200);
  });

  it('leaves only the confirming sign-up able to sign in when someone registered the address first', async () => {
    // Within the minute: no new e-mail, so the one link there is applies the latest password.
    const email = uniqueEmail('victim');
    expect((await register(email, 'attacker-pass')).status).toBe(200);
    expect((await register(email, 'victim-pass')).status).toBe(200);
    const mails = await inbox(t, email);
    expect(mails).toHaveLength(1);
    expect((await openLink(mails[0]?.link)).get('access_token')).toEqual(expect.any(String));
    expect((await signIn(t, email, 'attacker-pass')).status).toBe(400);
    expect((await signIn(t, email, 'victim-pass')).status).toBe(200);

    // After the minute: a new link, the earlier one is dead, and the newest password wins.
    const later = uniqueEmail('victim');
    await register(later, 'attacker-pass');
    t.advance(61_000);
    await register(later, 'victim-pass');
    const [newest] = await inbox(t, later);
    const code = codeOf(newest);
    expect((await t.auth('/verify', { json: { type: 'signup', email: later, token: code } })).status).toBe(200);
    expect((await signIn(t, later, 'attacker-pass')).status).toBe(400);
    expect((await signIn(t, later, 'victim-pass')).status).toBe(200);
  });

  it('ends every earlier session and refresh token of the account on confirmation', async () => {
    const email = uniqueEmail('victim');
    await register(email, 'attacker-pass');
    const user = t.server.db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: string };
    // A session opened before the address was proven (for example while confirmation was off).
    const at = new Date().toISOString();
    const sessionId = randomUUID();
    t.server.db
      .prepare(
        'INSERT INTO sessions (id, user_id, amr, user_agent, ip, created_at, updated_at) VALUES (?, ?, ?, NULL, NULL, ?, ?)',
      )
      .run(sessionId, user.id, '[]', at, at);
    t.server.db
      .prepare(
        'INSERT INTO refresh_tokens (token_hash, seed, session_id, user_id, parent_id, created_at, updated_at) VALUES (?, ?, ?, ?, NULL, ?, ?)',
      )
      .run('h-' + sessionId, 'seed', sessionId, user.id, at, at);
    await register(email, 'victim-pass');
    const fragment = await openLink((await inbox(t, email))[0]?.link);
    const sessions = t.server.db.prepare('SELECT id FROM sessions WHERE user_id = ?').all(user.id) as { id: string }[];
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.id).not.toBe(sessionId);
    const tokens = t.server.db.prepare('SELECT session_id FROM refresh_tokens WHERE user_id = ?').all(user.id);
    expect(tokens).toEqual([{ session_id: sessions[0]?.id }]);
    expect(fragment.get('refresh_token')).toEqual(expect.any(String));
  });
});

describe('one-time codes and recovery links', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t.stop();
  });

  it('ends a code after 5 wrong tries', async () => {
    const email = uniqueEmail();
    await signUp(t, email);
    await t.auth('/recover', { json: { email } });
    const [mail] = await inbox(t, email);
    const code = codeOf(mail);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) {
      const response = await t.auth('/verify', { json: { type: 'recovery', email, token: wrong } });
      expect(response.status, `try ${i + 1}`).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'otp_expired' });
    }
    const right = await t.auth('/verify', { json: { type: 'recovery', email, token: code } });
    expect(right.status).toBe(403);
    expect(await right.json()).toMatchObject({ code: 'otp_expired' });
    // The link of the same message is the same secret, and ends with it.
    expect((await openLink(mail?.link)).get('error_code')).toBe('otp_expired');
  });

  it('lets a code survive fewer than 5 wrong tries', async () => {
    const email = uniqueEmail();
    await signUp(t, email);
    await t.auth('/recover', { json: { email } });
    const code = codeOf((await inbox(t, email))[0]);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 4; i++) await t.auth('/verify', { json: { type: 'recovery', email, token: wrong } });
    expect((await t.auth('/verify', { json: { type: 'recovery', email, token: code } })).status).toBe(200);
  });

  it('voids every outstanding recovery link and code when the password changes', async () => {
    const email = uniqueEmail();
    const session = await signUp(t, email, 'first-pass');
    await t.auth('/recover', { json: { email } });
    const [mail] = await inbox(t, email);
    const changed = await t.auth('/user', {
      method: 'PUT',
      json: { password: 'second-pass' },
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(changed.status).toBe(200);
    expect((await openLink(mail?.link)).get('error_code')).toBe('otp_expired');
    const byCode = await t.auth('/verify', { json: { type: 'recovery', email, token: codeOf(mail) } });
    expect(byCode.status).toBe(403);
  });
});
