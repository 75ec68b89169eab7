import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer } from '../../server/app.ts';
import { configWith, DEFAULT_ANON_KEY, type ServerConfig } from '../../server/config.ts';
import { createLogger } from '../../server/log.ts';

export const ANON_KEY = DEFAULT_ANON_KEY;

/** A fake build: a shell, a hashed script big enough to be compressed, and prerendered pages. */
export function writeFakeDist(root: string): void {
  mkdirSync(path.join(root, 'assets'), { recursive: true });
  mkdirSync(path.join(root, 'process'), { recursive: true });
  writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>ITIN Bridge</title>' +
      '<script type="module" src="/assets/index-AbC123.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(root, 'assets/index-AbC123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});\n`);
  writeFileSync(path.join(root, 'assets/index-AbC123.css'), 'body{margin:0}');
  writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(root, 'process/index.html'), '<!doctype html><title>Process (prerendered)</title>');
  writeFileSync(path.join(root, 'faq.html'), '<!doctype html><title>FAQ (prerendered)</title>');
  writeFileSync(path.join(root, '.env'), 'SECRET=1');
}

export interface TestServer {
  url: string;
  dataDir: string;
  server: RunningServer;
  config: ServerConfig;
  /** Moves the server's clock forward. */
  advance(ms: number): void;
  client(): SupabaseClient;
  /** Raw fetch against the auth API with the anon key. */
  auth(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  /** Stops and starts again on the same data folder (and clock). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export async function startTestServer(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'itin-server-'));
  const staticRoot = path.join(dataDir, 'dist');
  writeFakeDist(staticRoot);
  let offset = 0;
  const config = configWith({
    port: 0,
    host: '127.0.0.1',
    dataDir: path.join(dataDir, 'data'),
    staticRoot,
    logger: createLogger('silent'),
    now: () => Date.now() + offset,
    rateLimits: { signup: 1000, token: 1000 },
    ...overrides,
  });
  let server = await startServer(config);
  const handle: TestServer = {
    get url() {
      return server.url;
    },
    dataDir: config.dataDir,
    get server() {
      return server;
    },
    config,
    advance(ms) {
      offset += ms;
    },
    client() {
      return createClient(server.url, ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
    },
    auth(p, init = {}) {
      const { json, headers, ...rest } = init;
      return fetch(`${server.url}/auth/v1${p}`, {
        method: json === undefined ? 'GET' : 'POST',
        ...rest,
        headers: {
          apikey: ANON_KEY,
          'x-supabase-api-version': '2024-01-01',
          ...(json === undefined ? {} : { 'content-type': 'application/json' }),
          ...(headers as Record<string, string> | undefined),
        },
        ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      });
    },
    async restart() {
      await server.close();
      // Let this process's fetch notice that its pooled keep-alive sockets were closed.
      await new Promise((resolve) => setTimeout(resolve, 100));
      server = await startServer({ ...config, port: server.port });
    },
    async stop() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return handle;
}

let counter = 0;
/** A unique address per call, so tests never collide. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${process.pid}.${Date.now().toString(36)}.${counter}@example.com`;
}

export async function signUp(t: TestServer, email = uniqueEmail(), password = 'correct-horse', data: object = {}) {
  const response = await t.auth('/signup', { json: { email, password, data } });
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as {
    access_token: string;
    refresh_token: string;
    expires_in: number;
    expires_at: number;
    user: { id: string; email: string; user_metadata: Record<string, unknown> };
  };
}

export function decodeJwt(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}
