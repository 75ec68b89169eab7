/**
 * What the build-time prerender (portal/entry-server.tsx) and the browser entry (portal/main.tsx)
 * agree on. A prerendered page carries a non-executable JSON block describing how it was rendered;
 * the browser hydrates that markup only when it would render exactly the same thing, and renders
 * afresh otherwise (another language, another theme, a saved session where the page was rendered
 * signed out or none where it was rendered signed in, another route).
 */
import { matchAppRoutes, type AppRoute } from './app/AppRoutes';
import { DEFAULT_LOCALE, type AppLocale } from './i18n/locales';
import { DEFAULT_THEME, type ThemeName } from './theme/ThemeProvider';

/** Id of the `<script type="application/json">` that holds the PrerenderData. */
export const PRERENDER_DATA_ID = 'prerender-data';

/** The state every page is prerendered in: a first visit (default language and theme, signed out). */
export const PRERENDER_LOCALE: AppLocale = DEFAULT_LOCALE;
export const PRERENDER_THEME: ThemeName = DEFAULT_THEME;

/** How a page was prerendered. */
export interface PrerenderData {
  /** The URL path the markup was rendered for ('/login', or any unknown path for the 404 page). */
  path: string;
  /** Language of the markup. */
  locale: AppLocale;
  /** Theme of the markup (the theme toggle's icon and name depend on it). */
  theme: ThemeName;
  /**
   * Rendered for a signed-in visitor (a journey page as it stands before the account's data is
   * read, its header's name left empty), or for a visitor with no session.
   */
  signedIn: boolean;
}

/** The JSON block for `data`, safe to place inside HTML (no `</script>` can end it early). */
export function serializePrerenderData(data: PrerenderData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
  return `<script type="application/json" id="${PRERENDER_DATA_ID}">${json}</script>`;
}

/** The prerender data of this document, or null for the plain app shell (or unreadable data). */
export function readPrerenderData(doc: Document): PrerenderData | null {
  const text = doc.getElementById(PRERENDER_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<PrerenderData>;
    if (typeof data.path !== 'string' || typeof data.locale !== 'string' || typeof data.theme !== 'string') return null;
    return {
      path: data.path,
      locale: data.locale,
      theme: data.theme,
      signedIn: data.signedIn === true,
    };
  } catch {
    return null;
  }
}

/** The deepest route `pathname` renders, or null when nothing matches. */
function leafRoute(routes: readonly AppRoute[], pathname: string): AppRoute | null {
  return matchAppRoutes(routes, pathname).at(-1) ?? null;
}

/**
 * True when both paths render the same route ('/login' and '/login/'; any two unknown paths,
 * which both land on the catch-all 404 route).
 */
export function rendersSameRoute(routes: readonly AppRoute[], a: string, b: string): boolean {
  const route = leafRoute(routes, a);
  return route !== null && route === leafRoute(routes, b);
}
