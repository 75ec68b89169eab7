import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { parseTrustProxy } from '../../server/http/proxy.ts';
import type { Logger } from '../../server/log.ts';
import { signUp, startTestServer, uniqueEmail, type TestServer } from './helpers.ts';

/** A GET with exactly the given headers (fetch would not let a test choose the Host header). */
function get(t: TestServer, path: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: t.server.port, path, headers: { host: `localhost:${t.server.port}`, ...headers } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function signUpFrom(t: TestServer, forwardedFor: string) {
  return t.auth('/signup', {
    json: { email: uniqueEmail('proxied'), password: 'secret-123' },
    headers: { 'x-forwarded-for': forwardedFor },
  });
}

function sessionIp(t: TestServer, userId: string): unknown {
  return (t.server.db.prepare('SELECT ip FROM sessions WHERE user_id = ?').get(userId) as { ip: string }).ip;
}

describe('TRUST_PROXY', () => {
  it('reads a hop count, true as one hop, or a list of addresses and ranges', () => {
    expect(loadConfig({}).trustProxy).toEqual({ kind: 'none' });
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toEqual({ kind: 'none' });
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toEqual({ kind: 'hops', hops: 1 });
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toEqual({ kind: 'hops', hops: 2 });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1, ::1' }).trustProxy).toMatchObject({ kind: 'list' });
    for (const bad of ['proxy.example', '10.0.0.0/33', '10.0.0.1/8/2', '1.2.3.4, nope']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  describe('with true (one hop)', () => {
    let t: TestServer;
    beforeAll(async () => {
      t = await startTestServer({ trustProxy: parseTrustProxy('true'), rateLimits: { signup: 2, token: 100 } });
    });
    afterAll(async () => {
      await t.stop();
    });

    it('takes the right-most X-Forwarded-For address, so a client cannot pick a new one per request', async () => {
      const first = await signUpFrom(t, '203.0.113.1, 198.51.100.7');
      expect(first.status).toBe(200);
      const { user } = (await first.json()) as { user: { id: string } };
      expect(sessionIp(t, user.id)).toBe('198.51.100.7');
      // Another left-most entry on every request: still one client, still one bucket.
      expect((await signUpFrom(t, '203.0.113.2, 198.51.100.7')).status).toBe(200);
      expect((await signUpFrom(t, '203.0.113.3, 198.51.100.7')).status).toBe(429);
      // A different client behind the same proxy has a bucket of its own.
      expect((await signUpFrom(t, '198.51.100.8')).status).toBe(200);
    });

    it('never opens the mailbox to a request that names a loopback client', async () => {
      expect(await get(t, '/_mail')).toBe(200);
      for (const forwarded of ['127.0.0.1', '::1', '203.0.113.9, 127.0.0.1']) {
        expect(await get(t, '/_mail', { 'x-forwarded-for': forwarded }), forwarded).toBe(404);
        expect(await get(t, '/_mail/api/messages', { 'x-forwarded-for': forwarded }), forwarded).toBe(404);
      }
    });
  });

  it('with a hop count or an address list, skips only the trusted proxies', async () => {
    const hops = await startTestServer({ trustProxy: parseTrustProxy('2') });
    const list = await startTestServer({ trustProxy: parseTrustProxy('127.0.0.1, 10.0.0.0/8') });
    try {
      const viaHops = (await (await signUpFrom(hops, 'forged, 203.0.113.5, 10.0.0.2')).json()) as {
        user: { id: string };
      };
      expect(sessionIp(hops, viaHops.user.id)).toBe('203.0.113.5');
      const viaList = (await (await signUpFrom(list, 'forged, 203.0.113.6, 10.9.8.7, 10.0.0.2')).json()) as {
        user: { id: string };
      };
      expect(sessionIp(list, viaList.user.id)).toBe('203.0.113.6');
      // Entries with a port, as some proxies write them, name the same client.
      const withPorts = (await (await signUpFrom(hops, 'forged, [2001:db8::7]:4711, 10.0.0.2:443')).json()) as {
        user: { id: string };
      };
      expect(sessionIp(hops, withPorts.user.id)).toBe('2001:db8::7');
    } finally {
      await hops.stop();
      await list.stop();
    }
  });
});

describe('local mailbox', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t.stop();
  });

  it('answers only a loopback Host, so a rebound DNS name cannot read it', async () => {
    const port = t.server.port;
    for (const host of [`localhost:${port}`, 'localhost', `127.0.0.1:${port}`, `127.1.2.3:${port}`, `[::1]:${port}`]) {
      expect(await get(t, '/_mail', { host }), host).toBe(200);
    }
    for (const host of [
      `evil.example:${port}`,
      'evil.example',
      `localhost.evil.example:${port}`,
      `127.0.0.1.evil.example:${port}`,
      `127.0.0.300:${port}`,
      `192.168.1.10:${port}`,
    ]) {
      expect(await get(t, '/_mail', { host }), host).toBe(404);
      expect(await get(t, '/_mail/api/messages', { host }), host).toBe(404);
    }
  });

  it('refuses requests that a proxy forwarded', async () => {
    for (const [name, value] of [
      ['forwarded', 'for=127.0.0.1'],
      ['x-forwarded-for', '127.0.0.1'],
      ['x-forwarded-host', 'localhost'],
      ['x-forwarded-proto', 'http'],
    ] as const) {
      expect(await get(t, '/_mail', { [name]: value }), name).toBe(404);
      expect(await get(t, '/_mail/api/messages', { [name]: value }), name).toBe(404);
    }
  });

  it('is off once SITE_URL is set, unless MAILBOX=on', async () => {
    expect(loadConfig({}).mailbox).toBe(true);
    expect(loadConfig({ SITE_URL: 'https://itin.example' }).mailbox).toBe(false);
    expect(loadConfig({ SITE_URL: 'https://itin.example', MAILBOX: 'on' }).mailbox).toBe(true);
    expect(loadConfig({ MAILBOX: 'off' }).mailbox).toBe(false);
    expect(() => loadConfig({ MAILBOX: 'maybe' })).toThrow(/MAILBOX/);

    const off = await startTestServer({ siteUrl: 'http://localhost', mailbox: false });
    const on = await startTestServer({ siteUrl: 'http://localhost', mailbox: true });
    try {
      expect(await get(off, '/_mail')).toBe(404);
      expect(await get(off, '/_mail/api/messages')).toBe(404);
      expect(await get(on, '/_mail')).toBe(200);
      expect(await get(on, '/_mail/api/messages')).toBe(200);
    } finally {
      await off.stop();
      await on.stop();
    }
  });
});

interface LogLine {
  level: string;
  message: string;
  details: string;
}

function recordingLogger(lines: LogLine[]): Logger {
  const write = (level: string) => (message: string, details?: Record<string, unknown>) => {
    lines.push({ level, message, details: JSON.stringify(details ?? {}) });
  };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}

interface Mail {
  link: string | null;
  text: string;
}

describe('messages with links', () => {
  const lines: LogLine[] = [];
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ logger: recordingLogger(lines) });
  });
  afterAll(async () => {
    await t.stop();
  });

  const inbox = async (to: string) =>
    (await (await fetch(`${t.url}/_mail/api/messages?to=${encodeURIComponent(to)}`)).json()) as Mail[];
  const stored = (to: string) =>
    (t.server.db.prepare('SELECT count(*) AS n FROM mail WHERE to_address = ?').get(to) as { n: number }).n;

  it('keeps the secret part of a link out of the info log and says the message is in the mailbox', async () => {
    const email = uniqueEmail();
    await signUp(t, email);
    lines.length = 0;
    expect((await t.auth('/recover', { json: { email } })).status).toBe(200);
    const [mail] = await inbox(email);
    const token = new URL(mail?.link ?? '').searchParams.get('token') ?? '';
    const code = /code: (\d{6})/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(token.length).toBeGreaterThan(20);
    expect(code).toHaveLength(6);
    const visible = lines.filter((l) => l.level !== 'debug');
    expect(visible.length).toBeGreaterThan(0);
    for (const line of visible) {
      expect(`${line.message} ${line.details}`).not.toContain(token);
      expect(`${line.message} ${line.details}`).not.toContain(code);
    }
    expect(visible.some((l) => l.level === 'info' && /mailbox/i.test(l.message))).toBe(true);
  });

  it('drops a message once its link is used', async () => {
    const email = uniqueEmail();
    await signUp(t, email);
    await t.auth('/recover', { json: { email } });
    const [mail] = await inbox(email);
    expect(stored(email)).toBe(1);
    const opened = await fetch(mail?.link ?? '', { redirect: 'manual' });
    expect(opened.headers.get('location')).toContain('access_token=');
    expect(await inbox(email)).toEqual([]);
    expect(stored(email)).toBe(0);
  });

  it('drops a message once its six-digit code is used', async () => {
    const email = uniqueEmail();
    await signUp(t, email);
    await t.auth('/recover', { json: { email } });
    const [mail] = await inbox(email);
    const code = /code: (\d{6})/.exec(mail?.text ?? '')?.[1] ?? '';
    const verified = await t.auth('/verify', { json: { type: 'recovery', email, token: code } });
    expect(verified.status).toBe(200);
    expect(stored(email)).toBe(0);
  });

  it('drops a message once its link expires', async () => {
    const email = uniqueEmail();
    await signUp(t, email);
    await t.auth('/recover', { json: { email } });
    expect(await inbox(email)).toHaveLength(1);
    t.advance(61 * 60 * 1000);
    expect(await inbox(email)).toEqual([]);
    expect(stored(email)).toBe(0);
  });

  it('keeps messages without a link', async () => {
    t.server.db
      .prepare(
        "INSERT INTO mail (id, to_address, subject, text_body, html_body, link, created_at) VALUES ('plain', 'p@example.com', 'Hello', 'Hi', '<p>Hi</p>', NULL, ?)",
      )
      .run(new Date().toISOString());
    t.advance(2 * 60 * 60 * 1000);
    expect(await inbox('p@example.com')).toHaveLength(1);
  });
});
