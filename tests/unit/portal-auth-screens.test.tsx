import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryAuthService } from '../../portal/auth/memoryAuthService';
import { createMemoryStore } from '../../portal/session/storage';
import { findHeading, renderPortal } from './portal-helpers';

const ana = { email: 'ana@example.com', password: 'secret1', firstName: 'mary-jane', lastName: "o'BRIEN" };

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/Email Address/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

describe('LoginPage', () => {
  it('has browser-required fields, a password toggle and the reassurance line', async () => {
    renderPortal({ path: '/login' });
    await findHeading('Welcome Back');
    expect(screen.getByLabelText(/Email Address/)).toBeRequired();
    const password = screen.getByLabelText(/^Password/);
    expect(password).toBeRequired();
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByText('Protected by 256-bit SSL encryption • FDIC Insured')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: /Back to Home/ })).toHaveAttribute('href', '/');
  });

  it('shows the generic message for wrong credentials, without saying which field', async () => {
    const view = renderPortal({ path: '/login', authOptions: { users: [ana] } });
    await signIn('ana@example.com', 'wrong-password');
    expect(
      await screen.findByText('Invalid email or password. Please check your credentials and try again.'),
    ).toBeInTheDocument();
    expect(view.location().pathname).toBe('/login');
    expect(view.store.getItem('authenticated')).toBeNull();
  });

  it('shows the generic message for any other auth error too', async () => {
    renderPortal({
      path: '/login',
      authOptions: { users: [ana], errors: { signIn: { kind: 'rate_limited', message: 'Too many requests' } } },
    });
    await signIn('ana@example.com', 'secret1');
    expect(await screen.findByText(/Invalid email or password/)).toBeInTheDocument();
    expect(screen.queryByText('Too many requests')).not.toBeInTheDocument();
  });

  it('shows the unexpected-error message when the service cannot be reached', async () => {
    renderPortal({
      path: '/login',
      authOptions: { errors: { signIn: { kind: 'unexpected', message: 'Failed to fetch' } } },
    });
    await signIn('ana@example.com', 'secret1');
    expect(await screen.findByText('An unexpected error occurred. Please try again.')).toBeInTheDocument();
  });

  it('shows a busy button while signing in and clears the old error', async () => {
    // Each sign-in is held until the test has seen the busy state, however fast the machine is.
    const memory = createMemoryAuthService({ users: [ana] });
    const waiting: Array<() => void> = [];
    const auth = {
      ...memory,
      signIn: async (...args: Parameters<typeof memory.signIn>) => {
        await new Promise<void>((resolve) => waiting.push(resolve));
        return memory.signIn(...args);
      },
    };
    renderPortal({ path: '/login', auth });
    const user = await signIn('ana@example.com', 'nope');
    expect(screen.getByRole('button', { name: /Sign In/ })).toHaveAttribute('aria-busy', 'true');
    waiting.shift()!();
    expect(await screen.findByText(/Invalid email or password/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('button', { name: /Sign In/ })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText(/Invalid email or password/)).not.toBeInTheDocument();
    waiting.shift()!();
    expect(await screen.findByText(/Invalid email or password/)).toBeInTheDocument();
  });

  it('saves the user with title-cased names and goes to /step1 the first time', async () => {
    const view = renderPortal({ path: '/login', authOptions: { users: [ana] } });
    await signIn(' ana@example.com ', 'secret1');
    await waitFor(() => expect(view.location().pathname).toBe('/step1'));
    expect(JSON.parse(view.store.getItem('userData')!)).toEqual({
      email: 'ana@example.com',
      firstName: 'Mary Jane',
      lastName: 'O Brien',
    });
    expect(view.store.getItem('authenticated')).toBe('true');
  });

  it('replaces the login entry in history', async () => {
    const view = renderPortal({ path: '/login', authOptions: { users: [ana] } });
    await signIn('ana@example.com', 'secret1');
    await waitFor(() => expect(view.location().pathname).toBe('/step1'));
    expect(view.router().state.historyAction).toBe('REPLACE');
  });

  it('returns to the last step saved in this browser', async () => {
    const store = createMemoryStore({ 'lastStep_ana@example.com': '/step4' });
    const view = renderPortal({ path: '/login', store, authOptions: { users: [{ ...ana, lastStep: '/step2' }] } });
    await signIn('ana@example.com', 'secret1');
    await waitFor(() => expect(view.location().pathname).toBe('/step4'));
  });

  it('returns to the last step saved in the account on a new device', async () => {
    const view = renderPortal({ path: '/login', authOptions: { users: [{ ...ana, lastStep: '/basic-data-form' }] } });
    await signIn('ana@example.com', 'secret1');
    await waitFor(() => expect(view.location().pathname).toBe('/basic-data-form'));
  });
});

describe('SignupPage', () => {
  async function fill(
    values: Partial<Record<'First Name' | 'Last Name' | 'Email Address' | 'Password' | 'Confirm Password', string>>,
  ) {
    const user = userEvent.setup();
    for (const [label, value] of Object.entries(values)) {
      const field = screen.getByLabelText(new RegExp(`^${label}`));
      await user.clear(field);
      if (value) await user.type(field, value);
    }
    return user;
  }
  const complete = {
    'First Name': 'joão',
    'Last Name': 'da silva',
    'Email Address': 'joao@example.com',
    Password: 'secret1',
    'Confirm Password': 'secret1',
  };

  it('lists every problem at once in an error summary that receives focus', async () => {
    const user = userEvent.setup();
    renderPortal({ path: '/signup' });
    await findHeading('Create Your Account');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const summary = await screen.findByRole('alert', { name: 'Please correct the following' });
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['First name is required', 'Last name is required', 'Email is required', 'Password is required']);
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getByRole('link', { name: 'First name is required' })).toHaveAttribute(
      'href',
      '#signup-first-name',
    );
    expect(screen.getByLabelText(/^First Name/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('reports an invalid e-mail, a short password and a mismatch together', async () => {
    renderPortal({ path: '/signup' });
    await findHeading('Create Your Account');
    const user = await fill({
      ...complete,
      'Email Address': 'joao@example',
      Password: '12345',
      'Confirm Password': '1234',
    });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const summary = await screen.findByRole('alert', { name: 'Please correct the following' });
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Please enter a valid email address',
      'Password must be at least 6 characters long',
      'Passwords do not match',
    ]);
  });

  it('clears the whole list as soon as any field is edited', async () => {
    const user = userEvent.setup();
    renderPortal({ path: '/signup' });
    await findHeading('Create Your Account');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await screen.findByRole('alert', { name: 'Please correct the following' });
    await user.type(screen.getByLabelText(/^Last Name/), 'x');
    expect(screen.queryByRole('alert', { name: 'Please correct the following' })).not.toBeInTheDocument();
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
  });

  it('does not call the service while the form is invalid', async () => {
    const auth = createMemoryAuthService();
    const signUp = vi.spyOn(auth, 'signUp');
    renderPortal({ path: '/signup', auth });
    await findHeading('Create Your Account');
    const user = await fill({ ...complete, 'Confirm Password': 'other1' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await screen.findByText('Passwords do not match', { selector: 'a' });
    expect(signUp).not.toHaveBeenCalled();
  });

  it('explains a duplicate account', async () => {
    renderPortal({ path: '/signup', authOptions: { users: [{ email: 'joao@example.com', password: 'whatever' }] } });
    await findHeading('Create Your Account');
    const user = await fill(complete);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(
      await screen.findByText(
        'An account with this email already exists. Please sign in instead or use a different email address.',
      ),
    ).toBeInTheDocument();
  });

  it("shows any other service error in the service's own words", async () => {
    renderPortal({
      path: '/signup',
      authOptions: {
        errors: {
          signUp: { kind: 'service', message: 'Signups not allowed for this instance', code: 'signup_disabled' },
        },
      },
    });
    await findHeading('Create Your Account');
    const user = await fill(complete);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Signups not allowed for this instance')).toBeInTheDocument();
  });

  it('shows the unexpected-error message when the service cannot be reached', async () => {
    renderPortal({
      path: '/signup',
      authOptions: { errors: { signUp: { kind: 'unexpected', message: 'Failed to fetch' } } },
    });
    await findHeading('Create Your Account');
    const user = await fill(complete);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('An unexpected error occurred. Please try again.')).toBeInTheDocument();
  });

  it('creates the account with the names in metadata, saves the session and goes to /step1', async () => {
    const view = renderPortal({ path: '/signup' });
    await findHeading('Create Your Account');
    const user = await fill(complete);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(view.location().pathname).toBe('/step1'));
    expect(view.auth.users()).toMatchObject([
      { email: 'joao@example.com', password: 'secret1', firstName: 'joão', lastName: 'da silva' },
    ]);
    expect(JSON.parse(view.store.getItem('userData')!)).toEqual({
      email: 'joao@example.com',
      firstName: 'João',
      lastName: 'Da Silva',
    });
    expect(view.store.getItem('authenticated')).toBe('true');
    expect(view.store.getItem('lastStep_joao@example.com')).toBe('/step1');
  });

  it('asks to confirm the e-mail when the service requires it', async () => {
    const view = renderPortal({ path: '/signup', authOptions: { requireEmailConfirmation: true } });
    await findHeading('Create Your Account');
    const user = await fill(complete);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(/confirm your e-mail address/)).toBeInTheDocument();
    expect(view.location().pathname).toBe('/signup');
    expect(view.store.getItem('authenticated')).toBeNull();
  });
});

describe('ForgotPasswordPage', () => {
  async function request(email: string) {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Email Address/), email);
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  }

  it('sends the link to /reset-password on this origin and confirms calmly', async () => {
    const view = renderPortal({ path: '/forgot-password', authOptions: { users: [ana] } });
    await request('ana@example.com');
    await findHeading('Check Your Email');
    expect(screen.getByText(/If an account exists for ana@example.com/)).toBeInTheDocument();
    expect(view.auth.outbox).toEqual([
      { to: 'ana@example.com', redirectTo: `${window.location.origin}/reset-password` },
    ]);
  });

  it('reads the same for an address without an account and for a declined request', async () => {
    renderPortal({ path: '/forgot-password' });
    await request('nobody@example.com');
    await findHeading('Check Your Email');
    expect(screen.getByText(/If an account exists for nobody@example.com/)).toBeInTheDocument();

    vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '';
    renderPortal({
      path: '/forgot-password',
      authOptions: { errors: { requestPasswordReset: { kind: 'rate_limited', message: 'email rate limit exceeded' } } },
    });
    await request('ana@example.com');
    await findHeading('Check Your Email');
    expect(screen.queryByText(/rate limit/)).not.toBeInTheDocument();
  });

  it('asks to retry when the service cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPortal({
      path: '/forgot-password',
      authOptions: { errors: { requestPasswordReset: { kind: 'unexpected', message: 'Failed to fetch' } } },
    });
    await request('ana@example.com');
    expect(await screen.findByText('An unexpected error occurred. Please try again.')).toBeInTheDocument();
  });
});

describe('ResetPasswordPage', () => {
  it('explains an expired or used link and offers a new one', async () => {
    renderPortal({
      path: '/reset-password#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid',
    });
    await findHeading('Link Expired');
    expect(screen.getByRole('link', { name: 'Request a New Link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('treats a visit without a recovery session as an invalid link', async () => {
    renderPortal({ path: '/reset-password' });
    await findHeading('Link Expired');
  });

  it('checks the new password like signup, then signs in and goes to the last step', async () => {
    const auth = createMemoryAuthService({ users: [{ ...ana, lastStep: '/step5' }] });
    auth.startRecovery('ana@example.com');
    const view = renderPortal({ path: '/reset-password', auth });
    await findHeading('Choose a New Password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^New Password/), 'newpass1');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'newpass2');
    await user.click(screen.getByRole('button', { name: 'Save New Password' }));
    expect(await screen.findByText('Passwords do not match', { selector: 'a' })).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Confirm New Password/));
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'newpass1');
    await user.click(screen.getByRole('button', { name: 'Save New Password' }));
    await waitFor(() => expect(view.location().pathname).toBe('/step5'));
    expect(view.store.getItem('authenticated')).toBe('true');
    expect(auth.users()[0]!.password).toBe('newpass1');
  });

  it('says so, in the reader’s language, when the service rejects the new password as unchanged', async () => {
    const auth = createMemoryAuthService({ users: [ana] });
    auth.startRecovery('ana@example.com');
    renderPortal({ path: '/reset-password', auth });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^New Password/), 'secret1');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Save New Password' }));
    expect(await screen.findByText('Your new password must be different from your current one.')).toBeInTheDocument();
    expect(screen.queryByText('New password should be different from the old password.')).toBeNull();
  });
});
