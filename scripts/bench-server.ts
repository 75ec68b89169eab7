/**
 * `npm run bench:server` (a benchmark, not a test): how fast the local backend answers.
 *
 * Starts the server in a child process on a free port with a temporary data folder and the rate
 * limits off, then drives it with autocannon on loopback:
 * - sign-in, POST /auth/v1/token?grant_type=password (10 connections);
 * - the applicant's draft, POST /rest/v1/rpc/application_save_draft and application_get, with 50
 *   applicants at once, each connection sending as one of 50 users with that user's own token;
 * - 5 MB PDF uploads to the documents bucket (10 connections, at most 100 files).
 * Each run lasts BENCH_SECONDS (10 unless set). Afterwards it measures the raw bcrypt-compare rate
 * of this machine with the same library, cost and concurrency, and prints it next to sign-in:
 * sign-in is bound by bcrypt, so the ratio says how much the HTTP, JSON, JWT and SQLite work
 * around it costs.
 */
import { hash, verify } from '@node-rs/bcrypt';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
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
interface AutocannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}
interface AutocannonRequestStep {
  setupRequest?: (request: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest;
  onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  maxOverallRequests?: number;
  method: string;
  headers: Record<string, string>;
  body?: string;
  requests?: AutocannonRequestStep[];
}) => Promise<AutocannonResult>;

const require = createRequire(import.meta.url);
const autocannon = require('autocannon') as Autocannon;

const CONNECTIONS = 10;
const APPLICANTS = 50;
const UPLOAD_CONNECTIONS = 10;
const MAX_UPLOADS = 100;
const UPLOAD_BYTES = 5 * 1024 * 1024;
const DURATION_S = Number(process.env.BENCH_SECONDS) > 0 ? Number(process.env.BENCH_SECONDS) : 10;
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
      RPC_RATE_LIMIT_USER: '0',
      RPC_RATE_LIMIT_IP: '0',
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

interface Applicant {
  id: string;
  token: string;
  version: number;
  busy: boolean;
}

/** Signs up APPLICANTS users, a few at a time, each with its own session. */
async function createApplicants(url: string): Promise<Applicant[]> {
  const applicants: Applicant[] = [];
  for (let batch = 0; batch < APPLICANTS; batch += 10) {
    const created = await Promise.all(
      Array.from({ length: Math.min(10, APPLICANTS - batch) }, async (_, i) => {
        const response = await fetch(`${url}/auth/v1/signup`, {
          method: 'POST',
          headers: { apikey: DEFAULT_ANON_KEY, 'content-type': 'application/json' },
          body: JSON.stringify({ email: `applicant-${batch + i}@example.com`, password }),
        });
        if (!response.ok) throw new Error(`could not create an applicant: ${response.status} ${await response.text()}`);
        const session = (await response.json()) as { access_token: string; user: { id: string } };
        return { id: session.user.id, token: session.access_token, version: 0, busy: false };
      }),
    );
    applicants.push(...created);
  }
  return applicants;
}

function asApplicant(applicant: Applicant, contentType: string): Record<string, string> {
  return { apikey: DEFAULT_ANON_KEY, authorization: `Bearer ${applicant.token}`, 'content-type': contentType };
}

/**
 * Saves drafts with every connection writing as a different applicant. A save names the version
 * it replaces, so an applicant is held by one request at a time and learns its next version from
 * the answer.
 */
async function benchSaveDraft(url: string, applicants: Applicant[]): Promise<AutocannonResult> {
  let next = 0;
  return autocannon({
    url,
    connections: APPLICANTS,
    duration: DURATION_S,
    method: 'POST',
    headers: {},
    requests: [
      {
        setupRequest: (request, context) => {
          let index = applicants.findIndex((a) => !a.busy);
          if (index < 0) index = next++ % applicants.length;
          const applicant = applicants[index]!;
          applicant.busy = true;
          context.applicant = index;
          return {
            ...request,
            method: 'POST',
            path: '/rest/v1/rpc/application_save_draft',
            headers: asApplicant(applicant, 'application/json'),
            body: JSON.stringify({
              answers: { name: { first: 'Ana', last: `Bench ${applicant.version}` }, sex: 'female' },
              version: applicant.version,
            }),
          };
        },
        onResponse: (status, body, context) => {
          const applicant = applicants[context.applicant as number];
          if (!applicant) return;
          if (status === 200) applicant.version = (JSON.parse(body) as { version: number }).version;
          applicant.busy = false;
        },
      },
    ],
  });
}

/** Reads the application back, each connection as one applicant in turn. */
async function benchGet(url: string, applicants: Applicant[]): Promise<AutocannonResult> {
  let next = 0;
  return autocannon({
    url,
    connections: APPLICANTS,
    duration: DURATION_S,
    method: 'POST',
    headers: {},
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          method: 'POST',
          path: '/rest/v1/rpc/application_get',
          headers: asApplicant(applicants[next++ % applicants.length]!, 'application/json'),
          body: '{}',
        }),
      },
    ],
  });
}

/** Uploads 5 MB PDFs, each under a new name in the folder of the applicant sending it. */
async function benchUpload(url: string, applicants: Applicant[]): Promise<AutocannonResult> {
  const header = Buffer.from('%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n', 'latin1');
  const file = Buffer.concat([header, Buffer.alloc(UPLOAD_BYTES - header.length, 0x20)]);
  let next = 0;
  return autocannon({
    url,
    connections: UPLOAD_CONNECTIONS,
    duration: DURATION_S,
    maxOverallRequests: MAX_UPLOADS,
    method: 'POST',
    headers: {},
    requests: [
      {
        setupRequest: (request) => {
          const applicant = applicants[next++ % applicants.length]!;
          return {
            ...request,
            method: 'POST',
            path: `/storage/v1/object/documents/${applicant.id}/${randomUUID()}.pdf`,
            headers: asApplicant(applicant, 'application/pdf'),
            body: file,
          };
        },
      },
    ],
  });
}

function checkClean(name: string, result: AutocannonResult): void {
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${name}: ${result.non2xx} non-2xx answers and ${result.errors} errors during the run`);
  }
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
  let saveDraft: AutocannonResult;
  let get: AutocannonResult;
  let upload: AutocannonResult;
  try {
    signIn = await benchSignIn(server.url);
    checkClean('sign-in', signIn);
    console.log(`Creating ${APPLICANTS} applicants…`);
    const applicants = await createApplicants(server.url);
    console.log(`application_save_draft: ${APPLICANTS} applicants at once for ${DURATION_S} s…`);
    saveDraft = await benchSaveDraft(server.url, applicants);
    checkClean('application_save_draft', saveDraft);
    console.log(`application_get: ${APPLICANTS} applicants at once for ${DURATION_S} s…`);
    get = await benchGet(server.url, applicants);
    checkClean('application_get', get);
    console.log(
      `Uploads of ${UPLOAD_BYTES / 1024 / 1024} MB PDFs: ${UPLOAD_CONNECTIONS} at once for ${DURATION_S} s, at most ${MAX_UPLOADS}…`,
    );
    upload = await benchUpload(server.url, applicants);
    checkClean('upload', upload);
  } finally {
    await server.stop();
  }
  console.log(`Raw bcrypt compare: ${CONNECTIONS} concurrent for ${DURATION_S} s, same library and cost…`);
  const bcrypt = await benchBcrypt();

  const ms = (n: number) => `${n.toFixed(0)} ms`;
  const row = (name: string, r: AutocannonResult) => [
    name,
    r.requests.average.toFixed(1),
    ms(r.latency.p50),
    ms(r.latency.p90),
    ms(r.latency.p99),
    String(r.requests.total),
  ];
  const rows = [
    ['', 'per second', 'p50', 'p90', 'p99', 'total'],
    row('POST /auth/v1/token (sign-in)', signIn),
    row('POST /rest/v1/rpc/application_save_draft', saveDraft),
    row('POST /rest/v1/rpc/application_get', get),
    row('POST /storage/v1/object/documents (5 MB)', upload),
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
  console.log(
    `Uploads carried ${((upload.requests.total * UPLOAD_BYTES) / 1024 / 1024 / upload.duration).toFixed(1)} MB/s of files.`,
  );
  // Other work on the machine moves both numbers; the load says how much to trust them.
  console.log(
    `Machine: ${cpus().length} cores, load average ${loadBefore.toFixed(1)} before and ${(loadavg()[0] ?? 0).toFixed(1)} after.`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
