import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../portal/auth/AuthContext';
import { createMemoryAuthService } from '../../portal/auth/memoryAuthService';
import { SessionProvider, useSessionContext, type SessionContextValue } from '../../portal/session/SessionContext';
import {
  browserStore,
  clearStoredSession,
  createMemoryStore,
  readStoredSession,
  writeStoredSession,
} from '../../portal/session/storage';
import { StoreProvider } from '../../portal/session/StoreContext';

const ana = { email: 'ana@example.com', firstName: 'Ana', lastName: 'Silva' };

describe('readStoredSession (bootstrap)', () => {
  it('returns the saved user when userData parses and the flag is "true"', () => {
    const store = createMemoryStore({ userData: JSON.stringify(ana), authenticated: 'true' });
    expect(readStoredSession(store)).toEqual(ana);
    expect(store.dump()).toEqual({ userData: JSON.stringify(ana), authenticated: 'true' });
  });

  it('treats parsed userData without the flag as signed out, and keeps it', () => {
    const store = createMemoryStore({ userData: JSON.stringify(ana) });
    expect(readStoredSession(store)).toBeNull();
    expect(store.dump()).toEqual({ userData: JSON.stringify(ana) });
  });

  it('accepts only the exact string "true" as the flag', () => {
    const store = createMemoryStore({ userData: JSON.stringify(ana), authenticated: 'yes' });
    expect(readStoredSession(store)).toBeNull();
  });

  it.each(['{not json', '"just a string"', '{"firstName":"Ana"}', 'null', '{"email":"","firstName":"","lastName":""}'])(
    'removes corrupt userData %j together with the flag',
    (raw) => {
      const store = createMemoryStore({ userData: raw, authenticated: 'true', lastStep_x: '/step2', theme: 'light' });
      expect(readStoredSession(store)).toBeNull();
      expect(store.dump()).toEqual({ lastStep_x: '/step2', theme: 'light' });
    },
  );

  it('removes a stale flag that has no userData', () => {
    const store = createMemoryStore({ authenticated: 'true', language: 'de' });
    expect(readStoredSession(store)).toBeNull();
    expect(store.dump()).toEqual({ language: 'de' });
  });

  it('writes and clears only userData and the flag', () => {
    const store = createMemoryStore({ 'lastStep_ana@example.com': '/step3' });
    writeStoredSession(store, ana);
    expect(JSON.parse(store.getItem('userData')!)).toEqual(ana);
    expect(store.getItem('authenticated')).toBe('true');
    clearStoredSession(store);
    expect(store.dump()).toEqual({ 'lastStep_ana@example.com': '/step3' });
  });

  it('uses localStorage in the browser', () => {
    const store = browserStore();
    store.setItem('theme', 'light');
    expect(window.localStorage.getItem('theme')).toBe('light');
  });
});

function Probe({ onMount }: { onMount?: (session: SessionContextValue) => void }) {
  const session = useSessionContext();
  const mounted = useRef(false);
  useEffect(() => {
    if (mounted.current) return;
    mounted.current = true;
    onMount?.(session);
  });
  return (
    <div>
      <p data-testid="status">{session.status}</p>
      <p data-testid="verified">{session.verified ? 'verified' : 'unverified'}</p>
      <p data-testid="user">{session.user ? `${session.user.firstName} ${session.user.lastName}` : '-'}</p>
      <p data-testid="resume">{session.status === 'authenticated' ? session.resumePath : '-'}</p>
    </div>
  );
}

function renderSession(
  store: ReturnType<typeof createMemoryStore>,
  auth = createMemoryAuthService(),
  onMount?: (session: SessionContextValue) => void,
) {
  render(
    <StoreProvider store={store}>
      <AuthProvider service={auth}>
        <SessionProvider>
          <Probe onMount={onMount} />
        </SessionProvider>
      </AuthProvider>
    </StoreProvider>,
  );
  return auth;
}

describe('SessionProvider bootstrap', () => {
  const users = [
    { email: 'ana@example.com', password: 'secret1', firstName: 'ana', lastName: 'silva', lastStep: '/step5' as const },
  ];

  it('is anonymous at once when nothing is saved, without asking the auth service', () => {
    const auth = createMemoryAuthService({ users });
    const getSession = vi.spyOn(auth, 'getSession');
    renderSession(createMemoryStore(), auth);
    expect(screen.getByTestId('status')).toHaveTextContent('anonymous');
    expect(getSession).not.toHaveBeenCalled();
  });

  it('is authenticated at once from the saved session, and confirmed by the auth client after the first paint', async () => {
    const store = createMemoryStore({ userData: JSON.stringify(ana), authenticated: 'true' });
    const auth = createMemoryAuthService({ users, signedInAs: 'ana@example.com', latency: 20 });
    const getSession = vi.spyOn(auth, 'getSession');
    renderSession(store, auth);
    expect(screen.getByTestId('status')).toHaveTextContent('authenticated');
    expect(screen.getByTestId('verified')).toHaveTextContent('unverified');
    expect(screen.getByTestId('user')).toHaveTextContent('Ana Silva');
    // The check (and the auth library it loads) waits for the page to have painted.
    expect(getSession).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByTestId('verified')).toHaveTextContent(/^verified$/));
    expect(getSession).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('status')).toHaveTextContent('authenticated');
    // No last step in this browser: the account's metadata decides where to continue.
    expect(screen.getByTestId('resume')).toHaveTextContent('/step5');
  });

  it('writes progress recorded before the check to the account once the session is confirmed', async () => {
    const store = createMemoryStore({ userData: JSON.stringify(ana), authenticated: 'true' });
    const auth = createMemoryAuthService({ users, signedInAs: 'ana@example.com', latency: 20 });
    const update = vi.spyOn(auth, 'updateUserData');
    renderSession(store, auth, (session) => {
      session.recordLastStep('/step3');
      session.markStep2Completed();
    });
    // Saved in this browser at once, not sent before the session is confirmed.
    expect(store.getItem('lastStep_ana@example.com')).toBe('/step3');
    expect(update).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByTestId('verified')).toHaveTextContent(/^verified$/));
    await waitFor(() => expect(update).toHaveBeenCalledWith({ last_step: '/step3', step2_completed: true }));
    expect(update).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(auth.users()[0]).toMatchObject({ lastStep: '/step3', step2Completed: true }));
  });

  it('sends nothing to the account when the check refuses the saved session', async () => {
    const store = createMemoryStore({ userData: JSON.stringify(ana), authenticated: 'true' });
    const auth = createMemoryAuthService({ users });
    const update = vi.spyOn(auth, 'updateUserData');
    renderSession(store, auth, (session) => session.recordLastStep('/step4'));
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('anonymous'));
    expect(update).not.toHaveBeenCalled();
    expect(store.getItem('userData')).toBeNull();
  });

  it('signs out a saved user whose auth session is gone, keeping their last step', async () => {
    const store = createMemoryStore({
      userData: JSON.stringify(ana),
      authenticated: 'true',
      'lastStep_ana@example.com': '/step2',
    });
    renderSession(store, createMemoryAuthService({ users }));
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('anonymous'));
    expect(store.dump()).toEqual({ 'lastStep_ana@example.com': '/step2' });
  });

  it('signs out a saved user whose auth session belongs to someone else', async () => {
    const store = createMemoryStore({ userData: JSON.stringify(ana), authenticated: 'true' });
    renderSession(
      store,
      createMemoryAuthService({
        users: [{ email: 'bo@example.com', password: 'secret1' }],
        signedInAs: 'bo@example.com',
      }),
    );
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('anonymous'));
    expect(store.getItem('userData')).toBeNull();
  });

  it('follows the auth client: a session that ends signs the user out here', async () => {
    const store = createMemoryStore({ userData: JSON.stringify(ana), authenticated: 'true' });
    const auth = renderSession(store, createMemoryAuthService({ users, signedInAs: 'ana@example.com' }));
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('authenticated'));
    await act(async () => {
      auth.expireSession();
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    expect(screen.getByTestId('status')).toHaveTextContent('anonymous');
    expect(store.getItem('authenticated')).toBeNull();
  });

  it('keeps the app usable when the check fails, without deleting the saved session', async () => {
    const store = createMemoryStore({ userData: JSON.stringify(ana), authenticated: 'true' });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderSession(
      store,
      createMemoryAuthService({
        users,
        signedInAs: 'ana@example.com',
        errors: { getSession: { kind: 'unexpected', message: 'offline' } },
      }),
    );
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('anonymous'));
    expect(store.getItem('authenticated')).toBe('true');
    expect(error).toHaveBeenCalled();
  });
});
