import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryApplicationService } from '../../portal/application/memoryApplicationService';
import { findHeading, renderPortal, signedInStore } from './portal-helpers';

const ana = {
  email: 'ana@example.com',
  password: 'secret1',
  firstName: 'ana',
  lastName: 'silva',
  lastStep: '/step3' as const,
};

function renderAccount(application = createMemoryApplicationService({ profile: { email: ana.email } })) {
  const view = renderPortal({
    path: '/account',
    authOptions: { users: [ana], signedInAs: ana.email },
    store: signedInStore(ana.email),
    application,
  });
  return { ...view, application };
}

/** The files handed to the browser as downloads: name and text. */
let saved: { name: string; blob: Blob }[] = [];
beforeEach(() => {
  saved = [];
  const urls = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${urls.size}`;
    urls.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: urls.get(this.href)! });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('AccountPage', () => {
  it('is linked from the name in the step header', async () => {
    renderPortal({
      path: '/step1',
      authOptions: { users: [ana], signedInAs: ana.email },
      store: signedInStore(ana.email),
    });
    await findHeading(/Get Started|ITIN/);
    expect(screen.getByRole('link', { name: 'Ana (Your account)' })).toHaveAttribute('href', '/account');
  });

  it('shows the name and e-mail and the way back to the application', async () => {
    renderAccount();
    await findHeading('Your Account');
    const details = screen.getByRole('region', { name: 'Your details' });
    expect(within(details).getByText('Ana Silva')).toBeInTheDocument();
    expect(within(details).getByText('ana@example.com')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Back to your application' })).toHaveAttribute('href', '/step3'),
    );
  });

  it('is protected: a visitor without a session goes to /login', async () => {
    const view = renderPortal({ path: '/account' });
    await findHeading('Welcome Back');
    expect(view.location().pathname).toBe('/login');
  });

  it('changes language and theme with the same settings as the header controls', async () => {
    const view = renderAccount();
    await findHeading('Your Account');
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Light' }));
    expect(view.store.getItem('theme')).toBe('light');
    await user.click(screen.getByRole('radio', { name: 'Español' }));
    await findHeading('Tu cuenta');
    expect(view.store.getItem('language')).toBe('es');
  });

  describe('change password', () => {
    async function fill(current: string, next: string, confirm = next) {
      const user = userEvent.setup();
      const form = screen.getByRole('region', { name: 'Change your password' });
      if (current) await user.type(within(form).getByLabelText(/^Current password/), current);
      if (next) await user.type(within(form).getByLabelText(/^New password/), next);
      if (confirm) await user.type(within(form).getByLabelText(/^Confirm new password/), confirm);
      await user.click(within(form).getByRole('button', { name: 'Change password' }));
      return form;
    }

    it('checks the fields with the signup rules before calling the service', async () => {
      const view = renderAccount();
      await findHeading('Your Account');
      const updatePassword = vi.spyOn(view.auth, 'updatePassword');
      const form = await fill('', 'short', 'other');
      const summary = await within(form).findByRole('alert', { name: /Please correct the following/ });
      expect(within(summary).getByRole('link', { name: 'Password is required' })).toHaveAttribute(
        'href',
        '#account-current-password',
      );
      expect(within(summary).getByRole('link', { name: /at least 6 characters/ })).toBeInTheDocument();
      expect(within(summary).getByRole('link', { name: /do not match/ })).toBeInTheDocument();
      expect(updatePassword).not.toHaveBeenCalled();
    });

    it('refuses a wrong current password and changes nothing', async () => {
      const view = renderAccount();
      await findHeading('Your Account');
      const form = await fill('wrong-one', 'newsecret');
      expect(
        await within(form).findByText('Your current password is not correct. Your password has not been changed.'),
      ).toBeInTheDocument();
      expect(view.auth.users()[0]!.password).toBe('secret1');
      // What was typed stays, to correct it.
      expect(within(form).getByLabelText(/^New password/)).toHaveValue('newsecret');
    });

    it('says so when the new password is the current one', async () => {
      renderAccount();
      await findHeading('Your Account');
      const form = await fill('secret1', 'secret1');
      expect(
        await within(form).findByText('Your new password must be different from your current one.'),
      ).toBeInTheDocument();
    });

    it('changes the password, empties the fields and keeps the session', async () => {
      const view = renderAccount();
      await findHeading('Your Account');
      const form = await fill('secret1', 'newsecret');
      expect(await within(form).findByText(/Your password has been changed/)).toBeInTheDocument();
      expect(view.auth.users()[0]!.password).toBe('newsecret');
      expect(within(form).getByLabelText(/^Current password/)).toHaveValue('');
      expect(view.location().pathname).toBe('/account');
      expect(view.store.getItem('authenticated')).toBe('true');
    });
  });

  describe('download my data', () => {
    it('saves the export as a JSON file, then offers each document', async () => {
      const application = createMemoryApplicationService({
        profile: { email: ana.email },
        application: {
          answers: { name: { first: 'Ana' } },
          documents: [{ kind: 'passport', file_name: 'passport.pdf' }],
        },
      });
      renderAccount(application);
      await findHeading('Your Account');
      const user = userEvent.setup();
      const section = screen.getByRole('region', { name: 'Download your data' });
      await user.click(within(section).getByRole('button', { name: 'Download my data' }));
      expect(
        await within(section).findByText(/Your data has been downloaded as itin-bridge-data-/),
      ).toBeInTheDocument();
      expect(saved).toHaveLength(1);
      expect(saved[0]!.name).toMatch(/^itin-bridge-data-\d{4}-\d{2}-\d{2}\.json$/);
      expect(saved[0]!.blob.type).toBe('application/json');
      const exported = JSON.parse(await saved[0]!.blob.text()) as Record<string, unknown>;
      expect(exported).toMatchObject({
        profile: { email: ana.email },
        application: { answers: { name: { first: 'Ana' } } },
      });

      await user.click(within(section).getByRole('button', { name: 'Download passport.pdf' }));
      await waitFor(() => expect(saved).toHaveLength(2));
      expect(saved[1]!.name).toBe('passport.pdf');
      expect(await saved[1]!.blob.text()).toMatch(/^%PDF-/);
    });

    it('says there are no documents when none were uploaded', async () => {
      renderAccount();
      await findHeading('Your Account');
      const section = screen.getByRole('region', { name: 'Download your data' });
      await userEvent.setup().click(within(section).getByRole('button', { name: 'Download my data' }));
      expect(await within(section).findByText('You have not uploaded any documents.')).toBeInTheDocument();
    });

    it('explains a failure and lets the person try again', async () => {
      const application = createMemoryApplicationService({
        errors: { accountExport: { kind: 'network', message: 'Failed to fetch' } },
      });
      renderAccount(application);
      await findHeading('Your Account');
      const section = screen.getByRole('region', { name: 'Download your data' });
      const user = userEvent.setup();
      await user.click(within(section).getByRole('button', { name: 'Download my data' }));
      expect(await within(section).findByRole('alert')).toHaveTextContent(/could not reach the server/);
      expect(saved).toHaveLength(0);
      application.setError('accountExport', null);
      await user.click(within(section).getByRole('button', { name: 'Download my data' }));
      expect(await within(section).findByText(/Your data has been downloaded/)).toBeInTheDocument();
      expect(saved).toHaveLength(1);
    });
  });

  describe('delete my account', () => {
    async function openAndConfirm(password: string) {
      const user = userEvent.setup();
      const section = screen.getByRole('region', { name: 'Delete your account' });
      await user.click(within(section).getByRole('button', { name: 'Delete my account' }));
      const field = within(section).getByLabelText(/^Enter your password to confirm/);
      await waitFor(() => expect(field).toHaveFocus());
      if (password) await user.type(field, password);
      await user.click(within(section).getByRole('button', { name: 'Delete my account for good' }));
      return { section, user };
    }

    it('says what is deleted before anything happens', async () => {
      renderAccount();
      await findHeading('Your Account');
      const section = screen.getByRole('region', { name: 'Delete your account' });
      for (const item of [
        /your account, your password/,
        /your W-7 answers/,
        /every document you uploaded/,
        /your payment/,
      ])
        expect(within(section).getByText(item)).toBeInTheDocument();
    });

    it('asks for the password, and a wrong one deletes nothing', async () => {
      const view = renderAccount();
      await findHeading('Your Account');
      const { section } = await openAndConfirm('wrong-one');
      expect(await within(section).findByText(/That password is not correct/)).toBeInTheDocument();
      expect(view.application.calls).not.toContain('accountDelete');
      expect(view.location().pathname).toBe('/account');
    });

    it('needs a password at all', async () => {
      const view = renderAccount();
      await findHeading('Your Account');
      const { section } = await openAndConfirm('');
      expect(await within(section).findByRole('link', { name: 'Password is required' })).toBeInTheDocument();
      expect(view.application.calls).not.toContain('accountDelete');
    });

    it('cancel closes the confirmation and returns focus to its button', async () => {
      renderAccount();
      await findHeading('Your Account');
      const user = userEvent.setup();
      const section = screen.getByRole('region', { name: 'Delete your account' });
      await user.click(within(section).getByRole('button', { name: 'Delete my account' }));
      await user.click(within(section).getByRole('button', { name: 'Cancel' }));
      expect(within(section).queryByLabelText(/^Enter your password/)).not.toBeInTheDocument();
      await waitFor(() => expect(within(section).getByRole('button', { name: 'Delete my account' })).toHaveFocus());
    });

    it('keeps the person signed in on the page when the deletion fails', async () => {
      const application = createMemoryApplicationService({
        errors: { accountDelete: { kind: 'unexpected', message: 'boom', status: 500 } },
      });
      const view = renderAccount(application);
      await findHeading('Your Account');
      const { section } = await openAndConfirm('secret1');
      expect(
        await within(section).findByText(/could not be deleted just now. Nothing has been removed/),
      ).toBeInTheDocument();
      expect(view.location().pathname).toBe('/account');
      expect(view.store.getItem('authenticated')).toBe('true');
    });

    it('deletes after a fresh sign-in, signs out and confirms on the home page', async () => {
      const view = renderAccount(
        createMemoryApplicationService({ application: { answers: { name: { first: 'Ana' } } } }),
      );
      await findHeading('Your Account');
      const signIn = vi.spyOn(view.auth, 'signIn');
      await openAndConfirm('secret1');
      await waitFor(() => expect(view.location().pathname).toBe('/'), { timeout: 5000 });
      await findHeading(/Your U\.S\. ITIN/);
      await screen.findByText('Your account and everything in it have been deleted.');
      expect(view.location().pathname).toBe('/');
      // The password was checked by a sign-in right before the deletion (the fresh token it needs).
      expect(signIn).toHaveBeenCalledWith(ana.email, 'secret1');
      expect(view.application.calls.at(-1)).toBe('accountDelete');
      expect(view.application.snapshot()).toBeNull();
      expect(view.store.getItem('authenticated')).toBeNull();
    });
  });
});
