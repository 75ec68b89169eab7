import { expect, test } from '@playwright/test';
import { createUser, signIn, stored } from './helpers';

test.describe('route guard', () => {
  test('sends a visitor to /login and back to the requested page after signing in', async ({ page, request }) => {
    const user = await createUser(request, { tag: 'guard' });
    await page.goto('/step3');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    await expect(page).toHaveTitle('Sign In · ITIN Bridge');

    await signIn(page, user);
    await expect(page).toHaveURL(/\/step3$/);
    expect(JSON.parse((await stored(page, 'userData'))!)).toEqual({
      email: user.email,
      firstName: 'Maria',
      lastName: 'Dos Santos',
    });
    expect(await stored(page, 'authenticated')).toBe('true');
  });

  test('does not trust the saved flag without an auth session', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('userData', JSON.stringify({ email: 'forged@example.com', firstName: 'A', lastName: 'B' }));
      localStorage.setItem('authenticated', 'true');
    });
    await page.goto('/step2');
    await expect(page).toHaveURL(/\/login$/);
    expect(await stored(page, 'authenticated')).toBeNull();
    expect(await stored(page, 'userData')).toBeNull();
  });

  test('discards corrupt saved user data', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('userData', '{oops');
      localStorage.setItem('authenticated', 'true');
    });
    await page.goto('/login');
    // The prerendered screen shows before the app runs; the app is running once the form is enabled.
    await expect(page.getByLabel(/^Email Address/)).toBeEnabled();
    expect(await stored(page, 'userData')).toBeNull();
    expect(await stored(page, 'authenticated')).toBeNull();
  });
});

test.describe('login', () => {
  test('shows one generic message for a wrong password and for an unknown account', async ({ page, request }) => {
    const user = await createUser(request, { tag: 'wrong' });
    await page.goto('/login');
    await signIn(page, { email: user.email, password: 'not-the-password' });
    const message = page.getByText('Invalid email or password. Please check your credentials and try again.');
    await expect(message).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await signIn(page, { email: 'nobody-here@example.com', password: 'whatever1' });
    await expect(message).toBeVisible();
  });

  test('lets the browser require both fields', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(
      await page.getByLabel(/^Email Address/).evaluate((input: HTMLInputElement) => input.validity.valueMissing),
    ).toBe(true);
  });

  test('redirects a signed-in user away from /login and /signup', async ({ page, request }) => {
    const user = await createUser(request, { tag: 'redirect' });
    await page.goto('/login');
    await signIn(page, user);
    await expect(page).toHaveURL(/\/step1$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/step1$/);
    await page.goto('/signup');
    await expect(page).toHaveURL(/\/step1$/);
  });

  test('logout goes home, keeps the last step, and signing in again resumes there', async ({ page, request }) => {
    const user = await createUser(request, { tag: 'resume' });
    await page.goto('/login');
    await signIn(page, user);
    await expect(page).toHaveURL(/\/step1$/);
    await page.goto('/step5');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => stored(page, `lastStep_${user.email}`)).toBe('/step5');

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await stored(page, 'userData')).toBeNull();
    expect(await stored(page, 'authenticated')).toBeNull();
    expect(await stored(page, `lastStep_${user.email}`)).toBe('/step5');

    await page.goto('/login');
    await signIn(page, user);
    await expect(page).toHaveURL(/\/step5$/);
  });

  test('a new device resumes at the last step saved in the account', async ({ page, browser, request }) => {
    const user = await createUser(request, { tag: 'device' });
    await page.goto('/login');
    await signIn(page, user);
    await expect(page).toHaveURL(/\/step1$/);
    await page.goto('/step4');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => stored(page, `lastStep_${user.email}`)).toBe('/step4');
    // The account's copy is written in the background; give it a moment to reach the server.
    await page.waitForTimeout(500);

    const otherDevice = await browser.newContext();
    const other = await otherDevice.newPage();
    await other.goto('/login');
    await signIn(other, user);
    await expect(other).toHaveURL(/\/step4$/);
    await otherDevice.close();
  });
});
