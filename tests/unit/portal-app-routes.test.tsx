// How the route table renders (portal/app/AppRoutes.tsx): a page's module arrives before its
// address shows, a page that cannot load or render shows the error page, redirects replace.
import { act, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppRoute } from '../../portal/app/AppRoutes';
import { RootLayout } from '../../portal/app/RootLayout';
import { findHeading, renderPortal } from './portal-helpers';

afterEach(() => {
  vi.restoreAllMocks();
});

function headingPage(name: string): ComponentType {
  return function Page() {
    return (
      <main>
        <h1>{name}</h1>
      </main>
    );
  };
}

/** A page module that arrives (or fails) when the test says so. */
function heldModule() {
  let arrive!: (page: ComponentType) => void;
  let fail!: (error: Error) => void;
  const load = vi.fn(
    () =>
      new Promise<ComponentType>((resolve, reject) => {
        arrive = resolve;
        fail = reject;
      }),
  );
  return { load, arrive: (page: ComponentType) => arrive(page), fail: (error: Error) => fail(error) };
}

function table(children: AppRoute[]): AppRoute[] {
  return [{ element: <RootLayout />, children }];
}

describe('the route table', () => {
  it('keeps the page in view until the next page has arrived, then shows it', async () => {
    const next = heldModule();
    const view = renderPortal({
      path: '/one',
      routes: table([
        { path: '/one', page: async () => headingPage('One') },
        { path: '/two', page: next.load },
      ]),
    });
    await findHeading('One');

    act(() => view.router().navigate('/two'));
    await waitFor(() => expect(next.load).toHaveBeenCalledTimes(1));
    // The router is at /two already; the screen still shows /one, whole and usable.
    expect(view.location().pathname).toBe('/two');
    expect(screen.getByRole('heading', { level: 1, name: 'One' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();

    await act(async () => next.arrive(headingPage('Two')));
    const heading = await findHeading('Two');
    expect(screen.queryByRole('heading', { name: 'One' })).not.toBeInTheDocument();
    // A page reached by a link gets the focus on its heading.
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('shows the loading screen while the first page of a visit arrives', async () => {
    const first = heldModule();
    renderPortal({ path: '/one', routes: table([{ path: '/one', page: first.load }]) });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    await act(async () => first.arrive(headingPage('One')));
    await findHeading('One');
  });

  it('shows the error page when a page cannot be loaded, and the next address as usual', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = heldModule();
    const view = renderPortal({
      path: '/one',
      routes: table([
        { path: '/one', page: async () => headingPage('One') },
        { path: '/broken', page: broken.load },
      ]),
    });
    await findHeading('One');

    act(() => view.router().navigate('/broken'));
    await waitFor(() => expect(broken.load).toHaveBeenCalledTimes(1));
    await act(async () => broken.fail(new Error('chunk gone')));
    const heading = await findHeading('Something went wrong');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('[app] A page could not be loaded', expect.any(Error));
    // It takes the page's place: its name in the title, the focus on its heading.
    expect(document.title).toBe('Something went wrong · ITIN Bridge');
    expect(heading).toHaveFocus();

    act(() => view.router().navigate('/one'));
    await findHeading('One');
  });

  it('shows the error page when a page fails to render, until the visitor moves on', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('cannot render');
    }
    const view = renderPortal({
      path: '/broken',
      routes: table([
        { path: '/broken', page: async () => Broken },
        { path: '/one', page: async () => headingPage('One') },
      ]),
    });
    expect(await findHeading('Something went wrong')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('[app] A page failed to render', expect.any(Error), expect.any(String));

    act(() => view.router().navigate('/one'));
    await findHeading('One');
  });

  it('sends a redirect route on to its address, in place of the old one in the history', async () => {
    const view = renderPortal({
      path: '/old',
      routes: table([
        { path: '/old', redirect: '/new' },
        { path: '/new', page: async () => headingPage('New') },
      ]),
    });
    await findHeading('New');
    expect(view.location().pathname).toBe('/new');
    expect(view.router().state.historyAction).toBe('REPLACE');
  });
});
