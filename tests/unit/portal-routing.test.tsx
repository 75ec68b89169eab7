import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RequireAuth } from '../../portal/app/guards';
import { RootLayout } from '../../portal/app/RootLayout';
import { useSession } from '../../portal/session/hooks';
import { findHeading, renderPortal, signedInStore } from './portal-helpers';

const ana = { email: 'ana@example.com', password: 'secret1', firstName: 'ana', lastName: 'silva' };

describe('route guard', () => {
  it('sends a visitor from a protected route to /login and remembers where they were going', async () => {
    const view = renderPortal({ path: '/step3?tab=upload#docs' });
    await findHeading('Welcome Back');
    expect(view.location().pathname).toBe('/login');
    expect(view.location().state).toEqual({ from: { pathname: '/step3', search: '?tab=upload', hash: '#docs' } });
  });

  it.each(['/step1', '/step6', '/basic-data-form', '/documents', '/profile'])('protects %s', async (path) => {
    const view = renderPortal({ path });
    await findHeading('Welcome Back');
    expect(view.location().pathname).toBe('/login');
  });

  it('returns to the remembered location after signing in', async () => {
    const user = userEvent.setup();
    const view = renderPortal({ path: '/step3?tab=upload', authOptions: { users: [ana] } });
    await user.type(await screen.findByLabelText(/Email Address/), 'ana@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(view.location().pathname).toBe('/step3'));
    expect(view.location().search).toBe('?tab=upload');
  });

  it('opens a protected page at once from the saved session, while the check has not answered', async () => {
    const view = renderPortal({
      path: '/step1',
      store: signedInStore('ana@example.com'),
      // The check never answers: the page must not wait for it.
      authOptions: { users: [ana], signedInAs: 'ana@example.com', latency: Infinity },
    });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(view.location().pathname).toBe('/step1');
  });

  it('sends a saved session the check refuses to /login, remembering the page', async () => {
    const view = renderPortal({
      path: '/step1',
      store: signedInStore('ana@example.com'),
      authOptions: { users: [ana], latency: 50 },
    });
    await findHeading('Welcome Back');
    expect(view.location().pathname).toBe('/login');
    expect(view.location().state).toEqual({ from: { pathname: '/step1', search: '', hash: '' } });
    expect(view.store.getItem('authenticated')).toBeNull();
  });

  it('requires a live auth session, not only the saved flag', async () => {
    const view = renderPortal({
      path: '/step2',
      store: signedInStore('ana@example.com'),
      authOptions: { users: [ana] },
    });
    await findHeading('Welcome Back');
    expect(view.location().pathname).toBe('/login');
    expect(view.store.getItem('authenticated')).toBeNull();
  });

  it.each(['/login', '/signup'])('sends a signed-in user from %s to /step1', async (path) => {
    const view = renderPortal({
      path,
      user: ana,
      store: signedInStore('ana@example.com'),
      authOptions: { users: [ana], signedInAs: ana.email },
    });
    await waitFor(() => expect(view.location().pathname).toBe('/step1'));
  });
});

describe('public routes', () => {
  it.each([
    ['/process', 'process'],
    ['/pricing', 'pricing'],
    ['/faq', 'faq'],
    ['/contact', 'contact'],
  ])('redirects %s to the landing section #%s', async (path, section) => {
    const view = renderPortal({ path });
    await waitFor(() => expect(view.location().pathname).toBe('/'));
    expect(view.location().hash).toBe(`#${section}`);
  });

  it('shows the 404 page for any other path, with a way home', async () => {
    const user = userEvent.setup();
    const view = renderPortal({ path: '/no/such/page' });
    await findHeading('Page Not Found');
    expect(screen.getByText("The page you're looking for doesn't exist or has been moved.")).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page Not Found · ITIN Bridge'));
    await user.click(screen.getByRole('link', { name: 'Go Home' }));
    await waitFor(() => expect(view.location().pathname).toBe('/'));
  });

  it('Go Back returns to the previous page, or home when the 404 opened the visit', async () => {
    const user = userEvent.setup();
    const view = renderPortal({ path: '/missing' });
    await findHeading('Page Not Found');
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(view.location().pathname).toBe('/'));

    await act(() => view.router().navigate('/login'));
    await act(() => view.router().navigate('/missing-too'));
    await findHeading('Page Not Found');
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(view.location().pathname).toBe('/login'));
  });

  it('shows Coming Soon on /support without signing in', async () => {
    renderPortal({ path: '/support' });
    await findHeading('Coming Soon');
  });

  it('titles pages and moves focus to the new heading after navigation', async () => {
    const user = userEvent.setup();
    renderPortal({ path: '/login' });
    await findHeading('Welcome Back');
    // The title follows the page's render (an effect), which a loaded machine may run a little later.
    await waitFor(() => expect(document.title).toBe('Sign In · ITIN Bridge'));
    await user.click(screen.getByRole('link', { name: 'Create an account' }));
    const heading = await findHeading('Create Your Account');
    await waitFor(() => expect(document.title).toBe('Create Account · ITIN Bridge'));
    await waitFor(() => expect(heading).toHaveFocus());
    await waitFor(() => expect(screen.getByText('Create Account · ITIN Bridge')).toBeInTheDocument());
  });

  it('offers a skip link to the main content', async () => {
    renderPortal({ path: '/login' });
    await findHeading('Welcome Back');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
    expect(document.getElementById('main-content')).not.toBeNull();
  });
});

describe('logout', () => {
  function LogoutProbe() {
    const { status, user, logout } = useSession();
    return (
      <main>
        <h1>{status === 'authenticated' ? `Hello ${user?.firstName}` : 'Signed out'}</h1>
        <button type="button" onClick={() => void logout()}>
          Logout
        </button>
      </main>
    );
  }

  it('clears userData and the flag, keeps the last step and goes home', async () => {
    const user = userEvent.setup();
    const store = signedInStore('ana@example.com', { 'lastStep_ana@example.com': '/step4' });
    const view = renderPortal({
      path: '/step4',
      store,
      authOptions: { users: [ana], signedInAs: ana.email },
      children: <LogoutProbe />,
    });
    await findHeading('Hello Ana');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await findHeading('Signed out');
    expect(view.location().pathname).toBe('/');
    expect(store.dump()).toEqual({ 'lastStep_ana@example.com': '/step4' });
    const session = await view.auth.getSession();
    expect(session).toEqual({ ok: true, value: null });
  });

  it('from a protected page goes home, not to /login, and the guard works again afterwards', async () => {
    const user = userEvent.setup();
    const store = signedInStore('ana@example.com');
    const view = renderPortal({
      path: '/step3',
      store,
      authOptions: { users: [ana], signedInAs: ana.email },
      routes: [
        {
          element: <RootLayout />,
          children: [
            { index: true, element: <h1>Home</h1> },
            { path: 'login', element: <h1>Login</h1> },
            { element: <RequireAuth />, children: [{ path: 'step3', element: <LogoutProbe /> }] },
          ],
        },
      ],
    });
    await findHeading('Hello Ana');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await findHeading('Home');
    expect(view.location().pathname).toBe('/');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(view.location().pathname).toBe('/');

    await act(() => view.router().navigate('/step3'));
    await findHeading('Login');
    expect(view.location().state).toEqual({ from: { pathname: '/step3', search: '', hash: '' } });
  });
});
