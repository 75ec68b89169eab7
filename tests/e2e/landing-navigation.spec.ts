// The landing page's header links: a smooth glide to the section (a jump with reduced motion),
// with focus moved there.
import { expect, test, type Page } from '@playwright/test';

test.describe('landing page header navigation', () => {
  /** Records the page's scroll position on every frame for `ms` while `act` runs. */
  async function scrollPositionsDuring(page: Page, act: () => Promise<void>, ms = 1500): Promise<number[]> {
    await page.evaluate((duration) => {
      const samples: number[] = [];
      (window as unknown as { scrollSamples: number[] }).scrollSamples = samples;
      const start = performance.now();
      const tick = () => {
        samples.push(Math.round(window.scrollY));
        if (performance.now() - start < duration) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    }, ms);
    await act();
    await page.waitForTimeout(ms);
    return page.evaluate(() => (window as unknown as { scrollSamples: number[] }).scrollSamples);
  }

  /** The computed `content-visibility` of the section with id `id`. */
  function contentVisibility(page: Page, id: string): Promise<string> {
    return page.locator(`#${id}`).evaluate((section) => getComputedStyle(section).contentVisibility);
  }

  /** Waits until the section with id `id` has come to rest at the top of the viewport (below the fixed header). */
  async function expectAtTop(page: Page, id: string) {
    await expect(async () => {
      const top = await page.locator(`#${id}`).evaluate((section) => Math.round(section.getBoundingClientRect().top));
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(120);
    }).toPass();
  }

  async function openLanding(page: Page) {
    await page.goto('/');
    // The landing page is prerendered: the app has taken over once it has set the theme class.
    await page.waitForFunction(() => document.documentElement.classList.length > 0);
  }

  test('a header link glides to its section and moves focus there', async ({ page }) => {
    await openLanding(page);
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    const positions = await scrollPositionsDuring(page, () => nav.getByRole('link', { name: 'FAQ' }).click());
    await expect(page).toHaveURL(/\/#faq$/);
    await expect(page.locator('#faq')).toBeInViewport();
    await expect(page.locator('#faq')).toBeFocused();
    const final = positions.at(-1)!;
    const between = new Set(positions.filter((y) => y > 0 && y < final));
    expect(between.size, 'several frames between the top and the section').toBeGreaterThan(2);
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('a header link jumps to its section at once', async ({ page }) => {
      await openLanding(page);
      const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
      const positions = await scrollPositionsDuring(page, () => nav.getByRole('link', { name: 'Pricing' }).click());
      await expect(page.locator('#pricing')).toBeInViewport();
      await expect(page.locator('#pricing')).toBeFocused();
      const final = positions.at(-1)!;
      expect(final).toBeGreaterThan(0);
      expect(positions.filter((y) => y > 0 && y < final)).toEqual([]);
    });
  });

  test('off-screen sections wait to be rendered until the page jumps to one, which then lands on it', async ({
    page,
  }) => {
    await openLanding(page);
    await page.waitForLoadState('networkidle');
    // The first paint renders the hero alone: the sections below skip rendering while off screen,
    // and still do once the app runs.
    expect(await contentVisibility(page, 'faq')).toBe('auto');
    // A jump lays the whole page out first, so the glide ends on the section's heading.
    await page.getByRole('banner').getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-laid-out', '');
    expect(await contentVisibility(page, 'faq')).toBe('visible');
    await expect(page.locator('#faq')).toBeFocused();
    await expectAtTop(page, 'faq');
  });

  test('the landing page met again within the app is laid out in full', async ({ page }) => {
    await openLanding(page);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).not.toHaveAttribute('data-laid-out');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goBack();
    await expect(page.locator('#faq')).toBeAttached();
    expect(await contentVisibility(page, 'faq')).toBe('visible');
  });

  test('a page opened at a section lands on it, every section laid out', async ({ page }) => {
    await page.goto('/#pricing');
    await expect(page.locator('html')).toHaveAttribute('data-laid-out', '');
    await expect(page.locator('#pricing')).toBeInViewport();
    await expectAtTop(page, 'pricing');
  });
});
