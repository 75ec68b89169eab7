import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../server/app.ts';
import { configWith, loadConfig } from '../../server/config.ts';
import { createLogger } from '../../server/log.ts';
import { ANON_KEY, signUp, startTestServer, uniqueEmail, writeFakeDist, type TestServer } from './helpers.ts';

function rawGet(port: number, target: string): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: target }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

describe('names from the request never reach prototypes', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t.stop();
  });

  it('answers 404 for form names that are Object.prototype members', async () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      const page = await fetch(`${t.url}/forms/${name}`);
      expect(page.status, name).toBe(404);
      const posted = await fetch(`${t.url}/forms/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'a=b',
      });
      expect(posted.status, `POST ${name}`).toBe(404);
    }
  });

  it('answers 400 validation_failed for verify types that are Object.prototype members', async () => {
    for (const type of ['toString', '__proto__', 'constructor', 'hasOwnProperty']) {
      const response = await t.auth('/verify', { json: { type, token_hash: 'x'.repeat(20) } });
      expect(response.status, type).toBe(400);
      expect(await response.json(), type).toMatchObject({ code: 'validation_failed', error_code: 'validation_failed' });
      const link = await fetch(`${t.url}/auth/v1/verify?token=abc&type=${type}`, { redirect: 'manual' });
      expect(link.status, `link ${type}`).toBe(303);
      expect(link.headers.get('location'), type).toContain('error_code=otp_expired');
    }
  });
});

describe('user metadata size', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t.stop();
  });

  it('refuses metadata over 8 KB at sign-up and on update with 422', async () => {
    const big = { notes: 'x'.repeat(9 * 1024) };
    const refused = await t.auth('/signup', { json: { email: uniqueEmail(), password: 'secret-123', data: big } });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      code: 'user_metadata_too_large',
      error_code: 'user_metadata_too_large',
    });

    const session = await signUp(t, uniqueEmail(), 'secret-123', { notes: 'x'.repeat(7 * 1024) });
    expect(session.access_token.length).toBeLessThan(16 * 1024);
    // The merge is what counts: two halves that fit alone do not fit together.
    const put = (data: object) =>
      t.auth('/user', { method: 'PUT', json: { data }, headers: { authorization: `Bearer ${session.access_token}` } });
    const grown = await put({ more: 'y'.repeat(2 * 1024) });
    expect(grown.status).toBe(422);
    expect(await grown.json()).toMatchObject({ code: 'user_metadata_too_large' });
    const small = await put({ notes: null, city: 'Lisbon' });
    expect(small.status).toBe(200);
    expect(((await small.json()) as { user_metadata: object }).user_metadata).toEqual({ city: 'Lisbon' });
  });
});

describe('Strict-Transport-Security', () => {
  const servers: TestServer[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
  });

  it('is sent only when SITE_URL is https', async () => {
    const https = await startTestServer({ siteUrl: 'https://itin.example' });
    const http = await startTestServer({ siteUrl: 'http://itin.example' });
    const plain = await startTestServer();
    servers.push(https, http, plain);
    for (const p of ['/', '/auth/v1/settings', '/forms/basic-data', '/no-such-page']) {
      const secure = await fetch(`${https.url}${p}`, { headers: { apikey: ANON_KEY } });
      expect(secure.headers.get('strict-transport-security'), p).toBe('max-age=31536000; includeSubDomains');
      for (const s of [http, plain]) {
        const response = await fetch(`${s.url}${p}`, { headers: { apikey: ANON_KEY } });
        expect(response.headers.get('strict-transport-security'), p).toBeNull();
      }
    }
    // Also on a request refused before routing (a target that is not a path).
    const refused = await rawGet(https.server.port, '//evil.example/');
    expect(refused.status).toBe(400);
    expect(refused.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('access token signatures', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t.stop();
  });

  it('refuses a signature whose last base64url character is not canonical', async () => {
    const { access_token: token } = await signUp(t);
    const me = (bearer: string) => t.auth('/user', { headers: { authorization: `Bearer ${bearer}` } });
    expect((await me(token)).status).toBe(200);
    // 32 bytes take 43 characters; the last one carries 2 unused bits, so flipping its lowest bit
    // decodes to the same bytes.
    const last = token.at(-1) as string;
    const twin = BASE64URL[BASE64URL.indexOf(last) ^ 1] as string;
    const forged = `${token.slice(0, -1)}${twin}`;
    expect(Buffer.from(forged.split('.')[2] as string, 'base64url')).toEqual(
      Buffer.from(token.split('.')[2] as string, 'base64url'),
    );
    const response = await me(forged);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'bad_jwt' });
    // Padding or a longer tail is not accepted either.
    expect((await me(`${token}=`)).status).toBe(403);
  });
});

describe('signing secret', () => {
  it('replaces a short jwt-secret file in DATA_DIR with a fresh one', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'itin-secret-'));
    const dataDir = path.join(root, 'data');
    const staticRoot = path.join(root, 'dist');
    writeFakeDist(staticRoot);
    mkdirSync(dataDir, { recursive: true });
    try {
      for (const short of ['', '\n', 'only-twenty-characters\n']) {
        writeFileSync(path.join(dataDir, 'jwt-secret'), short, { mode: 0o600 });
        const server = await startServer(
          configWith({ port: 0, host: '127.0.0.1', dataDir, staticRoot, logger: createLogger('silent') }),
        );
        await server.close();
        const secret = readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim();
        expect(secret.length, JSON.stringify(short)).toBeGreaterThanOrEqual(32);
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('refuses to start with a JWT_SECRET under 32 characters', async () => {
    expect(() => loadConfig({ JWT_SECRET: 'short-secret' })).toThrow(/JWT_SECRET must be at least 32 characters/);
    const root = mkdtempSync(path.join(tmpdir(), 'itin-secret-'));
    try {
      await expect(
        startServer(
          configWith({
            port: 0,
            host: '127.0.0.1',
            dataDir: path.join(root, 'data'),
            staticRoot: path.join(root, 'dist'),
            logger: createLogger('silent'),
            jwtSecret: 'short-secret',
          }),
        ),
      ).rejects.toThrow(/JWT_SECRET must be at least 32 characters/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

/** Resolves when the server closes the socket, with whatever it sent before. */
function closed(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(received));
  });
}

function open(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Sends a keep-alive request on the socket and resolves once a complete response has arrived. */
function roundTrip(socket: Socket): Promise<void> {
  return new Promise((resolve) => {
    let received = '';
    const onData = (chunk: Buffer) => {
      received += chunk.toString('latin1');
      const end = received.indexOf('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(received);
      if (end !== -1 && length && received.length >= end + 4 + Number(length[1])) {
        socket.off('data', onData);
        resolve();
      }
    };
    socket.on('data', onData);
    socket.write('GET /auth/v1/health HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
  });
}

describe('slow and numerous clients', () => {
  it('reads the timeouts and the connection cap from the environment', () => {
    const config = loadConfig({
      HTTP_HEADERS_TIMEOUT_MS: '4000',
      HTTP_REQUEST_TIMEOUT_MS: '9000',
      HTTP_KEEP_ALIVE_TIMEOUT_MS: '3000',
      MAX_CONNECTIONS: '50',
    });
    expect(config.http).toEqual({
      headersTimeoutMs: 4000,
      requestTimeoutMs: 9000,
      keepAliveTimeoutMs: 3000,
      maxConnections: 50,
    });
    expect(loadConfig({}).http.maxConnections).toBeGreaterThan(0);
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '9000', HTTP_REQUEST_TIMEOUT_MS: '4000' })).toThrow(
      /HTTP_REQUEST_TIMEOUT_MS/,
    );
  });

  it('drops a client that never finishes its headers', async () => {
    const t = await startTestServer({
      http: { headersTimeoutMs: 300, requestTimeoutMs: 600, keepAliveTimeoutMs: 300, maxConnections: 100 },
    });
    try {
      const socket = await open(t.server.port);
      const done = closed(socket);
      socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
      const answer = await done;
      expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
    } finally {
      await t.stop();
    }
  });

  it('refuses connections over MAX_CONNECTIONS', async () => {
    const t = await startTestServer({
      http: { headersTimeoutMs: 20_000, requestTimeoutMs: 60_000, keepAliveTimeoutMs: 20_000, maxConnections: 2 },
    });
    const sockets: Socket[] = [];
    try {
      for (let i = 0; i < 2; i++) {
        const socket = await open(t.server.port);
        sockets.push(socket);
        await roundTrip(socket);
      }
      const third = await open(t.server.port);
      sockets.push(third);
      const done = closed(third);
      third.write('GET /auth/v1/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
      expect(await done).toBe('');
      // Once one leaves, a new client gets in again.
      const first = sockets[0] as Socket;
      const gone = closed(first);
      first.destroy();
      await gone;
      await expect
        .poll(async () => (await fetch(`${t.url}/auth/v1/health`, { headers: { apikey: ANON_KEY } })).status)
        .toBe(200);
    } finally {
      sockets.forEach((s) => s.destroy());
      await t.stop();
    }
  });
});
