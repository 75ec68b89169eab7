// Shared helpers for the portal's unit tests: render the app (or one component) inside
// PortalProviders and keep hold of the memory router, auth service and store.
import { render, screen } from '@testing-library/react';
import {
  createMemoryAuthService,
  type MemoryAuthOptions,
  type MemoryAuthService,
} from '../../portal/auth/memoryAuthService';
import { createMemoryStore, type KeyValueStore } from '../../portal/session/storage';
import { PortalProviders, type PortalProvidersProps, type PortalRouter } from '../../portal/testing/PortalProviders';

export interface RenderPortalOptions extends Omit<PortalProvidersProps, 'auth' | 'store' | 'onRouter'> {
  /** Options of the in-memory auth service (ignored when `auth` is given). */
  authOptions?: MemoryAuthOptions;
  auth?: MemoryAuthService;
  store?: KeyValueStore & { dump(): Record<string, string> };
}

export function renderPortal({ authOptions, auth, store, ...props }: RenderPortalOptions = {}) {
  const service = auth ?? createMemoryAuthService(authOptions);
  const kv = store ?? createMemoryStore();
  let router: PortalRouter | null = null;
  const result = render(
    <PortalProviders {...props} auth={service} store={kv} onRouter={(created) => (router = created)} />,
  );
  return {
    ...result,
    auth: service,
    store: kv,
    /** The current location of the memory router. */
    location: () => router!.state.location,
    router: () => router!,
  };
}

/** Seeds a store with a signed-in user's saved session (as a previous visit would have left it). */
export function signedInStore(email: string, extra: Record<string, string> = {}) {
  return createMemoryStore({
    userData: JSON.stringify({ email, firstName: 'Ana', lastName: 'Silva' }),
    authenticated: 'true',
    ...extra,
  });
}

/** Waits for the page's main heading. */
export function findHeading(name: string | RegExp) {
  return screen.findByRole('heading', { level: 1, name });
}
