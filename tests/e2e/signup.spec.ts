import { expect, test } from '@playwright/test';
import { createUser, stored, uniqueEmail } from './helpers';

test.describe('signup', () => {
  test('lists every validation problem together and clears the list on edit', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel(/^Email Address/).fill('someone@nowhere');
    await page.getByLabel(/^Password/).fill('12345');
    await page.getByRole('button', { name: 'Create Account' }).click();

    const summary = page.getByRole('alert').filter({ hasText: 'Please correct the following' });
    await expect(summary.getByRole('listitem')).toHaveText([
      'First name is required',
      'Last name is required',
      'Please enter a valid email address',
      'Password must be at least 6 characters long',
      'Passwords do not match',
    ]);
    await expect(summary).toBeFocused();

    await summary.getByRole('link', { name: 'First name is required' }).click();
    await expect(page.getByLabel(/^First Name/)).toBeFocused();
    await page.keyboard.type('A');
    await expect(summary).toBeHidden();
  });

  test('explains that the e-mail already has an account', async ({ page, request }) => {
    const existing = await createUser(request, { tag: 'dup' });
    await page.goto('/signup');
    await page.getByLabel(/^First Name/).fill('Other');
    await page.getByLabel(/^Last Name/).fill('Person');
    await page.getByLabel(/^Email Address/).fill(existing.email);
    await page.getByLabel(/^Password/).fill('another-pass');
    await page.getByLabel(/^Confirm Password/).fill('another-pass');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(
      page.getByText(
        'An account with this email already exists. Please sign in instead or use a different email address.',
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('creates the account, signs in and starts at step 1', async ({ page }) => {
    const email = uniqueEmail('signup');
    await page.goto('/signup');
    await page.getByLabel(/^First Name/).fill('ana-luísa');
    await page.getByLabel(/^Last Name/).fill("d'ávila");
    await page.getByLabel(/^Email Address/).fill(email);
    await page.getByLabel(/^Password/).fill('secret-pass-1');
    await page.getByLabel(/^Confirm Password/).fill('secret-pass-1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/step1$/);
    expect(JSON.parse((await stored(page, 'userData'))!)).toEqual({
      email,
      firstName: 'Ana Luísa',
      lastName: 'D Ávila',
    });
    expect(await stored(page, `lastStep_${email}`)).toBe('/step1');
  });
});
