#!/usr/bin/env node
// `npm run bench:web`: how fast the portal loads on a slow phone on a slow network (not a test).
//
// Builds the app into a temporary folder, serves that build with `npm start` (STATIC_DIR, a
// temporary DATA_DIR, a free port) and loads each page in the system Chromium as a mid-range phone:
// mobile viewport and user agent, 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up, CPU slowed 4×
// (about Lighthouse's slow-4G profile, applied through the DevTools protocol). Every load starts
// with an empty cache. Pages:
//   static floor   the prerendered landing page with every script removed (its HTML, CSS and font
//                  only): no page with this design can paint sooner on this network
//   /              the landing page (prerendered, then hydrated)
//   /login         prerendered, hydrated
//   /step1         signed in (a user created through the auth API, its session in localStorage):
//                  rendered in the browser
// Each is loaded RUNS times (default 5), interleaved; the table shows medians of largest
// contentful paint, cumulative layout shift, total blocking time (long tasks after first paint,
// beyond 50 ms each) and the JavaScript transferred, then the landing page's LCP over the floor's.
// Targets: CLS 0, LCP within 1.1× the floor, TBT under 100 ms. React hydration errors or page
// errors on any load make it exit with 1.
//
//   npm run bench:web                 RUNS=3 npm run bench:web
//   PAGES=login,step1 BENCH_DEBUG=1 npm run bench:web    (only some pages; per-load resource
//                                      timeline, long tasks and layout-shift sources)
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.RUNS ?? 5);
const FLOOR_DIR = 'bench-static-floor';
const NETWORK = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
/** After `load` and a quiet network, how long to keep watching for late shifts and long tasks. */
const SETTLE_MS = 2000;

const { register } = await import('tsx/esm/api');
register();
const { chromiumLaunchOptions } = await import('../chromium.ts');
const { chromium } = await import('playwright');
const { DEFAULT_ANON_KEY } = await import('../server/config.ts');

const phone = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
};

// Runs in every page before its own scripts: records the paint, shift and long-task entries.
const observeMetrics = () => {
  const metrics = { lcp: 0, cls: 0, fcp: 0, longTasks: [] };
  window.__benchMetrics = metrics;
  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch {
      // An entry type this browser does not support.
    }
  };
  observe('largest-contentful-paint', (entry) => (metrics.lcp = entry.startTime));
  metrics.shifts = [];
  observe('layout-shift', (entry) => {
    if (entry.hadRecentInput) return;
    metrics.cls += entry.value;
    const describe = (node) =>
      node
        ? `${node.nodeName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${String(node.className).slice(0, 40)}`
        : '?';
    metrics.shifts.push({
      at: Math.round(entry.startTime),
      value: entry.value,
      sources: (entry.sources ?? []).map(
        (s) => `${describe(s.node)} ${JSON.stringify(s.previousRect)}→${JSON.stringify(s.currentRect)}`,
      ),
    });
  });
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') metrics.fcp = entry.startTime;
  });
  observe('longtask', (entry) => metrics.longTasks.push([entry.startTime, entry.duration]));
};

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForServer(url, server) {
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error('npm start exited before serving.');
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`No answer from ${url}.`);
}

/** The landing page as static HTML: no script at all, same stylesheets and font preload. */
function writeStaticFloor(dist) {
  const landing = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const floor = landing
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/g, '')
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
  mkdirSync(path.join(dist, FLOOR_DIR), { recursive: true });
  writeFileSync(path.join(dist, FLOOR_DIR, 'index.html'), floor);
}

/** Creates a user through the auth API and returns what the browser stores for a signed-in visit. */
async function signedInStorage(baseUrl) {
  const email = `bench-${Date.now()}@example.com`;
  const response = await fetch(`${baseUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: {
      apikey: DEFAULT_ANON_KEY,
      authorization: `Bearer ${DEFAULT_ANON_KEY}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ email, password: 'bench-secret-1', data: { first_name: 'Ana', last_name: 'Silva' } }),
  });
  const session = await response.json();
  if (!response.ok || !session.access_token) throw new Error(`Sign-up failed: ${JSON.stringify(session)}`);
  const storageKey = `sb-${new URL(baseUrl).hostname.split('.')[0]}-auth-token`;
  return {
    [storageKey]: JSON.stringify(session),
    userData: JSON.stringify({ email, firstName: 'Ana', lastName: 'Silva' }),
    authenticated: 'true',
  };
}

async function load(browser, url, storage) {
  const context = await browser.newContext(phone);
  try {
    return await measure(context, url, storage);
  } finally {
    await context.close();
  }
}

async function measure(context, url, storage) {
  if (storage) {
    await context.addInitScript((entries) => {
      if (window.location.pathname === '/favicon.svg') return;
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, storage);
  }
  await context.addInitScript(observeMetrics);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && !text.startsWith('Failed to load resource')) errors.push(text.slice(0, 300));
  });

  const cdp = await context.newCDPSession(page);
  const scripts = new Set();
  let scriptBytes = 0;
  cdp.on('Network.responseReceived', ({ requestId, type }) => type === 'Script' && scripts.add(requestId));
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    if (scripts.has(requestId)) scriptBytes += encodedDataLength;
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...NETWORK });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  await page.waitForTimeout(SETTLE_MS);
  const metrics = await page.evaluate(() => window.__benchMetrics);
  const hydrated = await page.evaluate(() => document.getElementById('root')?.childElementCount ?? 0);

  const blocking = metrics.longTasks
    .filter(([start]) => start >= metrics.fcp)
    .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  if (process.env.BENCH_DEBUG) {
    const timeline = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map(
          (r) =>
            `${r.name.split('/').pop().slice(0, 28)} ${Math.round(r.startTime)}-${Math.round(r.responseEnd)} ${r.initiatorType}`,
        )
        .join('\n  '),
    );
    console.log(
      `\n${url} fcp ${Math.round(metrics.fcp)} lcp ${Math.round(metrics.lcp)} cls ${metrics.cls}\n  ${timeline}`,
    );
    console.log(
      `  long tasks: ${metrics.longTasks.map(([at, ms]) => `${Math.round(at)}+${Math.round(ms)}`).join(' ')}`,
    );
    for (const shift of metrics.shifts)
      console.log(`  shift at ${shift.at}: ${shift.value}\n    ${shift.sources.join('\n    ')}`);
  }
  return { lcp: metrics.lcp, cls: metrics.cls, tbt: blocking, js: scriptBytes, errors, empty: hydrated === 0 };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

console.log('Building…');
// A build of its own, in a temporary folder: dist/ may be rebuilt by someone else meanwhile.
const workDir = mkdtempSync(path.join(tmpdir(), 'itin-bench-web-'));
const dist = path.join(workDir, 'dist');
const dataDir = path.join(workDir, 'data');
mkdirSync(dataDir);
const build = (args) => spawnSync('npx', args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] }).status === 0;
if (!build(['node', 'scripts/i18n-compile.mjs']) || !build(['vite', 'build', '--outDir', dist, '--logLevel', 'warn'])) {
  rmSync(workDir, { recursive: true, force: true });
  process.exit(1);
}
writeStaticFloor(dist);

const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const server = spawn('npm', ['start'], {
  cwd: root,
  // STATIC_DIR: serve this build as it is (npm start would rebuild it if a source changed since).
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    STATIC_DIR: dist,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
let browser;
let failed = false;
try {
  await waitForServer(baseUrl, server);
  const storage = await signedInStorage(baseUrl);
  browser = await chromium.launch(chromiumLaunchOptions);
  const pages = [
    { name: 'static floor (landing, no JS)', url: `/${FLOOR_DIR}/` },
    { name: '/ (landing)', url: '/' },
    { name: '/login', url: '/login' },
    { name: '/step1 (signed in)', url: '/step1', storage },
  ];
  const samples = new Map(pages.map((p) => [p.name, []]));
  const failures = [];
  // PAGES=step1 (a comma-separated filter on the URLs) measures only some pages, for a closer look.
  const only = process.env.PAGES?.split(',');
  if (only) pages.splice(0, pages.length, ...pages.filter((p) => only.some((name) => p.url.includes(name))));
  console.log(
    `Loading ${pages.length} pages ${RUNS}× each (mobile, 150 ms RTT, 1.6 Mbit/s, CPU ${CPU_SLOWDOWN}× slower)…`,
  );
  for (let run = 1; run <= RUNS; run++) {
    for (const page of pages) {
      try {
        samples.get(page.name).push(await load(browser, `${baseUrl}${page.url}`, page.storage));
      } catch (error) {
        // A load that never finishes is a finding, not a reason to drop the other measurements.
        failures.push(`${page.name}, run ${run}: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
      }
      process.stdout.write('.');
    }
  }
  console.log('\n');

  const rows = pages.flatMap(({ name }) => {
    const list = samples.get(name);
    if (!list.length) return [];
    return {
      name,
      lcp: median(list.map((s) => s.lcp)),
      cls: median(list.map((s) => s.cls)),
      worstCls: Math.max(...list.map((s) => s.cls)),
      tbt: median(list.map((s) => s.tbt)),
      js: median(list.map((s) => s.js)),
      errors: list.flatMap((s) => s.errors),
      empty: list.some((s) => s.empty),
    };
  });
  const header = `${'page'.padEnd(32)} ${'LCP ms'.padStart(8)} ${'CLS'.padStart(7)} ${'max CLS'.padStart(8)} ${'TBT ms'.padStart(8)} ${'JS kB'.padStart(7)}`;
  console.log(`Medians of ${RUNS} loads (JS: bytes transferred, compressed, 1 kB = 1000 B)`);
  console.log(header);
  console.log('-'.repeat(header.length));
  for (const row of rows) {
    console.log(
      `${row.name.padEnd(32)} ${row.lcp.toFixed(0).padStart(8)} ${row.cls.toFixed(3).padStart(7)} ${row.worstCls
        .toFixed(3)
        .padStart(8)} ${row.tbt.toFixed(0).padStart(8)} ${(row.js / 1000).toFixed(1).padStart(7)}`,
    );
  }
  const floor = rows.find((row) => row.name.startsWith('static floor'));
  const landing = rows.find((row) => row.name.startsWith('/ '));
  console.log('');
  if (floor && landing) {
    const ratio = landing.lcp / floor.lcp;
    console.log(`Landing LCP over the static floor: ${ratio.toFixed(2)}× (target ≤ 1.10×)`);
  }
  console.log(
    `CLS target 0: ${rows.every((r) => r.worstCls === 0) ? 'met on every load' : 'NOT met'} (worst ${Math.max(...rows.map((r) => r.worstCls)).toExponential(2)})`,
  );
  console.log(`TBT target < 100 ms: ${rows.every((r) => r.tbt < 100) ? 'met' : 'NOT met'} (medians)`);

  for (const row of rows) {
    if (row.errors.length || row.empty) {
      failed = true;
      console.log(`\n${row.name}: ${row.empty ? 'the page was empty; ' : ''}${row.errors.length} console error(s):`);
      for (const error of [...new Set(row.errors)].slice(0, 5)) console.log(`  ${error}`);
    }
  }
  if (failures.length) {
    failed = true;
    console.log(`\n${failures.length} load(s) did not finish:`);
    for (const failure of failures) console.log(`  ${failure}`);
  }
  if (!failed) console.log('No hydration errors or page errors on any load.');
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await browser?.close();
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
  rmSync(workDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
