import { expect, test } from '@playwright/test';
import { createUser, latestMail, signIn, stored } from './helpers';

test('forgot password: e-mail link, new password, signed in, old link refused', async ({ page, request }) => {
  const user = await createUser(request, { tag: 'reset' });
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The address changes at once; the sign-in form (with its own Email Address) stays until the
  // reset page's code has arrived.
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Your Password' })).toBeVisible();
  await page.getByLabel(/^Email Address/).fill(user.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByText(`If an account exists for ${user.email}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'local mailbox' })).toHaveAttribute('href', /\/_mail$/);

  const mail = await latestMail(request, user.email);
  expect(mail.link).toContain('/auth/v1/verify?');
  await page.goto(mail.link!);
  await expect(page).toHaveURL(/\/reset-password/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a New Password' })).toBeVisible();

  await page.getByLabel(/^New Password/).fill('brand-new-1');
  await page.getByLabel(/^Confirm New Password/).fill('brand-new-2');
  await page.getByRole('button', { name: 'Save New Password' }).click();
  await expect(page.getByRole('link', { name: 'Passwords do not match' })).toBeVisible();

  await page.getByLabel(/^Confirm New Password/).fill('brand-new-1');
  await page.getByRole('button', { name: 'Save New Password' }).click();
  await expect(page).toHaveURL(/\/step1$/);
  expect(await stored(page, 'authenticated')).toBe('true');

  // The link works once.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto(mail.link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Link Expired' })).toBeVisible();
  await page.getByRole('link', { name: 'Request a New Link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);

  // The new password signs in; the old one no longer does.
  await page.goto('/login');
  await signIn(page, user);
  await expect(page.getByText(/Invalid email or password/)).toBeVisible();
  await signIn(page, { email: user.email, password: 'brand-new-1' });
  await expect(page).toHaveURL(/\/step1$/);
});

test('forgot password reads the same for an address without an account', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel(/^Email Address/).fill('no-account-here@example.com');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('If an account exists for no-account-here@example.com')).toBeVisible();
});
