import { paths, wizardPaths } from '../../portal/paths.ts';

/**
 * Client-side routes of the app (docs/product.md § Routes), read from the portal's own route table
 * so a new page is served on direct load without a second list to keep in step. A direct load of
 * one of these gets the app shell with 200; any other path still gets the shell, so the app can
 * show its own 404 page, but with status 404.
 */
export const APP_ROUTES: readonly string[] = [...Object.values(paths), ...Object.values(wizardPaths)];

const routes = new Set(APP_ROUTES.filter((route) => !route.includes('/:')).map((route) => route.toLowerCase()));
/** Routes with a `:name` segment (e.g. `/staff/applications/:id`), as patterns matching one segment there. */
const patterns = APP_ROUTES.filter((route) => route.includes('/:')).map(
  (route) =>
    new RegExp(
      `^${route
        .toLowerCase()
        .split('/')
        .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('/')}$`,
    ),
);

export function isAppRoute(pathname: string): boolean {
  const trimmed = (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase();
  return routes.has(trimmed) || patterns.some((pattern) => pattern.test(trimmed));
}
