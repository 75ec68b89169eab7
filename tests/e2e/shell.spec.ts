import { expect, test } from '@playwright/test';

test.describe('app shell', () => {
  test('shows 404 for an unknown path, with Go Home and Go Back', async ({ page }) => {
    await page.goto('/login');
    await page.goto('/definitely/not/here');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found · ITIN Bridge');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/nope');
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a page whose code cannot be loaded says so, keeps the address, and reloads into the page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The app has started (it takes over the presses the page held until then).
    await page.waitForFunction(() => window.__itinEarlyInput === undefined);
    // As after a deploy that removed the file: the sign-up page's chunk is gone.
    await page.route('**/assets/SignupPage-*.js', (route) => route.abort());
    await page
      .getByRole('link', { name: /Get Started/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
    await page.unroute('**/assets/SignupPage-*.js');
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeVisible();
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    for (const section of ['process', 'pricing', 'faq', 'contact']) {
      test(`/${section} lands on the landing page section`, async ({ page }) => {
        await page.goto(`/${section}`);
        await expect(page).toHaveURL(new RegExp(`/#${section}$`));
        const target = page.locator(`#${section}`);
        await expect(target).toBeInViewport();
        await expect(target).toBeFocused();
      });
    }
  });

  test('keeps language and theme across a reload, applied before the app starts', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The landing page is prerendered; its controls work once the app has put the theme class on <html>.
    await page.waitForFunction(() => document.documentElement.classList.length > 0);

    await page.getByRole('button', { name: 'Switch to light theme' }).first().click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page
      .getByRole('button', { name: /^Language/ })
      .first()
      .click();
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');

    // Before any script of the app runs, the saved choices are already on <html>.
    // (The build may fingerprint the file name: /assets/theme-init-<hash>.js.)
    await page.route('**/*.js', (route) =>
      /\/theme-init[^/]*\.js$/.test(new URL(route.request().url()).pathname) ? route.continue() : route.abort(),
    );
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.unroute('**/*.js');

    // With the app running, its own state agrees (the picker names each language in itself).
    await page.reload();
    await expect(page.getByRole('button', { name: /Deutsch/ }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('a keyboard user can skip to the main content', async ({ page }) => {
    await page.goto('/login');
    // The prerendered page is interactive once its form is enabled.
    await expect(page.getByLabel(/^Email Address/)).toBeEnabled();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });
});
