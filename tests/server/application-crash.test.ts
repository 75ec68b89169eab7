import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ANON_KEY, uniqueEmail, writeFakeDist } from './helpers.ts';

const root = mkdtempSync(path.join(tmpdir(), 'itin-crash-'));
const dataDir = path.join(root, 'data');
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

/** Starts the real server process on a free port and resolves with its base URL. */
function startProcess(): Promise<{ child: ChildProcess; url: string }> {
  writeFakeDist(path.join(root, 'dist'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, STATIC_DIR: path.join(root, 'dist'), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(out);
      if (match?.[1]) resolve({ child, url: match[1].replace('localhost', '127.0.0.1') });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

describe('a server killed in the middle of an upload', () => {
  it('never serves the half file, and removes it at the next start', async () => {
    const first = await startProcess();
    const email = uniqueEmail('crash');
    const signUp = await fetch(`${first.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'correct-horse' }),
    });
    const session = (await signUp.json()) as { access_token: string; user: { id: string } };
    const name = `${session.user.id}/${randomUUID()}.pdf`;
    const tempDir = path.join(dataDir, 'documents', 'tmp');
    let sent = 0;
    // Sends a first megabyte, then keeps the upload open without finishing it.
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        if (sent === 1)
          controller.enqueue(new Uint8Array(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(1024 * 1024)])));
        else return new Promise(() => {});
      },
    });
    const upload = fetch(`${first.url}/storage/v1/object/documents/${name}`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, authorization: `Bearer ${session.access_token}`, 'content-type': 'application/pdf' },
      body,
      duplex: 'half',
    } as RequestInit).catch(() => undefined);
    await expect.poll(() => (existsSync(tempDir) ? readdirSync(tempDir).length : 0), { timeout: 10_000 }).toBe(1);
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    await upload;
    expect(existsSync(path.join(dataDir, 'documents', 'objects', `${name}.enc`))).toBe(false);

    const second = await startProcess();
    expect(readdirSync(tempDir)).toEqual([]);
    const signIn = await fetch(`${second.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'correct-horse' }),
    });
    const token = ((await signIn.json()) as { access_token: string }).access_token;
    const download = await fetch(`${second.url}/storage/v1/object/documents/${name}`, {
      headers: { apikey: ANON_KEY, authorization: `Bearer ${token}` },
    });
    expect(download.status).toBe(404);
    second.child.kill('SIGTERM');
    await new Promise((resolve) => second.child.once('exit', resolve));
  }, 60_000);
});

function staffCommand(...args: string[]): Promise<{ code: number | null; out: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/staff.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (out += c.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, out })));
}

describe('npm run staff', () => {
  it('adds, lists and removes staff on the local database', async () => {
    const server = await startProcess();
    const email = uniqueEmail('staffcli');
    const signUp = await fetch(`${server.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'correct-horse' }),
    });
    expect(signUp.status).toBe(200);
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
    expect(await staffCommand('add', email)).toMatchObject({ code: 0 });
    expect((await staffCommand('list')).out).toContain(email);
    expect(await staffCommand('remove', email)).toMatchObject({ code: 0 });
    expect((await staffCommand('list')).out).not.toContain(email);
    expect((await staffCommand('add', 'nobody@example.com')).code).toBe(1);
    expect((await staffCommand('promote')).code).toBe(2);
  }, 60_000);
});
