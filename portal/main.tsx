import '@fontsource-variable/inter';
import '@fontsource-variable/jetbrains-mono';
import './theme/documentTheme.css';
import './prerender.css';
import { startTransition, StrictMode, useLayoutEffect, useState, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { AppProviders } from './App';
import { AppRoutes, loadRouteModules } from './app/AppRoutes';
import { holdDeferredInput } from './app/deferredComponent';
import { layOutWholePage } from './app/navigation';
import './config';
import { readPrerenderData, rendersSameRoute, type PrerenderData } from './hydration';
import { savedLocale } from './i18n/LocaleProvider';
import { loadMessages } from './i18n/loadMessages';
import type { AppLocale } from './i18n/locales';
import { routes } from './routes';
import { readPreference, readStoredSession, type KeyValueStore } from './session/storage';
import { defaultStore } from './session/StoreContext';
import { DEFAULT_THEME, isThemeName } from './theme/ThemeProvider';

/** Set on <html> by public/theme-init.js when the saved language differs from the prerendered one. */
const PENDING_LOCALE_ATTRIBUTE = 'data-pending-locale';
/** Set on <html> by the build on a page whose first render reads the application (scripts/prerender.ts). */
const READS_APPLICATION_ATTRIBUTE = 'data-reads-application';
/** Set on <html> by public/theme-init.js on a page prerendered signed in, for a visitor without a saved session. */
const PENDING_SESSION_ATTRIBUTE = 'data-pending-session';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">.');

/**
 * Hydrate only when this visit would render exactly what the build rendered: same route, same
 * language, same theme (the theme toggle's icon and name differ), and a saved session exactly when
 * the page was rendered signed in (the guards and headers differ). Anything else renders afresh
 * over the markup.
 */
function canHydrate(
  data: PrerenderData | null,
  store: KeyValueStore,
  locale: AppLocale,
  signedIn: boolean,
): data is PrerenderData {
  if (!data || !rendersSameRoute(routes, data.path, window.location.pathname)) return false;
  const savedTheme = readPreference(store, 'theme');
  const theme = isThemeName(savedTheme) ? savedTheme : DEFAULT_THEME;
  return locale === data.locale && theme === data.theme && signedIn === data.signedIn;
}

async function start(root: HTMLElement) {
  const store = defaultStore();
  // The first locale's messages load before the first render, so the page never shows a flash of
  // fallback text; the current route's page module loads alongside them.
  const locale = savedLocale(store, import.meta.env.DEV);
  const data = readPrerenderData(document);
  const signedIn = readStoredSession(store) !== null;
  // A page whose first render reads the application (marked by the build) asks for it now, while
  // its code is still arriving; the page's first read takes that answer.
  if (signedIn && document.documentElement.hasAttribute(READS_APPLICATION_ATTRIBUTE)) {
    void import('./application/loadedApplicationService').then(
      ({ loadedApplicationService }) => loadedApplicationService.startFirstRead(),
      () => undefined,
    );
  }
  // On a prerendered page, the full stylesheets too (public/theme-init.js links them after the
  // first paint; the page's inline CSS covers only its markup as the build rendered it).
  const [messages, routesReady] = await Promise.all([
    loadMessages(locale),
    loadRouteModules(routes, window.location.pathname).then(
      () => true,
      (error: unknown) => {
        // The page tries the import again when it renders, and shows the error page if it fails again.
        console.error('[app] Could not load the page module before start', error);
        return false;
      },
    ),
    window.__itinStylesReady,
  ]);

  const earlyClicks = holdDeferredInput(takeEarlyInput());
  const hydrate = routesReady && canHydrate(data, store, locale, signedIn);
  const page = (
    <StrictMode>
      <AppProviders initialLocale={locale} initialMessages={messages}>
        <BrowserRouter>
          <OnFirstMove />
          <AppRoutes routes={routes} />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );

  // Both run as transitions: React renders in slices and yields to the browser between them
  // (input, paint) instead of holding the main thread for the whole page; the result still
  // reaches the screen in one commit.
  if (hydrate) {
    startTransition(() => {
      hydrateRoot(root, page, {
        onRecoverableError(error, info) {
          console.error('[hydration] The prerendered markup did not match the app', error, info.componentStack);
        },
      });
    });
    // The markup on screen is already the page this visitor gets.
    revealPage();
    replay(earlyClicks);
  } else {
    // The prerendered markup (or the empty shell) stays until the new page replaces it whole;
    // a page hidden for its language is shown in that same commit.
    const reactRoot = createRoot(root);
    startTransition(() => reactRoot.render(<Committed onCommit={revealPage}>{page}</Committed>));
  }
}

declare global {
  interface Window {
    /** Presses (pointerdown, click, keydown) on the prerendered page before the app started (public/theme-init.js). */
    __itinEarlyInput?: Event[];
    /** Settles once the stylesheets a prerendered page links after its first paint have loaded or failed (public/theme-init.js). */
    __itinStylesReady?: Promise<void>;
  }
}

/** The input received while the page was static markup; from now on the app hears it itself. */
function takeEarlyInput(): Event[] {
  const input = window.__itinEarlyInput ?? [];
  window.__itinEarlyInput = undefined;
  return input;
}

/**
 * Clicks again the buttons clicked before the app started (those of deferred parts wait for their
 * code: see holdDeferredInput). React answers a click on markup it has not hydrated yet by
 * hydrating it at once, so each click lands on a live button, in order. (A page rendered afresh
 * has replaced those buttons: there is nothing to click again.)
 */
function replay(input: Event[]) {
  for (const event of input) {
    const button = event.type === 'click' && event.target instanceof Element && event.target.closest('button');
    if (button && button.isConnected && !button.disabled) button.click();
  }
}

function revealPage() {
  document.documentElement.removeAttribute(PENDING_LOCALE_ATTRIBUTE);
  document.documentElement.removeAttribute(PENDING_SESSION_ATTRIBUTE);
}

/**
 * Once the visitor moves within the app, the page is no longer the first paint: a landing page met
 * again (back, or from a link) is laid out in full, so its scroll position holds.
 */
function OnFirstMove() {
  const { key } = useLocation();
  const [first] = useState(key);
  const moved = key !== first;
  useLayoutEffect(() => {
    if (moved) layOutWholePage();
  }, [moved]);
  return null;
}

/** Renders `children` and calls `onCommit` once they are in the document, before the next paint. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}

void start(container);
