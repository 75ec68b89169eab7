// Every docs page of the built Storybook, opened as a designer opens it, in both themes (loaded
// once in the dark theme, then turned to the light one in place):
// - the page reads left to right (a right-to-left story on it must not turn the whole document),
// - every prop in the props table has a real type (no `unknown`, e.g. a union the docs lost),
// - nothing is logged as an error,
// - a kit component's page describes the component and its accessibility criteria,
// - axe finds no violation.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type Axe from 'axe-core';

const folder = path.resolve(process.env.STORYBOOK_DIR ?? 'storybook-static');
type IndexEntry = { id: string; title: string; type: 'docs' | 'story' };
const index = JSON.parse(readFileSync(path.join(folder, 'index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const docsPages = Object.values(index.entries).filter((entry) => entry.type === 'docs');
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const pageStructureRules = [
  'region',
  'landmark-one-main',
  'landmark-unique',
  'landmark-no-duplicate-main',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-banner-is-top-level',
  'landmark-contentinfo-is-top-level',
  'landmark-main-is-top-level',
  'heading-order',
  'page-has-heading-one',
];

test('the build has docs pages', () => {
  expect(docsPages.length).toBeGreaterThan(0);
});

// A component's docs page has Storybook's title; an MDX page starts with its own first heading.
const titleSelector = '.sbdocs-content h1';
type Theme = 'dark' | 'light';

/** Opens a docs page and waits until its title and every story on it have rendered. */
async function openDocs(page: Page, id: string, theme: Theme) {
  await page.goto(`/iframe.html?viewMode=docs&id=${encodeURIComponent(id)}&globals=theme:${theme}`);
  await expect(page.locator(titleSelector).first()).toBeVisible();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[id^="story--"][id$="-inner"]')].every((story) => story.childElementCount > 0),
  );
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** The document's direction and the docs title's: a right-to-left story must not turn either. */
async function expectLeftToRight(page: Page, theme: Theme) {
  const direction = await page.evaluate(
    (selector) => ({
      document: document.documentElement.dir,
      title: getComputedStyle(document.querySelector(selector)!).direction,
    }),
    titleSelector,
  );
  expect(direction.document, `dir on <html> in the ${theme} theme`).not.toBe('rtl');
  expect(direction.title, `direction of the docs title in the ${theme} theme`).toBe('ltr');
}

/**
 * Turns the open docs page from the dark theme to the light one in place: the theme class moves
 * on <html> and on every story root, which is all the toolbar's switch changes in the page's CSS.
 * It saves loading and rendering the page a second time.
 */
async function switchToLight(page: Page) {
  const { stories, swapped, unchanged } = await page.evaluate(() => {
    const { dark, light } = (globalThis as unknown as { __themeClasses: Record<'dark' | 'light', string> })
      .__themeClasses;
    const roots = [...document.querySelectorAll<HTMLElement>(`.${CSS.escape(dark)}`)];
    const colourOf = (element: HTMLElement) => getComputedStyle(element).getPropertyValue('color');
    const before = roots.map(colourOf);
    for (const root of roots) {
      root.classList.replace(dark, light);
      root.dataset.theme = 'light';
    }
    return {
      stories: document.querySelectorAll('[id^="story--"][id$="-inner"]').length,
      swapped: roots.length,
      // A story root whose text colour did not move was not restyled by the swap. (<html> carries
      // the class for overlays in portals and has no colour of its own on a docs page.)
      unchanged: roots
        .filter((root, i) => root !== document.documentElement && colourOf(root) === before[i])
        .map((root) => root.outerHTML.slice(0, 80)),
    };
  });
  // A page without stories (the introduction) is drawn by Storybook alone, the same in both.
  if (stories > 0) expect(swapped, 'elements that carry the dark theme').toBeGreaterThan(0);
  expect(unchanged, 'theme roots the light theme did not restyle').toEqual([]);
  // Colours change through the kit's transitions (buttons, links): axe must read where they end,
  // not a colour half-way between the themes.
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const ending = document
      .getAnimations()
      .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime ?? Infinity)));
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** Axe over the whole docs page, as it is drawn now. */
async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  return page.evaluate(async (pageStructureRules) => {
    const axe = (window as unknown as { axe: typeof Axe }).axe;
    const result = await axe.run(
      // Storybook's own controls in the props table (switches, JSON editors): not the kit.
      { include: [document], exclude: [['.docblock-argstable-body tr > td:nth-child(4)']] },
      // A docs page stacks many whole screens, each with its own landmarks and headings, under
      // Storybook's title: the page-structure rules cannot hold across it. The story tests check
      // them for each story on its own.
      { rules: Object.fromEntries(pageStructureRules.map((id) => [id, { enabled: false }])) },
    );
    return result.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
    );
  }, pageStructureRules);
}

for (const entry of docsPages) {
  test(`${entry.title} docs in both themes`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`page: ${error.message}`));
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`HTTP ${response.status()}: ${response.url()}`);
    });

    await openDocs(page, entry.id, 'dark');
    await expectLeftToRight(page, 'dark');

    // The type shown under each prop's description (and the default column) in the props table.
    const unknownTypes = await page.evaluate(() =>
      [...document.querySelectorAll('.docblock-argstable-body tr')]
        .filter((row) =>
          [...row.querySelectorAll('td:nth-child(2) span, td:nth-child(3) span')].some((cell) =>
            /\bunknown\b/.test(cell.textContent ?? ''),
          ),
        )
        .map((row) => row.querySelector('td')?.textContent?.trim()),
    );
    expect(unknownTypes, 'props shown with an unknown type').toEqual([]);

    if (entry.title.startsWith('UI/')) {
      // A kit component's page opens with what it is for and the accessibility criteria it meets.
      const description = await page.evaluate((selector) => {
        const title = document.querySelector(selector)!;
        const firstStory = document.querySelector('.sbdocs-content [id^="anchor--"]');
        const range = document.createRange();
        range.setStartAfter(title);
        if (firstStory) range.setEndBefore(firstStory);
        else range.setEndAfter(title.parentElement!.lastChild!);
        return range.toString();
      }, titleSelector);
      expect(description.length, 'the component description').toBeGreaterThan(80);
      expect(description, 'accessibility criteria in the description').toMatch(/WCAG|WAI-ARIA|Accessibility/);
    }

    expect(await axeViolations(page), 'axe violations in the dark theme').toEqual([]);

    await switchToLight(page);
    await expectLeftToRight(page, 'light');
    expect(await axeViolations(page), 'axe violations in the light theme').toEqual([]);

    expect(errors, 'errors logged while the page rendered').toEqual([]);
  });
}
