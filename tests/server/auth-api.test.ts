import { AuthApiError, AuthSessionMissingError, AuthWeakPasswordError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANON_KEY, decodeJwt, signUp, startTestServer, uniqueEmail, type TestServer } from './helpers.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.stop();
});

describe('sign-up and sign-in through supabase-js', () => {
  it('signs up with auto-confirm and returns a complete session and user', async () => {
    const email = uniqueEmail('Mixed.Case');
    const { data, error } = await t.client().auth.signUp({
      email: email.toUpperCase(),
      password: 'secret-123',
      options: { data: { first_name: 'ana', last_name: 'silva' } },
    });
    expect(error).toBeNull();
    const session = data.session;
    expect(session).not.toBeNull();
    expect(session?.token_type).toBe('bearer');
    expect(session?.expires_in).toBe(3600);
    expect(session?.expires_at).toBeGreaterThan(Date.now() / 1000);
    expect(session?.refresh_token).toEqual(expect.any(String));
    const user = data.user;
    expect(user).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      email: email.toLowerCase(),
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { first_name: 'ana', last_name: 'silva' },
      is_anonymous: false,
    });
    expect(user?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(user?.email_confirmed_at).toEqual(expect.any(String));
    expect(user?.identities?.[0]).toMatchObject({ provider: 'email', user_id: user?.id });

    const claims = decodeJwt(session?.access_token ?? '');
    expect(claims).toMatchObject({
      aud: 'authenticated',
      sub: user?.id,
      email: email.toLowerCase(),
      phone: '',
      role: 'authenticated',
      aal: 'aal1',
      is_anonymous: false,
      user_metadata: { first_name: 'ana', last_name: 'silva' },
    });
    expect(claims.exp).toBe((claims.iat as number) + 3600);
    expect(claims.session_id).toEqual(expect.any(String));
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    expect(JSON.parse(Buffer.from(session!.access_token.split('.')[0]!, 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'JWT',
    });
  });

  it('refuses a second sign-up of the same e-mail with user_already_exists', async () => {
    const email = uniqueEmail();
    await signUp(t, email);
    const { error } = await t.client().auth.signUp({ email: email.toUpperCase(), password: 'another-pass' });
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({ status: 422, code: 'user_already_exists', message: 'User already registered' });
  });

  it('answers weak, long and malformed credentials like GoTrue', async () => {
    const client = t.client();
    const weak = await client.auth.signUp({ email: uniqueEmail(), password: '12345' });
    expect(weak.error).toBeInstanceOf(AuthWeakPasswordError);
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });

    const long = await client.auth.signUp({ email: uniqueEmail(), password: 'x'.repeat(73) });
    expect(long.error).toMatchObject({ status: 400, code: 'validation_failed' });

    const badEmail = await client.auth.signUp({ email: 'not-an-email', password: 'secret-123' });
    expect(badEmail.error).toMatchObject({ status: 400, code: 'validation_failed' });

    const spaced = await client.auth.signUp({ email: 'a b@example.com', password: 'secret-123' });
    expect(spaced.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('signs in with the password and rejects unknown e-mails and wrong passwords alike', async () => {
    const email = uniqueEmail();
    await signUp(t, email, 'right-password');
    const client = t.client();
    const ok = await client.auth.signInWithPassword({ email: `  ${email.toUpperCase()} `, password: 'right-password' });
    expect(ok.error).toBeNull();
    expect(ok.data.session?.access_token).toEqual(expect.any(String));
    expect(ok.data.user?.last_sign_in_at).toEqual(expect.any(String));

    const wrong = await client.auth.signInWithPassword({ email, password: 'wrong-password' });
    const unknown = await client.auth.signInWithPassword({ email: uniqueEmail('nobody'), password: 'wrong-password' });
    for (const result of [wrong, unknown]) {
      expect(result.error).toBeInstanceOf(AuthApiError);
      expect(result.error).toMatchObject({
        status: 400,
        code: 'invalid_credentials',
        message: 'Invalid login credentials',
      });
    }
  });
});

describe('sessions', () => {
  it('returns the user for a valid bearer token and checks that the session still exists', async () => {
    const session = await signUp(t);
    const me = await t.auth('/user', { headers: { authorization: `Bearer ${session.access_token}` } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ id: session.user.id, email: session.user.email });

    const logout = await t.auth('/logout?scope=local', {
      method: 'POST',
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(logout.status).toBe(204);
    expect(await logout.text()).toBe('');

    const after = await t.auth('/user', { headers: { authorization: `Bearer ${session.access_token}` } });
    expect(after.status).toBe(403);
    expect(await after.json()).toMatchObject({ code: 'session_not_found', error_code: 'session_not_found' });

    const { error } = await t.client().auth.getUser(session.access_token);
    expect(error).toBeInstanceOf(AuthSessionMissingError);
  });

  it('answers no_authorization, bad_jwt, user_not_found and expired tokens on bearer routes', async () => {
    const missing = await t.auth('/user');
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ code: 'no_authorization' });

    const session = await signUp(t);
    const [header, payload] = session.access_token.split('.');
    const forged = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
    for (const token of [
      forged,
      ANON_KEY,
      'garbage',
      `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`,
    ]) {
      const response = await t.auth('/user', { headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'bad_jwt' });
    }

    const gone = await signUp(t);
    t.server.db.prepare('DELETE FROM users WHERE id = ?').run(gone.user.id);
    const deleted = await t.auth('/user', { headers: { authorization: `Bearer ${gone.access_token}` } });
    expect(deleted.status).toBe(403);
    expect(await deleted.json()).toMatchObject({ code: 'user_not_found' });

    t.advance(3601 * 1000);
    try {
      const expired = await t.auth('/user', { headers: { authorization: `Bearer ${session.access_token}` } });
      expect(expired.status).toBe(403);
      expect(await expired.json()).toMatchObject({ code: 'bad_jwt' });
    } finally {
      t.advance(-3601 * 1000);
    }
  });

  it('rotates refresh tokens, tolerates reuse within 10 s and revokes the session after', async () => {
    const session = await signUp(t);
    const refresh = (token: string) => t.auth('/token?grant_type=refresh_token', { json: { refresh_token: token } });

    const first = await refresh(session.refresh_token);
    expect(first.status).toBe(200);
    const child = (await first.json()) as { refresh_token: string; access_token: string; user: { id: string } };
    expect(child.refresh_token).not.toBe(session.refresh_token);
    expect(child.user.id).toBe(session.user.id);
    expect(decodeJwt(child.access_token).session_id).toBe(decodeJwt(session.access_token).session_id);

    // A client that lost the answer retries with the parent: it gets the current child back.
    t.advance(5_000);
    const retry = await refresh(session.refresh_token);
    expect(retry.status).toBe(200);
    expect(((await retry.json()) as { refresh_token: string }).refresh_token).toBe(child.refresh_token);

    // Later reuse of the parent means the token leaked: the whole session is revoked.
    t.advance(6_000);
    const stolen = await refresh(session.refresh_token);
    expect(stolen.status).toBe(400);
    expect(stolen.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await stolen.json()).toMatchObject({
      code: 'refresh_token_already_used',
      error_code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    });
    const childAfter = await refresh(child.refresh_token);
    expect(childAfter.status).toBe(400);
    expect(await childAfter.json()).toMatchObject({ code: 'refresh_token_not_found' });
    const me = await t.auth('/user', { headers: { authorization: `Bearer ${child.access_token}` } });
    expect(me.status).toBe(403);
    expect(await me.json()).toMatchObject({ code: 'session_not_found' });
  });

  it('refreshes through supabase-js and reports unknown refresh tokens', async () => {
    const session = await signUp(t);
    const client = t.client();
    const { data, error } = await client.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(session.refresh_token);

    const unknown = await t.client().auth.refreshSession({ refresh_token: 'no-such-token' });
    expect(unknown.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it('ends this, the other or all sessions by logout scope, and rejects other scopes', async () => {
    const email = uniqueEmail();
    await signUp(t, email, 'pass-word-1');
    const signIn = async () => {
      const response = await t.auth('/token?grant_type=password', { json: { email, password: 'pass-word-1' } });
      return ((await response.json()) as { access_token: string }).access_token;
    };
    const alive = async (token: string) =>
      (await t.auth('/user', { headers: { authorization: `Bearer ${token}` } })).status === 200;
    const logout = (token: string, scope?: string) =>
      t.auth(`/logout${scope ? `?scope=${scope}` : ''}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });

    const bad = await logout(await signIn(), 'everything');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'validation_failed' });

    const a = await signIn();
    let [b, c] = [await signIn(), await signIn()];
    expect((await logout(a, 'others')).status).toBe(204);
    expect([await alive(a), await alive(b), await alive(c)]).toEqual([true, false, false]);

    [b, c] = [await signIn(), await signIn()];
    expect((await logout(b, 'local')).status).toBe(204);
    expect([await alive(a), await alive(b), await alive(c)]).toEqual([true, false, true]);

    const client = t.client();
    await client.auth.signInWithPassword({ email, password: 'pass-word-1' });
    expect((await logout(c)).status).toBe(204);
    expect([await alive(a), await alive(c)]).toEqual([false, false]);

    // supabase-js treats an already-ended session as signed out.
    const { error } = await client.auth.signOut();
    expect(error).toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();
  });
});

describe('PUT /user', () => {
  it('merges metadata shallowly and deletes keys set to null', async () => {
    const email = uniqueEmail();
    const client = t.client();
    await client.auth.signUp({
      email,
      password: 'secret-123',
      options: { data: { first_name: 'Ana', last_name: 'Silva', last_step: '/step1', nested: { a: 1 } } },
    });
    const { data, error } = await client.auth.updateUser({
      data: { last_step: '/step3', step2_completed: true, last_name: null, nested: { b: 2 } },
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({
      first_name: 'Ana',
      last_step: '/step3',
      step2_completed: true,
      nested: { b: 2 },
    });
    const fresh = await client.auth.getUser();
    expect(fresh.data.user?.user_metadata).toEqual(data.user?.user_metadata);
  });

  it('changes the password, ends the other sessions and keeps this one', async () => {
    const email = uniqueEmail();
    await signUp(t, email, 'first-password');
    const other = t.client();
    await other.auth.signInWithPassword({ email, password: 'first-password' });
    const current = t.client();
    await current.auth.signInWithPassword({ email, password: 'first-password' });

    const same = await current.auth.updateUser({ password: 'first-password' });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    const weak = await current.auth.updateUser({ password: 'abc' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });

    const changed = await current.auth.updateUser({ password: 'second-password' });
    expect(changed.error).toBeNull();
    expect((await current.auth.getUser()).error).toBeNull();
    expect((await other.auth.getUser()).error).toBeInstanceOf(AuthSessionMissingError);

    const oldLogin = await t.client().auth.signInWithPassword({ email, password: 'first-password' });
    expect(oldLogin.error).toMatchObject({ code: 'invalid_credentials' });
    const newLogin = await t.client().auth.signInWithPassword({ email, password: 'second-password' });
    expect(newLogin.error).toBeNull();
  });

  it('changes the e-mail at once when e-mails auto-confirm, refusing one that is taken', async () => {
    const taken = uniqueEmail();
    await signUp(t, taken);
    const session = await signUp(t);
    const put = (json: unknown) =>
      t.auth('/user', { method: 'PUT', json, headers: { authorization: `Bearer ${session.access_token}` } });

    const clash = await put({ email: taken.toUpperCase() });
    expect(clash.status).toBe(422);
    expect(await clash.json()).toMatchObject({ code: 'email_exists' });

    const next = uniqueEmail('moved');
    const moved = await put({ email: next });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ email: next });
  });
});

describe('protocol details', () => {
  it('serves /settings like GoTrue', async () => {
    const response = await t.auth('/settings');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      external: { email: true, phone: false, google: false },
      disable_signup: false,
      mailer_autoconfirm: true,
      phone_autoconfirm: false,
    });
  });

  it('answers errors with the API version header, code and error_code', async () => {
    const response = await t.auth('/token?grant_type=password', { json: { email: 'x@example.com' } });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ code: 'validation_failed', error_code: 'validation_failed' });
    expect(body.message).toEqual(expect.any(String));

    const grant = await t.auth('/token?grant_type=magic', { json: {} });
    expect(grant.status).toBe(400);
    const unknown = await t.auth('/nowhere');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'not_found' });
    const method = await t.auth('/signup', { method: 'DELETE' });
    expect(method.status).toBe(405);
  });

  it('answers CORS preflights and exposes the version header', async () => {
    const preflight = await fetch(`${t.url}/auth/v1/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://portal.example.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey, authorization, content-type, x-client-info, x-supabase-api-version',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = preflight.headers.get('access-control-allow-headers') ?? '';
    for (const header of ['apikey', 'authorization', 'content-type', 'x-client-info', 'x-supabase-api-version']) {
      expect(allowed).toContain(header);
    }
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');
    const settings = await t.auth('/settings', { headers: { origin: 'https://portal.example.com' } });
    expect(settings.headers.get('access-control-expose-headers')).toMatch(/X-Supabase-Api-Version/i);
  });
});
