import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Step1Page from '../../portal/pages/steps/Step1Page';
import { PortalProviders } from '../../portal/testing/PortalProviders';

const user = { email: 'amara@example.com', password: 'correct horse battery', firstName: 'amara', lastName: 'okafor' };

const page = () => (
  <PortalProviders path="/step1" messages={{}} syncDocument={false} user={user}>
    <Step1Page />
  </PortalProviders>
);

describe('a journey page prerendered for whoever signs in', () => {
  it('carries no name in its markup, only the places marked for one', () => {
    const html = renderToString(page());
    expect(html).not.toContain('Amara');
    expect(html).toMatch(/<span[^>]*data-user-initial=""[^>]*><\/span>/);
    expect(html).toMatch(/<span[^>]*data-user-name=""[^>]*><\/span>/);
  });

  it('hydrates over the name a page script filled in, keeping it and its elements', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    // What the page's inline script does before the first paint.
    const name = container.querySelector('[data-user-name]')!;
    const initial = container.querySelector('[data-user-initial]')!;
    name.textContent = 'Amara';
    initial.textContent = 'A';

    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, page(), { onRecoverableError: (error) => void errors.push(error) }),
    );
    await act(async () => undefined);

    expect(errors).toEqual([]);
    expect(container.querySelector('[data-user-name]')).toBe(name);
    expect(container.querySelector('[data-user-initial]')).toBe(initial);
    expect(name.textContent).toBe('Amara');
    expect(name.getAttribute('title')).toBe('Amara');
    expect(initial.textContent).toBe('A');
    act(() => root.unmount());
    container.remove();
  });
});
