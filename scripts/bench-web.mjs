#!/usr/bin/env node
// `npm run bench:web`: how fast the portal loads on a slow phone on a slow network (not a test).
//
// Builds the app into a temporary folder, serves that build with `npm start` (STATIC_DIR, a
// temporary DATA_DIR, a free port) and loads each page in the system Chromium as a mid-range phone:
// mobile viewport and user agent, 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up, CPU slowed 4×
// (about Lighthouse's slow-4G profile, applied through the DevTools protocol, with the protocol's
// Runtime domain left off: see launchBrowser). Every load starts with an empty cache, in a
// browser context of its own. The pages are listed in PAGES below; the first is the static floor:
//   static floor   scripts/bench-floor/index.html, committed with this script: the same kind of
//                  hero as the landing page, ~2 KB of inline CSS, system fonts, no script, one
//                  request. Served by the same server from the same build folder, it is what no
//                  page of this kind can beat on this network and this CPU.
//   /              the landing page (prerendered, then hydrated)
//   /login         prerendered, hydrated
//   /step1         signed in (a user created through the auth API, its session in localStorage)
//   /step2/type    the wizard's first page, signed in as the same user
// Each is loaded RUNS times (default 5), interleaved (floor, /, /login, /step1, floor, …), so that
// a busy machine slows them all alike: compare the ratios to the floor rather than the
// milliseconds. The table shows medians of first and largest contentful paint, cumulative layout
// shift, total blocking time (every long task's time beyond 50 ms) and the part of it after the
// first paint, render-blocking requests, web-font requests, JavaScript as sent, compressed (the
// response bodies without their HTTP headers, as the goal and scripts/check-budgets.mjs count it:
// all of it, and what the page requested in its first 3 s), then each page's ratio to the floor and one line per
// goal (GOALS below): met or not met. React hydration errors or page errors on any load make it
// exit with 1.
//
//   npm run bench:web                 RUNS=3 npm run bench:web
//   PAGES=floor,landing BENCH_DEBUG=1 npm run bench:web  (only some pages, by key; per-load resource
//                                      timeline, long tasks, long frames with the scripts that ran
//                                      in them, largest-paint candidates and
//                                      layout-shift sources)
//   BENCH_AGAINST=../other-checkout npm run bench:web
//                                      (A/B: also builds and serves that checkout of the project,
//                                      its node_modules installed, and measures each of its pages
//                                      in the same rounds, right after this build's; its rows are
//                                      marked "(against)". On a noisy machine two runs a few
//                                      minutes apart differ more than most changes do.)
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const AGAINST = process.env.BENCH_AGAINST ? path.resolve(process.env.BENCH_AGAINST) : null;
const RUNS = Number(process.env.RUNS ?? 5);
/** Where the floor is served from in the build folder (a path no route of the app uses). */
const FLOOR_URL = '/bench-static-floor/';
const FLOOR_SOURCE = path.join(import.meta.dirname, 'bench-floor', 'index.html');
const NETWORK = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
/** After `load` and a quiet network, how long to keep watching for late shifts and long tasks. */
const SETTLE_MS = 2000;
/** "JS in the first 3 s": scripts the page requested this soon after navigation started. */
const EARLY_JS_MS = 3000;

/**
 * The pages measured, in the order of each round. `signedIn`: loaded with a saved session;
 * `app: false`: not the app (no #root to check). Add a page here and it is measured, compared with
 * the floor and printed; GOALS name pages by `key`.
 */
const PAGES = [
  { key: 'floor', name: 'static floor (no JS)', url: FLOOR_URL, app: false },
  { key: 'landing', name: '/ (landing)', url: '/' },
  { key: 'login', name: '/login', url: '/login' },
  { key: 'step1', name: '/step1 (signed in)', url: '/step1', signedIn: true },
  { key: 'wizard', name: '/step2/type (signed in)', url: '/step2/type', signedIn: true },
];

const KiB = 1024;
/** The goals the pages are held to; each prints as met or not met. `row(key)` is a page's medians. */
const GOALS = [
  ['Landing LCP ≤ 1.25× the floor', (row) => ratio(row('landing'), row('floor'), 'lcp'), (r) => r <= 1.25, times],
  ['Landing FCP ≤ 1.25× the floor', (row) => ratio(row('landing'), row('floor'), 'fcp'), (r) => r <= 1.25, times],
  ['Landing: at most 1 render-blocking request', (row) => row('landing')?.blocking, (n) => n <= 1, String],
  [
    'CLS 0 on every load of every page',
    (row, rows) => {
      // The goals are this build's: the other checkout's rows (BENCH_AGAINST) are only compared.
      const own = rows.filter((r) => !r.key.endsWith('@against'));
      return own.length ? Math.max(...own.map((r) => r.worstCls)) : undefined;
    },
    (v) => v === 0,
    String,
  ],
  ['Landing TBT after first paint ≤ 50 ms', (row) => row('landing')?.tbtAfterPaint, (v) => v <= 50, ms],
  ['Landing TBT ≤ 1.5× the floor', (row) => ratio(row('landing'), row('floor'), 'tbt'), (r) => r <= 1.5, times],
  [
    'Landing JS in the first 3 s ≤ 120 KiB (compressed)',
    (row) => row('landing')?.earlyJs,
    (bytes) => bytes <= 120 * KiB,
    (bytes) => `${(bytes / KiB).toFixed(1)} KiB`,
  ],
  [
    '/step1 signed in: LCP ≤ 1.5× the landing',
    (row) => ratio(row('step1'), row('landing'), 'lcp'),
    (r) => r <= 1.5,
    times,
  ],
  ['/step1 signed in: TBT ≤ 100 ms', (row) => row('step1')?.tbt, (v) => v <= 100, ms],
  [
    'Wizard signed in: LCP ≤ 1.5× the landing',
    (row) => ratio(row('wizard'), row('landing'), 'lcp'),
    (r) => r <= 1.5,
    times,
  ],
  ['Wizard signed in: TBT ≤ 100 ms', (row) => row('wizard')?.tbt, (v) => v <= 100, ms],
];

/** page / base for `metric`; against a base of 0, 1 for a page of 0 too (the same), else Infinity. */
function ratio(page, base, metric) {
  if (!page || !base) return undefined;
  if (base[metric] > 0) return page[metric] / base[metric];
  return page[metric] > 0 ? Infinity : 1;
}
function times(value) {
  return `${value.toFixed(2)}×`;
}
function ms(value) {
  return `${value.toFixed(0)} ms`;
}

const { register } = await import('tsx/esm/api');
register();
const { CHROMIUM_PATH, chromiumArgs } = await import('../chromium.ts');
const { DEFAULT_ANON_KEY } = await import('../server/config.ts');
const { INLINE_HASHES_FILE, inlineHashes } = await import('../server/static/inlineHashes.ts');

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
  metrics.lcpCandidates = [];
  observe('largest-contentful-paint', (entry) => {
    metrics.lcp = entry.startTime;
    const node = entry.element;
    const text = node
      ? `${node.nodeName.toLowerCase()} "${(node.textContent ?? '').trim().slice(0, 40)}"`
      : '(removed)';
    metrics.lcpCandidates.push(`${Math.round(entry.startTime)} ${entry.size}px² ${text}`);
  });
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
  // Debug: which scripts ran in each long frame (and for how long).
  metrics.frames = [];
  observe('long-animation-frame', (entry) => {
    if (entry.blockingDuration <= 0) return;
    const scripts = (entry.scripts ?? [])
      .filter((script) => script.duration >= 10)
      .map(
        (script) =>
          `${script.invokerType} ${String(script.invoker).slice(0, 40)} ${script.sourceURL.split('/').pop()} ${Math.round(script.duration)}ms`,
      );
    metrics.frames.push(
      `${Math.round(entry.startTime)}+${Math.round(entry.duration)} (blocking ${Math.round(entry.blockingDuration)}, style/layout ${Math.round(entry.duration - (entry.renderStart ? entry.renderStart - entry.startTime : entry.duration))}): ${scripts.join('; ')}`,
    );
  });
};

/** Runs in the page once it has settled: everything the load is judged by. */
const readPage = () => {
  const [entry] = performance.getEntriesByType('navigation');
  return {
    metrics: window.__benchMetrics,
    hydrated: document.getElementById('root')?.childElementCount ?? 0,
    resources: performance.getEntriesByType('resource').map((r) => ({
      name: r.name,
      start: r.startTime,
      end: r.responseEnd,
      initiator: r.initiatorType,
      blocking: r.renderBlockingStatus === 'blocking',
    })),
    navigation: entry
      ? {
          responseStart: entry.responseStart,
          responseEnd: entry.responseEnd,
          domInteractive: entry.domInteractive,
          bytes: entry.encodedBodySize,
        }
      : null,
    errors: window.__benchErrors ?? [],
  };
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

/**
 * Puts the committed floor page into the build folder, where the server serves it, and lists its
 * inline style in the build's hashes (the server's Content Security Policy allows only those).
 */
function writeStaticFloor(dist) {
  const file = path.join(FLOOR_URL, 'index.html').replace(/^\//, '');
  mkdirSync(path.join(dist, FLOOR_URL), { recursive: true });
  copyFileSync(FLOOR_SOURCE, path.join(dist, file));
  const hashesFile = path.join(dist, INLINE_HASHES_FILE);
  const hashes = JSON.parse(readFileSync(hashesFile, 'utf8'));
  hashes[file] = inlineHashes(readFileSync(FLOOR_SOURCE, 'utf8'));
  writeFileSync(hashesFile, JSON.stringify(hashes));
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

/**
 * Flags Playwright starts Chromium with that matter for timing: no field trials, nothing slowed
 * down for a page it deems in the background, no back/forward cache.
 */
const BROWSER_FLAGS = [
  '--disable-field-trial-config',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-back-forward-cache',
  '--disable-ipc-flooding-protection',
  '--disable-hang-monitor',
  '--disable-dev-shm-usage',
  '--disable-extensions',
  '--disable-default-apps',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
  '--mute-audio',
];

/**
 * The system Chromium, driven through the DevTools protocol on a pipe, without Playwright: a
 * Playwright page turns on the protocol's Runtime domain, and with it on, V8 does extra work for
 * the debugger (a trace shows it collecting source positions while a module evaluates): the
 * landing page's entry took 115-132 ms to evaluate instead of 76-78 or less, which is not what a
 * visitor's phone does. So each load enables only Page, Network and Emulation, and reads the page's figures with
 * one Runtime.evaluate at the end, without enabling the domain.
 */
function launchBrowser() {
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-web-chromium-'));
  const child = spawn(
    CHROMIUM_PATH,
    [
      ...chromiumArgs,
      ...BROWSER_FLAGS,
      '--headless',
      '--remote-debugging-pipe',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const toBrowser = child.stdio[3];
  const fromBrowser = child.stdio[4];
  let nextId = 0;
  const replies = new Map();
  const listeners = new Set();
  let buffered = '';
  fromBrowser.setEncoding('utf8');
  fromBrowser.on('data', (chunk) => {
    const parts = (buffered + chunk).split('\0');
    buffered = parts.pop();
    for (const part of parts) {
      const message = JSON.parse(part);
      if (message.id !== undefined) {
        const reply = replies.get(message.id);
        replies.delete(message.id);
        if (message.error) reply?.reject(new Error(`${reply.method}: ${message.error.message}`));
        else reply?.resolve(message.result);
      } else for (const listener of listeners) listener(message);
    }
  });
  const send = (method, params = {}, sessionId) =>
    new Promise((resolve, reject) => {
      const id = ++nextId;
      replies.set(id, { resolve, reject, method });
      toBrowser.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });
  return {
    send,
    /** Calls `listener(method, params)` for every event of one page's session; returns a remover. */
    listen(sessionId, listener) {
      const wrapped = (message) => message.sessionId === sessionId && listener(message.method, message.params);
      listeners.add(wrapped);
      return () => listeners.delete(wrapped);
    },
    async close() {
      await send('Browser.close').catch(() => undefined);
      await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Records console errors, uncaught errors and rejections (the Runtime domain that reports them stays off). */
const recordErrors = () => {
  const errors = [];
  window.__benchErrors = errors;
  const original = console.error;
  console.error = (...args) => {
    errors.push(args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' '));
    original.apply(console, args);
  };
  window.addEventListener('error', (event) => errors.push(`page error: ${event.message}`));
  window.addEventListener('unhandledrejection', (event) => errors.push(`page error: ${String(event.reason)}`));
};

/** Sets the saved session before the page's own scripts run (not on the favicon, a document of its own). */
const storeSession = (entries) => {
  if (window.location.pathname === '/favicon.svg') return;
  for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
};

async function load(browser, url, storage) {
  const { browserContextId } = await browser.send('Target.createBrowserContext');
  try {
    const { targetId } = await browser.send('Target.createTarget', { url: 'about:blank', browserContextId });
    const { sessionId } = await browser.send('Target.attachToTarget', { targetId, flatten: true });
    return await measure(browser, sessionId, url, storage);
  } finally {
    await browser.send('Target.disposeBrowserContext', { browserContextId }).catch(() => undefined);
  }
}

async function measure(browser, sessionId, url, storage) {
  const send = (method, params) => browser.send(method, params, sessionId);
  /** requestId → { type, start (ms after the document request), url, done } */
  const requests = new Map();
  let navigationStart = null;
  let scriptBytes = 0;
  let earlyScriptBytes = 0;
  let loaded = false;
  let lastNetworkChange = Date.now();
  const stopListening = browser.listen(sessionId, (method, params) => {
    if (method === 'Page.loadEventFired') loaded = true;
    if (!method.startsWith('Network.')) return;
    lastNetworkChange = Date.now();
    const request = requests.get(params.requestId);
    if (method === 'Network.requestWillBeSent') {
      // A worker made from a blob reports its start here and its end in a session of its own.
      if (/^(blob|data):/.test(params.request.url)) return;
      navigationStart ??= params.timestamp;
      requests.set(params.requestId, {
        type: params.type,
        start: (params.timestamp - navigationStart) * 1000,
        url: params.request.url,
        done: false,
      });
    } else if (method === 'Network.responseReceived' && request) {
      request.type = params.type;
      // The bytes received so far: the status line and headers.
      request.headerBytes = params.response.encodedDataLength;
    } else if ((method === 'Network.loadingFinished' || method === 'Network.loadingFailed') && request) {
      request.done = true;
      if (method === 'Network.loadingFinished' && request.type === 'Script') {
        const body = params.encodedDataLength - (request.headerBytes ?? 0);
        scriptBytes += body;
        if (request.start <= EARLY_JS_MS) earlyScriptBytes += body;
      }
    }
  });
  try {
    await send('Page.enable');
    await send('Network.enable');
    await send('Network.setCacheDisabled', { cacheDisabled: true });
    await send('Network.emulateNetworkConditions', { offline: false, ...NETWORK });
    await send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await send('Emulation.setDeviceMetricsOverride', {
      width: phone.viewport.width,
      height: phone.viewport.height,
      deviceScaleFactor: phone.deviceScaleFactor,
      mobile: phone.isMobile,
    });
    await send('Emulation.setTouchEmulationEnabled', { enabled: phone.hasTouch });
    await send('Emulation.setUserAgentOverride', { userAgent: phone.userAgent });
    await send('Page.addScriptToEvaluateOnNewDocument', { source: `(${recordErrors})()` });
    if (storage)
      await send('Page.addScriptToEvaluateOnNewDocument', { source: `(${storeSession})(${JSON.stringify(storage)})` });
    await send('Page.addScriptToEvaluateOnNewDocument', { source: `(${observeMetrics})()` });
    await send('Page.navigate', { url });

    // The load event, then no request in flight for 500 ms, then SETTLE_MS for late shifts and tasks.
    const began = Date.now();
    const quiet = () => loaded && [...requests.values()].every((r) => r.done) && Date.now() - lastNetworkChange >= 500;
    while (!quiet()) {
      if (Date.now() - began > 60_000) {
        const waiting = [...requests.values()].filter((r) => !r.done).map((r) => r.url.slice(0, 80));
        throw new Error(
          `${url} did not finish loading within 60 s${loaded ? '' : ' (no load event)'}: ${waiting.join(', ')}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  } finally {
    stopListening();
  }

  const { result, exceptionDetails } = await send('Runtime.evaluate', {
    returnByValue: true,
    expression: `(${readPage})()`,
  });
  if (exceptionDetails) throw new Error(`Could not read the page's figures: ${exceptionDetails.text}`);
  const { metrics, hydrated, resources, navigation, errors } = result.value;
  const blockingTime = (tasks) => tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  const fonts = [...requests.values()].filter((r) => r.type === 'Font');
  if (process.env.BENCH_DEBUG) {
    const timeline = resources
      .map(
        (r) =>
          `${r.name.split('/').pop().slice(0, 32)} ${Math.round(r.start)}-${Math.round(r.end)} ${r.initiator}${r.blocking ? ' BLOCKING' : ''}`,
      )
      .join('\n  ');
    console.log(
      `\n${url} fcp ${Math.round(metrics.fcp)} lcp ${Math.round(metrics.lcp)} cls ${metrics.cls}\n  ${timeline}`,
    );
    if (navigation)
      console.log(
        `  document: first byte ${Math.round(navigation.responseStart)}, last byte ${Math.round(navigation.responseEnd)}, parsed ${Math.round(navigation.domInteractive)}, ${navigation.bytes} B`,
      );
    console.log(
      `  long tasks: ${metrics.longTasks.map(([at, ms]) => `${Math.round(at)}+${Math.round(ms)}`).join(' ')}`,
    );
    console.log(`  LCP candidates: ${metrics.lcpCandidates.join(' | ')}`);
    console.log(`  long frames:\n    ${metrics.frames.join('\n    ')}`);
    for (const shift of metrics.shifts)
      console.log(`  shift at ${shift.at}: ${shift.value}\n    ${shift.sources.join('\n    ')}`);
  }
  return {
    fcp: metrics.fcp,
    lcp: metrics.lcp,
    cls: metrics.cls,
    tbt: blockingTime(metrics.longTasks),
    tbtAfterPaint: blockingTime(metrics.longTasks.filter(([start]) => start >= metrics.fcp)),
    blocking: resources.filter((r) => r.blocking).length,
    fonts: fonts.length,
    fontNames: fonts.map((r) =>
      r.url
        .split('/')
        .pop()
        .replace(/-[\w-]{8}\.woff2$/, ''),
    ),
    js: scriptBytes,
    earlyJs: earlyScriptBytes,
    errors,
    empty: hydrated === 0,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

console.log(
  `Load average at the start: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}. Building…`,
);
// A build of its own: dist/ may be rebuilt by someone else meanwhile. It lives inside the project
// (.bench-web/, ignored by git), because the prerender step imports the server build, which
// resolves react and the rest from the project's node_modules.
/** Builds the checkout in `projectDir` into a folder of its own and returns that folder, or null. */
function buildCheckout(projectDir) {
  mkdirSync(path.join(projectDir, '.bench-web'), { recursive: true });
  const workDir = mkdtempSync(path.join(projectDir, '.bench-web', 'run-'));
  const dist = path.join(workDir, 'dist');
  mkdirSync(path.join(workDir, 'data'));
  const build = (args) =>
    spawnSync('npx', args, { cwd: projectDir, stdio: ['ignore', 'ignore', 'inherit'] }).status === 0;
  if (
    !build(['node', 'scripts/i18n-compile.mjs']) ||
    !build(['vite', 'build', '--outDir', dist, '--logLevel', 'warn'])
  ) {
    rmSync(workDir, { recursive: true, force: true });
    return null;
  }
  writeStaticFloor(dist);
  return workDir;
}

/** Serves a build with that checkout's own `npm start` on a free port. */
async function serveBuild(projectDir, workDir) {
  const port = await freePort();
  const server = spawn('npm', ['start'], {
    cwd: projectDir,
    // STATIC_DIR: serve this build as it is (npm start would rebuild it if a source changed since).
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: path.join(workDir, 'data'),
      STATIC_DIR: path.join(workDir, 'dist'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  return { server, baseUrl: `http://127.0.0.1:${port}` };
}

const workDirs = [];
const servers = [];
const checkouts = AGAINST ? [root, AGAINST] : [root];
for (const projectDir of checkouts) {
  const workDir = buildCheckout(projectDir);
  if (!workDir) {
    for (const dir of workDirs) rmSync(dir, { recursive: true, force: true });
    process.exit(1);
  }
  workDirs.push(workDir);
}
let browser;
let failed = false;
try {
  const pages = [];
  for (const [index, projectDir] of checkouts.entries()) {
    const served = await serveBuild(projectDir, workDirs[index]);
    servers.push(served.server);
    await waitForServer(served.baseUrl, served.server);
    const storage = await signedInStorage(served.baseUrl);
    // The other checkout's pages follow this build's, each right after its counterpart; the floor
    // is measured once.
    for (const page of PAGES) {
      if (index > 0 && page.key === 'floor') continue;
      const againstPage = index > 0 ? { key: `${page.key}@against`, name: `${page.name} (against)` } : {};
      pages.push({
        ...page,
        ...againstPage,
        baseUrl: served.baseUrl,
        storage: page.signedIn ? storage : undefined,
      });
    }
  }
  browser = launchBrowser();
  if (AGAINST) pages.sort((a, b) => PAGES.findIndex((p) => a.url === p.url) - PAGES.findIndex((p) => b.url === p.url));
  const samples = new Map(pages.map((p) => [p.key, []]));
  const failures = [];
  // PAGES=floor,step1 (keys of PAGES, comma-separated) measures only some pages, for a closer look.
  const only = process.env.PAGES?.split(',');
  if (only) pages.splice(0, pages.length, ...pages.filter((p) => only.includes(p.key.replace(/@against$/, ''))));
  console.log(
    `Loading ${pages.length} pages ${RUNS}× each (mobile, 150 ms RTT, 1.6 Mbit/s, CPU ${CPU_SLOWDOWN}× slower)…`,
  );
  for (let run = 1; run <= RUNS; run++) {
    for (const page of pages) {
      try {
        samples.get(page.key).push(await load(browser, `${page.baseUrl}${page.url}`, page.storage));
      } catch (error) {
        // A load that never finishes is a finding, not a reason to drop the other measurements.
        failures.push(`${page.name}, run ${run}: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
      }
      process.stdout.write('.');
    }
  }
  console.log('\n');

  const rows = pages.flatMap(({ key, name, app }) => {
    const list = samples.get(key);
    if (!list.length) return [];
    const med = (metric) => median(list.map((s) => s[metric]));
    return {
      key,
      name,
      fcp: med('fcp'),
      lcp: med('lcp'),
      cls: med('cls'),
      worstCls: Math.max(...list.map((s) => s.cls)),
      tbt: med('tbt'),
      tbtAfterPaint: med('tbtAfterPaint'),
      blocking: med('blocking'),
      fonts: med('fonts'),
      fontNames: [...new Set(list.flatMap((s) => s.fontNames))],
      js: med('js'),
      earlyJs: med('earlyJs'),
      errors: list.flatMap((s) => s.errors),
      empty: app !== false && list.some((s) => s.empty),
    };
  });
  const row = (key) => rows.find((r) => r.key === key);
  const floor = row('floor');
  const columns = [
    ['page', AGAINST ? 32 : 22, (r) => r.name],
    ['FCP ms', 7, (r) => r.fcp.toFixed(0)],
    ['LCP ms', 7, (r) => r.lcp.toFixed(0)],
    ['CLS', 6, (r) => r.cls.toFixed(3)],
    ['max CLS', 7, (r) => r.worstCls.toFixed(3)],
    ['TBT ms', 7, (r) => r.tbt.toFixed(0)],
    ['after FCP', 9, (r) => r.tbtAfterPaint.toFixed(0)],
    ['blocking', 8, (r) => String(r.blocking)],
    ['fonts', 5, (r) => String(r.fonts)],
    ['JS KiB', 7, (r) => (r.js / KiB).toFixed(1)],
    ['JS ≤3s KiB', 10, (r) => (r.earlyJs / KiB).toFixed(1)],
    ['FCP ×floor', 10, (r) => (floor ? times(ratio(r, floor, 'fcp')) : '–')],
    ['LCP ×floor', 10, (r) => (floor ? times(ratio(r, floor, 'lcp')) : '–')],
    ['TBT ×floor', 10, (r) => (floor ? times(ratio(r, floor, 'tbt')) : '–')],
  ];
  const line = (cells) =>
    cells.map((cell, i) => (i ? cell.padStart(columns[i][1]) : cell.padEnd(columns[0][1]))).join(' ');
  const header = line(columns.map(([title]) => title));
  console.log(
    `Medians of ${RUNS} loads. blocking: render-blocking requests; fonts: web-font requests; JS: response bodies as sent (compressed, without HTTP headers; KiB = 1024 B), all of it and what was requested in the first ${EARLY_JS_MS / 1000} s`,
  );
  console.log(header);
  console.log('-'.repeat(header.length));
  for (const r of rows) console.log(line(columns.map(([, , cell]) => cell(r))));
  console.log('');
  for (const r of rows) if (r.fontNames.length) console.log(`Fonts on ${r.name}: ${r.fontNames.join(', ')}`);
  console.log('');
  for (const [goal, measure, met, format] of GOALS) {
    const value = measure(row, rows);
    if (value === undefined || Number.isNaN(value)) console.log(`  –        ${goal} (page not measured)`);
    else console.log(`  ${met(value) ? 'met    ' : 'NOT met'}  ${goal}: ${format(value)}`);
  }
  const [one, five, fifteen] = loadavg();
  console.log(`\nLoad average at the end: ${one.toFixed(2)} ${five.toFixed(2)} ${fifteen.toFixed(2)}`);

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
  for (const server of servers) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  for (const dir of workDirs) rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
