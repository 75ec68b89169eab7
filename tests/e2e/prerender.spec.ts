// The public pages arrive as prerendered HTML that paints without JavaScript, and the app then
// hydrates that markup without a mismatch (scripts/prerender.ts, portal/main.tsx).
import { createHash } from 'node:crypto';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { createUser, holdRequests, signIn } from './helpers';

const pages = [
  { path: '/', status: 200, heading: /^Your U\.S\. ITIN/ },
  { path: '/login', status: 200, heading: 'Welcome Back' },
  { path: '/signup', status: 200, heading: 'Create Your Account' },
  { path: '/support', status: 200, heading: 'Coming Soon' },
  { path: '/privacy', status: 200, heading: 'Privacy Policy' },
  { path: '/terms', status: 200, heading: 'Terms of Service' },
  { path: '/no/such/page', status: 404, heading: 'Page Not Found' },
];

/** Console errors and page errors, except the 404 of the page itself. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  return errors;
}

/** From now on, every page of `context` keeps the layout shifts not caused by input. */
function recordLayoutShifts(context: BrowserContext) {
  return context.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The layout shifts `page` has recorded (recordLayoutShifts), once two frames have drawn the
 * latest layout and reported any shift; `forget` empties the list after reading it.
 */
function layoutShifts(page: Page, { forget = false } = {}): Promise<number[]> {
  return page.evaluate(async (forgetThem) => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100))));
    const shifts = (window as unknown as { __shifts: number[] }).__shifts;
    const seen = [...shifts];
    if (forgetThem) shifts.length = 0;
    return seen;
  }, forget);
}

/** True once portal/main.tsx has taken over (it clears the list of early input it hands to React). */
const appStarted = (page: Page) =>
  page.waitForFunction(() => !('__itinEarlyInput' in window) || window.__itinEarlyInput === undefined);

for (const { path, status, heading } of pages) {
  test(`${path} is prerendered, paints without JavaScript and hydrates cleanly`, async ({ page, request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(status);
    const html = await response.text();
    expect(html).toMatch(/<html[^>]*\bdata-prerendered\b/);
    expect(html).toContain('<script type="application/json" id="prerender-data">');
    // Nothing holds the first paint back: the pre-paint script and the page's CSS are inline, the
    // stylesheets are linked only for visitors without JavaScript, and no font is preloaded.
    expect(html).toMatch(/<head>[\s\S]*<script>[\s\S]+<\/script>[\s\S]*<style>[\s\S]+<\/style>[\s\S]*<\/head>/);
    const head = html.slice(0, html.indexOf('</head>')).replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
    expect(head).not.toMatch(/<link[^>]*rel="(stylesheet|preload)"|<script[^>]*\bsrc=/);
    // The Content Security Policy allows exactly those inline blocks, by their hashes, and no other.
    const policy = response.headers()['content-security-policy'] ?? '';
    const sources = (name: string) =>
      policy
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .find(([directive]) => directive === name)
        ?.slice(1) ?? [];
    const inline = (tag: string) =>
      [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map(
        ([, content]) =>
          `'sha256-${createHash('sha256')
            .update(content ?? '')
            .digest('base64')}'`,
      );
    expect(sources('script-src')).toEqual(["'self'", ...new Set(inline('script'))]);
    expect(sources('style-src-elem')).toEqual(["'self'", ...new Set(inline('style'))]);
    // Every other <script> has a src or is JSON data.
    for (const [tag] of html.matchAll(/<script\b[^>]+>/g)) expect(tag).toMatch(/\bsrc=|type="application\/json"/);

    await page.route('**/*.js', (route) =>
      /\/theme-init[^/]*\.js$/.test(new URL(route.request().url()).pathname) ? route.continue() : route.abort(),
    );
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.unroute('**/*.js');

    const errors = collectErrors(page);
    await page.goto(path);
    await appStarted(page);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
}

test('the hydrated landing page responds: FAQ, theme and language', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/');
  await appStarted(page);
  // The FAQ's accordion loads when the visitor reaches for it (portal/app/deferredComponent.tsx);
  // a click on a question meanwhile is answered once it has.
  await page.waitForLoadState('networkidle');
  const question = page.getByRole('button', { name: 'Who can apply?' });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: 'Switch to light theme' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page
    .getByRole('button', { name: /^Language/ })
    .first()
    .click();
  await page.getByRole('menuitemradio', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(errors).toEqual([]);
});

test('a saved language other than English shows the page only once it is in that language', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('language', 'es'));
  // Without the app, the English markup stays hidden rather than flash in the wrong language.
  await page.route('**/*.js', (route) =>
    /\/theme-init[^/]*\.js$/.test(new URL(route.request().url()).pathname) ? route.continue() : route.abort(),
  );
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-pending-locale', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  await page.unroute('**/*.js');

  const errors = collectErrors(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /^Tu ITIN/ })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-pending-locale', /.*/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(errors).toEqual([]);
});

test('a click made before the app starts is answered once it has', async ({ page }) => {
  const errors = collectErrors(page);
  // Hold the app's scripts until the button has been clicked on the static page.
  const release = await holdRequests(page, '**/assets/index-*.js');
  // (The held script delays the load event, so only wait for the document.)
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Switch to light theme' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  release();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(errors).toEqual([]);
});

test("the landing page's stylesheets apply all at once, when the last has arrived", async ({ page }) => {
  const errors = collectErrors(page);
  // Hold the landing page's own stylesheet until the others have loaded.
  const release = await holdRequests(page, '**/assets/LandingPage-*.css');
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const sheets = page.locator('head link[rel="stylesheet"]:not(noscript link)');
  await expect(sheets.first()).toBeAttached();
  // Loaded or not, none applies yet (they wait under a media query no screen matches).
  await expect
    .poll(() => sheets.evaluateAll((links) => links.filter((link) => (link as HTMLLinkElement).sheet).length))
    .toBeGreaterThan(1);
  expect(await sheets.evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).media))).not.toContain(
    'all',
  );
  release();
  await expect
    .poll(() => sheets.evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).media)))
    .toEqual(Array(await sheets.count()).fill('all'));
  await appStarted(page);
  expect(errors).toEqual([]);
});

for (const [kind, path] of [
  ['a prerendered page', '/'],
  ['the app shell', '/step4'],
] as const) {
  test(`${kind} has a worker list the browser's number locales while its scripts download`, async ({ page }) => {
    const errors = collectErrors(page);
    // Hold the app's entry: the worker must not wait for it.
    const release = await holdRequests(page, '**/assets/index-*.js');
    const worker = page.waitForEvent('worker');
    // (The app shell's own module script holds back DOMContentLoaded until it has run.)
    await page.goto(path, { waitUntil: 'commit' });
    // Made from the pre-paint script's own source, which the Content Security Policy allows.
    expect((await worker).url()).toMatch(/^blob:/);
    release();
    await appStarted(page);
    expect(errors).toEqual([]);
  });
}

test("a browser-only page's shell fetches that page's code alongside the app's own", async ({
  browser,
  baseURL,
  page,
  request,
}) => {
  // The shell of /step5 names the step page's module and its layout's, so they download with the
  // entry script instead of after it has run; the language menu's code waits for the visitor.
  const response = await request.get('/step5');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).not.toContain('id="prerender-data"');
  expect(html).toContain('<div id="root"></div>');
  const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/assets\/([^"]+)">/g)].map(
    ([, file]) => file ?? '',
  );
  for (const chunk of ['Step5Page', 'StepPageLayout'])
    expect(preloaded.some((file) => file.startsWith(`${chunk}-`))).toBe(true);
  expect(preloaded.some((file) => file.startsWith('LanguageMenu-'))).toBe(false);
  expect(html).toMatch(/<link rel="preload" as="style" crossorigin href="\/assets\/StepPageLayout-[^"]+\.css">/);
  // A wizard page is prerendered signed in, as it stands until the application has been read; it
  // names the wizard's code and the application service as module preloads, so they download with
  // the document. The landing's code is no part of either page.
  const wizard = await (await request.get('/step2/type')).text();
  expect(wizard).toMatch(/<html [^>]*data-signed-in-page/);
  const wizardRoot = wizard.slice(wizard.indexOf('<div id="root">'));
  expect(wizardRoot).toContain('Why you need an ITIN</h1>');
  expect(wizardRoot).toContain('Loading your application…');
  // Its questions are in the HTML, every control disabled until the answers have been read.
  expect(wizardRoot).toContain('Yes, I am applying for the first time');
  expect(wizardRoot).toMatch(/<form[^>]*><fieldset disabled=""/);
  expect(wizard).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/Wizard[^"]*\.js">/);
  expect(wizard).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/loadedApplicationService-[^"]*\.js">/);
  expect(html).not.toMatch(/LandingPage-[^"]+\.js/);
  expect(wizard).not.toMatch(/LandingPage-[^"]+\.js/);

  // Signed in, in a new browser context (nothing cached) that holds the session, the page's module
  // is fetched by that preload (the app's own request would be a script's), and the page renders
  // without an error.
  const user = await createUser(request, { tag: 'shell' });
  await page.goto('/login');
  await signIn(page, user);
  await expect(page).toHaveURL(/\/step1$/);
  const context = await browser.newContext({ storageState: await page.context().storageState(), baseURL });
  const fresh = await context.newPage();
  const errors = collectErrors(fresh);
  await fresh.goto('/step5');
  await expect(fresh.getByRole('heading', { level: 1 })).toBeVisible();
  const initiators = await fresh.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/Step5Page-[^/]+\.js$/.test(entry.name))
      .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
  );
  expect(initiators).toEqual(['other']);
  await fresh.waitForLoadState('networkidle');

  // On a wizard page, the first read of the application goes out before supabase-js is needed:
  // by the portal's own fetch with the saved session (supabase-js names itself in X-Client-Info).
  // The page is marked as one that reads the application first thing, so the app asks while the
  // page's code is still arriving, and the page takes that answer: one read in all.
  const firstRead = fresh.waitForRequest(/\/rest\/v1\/rpc\/application_get$/);
  const reads: string[] = [];
  fresh.on('request', (request) => {
    if (/\/rest\/v1\/rpc\/application_get$/.test(request.url())) reads.push(request.url());
  });
  await fresh.goto('/step2/type');
  await expect(fresh.locator('html')).toHaveAttribute('data-reads-application', '');
  const read = await firstRead;
  expect(read.headers()['authorization']).toMatch(/^Bearer ./);
  expect(read.headers()['x-client-info']).toBeUndefined();
  await expect(fresh.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(fresh.getByRole('radio', { name: 'Yes, I am applying for the first time' })).toBeEnabled();
  await expect(fresh.getByText('Loading your application…')).toBeHidden();
  await fresh.waitForLoadState('networkidle');
  expect(reads).toHaveLength(1);
  expect(errors).toEqual([]);
  await context.close();
});

test('/step1 paints from its HTML for a signed-in visitor and stays hidden from anyone else', async ({
  browser,
  baseURL,
  page,
  request,
}) => {
  // The build wrote /step1 as a signed-in visitor sees it, minus the name, to be hydrated.
  const html = await (await request.get('/step1')).text();
  expect(html).toMatch(/<html [^>]*data-signed-in-page/);
  expect(html).toMatch(/id="prerender-data">[^<]*"signedIn":true/);
  const root = html.slice(html.indexOf('<div id="root">'));
  expect(root).toContain('<h1');
  expect(root).toContain('Logout');

  // Signed out, the markup never shows (the app's scripts held back until it has been looked at):
  // the visitor lands on /login.
  const errors = collectErrors(page);
  const releaseSignedOut = await holdRequests(page, '**/assets/index-*.js');
  await page.goto('/step1', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).toHaveAttribute('data-pending-session', '');
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  releaseSignedOut();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-pending-session');
  await page.unroute('**/assets/index-*.js');

  // Signed in, with the scripts held back, the page is already there from its HTML, with the
  // visitor's name; once they run, the app hydrates it.
  const user = await createUser(request, { tag: 'step1-html', firstName: 'Amara' });
  await signIn(page, user);
  await expect(page).toHaveURL(/\/step1$/);
  const context = await browser.newContext({ storageState: await page.context().storageState(), baseURL });
  const fresh = await context.newPage();
  const freshErrors = collectErrors(fresh);
  const release = await holdRequests(fresh, '**/assets/index-*.js');
  await fresh.goto('/step1', { waitUntil: 'domcontentloaded' });
  await expect(fresh.locator('html')).not.toHaveAttribute('data-pending-session');
  await expect(fresh.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(fresh.getByRole('button', { name: 'Logout' })).toBeVisible();
  // The markup carries no name; the page's own inline script put the saved one in before it painted.
  expect(root).not.toContain(user.firstName);
  await expect(fresh.getByText(user.firstName, { exact: true })).toBeVisible();
  const painted = fresh.getByText(user.firstName, { exact: true });
  await painted.evaluate((name) => name.setAttribute('data-painted', ''));
  await fresh.getByRole('heading', { level: 1 }).evaluate((heading) => heading.setAttribute('data-painted', ''));
  release();
  await appStarted(fresh);
  await fresh.waitForLoadState('networkidle');
  // Hydrated, not replaced: once the header answers (its language menu opens), the heading and
  // the name painted before the app ran are still the ones on screen.
  await fresh
    .getByRole('button', { name: /^Language/ })
    .first()
    .click();
  await expect(fresh.getByRole('menu')).toBeVisible();
  await fresh.keyboard.press('Escape');
  await expect(fresh.locator('h1[data-painted]')).toBeVisible();
  await expect(fresh.locator('[data-painted]', { hasText: user.firstName })).toBeVisible();
  expect(errors).toEqual([]);
  expect(freshErrors).toEqual([]);
  await context.close();
});

test('nothing moves when Inter replaces its stand-in, on the landing page and on /step1, on a phone', async ({
  browser,
  baseURL,
  page,
  request,
}) => {
  const user = await createUser(request, { tag: 'font-swap', firstName: 'Amara' });
  await page.goto('/login');
  await signIn(page, user);
  await expect(page).toHaveURL(/\/step1$/);
  // Each page as most visitors meet it, so that it hydrates: the landing page signed out, /step1
  // signed in.
  const visits = [
    { path: '/', storageState: undefined },
    { path: '/step1', storageState: await page.context().storageState() },
  ];
  for (const { path, storageState } of visits) {
    const context = await browser.newContext({ storageState, baseURL, viewport: { width: 375, height: 812 } });
    await recordLayoutShifts(context);
    const phone = await context.newPage();
    const errors = collectErrors(phone);
    // The page paints, and the app takes over, in the stand-in; then the Latin Inter file arrives.
    const release = await holdRequests(phone, '**/inter-latin-wght-normal-*.woff2');
    await phone.goto(path, { waitUntil: 'domcontentloaded' });
    await appStarted(phone);
    await expect(phone.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await phone.evaluate(() => document.fonts.check('16px "Inter Variable"', 'a'))).toBe(false);
    release();
    await expect.poll(() => phone.evaluate(() => document.fonts.check('16px "Inter Variable"', 'a'))).toBe(true);
    expect(await layoutShifts(phone), path).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }
});

test('a wizard page shows its questions before the answers arrive, and nothing moves when they do', async ({
  browser,
  baseURL,
  page,
  request,
}) => {
  const user = await createUser(request, { tag: 'wizard-arrive' });
  await page.goto('/login');
  await signIn(page, user);
  await expect(page).toHaveURL(/\/step1$/);
  const context = await browser.newContext({
    storageState: await page.context().storageState(),
    baseURL,
    // A phone's width, tall enough to show the whole form: a shift anywhere in it counts.
    viewport: { width: 375, height: 2400 },
  });
  await recordLayoutShifts(context);
  const phone = await context.newPage();
  const errors = collectErrors(phone);
  const release = await holdRequests(phone, '**/rest/v1/rpc/application_get');
  await phone.goto('/step2/type', { waitUntil: 'domcontentloaded' });
  await appStarted(phone);
  // The question is there, its answers not yet: every control disabled, the loading line below.
  const first = phone.getByRole('radio', { name: 'Yes, I am applying for the first time' });
  await expect(first).toBeDisabled();
  await expect(phone.getByRole('button', { name: 'Save and continue' })).toBeDisabled();
  await expect(phone.getByRole('status').filter({ hasText: 'Loading your application…' })).toBeVisible();
  // Only what the answers move counts here: the stylesheets and the fonts have their own tests, so
  // they are in first, and anything earlier is forgotten.
  await phone.evaluate(() => Promise.all([window.__itinStylesReady, document.fonts.ready]));
  await layoutShifts(phone, { forget: true });
  release();
  await expect(first).toBeEnabled();
  await expect(phone.getByText('Loading your application…')).toBeHidden();
  expect(await layoutShifts(phone)).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});
