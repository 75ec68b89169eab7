import { statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANON_KEY, signUp, startTestServer, uniqueEmail, type TestServer } from './helpers.ts';

describe('hostile input', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t.stop();
  });

  it('requires the anon key on every endpoint', async () => {
    const endpoints: [string, string][] = [
      ['POST', '/signup'],
      ['POST', '/token?grant_type=password'],
      ['GET', '/user'],
      ['PUT', '/user'],
      ['POST', '/logout'],
      ['POST', '/recover'],
      ['POST', '/verify'],
      ['GET', '/settings'],
    ];
    for (const [method, endpoint] of endpoints) {
      const variants: Record<string, string>[] = [{}, { apikey: 'wrong-key' }, { apikey: `${ANON_KEY}x` }];
      for (const headers of variants) {
        const response = await fetch(`${t.url}/auth/v1${endpoint}`, {
          method,
          headers: { 'content-type': 'application/json', ...headers },
          ...(method === 'GET' ? {} : { body: '{}' }),
        });
        expect(response.status, `${method} ${endpoint} ${JSON.stringify(headers)}`).toBe(401);
        const body = (await response.json()) as { code: string };
        expect(['no_api_key', 'invalid_api_key']).toContain(body.code);
      }
    }
    const byQuery = await fetch(`${t.url}/auth/v1/settings?apikey=${ANON_KEY}`);
    expect(byQuery.status).toBe(200);
  });

  it('refuses malformed and hostile bodies with 4xx, never 5xx', async () => {
    const session = await signUp(t);
    const bearer = { authorization: `Bearer ${session.access_token}` };
    const raw = (endpoint: string, body: string, method = 'POST', extra: Record<string, string> = {}) =>
      fetch(`${t.url}/auth/v1${endpoint}`, {
        method,
        headers: { apikey: ANON_KEY, 'content-type': 'application/json', ...extra },
        body,
      });
    // Not an object, not JSON, or the wrong types: refused everywhere.
    const malformed = [
      '{"email": ',
      'not json at all',
      '[]',
      '[{"email":"a@b.co","password":"123456"}]',
      'null',
      '42',
      '"string"',
      '{"email": 12, "password": true, "refresh_token": 7, "type": 1}',
      '{"email": ["a@example.com"], "password": {"$gt": ""}, "refresh_token": ["x"], "type": ["recovery"]}',
      `{"email": "x' OR '1'='1@example.com", "password": "' OR 1=1; DROP TABLE users; --"}`,
      `{"email": "a@example.com\\u0000", "password": "secret-123"}`,
      `{"email": "${'a'.repeat(5000)}@example.com", "password": "secret-123"}`,
    ];
    // Well-formed objects with odd content: some endpoints may accept them, none may fail.
    const odd = [
      `{"email": "ok@example.com", "password": "${'p'.repeat(20000)}"}`,
      '{"email": "ok@example.com", "password": "secret-123", "data": "not an object"}',
      '{"email": "ok@example.com", "password": "secret-123", "data": [1,2,3]}',
      '{"refresh_token": {"nested": true}}',
      '{"type": "recovery", "token_hash": 123}',
      '{"__proto__": {"admin": true}, "email": "proto@example.com"}',
    ];
    const endpoints = [
      '/signup',
      '/token?grant_type=password',
      '/token?grant_type=refresh_token',
      '/recover',
      '/verify',
    ];
    for (const endpoint of endpoints) {
      for (const body of [...malformed, ...odd]) {
        const response = await raw(endpoint, body);
        const label = `${endpoint} ${body.slice(0, 60)}`;
        expect(response.status, label).toBeLessThan(500);
        if (malformed.includes(body)) expect(response.status, label).toBeGreaterThanOrEqual(400);
        const json = (await response.json()) as { code?: string; error_code?: string };
        if (response.status >= 400) expect(json.code, label).toBe(json.error_code);
      }
    }
    for (const body of ['{"data": 1}', '{"password": "abc"}', '{"password": 12345678}']) {
      const response = await raw('/signup', `{"email":"${uniqueEmail()}","password":"secret-123",${body.slice(1)}`);
      expect(response.status, body).toBeGreaterThanOrEqual(400);
      expect(response.status, body).toBeLessThan(500);
    }
    for (const body of [
      '[]',
      '{"data": "x"}',
      '{"data": [1]}',
      '{"password": 5}',
      '{"email": "bad"}',
      '{"email": {}}',
    ]) {
      const response = await raw('/user', body, 'PUT', bearer);
      expect(response.status, body).toBeGreaterThanOrEqual(400);
      expect(response.status, body).toBeLessThan(500);
    }
    const badJson = await raw('/signup', '{oops');
    expect(await badJson.json()).toMatchObject({ code: 'bad_json' });

    // The SQL-looking answer was stored as text, and the table is still there.
    const sqlish = `x' OR '1'='1@example.com`;
    const sqlUser = await t.client().auth.signUp({ email: uniqueEmail(), password: "'; DROP TABLE users; --" });
    expect(sqlUser.error).toBeNull();
    expect((await t.client().auth.signInWithPassword({ email: sqlish, password: 'x' })).error?.status).toBe(400);
    expect(
      (await t.client().auth.signInWithPassword({ email: session.user.email, password: 'correct-horse' })).error,
    ).toBeNull();
  });

  it('refuses bodies over 64 KB', async () => {
    const huge = JSON.stringify({
      email: uniqueEmail(),
      password: 'secret-123',
      data: { blob: 'x'.repeat(70 * 1024) },
    });
    const response = await fetch(`${t.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
      body: huge,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'request_too_large' });

    // Without a Content-Length (chunked) the limit holds as well.
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(8 * 1024)));
        controller.close();
      },
    });
    const streamed = await fetch(`${t.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
      body: chunks,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it('lets exactly one of 20 concurrent sign-ups of one e-mail succeed', async () => {
    const email = uniqueEmail('race');
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => t.auth('/signup', { json: { email, password: `password-${i}` } })),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 422)).toHaveLength(19);
    const winner = responses[statuses.indexOf(200)];
    const winnerPassword = `password-${statuses.indexOf(200)}`;
    expect(((await winner?.json()) as { user: { email: string } }).user.email).toBe(email);
    for (const r of responses) if (r !== winner) expect(await r.json()).toMatchObject({ code: 'user_already_exists' });
    expect((await t.client().auth.signInWithPassword({ email, password: winnerPassword })).error).toBeNull();
  });
});

describe('rate limits', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ rateLimits: { signup: 3, token: 4 } });
  });
  afterAll(async () => {
    await t.stop();
  });

  it('answers 429 over_request_rate_limit once the per-IP bucket is empty, and refills over time', async () => {
    const recover = () => t.auth('/recover', { json: { email: uniqueEmail('nobody') } });
    expect([(await recover()).status, (await recover()).status, (await recover()).status]).toEqual([200, 200, 200]);
    const limited = await recover();
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({
      code: 'over_request_rate_limit',
      error_code: 'over_request_rate_limit',
    });
    // Sign-up has a bucket of its own.
    const signup = await t.auth('/signup', { json: { email: uniqueEmail(), password: 'secret-123' } });
    expect(signup.status).toBe(200);

    const token = () =>
      t.auth('/token?grant_type=password', { json: { email: 'x@example.com', password: 'nope-nope' } });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await token()).status);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);

    // Forged forwarding headers do not open a new bucket…
    const forged = await t.auth('/recover', {
      json: { email: uniqueEmail('nobody') },
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(forged.status).toBe(429);

    // …but time does: 5 minutes refill the whole bucket.
    t.advance(5 * 60 * 1000);
    expect((await recover()).status).toBe(200);
  });
});

describe('persistence', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t.stop();
  });

  it('keeps users and sessions across a restart on the same data folder', async () => {
    const email = uniqueEmail();
    const session = await signUp(t, email, 'durable-pass', { first_name: 'Kim' });
    await t.restart();
    const { data, error } = await t.client().auth.signInWithPassword({ email, password: 'durable-pass' });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ first_name: 'Kim' });
    // The signing secret survived too: the old access token is still valid.
    const me = await t.auth('/user', { headers: { authorization: `Bearer ${session.access_token}` } });
    expect(me.status).toBe(200);
  });

  it('keeps the generated secret and the database owner-only, with a migrations table', async () => {
    expect(statSync(path.join(t.dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(t.dataDir, 'itin-bridge.sqlite')).mode & 0o077).toBe(0);
    const versions = t.server.db.prepare('SELECT version FROM schema_migrations ORDER BY version').all();
    expect(versions).toEqual([{ version: 1 }, { version: 2 }, { version: 3 }, { version: 100 }]);
    expect(t.server.db.pragma('journal_mode', { simple: true })).toBe('wal');
  });
});
