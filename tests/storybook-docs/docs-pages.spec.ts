// Every docs page of the built Storybook, opened as a designer opens it, in both themes:
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

/** Opens a docs page and waits until its title and every story on it have rendered. */
async function openDocs(page: Page, id: string, theme: 'dark' | 'light') {
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

for (const entry of docsPages) {
  for (const theme of ['dark', 'light'] as const) {
    test(`${entry.title} docs in the ${theme} theme`, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`page: ${error.message}`));
      page.on('response', (response) => {
        if (response.status() >= 400) errors.push(`HTTP ${response.status()}: ${response.url()}`);
      });

      await openDocs(page, entry.id, theme);

      const direction = await page.evaluate(
        (selector) => ({
          document: document.documentElement.dir,
          title: getComputedStyle(document.querySelector(selector)!).direction,
        }),
        titleSelector,
      );
      expect(direction.document, 'dir on <html>').not.toBe('rtl');
      expect(direction.title, 'direction of the docs title').toBe('ltr');

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

      await page.addScriptTag({ content: axeSource });
      const violations = await page.evaluate(async (pageStructureRules) => {
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
      expect(violations, 'axe violations').toEqual([]);

      expect(errors, 'errors logged while the page rendered').toEqual([]);
    });
  }
}
