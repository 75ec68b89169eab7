import { isProtectedPath, isStepRoute, paths, type StepRoute } from '../paths';

/** Where the login screen was sent from by the route guard (react-router location state). */
export interface RequestedLocation {
  pathname: string;
  search?: string;
  hash?: string;
}

/** Reads the location the guard remembered, from the login route's `location.state`. */
export function requestedLocationFrom(state: unknown): RequestedLocation | null {
  if (!state || typeof state !== 'object' || !('from' in state)) return null;
  const from = (state as { from: unknown }).from;
  if (!from || typeof from !== 'object') return null;
  const { pathname, search, hash } = from as Record<string, unknown>;
  if (typeof pathname !== 'string') return null;
  return {
    pathname,
    search: typeof search === 'string' ? search : '',
    hash: typeof hash === 'string' ? hash : '',
  };
}

export interface LandingInput {
  /** The location the guard remembered, if the user was sent to /login from a protected route. */
  requested?: RequestedLocation | null;
  /** `lastStep_{email}` from this browser. */
  storedLastStep?: StepRoute | null;
  /** `last_step` from the user's metadata (another device). */
  metadataLastStep?: string | null;
}

/**
 * Where a user goes after signing in (docs/product.md § Session, extended with the metadata): the requested path
 * if any, else the last step saved in this browser, else the last step saved in the account,
 * else /step1. Only protected portal routes are honoured as "requested" (never an outside URL).
 */
export function resolvePostLoginPath({ requested, storedLastStep, metadataLastStep }: LandingInput): string {
  if (requested && isProtectedPath(requested.pathname)) {
    return `${requested.pathname}${requested.search ?? ''}${requested.hash ?? ''}`;
  }
  if (storedLastStep && isStepRoute(storedLastStep)) return storedLastStep;
  if (isStepRoute(metadataLastStep)) return metadataLastStep;
  return paths.step1;
}
