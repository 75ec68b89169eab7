/**
 * PortalProviders: the whole portal context for stories and unit tests, with nothing real behind it.
 *
 * It wires a memory router (starting at `path`), react-intl in `locale`, the theme, an in-memory
 * AuthService, an in-memory ApplicationService and an in-memory store, so every render starts from a clean, known state and no
 * story leaks into the next. Render either the app's own routes (default: the real route table,
 * guards and lazy pages) or your own `children` at that path inside the app shell.
 *
 *   // A screen, signed out, in German:
 *   <PortalProviders path="/login" locale="de" />
 *
 *   // A protected page with a signed-in user whose names are stored title-cased:
 *   <PortalProviders path="/step3" user={{ email: 'ana@example.com', password: 'secret1', firstName: 'ana' }} />
 *
 *   // A component on its own, with a slow auth service:
 *   <PortalProviders auth={createMemoryAuthService({ latency: Infinity })}><LoginPage /></PortalProviders>
 *
 * Tests can keep hold of `auth`, `store` and `onRouter` to assert on them (outbox, saved keys,
 * current location).
 */
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  type Location,
  type NavigationType,
} from 'react-router-dom';
import type { ApplicationService } from '../application/ApplicationService';
import { createMemoryApplicationService } from '../application/memoryApplicationService';
import type { AuthService } from '../auth/AuthService';
import { createMemoryAuthService, type MemoryUser } from '../auth/memoryAuthService';
import { AppProviders } from '../App';
import { AppRoutes, type AppRoute } from '../app/AppRoutes';
import { RootLayout } from '../app/RootLayout';
import type { CompiledMessages } from '../i18n/loadMessages';
import type { AppLocale } from '../i18n/locales';
import { routes as appRoutes } from '../routes';
import { titleCase } from '../session/names';
import { createMemoryStore, storageKeys, type KeyValueStore } from '../session/storage';
import type { ThemeName } from '../theme/ThemeProvider';

/** The memory router as a test sees it: where it is, how it got there, and a way to move. */
export interface PortalRouter {
  readonly state: { location: Location; historyAction: NavigationType };
  navigate(to: string): void;
}

export interface PortalProvidersProps {
  /** The URL to start at (path, query and hash). @default '/' */
  path?: string;
  /** Router location state of that first entry (e.g. `{ from: { pathname: '/step3' } }` on /login). */
  state?: unknown;
  /** Render this at `path` inside the app shell instead of the app's routes. */
  children?: ReactNode;
  /** Route table to use when there are no children. @default the app's routes */
  routes?: AppRoute[];
  /** Language. @default 'en' */
  locale?: AppLocale;
  /** Messages for `locale`, when preloaded (Storybook loaders); otherwise they load on mount. */
  messages?: CompiledMessages;
  /** Colour theme. @default 'dark' */
  theme?: ThemeName;
  /** Mirror theme and language on <html>. Off in Storybook, whose toolbar owns <html>. @default true */
  syncDocument?: boolean;
  /** A user who is signed in from the start (auth session, `userData` and the flag). */
  user?: MemoryUser;
  /** Auth implementation. @default an in-memory service holding `user`, if any */
  auth?: AuthService;
  /** Application record. @default an in-memory service with no application yet */
  application?: ApplicationService;
  /** Storage. @default a fresh in-memory store */
  store?: KeyValueStore;
  /** Receives the memory router once created, to inspect `router.state.location` or navigate. */
  onRouter?: (router: PortalRouter) => void;
}

function seededStore(user: MemoryUser | undefined, locale: AppLocale, theme: ThemeName): KeyValueStore {
  const store = createMemoryStore({ [storageKeys.language]: locale, [storageKeys.theme]: theme });
  if (user) {
    store.setItem(
      storageKeys.userData,
      JSON.stringify({
        email: user.email.toLowerCase(),
        firstName: titleCase(user.firstName ?? ''),
        lastName: titleCase(user.lastName ?? ''),
      }),
    );
    store.setItem(storageKeys.authenticated, 'true');
  }
  return store;
}

export function PortalProviders({
  path = '/',
  state,
  children,
  routes,
  locale = 'en',
  messages,
  theme = 'dark',
  syncDocument = true,
  user,
  auth,
  application,
  store,
  onRouter,
}: PortalProvidersProps) {
  const [applicationService] = useState(() => application ?? createMemoryApplicationService());
  const [authService] = useState(
    () => auth ?? createMemoryAuthService(user ? { users: [user], signedInAs: user.email } : {}),
  );
  const [kv] = useState(() => store ?? seededStore(user, locale, theme));
  const [table] = useState<AppRoute[]>(() =>
    children !== undefined
      ? [{ element: <RootLayout />, children: [{ path: '*', element: children }] }]
      : (routes ?? appRoutes),
  );
  const [initialEntries] = useState(() => [state === undefined ? path : { ...toLocation(path), state }]);
  return (
    <AppProviders
      authService={authService}
      applicationService={applicationService}
      store={kv}
      initialLocale={locale}
      initialMessages={messages}
      initialTheme={theme}
      syncDocument={syncDocument}
      includePseudo
    >
      <MemoryRouter initialEntries={initialEntries}>
        {onRouter && <RouterProbe onRouter={onRouter} />}
        <AppRoutes routes={table} />
      </MemoryRouter>
    </AppProviders>
  );
}

/** Hands the test a PortalRouter that follows the memory router. */
function RouterProbe({ onRouter }: { onRouter: (router: PortalRouter) => void }) {
  const location = useLocation();
  const historyAction = useNavigationType();
  const navigate = useNavigate();
  const latest = useRef({ location, historyAction, navigate });
  useLayoutEffect(() => {
    latest.current = { location, historyAction, navigate };
  }, [location, historyAction, navigate]);
  useLayoutEffect(() => {
    onRouter({
      get state() {
        return { location: latest.current.location, historyAction: latest.current.historyAction };
      },
      navigate: (to) => void latest.current.navigate(to),
    });
  }, [onRouter]);
  return null;
}

function toLocation(path: string) {
  const url = new URL(path, 'http://portal.test');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}
