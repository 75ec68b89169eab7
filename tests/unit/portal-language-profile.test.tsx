// The language a signed-in person picks, in the header's menu or on the account page, is saved to
// their account (the server writes the e-mails about their application in it); a visitor who is
// not signed in only changes the page.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryAuthService } from '../../portal/auth/memoryAuthService';
import { paths } from '../../portal/paths';
import { renderPortal, signedInStore } from './portal-helpers';

const ana = { email: 'ana@example.com', password: 'secret1', firstName: 'ana', lastName: 'silva' };

async function pickLanguage(name: string) {
  const user = userEvent.setup();
  // By keyboard: focus on the button loads the menu's code, Enter opens the menu, and both follow
  // the menu when it takes its button's place. (A pointer click that started on that button and
  // ended after the swap would reach an element no longer on the page, which no real pointer can.)
  const button = await screen.findByRole('button', { name: /^Language/ });
  act(() => button.focus());
  await user.keyboard('{Enter}');
  await user.click(await screen.findByRole('menuitemradio', { name }, { timeout: 5000 }));
  await waitFor(() => expect(document.documentElement.lang).toBe('es'));
}

describe('the language menu', () => {
  it('saves the language a signed-in person picks to their account', async () => {
    const auth = createMemoryAuthService({ users: [ana], signedInAs: ana.email });
    const update = vi.spyOn(auth, 'updateUserData');
    renderPortal({ path: paths.step1, auth, store: signedInStore(ana.email) });
    await pickLanguage('Español');
    await waitFor(() => expect(update).toHaveBeenCalledWith({ language: 'es' }));
  });

  it('changes only the page for a visitor who is not signed in', async () => {
    const auth = createMemoryAuthService({ users: [ana] });
    const update = vi.spyOn(auth, 'updateUserData');
    renderPortal({ path: paths.home, auth });
    await pickLanguage('Español');
    expect(update).not.toHaveBeenCalled();
  });
});

describe('the account page', () => {
  it('saves the language chosen among its options to the account, like the menu', async () => {
    const auth = createMemoryAuthService({ users: [ana], signedInAs: ana.email });
    const update = vi.spyOn(auth, 'updateUserData');
    renderPortal({ path: paths.account, auth, store: signedInStore(ana.email) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Deutsch' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
    await waitFor(() => expect(update).toHaveBeenCalledWith({ language: 'de' }));
  });
});
