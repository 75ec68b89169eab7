/**
 * Build-time rendering of the public pages (scripts/prerender.ts builds this file with Vite's SSR
 * build and writes the results into dist/). Each page is rendered the way a first visit sees it:
 * English, dark theme, signed out. portal/main.tsx hydrates the markup when the visitor's saved
 * state matches that, and renders afresh otherwise (see portal/hydration.ts). /step1 and the
 * wizard's pages are rendered signed in instead (scripts/prerender.ts SIGNED_IN_PAGES), as they
 * stand before the app has read anything of the account, for the first paint of a signed-in visit,
 * which hydrates them.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createIntl, createIntlCache } from 'react-intl';
import { StaticRouter } from 'react-router-dom';
import { AppProviders } from './App';
import { AppRoutes, loadRouteModules as loadModules, matchAppRoutes, routeHandle } from './app/AppRoutes';
import { shellMessages } from './app/messages';
import { createMemoryAuthService } from './auth/memoryAuthService';
import { PRERENDER_LOCALE, PRERENDER_THEME, serializePrerenderData, type PrerenderData } from './hydration';
import { loadMessages } from './i18n/loadMessages';
import { ANY_OTHER_PATH, routes } from './routes';
import { createMemoryStore, writeStoredSession, type StoredUser } from './session/storage';

/** One rendered page. */
export interface RenderedPage {
  /** The markup that goes inside `<div id="root">`. */
  html: string;
  /** The document title, as the app would set it. */
  title: string;
  /** Language of the markup, for `<html lang>`. */
  lang: string;
  /** The `<script type="application/json">` block portal/main.tsx reads before hydrating. */
  dataScript: string;
}

async function readStream(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  return html;
}

/** The same title RootLayout sets at run time: the deepest route handle's title, then the product name. */
function documentTitle(path: string, messages: Awaited<ReturnType<typeof loadMessages>>): string {
  const intl = createIntl({ locale: PRERENDER_LOCALE, defaultLocale: PRERENDER_LOCALE, messages }, createIntlCache());
  const handle = routeHandle(routes, path);
  if (!handle?.title) return intl.formatMessage(shellMessages.appName);
  return intl.formatMessage(shellMessages.documentTitle, {
    page: intl.formatMessage(handle.title, handle.titleValues),
  });
}

/** Whether `path` is a page of this build (the catch-all 404 route does not count). */
export function routeExists(path: string): boolean {
  const leaf = matchAppRoutes(routes, path).at(-1);
  return leaf !== undefined && leaf.path !== ANY_OTHER_PATH;
}

/**
 * Loads the page modules of the routes `path` matches, without rendering anything: the build
 * records which chunks they are (scripts/prerender.ts), to preload them from that route's shell.
 */
export async function loadRouteModules(path: string): Promise<void> {
  await loadModules(routes, path);
}

/** How a page is rendered. */
export interface RenderOptions {
  /**
   * As a signed-in visitor sees it before the app has read anything of the account: the header's
   * name left empty (only the browser knows it), a wizard page still loading its application.
   * Without this, signed out.
   */
  signedIn?: boolean;
}

/** The saved session a signed-in render starts from: a user the build knows nothing about. */
const PRERENDER_USER: StoredUser = { email: 'visitor@prerender.invalid', firstName: '', lastName: '' };

/**
 * Renders `path` as a first visit sees it. Throws when the route redirects or fails: a page that
 * cannot be prerendered must fail the build, not ship an error page.
 */
export async function render(path: string, { signedIn = false }: RenderOptions = {}): Promise<RenderedPage> {
  const leaf = matchAppRoutes(routes, path).at(-1);
  if (leaf?.redirect !== undefined)
    throw new Error(`Prerender of ${path}: the route sends visitors to ${leaf.redirect}.`);
  await loadModules(routes, path);

  const messages = await loadMessages(PRERENDER_LOCALE);
  const store = createMemoryStore();
  if (signedIn) writeStoredSession(store, PRERENDER_USER);
  const failures: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders
        authService={createMemoryAuthService()}
        store={store}
        initialLocale={PRERENDER_LOCALE}
        initialMessages={messages}
        initialTheme={PRERENDER_THEME}
      >
        <StaticRouter location={path}>
          <AppRoutes routes={routes} />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
    {
      // Never split the page into streamed pieces: every Suspense boundary is written in place, as
      // a later piece would need an inline script to reveal it.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // A server render has no error boundaries: React writes a loading fallback in place of what
      // failed, for the browser to render. A page that fails here must fail the build instead.
      onError(error) {
        failures.push(error);
      },
    },
  );
  if (failures.length > 0) throw new Error(`Prerender of ${path} failed`, { cause: failures[0] });

  const data: PrerenderData = {
    path,
    locale: PRERENDER_LOCALE,
    theme: PRERENDER_THEME,
    signedIn,
  };
  const html = await readStream(prelude);
  const script = html.search(/<script\b/i);
  if (script !== -1) {
    const context = html.slice(Math.max(0, script - 300), script + 200);
    throw new Error(`Prerender of ${path}: the markup contains an inline script (something suspended):\n${context}`);
  }
  return {
    html,
    title: documentTitle(path, messages),
    lang: PRERENDER_LOCALE,
    dataScript: serializePrerenderData(data),
  };
}
