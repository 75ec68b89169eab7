/**
 * Route guards (docs/product.md § Routes), used as layout routes in routes.tsx.
 * - RequireAuth: protected routes. Anonymous users go to /login, which remembers where they were
 *   headed (location state `from`); a user who has just logged out goes home (docs/product.md § Session). A
 *   session saved in this browser opens the page at once while it is checked in the background
 *   (portal/session/SessionContext.tsx); if the check refuses it, the visitor becomes anonymous and
 *   goes to /login like any other.
 * - GuestOnly: /login and /signup. A signed-in user is sent to /step1, except right after signing
 *   in on that very screen, which then navigates to its own destination. A saved session is
 *   confirmed first ('Loading...' shows meanwhile): a stale one leaves the visitor on the form.
 */
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../paths';
import type { RequestedLocation } from '../session/lastStep';
import { useSessionContext } from '../session/SessionContext';
import { AppLoadingScreen } from './AppLoadingScreen';

/** Location state the guard passes to /login. */
export interface LoginRedirectState {
  from: RequestedLocation;
}

export function RequireAuth() {
  const { status, signedOut } = useSessionContext();
  const { pathname, search, hash } = useLocation();
  // The session ends before the logout's own navigation home has rendered; without this the
  // page would briefly count as "visited while signed out" and go to /login instead.
  if (status === 'anonymous' && signedOut) return <Navigate to={paths.home} replace />;
  if (status === 'anonymous') {
    const state: LoginRedirectState = { from: { pathname, search, hash } };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return <Outlet />;
}

export function GuestOnly() {
  const session = useSessionContext();
  const { endSigningIn } = session;
  // The sign-in that happened on this screen is over once the screen is left.
  useEffect(() => endSigningIn, [endSigningIn]);
  if (session.status === 'authenticated' && !session.verified) return <AppLoadingScreen />;
  if (session.status === 'authenticated' && !session.isSigningIn()) return <Navigate to={paths.step1} replace />;
  return <Outlet />;
}
