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
});
