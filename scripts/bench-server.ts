/**
 * `npm run bench:server` (a benchmark, not a test): how fast the local backend signs users in.
 *
 * Starts the server in a child process on a free port with a temporary data folder and the rate
 * limits off, creates one user, then drives POST /auth/v1/token?grant_type=password with
 * autocannon (10 connections, 10 s) on loopback. Afterwards it measures the raw bcrypt-compare
 * rate of this machine with the same library, cost and concurrency, and prints both and their
 * ratio: sign-in is bound by bcrypt, so the ratio says how much the HTTP, JSON, JWT and SQLite
 * work around it costs.
 */
import { hash, verify } from '@node-rs/bcrypt';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { BCRYPT_COST } from '../server/auth/passwords.ts';
import { DEFAULT_ANON_KEY } from '../server/config.ts';

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p90: number; p99: number; average: number; max: number };
  non2xx: number;
  errors: number;
  duration: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  method: string;
  headers: Record<string, string>;
  body: string;
}) => Promise<AutocannonResult>;

const require = createRequire(import.meta.url);
const autocannon = require('autocannon') as Autocannon;

const CONNECTIONS = 10;
const DURATION_S = 10;
const root = path.resolve(import.meta.dirname, '..');
const email = 'bench@example.com';
const password = 'benchmark-password';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function startServer(dataDir: string): Promise<{ url: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(dataDir, 'no-build'),
      AUTH_RATE_LIMIT_SIGNUP: '0',
      AUTH_RATE_LIMIT_TOKEN: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`server exited early (${code})`)));
  });
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function benchSignIn(url: string): Promise<AutocannonResult> {
  const headers = { apikey: DEFAULT_ANON_KEY, 'content-type': 'application/json' };
  const signup = await fetch(`${url}/auth/v1/signup`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  });
  if (!signup.ok) throw new Error(`could not create the user: ${signup.status} ${await signup.text()}`);
  return autocannon({
    url: `${url}/auth/v1/token?grant_type=password`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  });
}

/** CONNECTIONS concurrent loops of bcrypt compare for DURATION_S seconds. */
async function benchBcrypt(): Promise<{ perSecond: number; p50: number; p90: number; p99: number; total: number }> {
  const encrypted = await hash(password, BCRYPT_COST);
  const latencies: number[] = [];
  const end = performance.now() + DURATION_S * 1000;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        if (!(await verify(password, encrypted))) throw new Error('bcrypt compare failed');
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p90: percentile(latencies, 90),
    p99: percentile(latencies, 99),
    total: latencies.length,
  };
}

const loadBefore = loadavg()[0] ?? 0;
const dataDir = mkdtempSync(path.join(tmpdir(), 'itin-bench-'));
try {
  console.log(
    `Sign-in throughput: ${CONNECTIONS} connections for ${DURATION_S} s on loopback (bcrypt cost ${BCRYPT_COST})…`,
  );
  const server = await startServer(dataDir);
  let signIn: AutocannonResult;
  try {
    signIn = await benchSignIn(server.url);
  } finally {
    await server.stop();
  }
  if (signIn.non2xx > 0 || signIn.errors > 0) {
    throw new Error(`${signIn.non2xx} non-2xx answers and ${signIn.errors} errors during the run`);
  }
  console.log(`Raw bcrypt compare: ${CONNECTIONS} concurrent for ${DURATION_S} s, same library and cost…`);
  const bcrypt = await benchBcrypt();

  const ms = (n: number) => `${n.toFixed(0)} ms`;
  const rows = [
    ['', 'per second', 'p50', 'p90', 'p99', 'total'],
    [
      'POST /auth/v1/token (sign-in)',
      signIn.requests.average.toFixed(1),
      ms(signIn.latency.p50),
      ms(signIn.latency.p90),
      ms(signIn.latency.p99),
      String(signIn.requests.total),
    ],
    [
      'bcrypt compare (cost 10)',
      bcrypt.perSecond.toFixed(1),
      ms(bcrypt.p50),
      ms(bcrypt.p90),
      ms(bcrypt.p99),
      String(bcrypt.total),
    ],
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  console.log('');
  for (const row of rows)
    console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '));
  console.log('');
  console.log(
    `Sign-in reaches ${((signIn.requests.average / bcrypt.perSecond) * 100).toFixed(0)} % of the raw bcrypt rate ` +
      `(ratio ${(signIn.requests.average / bcrypt.perSecond).toFixed(2)}).`,
  );
  // Other work on the machine moves both numbers; the load says how much to trust them.
  console.log(
    `Machine: ${cpus().length} cores, load average ${loadBefore.toFixed(1)} before and ${(loadavg()[0] ?? 0).toFixed(1)} after.`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
