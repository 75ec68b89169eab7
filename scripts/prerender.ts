/**
 * Prerendering of the public pages, as part of `vite build`.
 *
 * After the client build, the `buildApp` hook below runs Vite's SSR build of
 * portal/entry-server.tsx into dist-ssr/, renders each public route with it, and writes static
 * HTML into dist/: the landing as dist/index.html, /login as dist/login/index.html and so on, the
 * 404 page as dist/404.html, /step1 and the wizard's pages as a signed-in visitor first sees them
 * (dist/step1.html, dist/step2/type.html…: SIGNED_IN_PAGES), and the unrendered template as
 * dist/app-shell.html for the routes that render in the browser only (server/static serves each
 * where it belongs).
 *
 * A prerendered page paints from its HTML alone, with no other request on the way:
 * - public/theme-init.js (minified) is inline in every page, the app shell included;
 * - the CSS of its first paint is inline: the rules of the page's stylesheets (its route's and the
 *   entry's) that its markup can use (scripts/critical-css.ts);
 * - the stylesheets themselves and the JavaScript its hydration needs are named on <html>
 *   (data-app-styles, data-app-entry, data-app-preload) and started by theme-init.js, all at once,
 *   after the first paint (without JavaScript, a <noscript> links the stylesheets).
 * No font is preloaded on them (only on the app shell, which paints nothing before its scripts
 * anyway): text paints at once in the metric-matched fallback ('Inter Fallback',
 * portal/prerender.css.ts) and Inter swaps in without moving anything; a preloaded font arriving
 * before the first paint would only make the browser lay the page out twice before showing it.
 * The @font-face unicode ranges fetch only the subsets the page's text uses. The SHA-256 hashes of every page's inline
 * blocks go to dist/.vite/inline-hashes.json, from which the server builds each page's Content
 * Security Policy (server/static/inlineHashes.ts).
 *
 * The hook runs only for the app's own `vite build` (Vite's builder), never for Storybook or
 * Vitest, which use the same config. The client build also leaves dist/.vite/chunks.json, the
 * source modules of every chunk, for scripts/check-budgets.mjs.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, minify, type Manifest, type Plugin, type ResolvedConfig } from 'vite';
import type { RenderedPage, RenderOptions } from '../portal/entry-server.tsx';
import { paths, wizardPaths } from '../portal/paths.ts';
import { INLINE_HASHES_FILE, inlineHashes, type InlineHashesByPage } from '../server/static/inlineHashes.ts';
import { criticalCss, markupClasses } from './critical-css.ts';

/** A public route written as static HTML. */
export interface PrerenderedPage {
  /** The URL path rendered. */
  path: string;
  /** Where the HTML goes, relative to the build folder. */
  file: string;
}

/** The public routes (open to visitors, docs/product.md § Routes). The 404 page is rendered at a path no route matches. */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: '/', file: 'index.html' },
  { path: '/login', file: 'login/index.html' },
  { path: '/signup', file: 'signup/index.html' },
  { path: '/support', file: 'support/index.html' },
  { path: '/privacy', file: 'privacy/index.html' },
  { path: '/terms', file: 'terms/index.html' },
  { path: '/this-page-does-not-exist', file: '404.html' },
];

/**
 * Journey pages prerendered as a signed-in visitor sees them before the app runs: /step1, whose
 * content is the same for every account, and the wizard's question pages, in the state they show
 * until the application has been read (their frame, title and questions, every control disabled,
 * and "Loading your application…"). The
 * header's name is left empty (public/theme-init.js fills it in before the first paint). So a
 * signed-in visit paints from the HTML instead of waiting for the app's scripts, and hydrates it.
 * theme-init.js hides the markup from a visitor without a saved session, whom the app sends to
 * /login. (The print view is left out: it is a page of its own, without the step frame.) The
 * application service is preloaded with them, as on the route shells.
 */
export const SIGNED_IN_PAGES: readonly PrerenderedPage[] = [
  { path: paths.step1, file: 'step1.html' },
  ...Object.values(wizardPaths)
    .filter((path) => path !== wizardPaths.print)
    .map((path) => ({ path, file: `${path.slice(1)}.html` })),
];

/**
 * The browser-only routes that get a shell of their own, with their page's files preloaded
 * (`step4.html`, `account.html`…; the server answers `/step4` with `step4.html`). Every route
 * of the portal without a parameter and without a prerendered page.
 */
const ROUTE_SHELL_PATHS: readonly string[] = [...Object.values(paths), ...Object.values(wizardPaths)].filter(
  (route) => !route.includes('/:') && ![...PRERENDERED_PAGES, ...SIGNED_IN_PAGES].some((page) => page.path === route),
);

/**
 * Loaded on those pages right after their first render, so preloaded by every route shell and
 * every page prerendered signed in too: the application service with its first read (which saves
 * a signed-in page from waiting for supabase-js).
 */
const ROUTE_SHELL_EXTRA_MODULES = ['portal/application/loadedApplicationService.ts'];

/**
 * The pages whose first render reads the application (the wizard, the checklist, the review, the
 * status): marked `data-reads-application` on <html>, so that portal/main.tsx starts that read
 * while the page's code is still arriving.
 */
const READS_APPLICATION: readonly string[] = [
  paths.step2,
  ...Object.values(wizardPaths),
  paths.step3,
  paths.step4,
  paths.step5,
];
const READS_APPLICATION_ATTRIBUTE = 'data-reads-application';

/** `html` with <html> marked when `route` reads the application first thing. */
function markReadsApplication(html: string, route: string): string {
  if (!READS_APPLICATION.includes(route)) return html;
  if (!/<html /.test(html)) throw new Error('index.html must open with <html …>.');
  return html.replace(/<html /, `<html ${READS_APPLICATION_ATTRIBUTE} `);
}

/**
 * The modules a signed-in page preloads: its own and ROUTE_SHELL_EXTRA_MODULES, those first on a
 * page that reads the application at once (the read waits for them, while the page waits for the
 * read: on a slow link, the order of the preloads is the order they arrive in).
 */
function withExtraModules(route: string, loaded: Iterable<string>): string[] {
  return READS_APPLICATION.includes(route)
    ? [...ROUTE_SHELL_EXTRA_MODULES, ...loaded]
    : [...loaded, ...ROUTE_SHELL_EXTRA_MODULES];
}

/** The template as the browser-only routes get it (no prerendered markup). */
export const SHELL_FILE = 'app-shell.html';
/** Source modules of each chunk of the client build (read by scripts/check-budgets.mjs). */
export const CHUNK_REPORT_FILE = '.vite/chunks.json';

const SERVER_ENTRY = 'portal/entry-server.tsx';
/** The server build goes beside the client build: dist-ssr/ for dist/, and so on. */
const SERVER_OUT_DIR_SUFFIX = '-ssr';
const LATIN_FONT = /\/inter-latin-wght-normal\.woff2$/;
const THEME_INIT = 'theme-init.js';
/** Set of manifest keys the dynamic imports of a render have loaded (see trackDynamicImports). */
const LOADED_MODULES = '__prerenderLoadedModules';

type RenderModule = {
  render(path: string, options?: RenderOptions): Promise<RenderedPage>;
  loadRouteModules(path: string): Promise<void>;
  routeExists(path: string): boolean;
};
type LoadedModulesGlobal = { [LOADED_MODULES]?: Set<string> };

/** A module's id as the manifest names it: relative to the root, forward slashes, no query. */
function manifestKey(root: string, id: string): string {
  const file = id.split('?')[0] ?? id;
  return path.isAbsolute(file) ? path.relative(root, file).split(path.sep).join('/') : file;
}

const DYNAMIC_IMPORT = /\bimport\(\s*(['"])(\.{1,2}\/[^'"\n]+)\1\s*\)/g;
/**
 * What precedes `import(…)` in `intentComponent(() => import('./X'), …)`
 * (portal/app/deferredComponent.tsx): code no page loads until the visitor reaches for it.
 */
const INTENT_LOAD = /\bintentComponent\(\s*\(\)\s*=>\s*$/;

/**
 * SSR build only: every relative `import()` in the app also records the imported module's
 * manifest key, so the prerender knows which lazy chunks (pages) a page needed.
 */
function trackDynamicImports(root: string): Plugin {
  return {
    name: 'itin:track-dynamic-imports',
    enforce: 'post',
    async transform(code, id) {
      if (!/\/(portal|ui)\/[^?]+\.[cm]?[jt]sx?$/.test(id) || !code.includes('import(')) return null;
      let output = '';
      let last = 0;
      for (const match of code.matchAll(DYNAMIC_IMPORT)) {
        const resolved = await this.resolve(match[2]!, id);
        if (!resolved || resolved.external) continue;
        const before = code.slice(Math.max(0, match.index - 80), match.index);
        // Loaded at the visitor's first sign of interest: neither preloaded nor counted with a page.
        if (INTENT_LOAD.test(before)) continue;
        const key = JSON.stringify(manifestKey(root, resolved.id));
        output += code.slice(last, match.index);
        output += `${match[0]}.then((m) => (globalThis.${LOADED_MODULES}?.add(${key}), m))`;
        last = match.index + match[0].length;
      }
      return last === 0 ? null : { code: output + code.slice(last), map: null };
    },
  };
}

interface Assets {
  js: string[];
  css: string[];
}

/** The JS and CSS files a manifest entry needs: its chunk, its static imports, their CSS. */
function assetsOf(manifest: Manifest, keys: Iterable<string>): Assets {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    chunk.imports?.forEach(visit);
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
  };
  for (const key of keys) visit(key);
  return { js: [...js], css: [...css] };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Inserts `markup` before `marker` in `html`, failing loudly when the template lacks it. */
function insertBefore(html: string, marker: string, markup: string): string {
  const at = html.indexOf(marker);
  if (at === -1) throw new Error(`index.html must contain ${marker}`);
  return html.slice(0, at) + markup + html.slice(at);
}

export interface PrerenderOptions {
  /** The client build folder (dist/). */
  outDir: string;
  /** The built server entry (dist-ssr/entry-server.js). */
  serverEntry: string;
  /** Prints one line per page. */
  log: (message: string) => void;
}

/** Writes the prerendered pages and the app shell into `outDir` from the built template. */
export async function prerenderPages({ outDir, serverEntry, log }: PrerenderOptions): Promise<void> {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  let template = readFileSync(path.join(outDir, 'index.html'), 'utf8');

  // The pre-paint script goes inline, minified: a request of its own would hold the first paint
  // back by a round trip (the server's policy allows it by its hash).
  const minified = await minify(THEME_INIT, readFileSync(path.join(outDir, THEME_INIT), 'utf8'));
  if (minified.errors.length) throw new Error(`${THEME_INIT}: ${minified.errors.map(String).join('; ')}`);
  const themeInit = minified.code.trim();
  if (/<\/script/i.test(themeInit)) throw new Error(`${THEME_INIT} must not contain "</script".`);
  const themeInitTag = `<script src="/${THEME_INIT}"></script>`;
  if (!template.includes(themeInitTag)) throw new Error(`index.html must load ${THEME_INIT} with ${themeInitTag}`);
  template = template.replace(themeInitTag, () => `<script>${themeInit}</script>`);
  rmSync(path.join(outDir, THEME_INIT));

  // The app shell paints nothing before its scripts have run, so there the Latin Inter file is
  // preloaded: it arrives with the scripts, and the page the app renders never swaps fonts.
  const font = Object.entries(manifest).find(([key]) => LATIN_FONT.test(key))?.[1];
  if (!font) throw new Error('The Latin Inter font (inter-latin-wght-normal.woff2) is missing from the build.');
  const shell = insertBefore(
    template,
    '</head>',
    `  <link rel="preload" href="/${font.file}" as="font" type="font/woff2" crossorigin>\n  `,
  );
  writeFileSync(path.join(outDir, SHELL_FILE), shell);
  const hashes: InlineHashesByPage = { [SHELL_FILE]: inlineHashes(shell) };

  const initial = assetsOf(manifest, ['index.html']);
  // Imported by its plain URL: the page chunks import the entry back, and a second URL (a cache
  // buster) would load a second copy of every React context in it.
  const { render, loadRouteModules, routeExists } = (await import(pathToFileURL(serverEntry).href)) as RenderModule;
  const loadedModules = globalThis as typeof globalThis & LoadedModulesGlobal;

  const pages = [
    ...PRERENDERED_PAGES.map((page) => ({ ...page, signedIn: false })),
    // A build with the application form embedded at step 2 has no wizard pages to render.
    ...SIGNED_IN_PAGES.filter((page) => routeExists(page.path)).map((page) => ({ ...page, signedIn: true })),
  ];
  for (const page of pages) {
    const loaded = new Set<string>();
    loadedModules[LOADED_MODULES] = loaded;
    let rendered: RenderedPage;
    try {
      rendered = await render(page.path, { signedIn: page.signedIn });
    } finally {
      delete loadedModules[LOADED_MODULES];
    }
    const route = assetsOf(manifest, page.signedIn ? withExtraModules(page.path, loaded) : loaded);
    const preloads = route.js.filter((file) => !initial.js.includes(file));
    const styles = route.css.filter((file) => !initial.css.includes(file));
    // The page paints from its HTML alone, so its scripts wait for that first paint: downloaded
    // alongside, they would take bandwidth from the document on a slow link. The entry and its
    // preloads move into attributes that public/theme-init.js turns back into
    // <script type="module"> and <link rel="modulepreload"> once the page has painted.
    const entry: string[] = [];
    const modules: string[] = [];
    let html = template
      .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g, (_tag, src: string) => {
        entry.push(src);
        return '';
      })
      .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, href: string) => {
        modules.push(href);
        return '';
      });
    if (entry.length !== 1) throw new Error(`index.html must load exactly one module script, found ${entry.length}.`);
    modules.push(...preloads.map((file) => `/${file}`));

    // The same for the stylesheets: the rules the markup uses go inline, the files follow the first
    // paint (the app needs all of them as soon as it changes the page).
    const stylesheets: string[] = [];
    html = html.replace(/\s*<link rel="stylesheet" crossorigin href="([^"]+)">/g, (_tag, href: string) => {
      stylesheets.push(href);
      return '';
    });
    for (const file of styles) if (!stylesheets.includes(`/${file}`)) stylesheets.push(`/${file}`);
    const css = stylesheets.map((href) => readFileSync(path.join(outDir, href), 'utf8')).join('\n');
    // (Every character of the markup, tags included, counts as drawn: more faces than needed stay.)
    const critical = criticalCss(css, markupClasses(rendered.html), rendered.html);
    if (/<\/style/i.test(critical)) throw new Error(`${page.path}: the CSS must not contain "</style".`);
    const links = stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('');

    html = html
      .replace(
        /<html lang="[^"]*"/,
        `<html lang="${rendered.lang}" data-prerendered${page.signedIn ? ' data-signed-in-page' : ''} data-app-entry="${entry[0]}" data-app-preload="${modules.join(' ')}" data-app-styles="${stylesheets.join(' ')}"`,
      )
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(rendered.title)}</title>`);
    html = insertBefore(html, '</head>', `  <style>${critical}</style>\n    <noscript>${links}</noscript>\n  `);
    // A signed-in page's content waits for the app (the visitor's data): its scripts download with
    // the document, and public/theme-init.js runs them as soon as it is parsed.
    if (page.signedIn) {
      const early = [entry[0], ...modules].map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
      html = insertBefore(html, '</head>', `  ${early.join('\n    ')}\n  `);
    }
    html = html.replace(
      '<div id="root"></div>',
      () => `<div id="root">${rendered.html}</div>\n    ${rendered.dataScript}`,
    );
    if (!html.includes(rendered.dataScript)) throw new Error('index.html must contain <div id="root"></div>');
    html = markReadsApplication(html, page.path);
    hashes[page.file] = inlineHashes(html);

    const target = path.join(outDir, page.file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, html);
    log(
      `  ${page.path.padEnd(28)} → ${page.file} (${preloads.length} preloads, ${stylesheets.length} stylesheets after paint, ${(critical.length / 1024).toFixed(1)} KiB inline CSS)`,
    );
  }

  // The browser-only routes (the steps, the wizard, the account…) paint nothing before the app has
  // rendered them, and the app first needs the route's page module, which it asks for only once
  // its entry has run. Each such route gets a copy of the shell that names those files up front,
  // so they download alongside the entry instead of one after another (ROUTE_SHELL_PATHS).
  for (const route of ROUTE_SHELL_PATHS) {
    const loaded = new Set<string>();
    loadedModules[LOADED_MODULES] = loaded;
    try {
      await loadRouteModules(route);
    } finally {
      delete loadedModules[LOADED_MODULES];
    }
    const page = assetsOf(manifest, withExtraModules(route, loaded));
    const js = page.js.filter((file) => !initial.js.includes(file));
    const css = page.css.filter((file) => !initial.css.includes(file));
    const links = [
      // Fetched now, applied when the app links them (it waits for them before rendering the page).
      ...css.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
      ...js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ];
    const html = markReadsApplication(insertBefore(shell, '</head>', `  ${links.join('\n    ')}\n  `), route);
    const file = `${route.slice(1)}.html`;
    mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
    writeFileSync(path.join(outDir, file), html);
    hashes[file] = inlineHashes(html);
  }
  log(`  ${ROUTE_SHELL_PATHS.length} route shells (app-shell.html with the page's files preloaded)`);
  writeFileSync(path.join(outDir, INLINE_HASHES_FILE), `${JSON.stringify(hashes, null, 1)}\n`);
}

/** The Vite plugin: the chunk report of the client build, and the prerender after it. */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'itin:prerender',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== 'client') return;
      const appEntry = path.resolve(config.root, 'index.html');
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      if (!chunks.some((chunk) => chunk.facadeModuleId === appEntry)) return;
      const report = Object.fromEntries(
        chunks.map((chunk) => [
          chunk.fileName,
          { imports: chunk.imports, modules: Object.keys(chunk.modules).map((id) => manifestKey(config.root, id)) },
        ]),
      );
      this.emitFile({ type: 'asset', fileName: CHUNK_REPORT_FILE, source: `${JSON.stringify(report, null, 1)}\n` });
    },
    buildApp: {
      order: 'post',
      async handler(builder) {
        if (builder.config.build.ssr) return;
        // Without a `builder` config, Vite builds the client after the app hooks: build it first.
        const client = builder.environments.client;
        if (!client) return;
        if (!client.isBuilt) await builder.build(client);
        const root = builder.config.root;
        const outDir = path.resolve(root, builder.config.build.outDir);
        const serverOutDir = `${outDir}${SERVER_OUT_DIR_SUFFIX}`;
        rmSync(serverOutDir, { recursive: true, force: true });
        await build({
          configFile: builder.config.configFile,
          root,
          mode: builder.config.mode,
          logLevel: 'warn',
          plugins: [trackDynamicImports(root)],
          build: { ssr: SERVER_ENTRY, outDir: serverOutDir, emptyOutDir: true, copyPublicDir: false, minify: false },
        });
        builder.config.logger.info('prerendering public pages…');
        await prerenderPages({
          outDir,
          serverEntry: path.join(serverOutDir, 'entry-server.js'),
          log: (message) => builder.config.logger.info(message),
        });
      },
    },
  };
}
