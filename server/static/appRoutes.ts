/**
 * Client-side routes of the app (docs/product.md § Routes), as in portal/paths.ts. A direct load of one
 * of these gets the app shell with 200; any other path still gets the shell, so the app can show
 * its own 404 page, but with status 404.
 */
export const APP_ROUTES: readonly string[] = [
  '/',
  '/process',
  '/pricing',
  '/faq',
  '/contact',
  '/login',
  '/signup',
  '/support',
  '/step1',
  '/step2',
  '/step3',
  '/step4',
  '/step5',
  '/step6',
  '/basic-data-form',
  '/documents',
  '/profile',
  '/forgot-password',
  '/reset-password',
];

const routes = new Set(APP_ROUTES);

export function isAppRoute(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return routes.has(trimmed.toLowerCase());
}
