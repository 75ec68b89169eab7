/**
 * How the route table (portal/routes.tsx) renders. The app uses React Router's component routers
 * (BrowserRouter in the browser, StaticRouter in the prerender, MemoryRouter in stories and tests)
 * with `useRoutes`, not its data router: the portal loads no data through the router, and the data
 * router's code is more than half of React Router's weight in every page's entry.
 *
 * A page route names its module (`page`), loaded the first time the route is visited. The address
 * bar shows the next address at once; the page in view stays, whole and usable (its own location
 * still the one its hooks read), until every module of the next address has arrived; then the next
 * page renders, as a transition. (The data router changed the address only then.) The first page of a visit shows the loading screen meanwhile. The
 * browser entry and the prerender load the first page's modules before rendering
 * (`loadRouteModules`), so hydration renders the page at once. A page whose module fails to load,
 * or that fails to render, shows the error page until the visitor moves to another address.
 */
import {
  Component,
  createContext,
  createElement,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import type { MessageDescriptor } from 'react-intl';
import {
  matchRoutes,
  Navigate,
  NavigationType,
  useLocation,
  useNavigationType,
  useRoutes,
  type Location,
  type RouteObject,
} from 'react-router-dom';
import { AppLoadingScreen } from './AppLoadingScreen';
import { RouteErrorPage } from './RouteErrorPage';

/** What a route declares for its page: the title, for `document.title` and the navigation announcement. */
export interface RouteHandle {
  title?: MessageDescriptor;
  /** Values for placeholders in `title`. */
  titleValues?: Record<string, string | number>;
}

interface RouteFields {
  /** Loads the route's component (a page, or a guard rendering its children through `<Outlet />`). */
  page?: () => Promise<ComponentType>;
  /** A layout or guard, rendering its children through `<Outlet />`. */
  element?: ReactNode;
  /** Sends the visitor on to this address instead, in place of this one in the history. */
  redirect?: string;
  handle?: RouteHandle;
}

/** One entry of the route table: a path (absolute, or relative to its parent's) or its parent's index. */
export type AppRoute =
  | (RouteFields & { index: true; path?: undefined; children?: undefined })
  | (RouteFields & { index?: false; path?: string; children?: AppRoute[] });

/** Each page route's component, once its module has arrived. */
const pages = new WeakMap<AppRoute, ComponentType>();

/** The routes `pathname` renders, outermost first (empty when none matches). */
export function matchAppRoutes(routes: readonly AppRoute[], pathname: string): AppRoute[] {
  return (matchRoutes([...routes], pathname) ?? []).map((match) => match.route);
}

/**
 * Loads the modules of every route `pathname` renders (asking for each again, even when it has
 * arrived before: the prerender counts the imports). Rejects when one fails to load.
 */
export async function loadRouteModules(routes: readonly AppRoute[], pathname: string): Promise<void> {
  await Promise.all(
    matchAppRoutes(routes, pathname).map(async (route) => {
      if (route.page) pages.set(route, await route.page());
    }),
  );
}

/** True when every module `pathname` renders has arrived. */
function routeModulesLoaded(routes: readonly AppRoute[], pathname: string): boolean {
  return matchAppRoutes(routes, pathname).every((route) => !route.page || pages.has(route));
}

function RoutePage({ route }: { route: AppRoute }) {
  const Page = pages.get(route);
  // AppRoutes shows an address only once its modules have arrived.
  if (!Page) throw new Error(`The page module of ${route.path ?? 'an index route'} has not been loaded.`);
  return createElement(Page);
}

function toRouteObject(route: AppRoute): RouteObject {
  const element =
    route.redirect !== undefined ? (
      <Navigate to={route.redirect} replace />
    ) : route.page ? (
      <RoutePage route={route} />
    ) : (
      route.element
    );
  if (route.index) return { index: true, element };
  return { path: route.path, element, children: route.children?.map(toRouteObject) };
}

const RouteTableContext = createContext<readonly AppRoute[]>([]);
const NavigationTypeContext = createContext<NavigationType>(NavigationType.Pop);

/**
 * How the visitor came to the page shown: PUSH (a link), REPLACE (a redirect) or POP (back,
 * forward, or the first page of a visit). Use it instead of React Router's `useNavigationType`
 * inside the routes, which says POP for every page (the routes render the shown address, which
 * lags the router's while the next page loads).
 */
export function usePageNavigationType(): NavigationType {
  return useContext(NavigationTypeContext);
}

/** The handle of the deepest route of `pathname` that declares a title, if any. */
export function routeHandle(routes: readonly AppRoute[], pathname: string): RouteHandle | undefined {
  return matchAppRoutes(routes, pathname)
    .reverse()
    .find((route) => route.handle?.title)?.handle;
}

/** The title the deepest route of the current address declares, if any. */
export function useRouteHandle(): RouteHandle | undefined {
  return routeHandle(useContext(RouteTableContext), useLocation().pathname);
}

interface BoundaryProps {
  /** The address shown: a new one clears the error. */
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  /** The address the state belongs to. */
  pathname: string;
}

class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[app] A page failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}

/** The address on screen, and how the visitor came to it. */
interface Shown {
  location: Location;
  navigationType: NavigationType;
  /** Its modules failed to load: the error page shows. */
  failed: boolean;
}

/** Renders the route table at the router's address, once that address's modules have arrived. */
export function AppRoutes({ routes }: { routes: readonly AppRoute[] }) {
  const objects = useMemo(() => routes.map(toRouteObject), [routes]);
  const location = useLocation();
  const navigationType = useNavigationType();
  const [shown, setShown] = useState<Shown | null>(() =>
    routeModulesLoaded(routes, location.pathname) ? { location, navigationType, failed: false } : null,
  );
  const arrived = shown?.location === location;
  if (!arrived && routeModulesLoaded(routes, location.pathname)) {
    // Nothing to wait for: show the new address in this same render.
    setShown({ location, navigationType, failed: false });
  }
  useEffect(() => {
    if (arrived) return;
    let current = true;
    loadRouteModules(routes, location.pathname).then(
      () => {
        if (current) startTransition(() => setShown({ location, navigationType, failed: false }));
      },
      (error: unknown) => {
        console.error('[app] A page could not be loaded', error);
        if (current) setShown({ location, navigationType, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [routes, location, navigationType, arrived]);

  const element = useRoutes(objects, shown?.location ?? location);
  return (
    <RouteTableContext value={routes}>
      <NavigationTypeContext value={shown?.navigationType ?? navigationType}>
        <RouteErrorBoundary pathname={(shown?.location ?? location).pathname}>
          {shown === null ? <AppLoadingScreen /> : shown.failed ? <RouteErrorPage /> : element}
        </RouteErrorBoundary>
      </NavigationTypeContext>
    </RouteTableContext>
  );
}
