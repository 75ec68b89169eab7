/**
 * Portal screens in the two languages most likely to break a layout: German (the longest words)
 * and Chinese (CJK glyphs and line breaking). Tag the story that shows a screen at rest:
 *
 *   export const Idle: Story = { tags: ['portal-screen'], play: ... };
 *
 * After the story's own test and screenshots, .storybook/vitest.setup.ts renders it again in each
 * of these languages (loaders and decorators run with the toolbar's `locale` set; the play function
 * does not, as it speaks English) and captures it like the story, in the story's theme only (the
 * layout does not change with the colours), as `<Story>-de-dark` and `<Story>-zh-dark`.
 */
import type { ReactElement } from 'react';
import { createRoot } from 'react-dom/client';

/** The tag that asks for German and Chinese baselines of a story. */
export const SCREEN_TAG = 'portal-screen';

/** Languages every tagged screen is captured in, besides the story's own. */
export const screenshotLocales = ['de', 'zh'] as const;
export type ScreenshotLocale = (typeof screenshotLocales)[number];

/** What the setup file sees of a composed story (Storybook's portable story). */
export interface ScreenStory {
  (): unknown;
  load(): Promise<void>;
  globals: Record<string, unknown>;
  tags: string[];
}

const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** Waits until the rendered screen stops changing (lazy chunks, deferred controls, effects). */
async function settle(container: HTMLElement) {
  const deadline = performance.now() + 5000;
  let previous = '';
  for (let stable = 0; stable < 3 && performance.now() < deadline;) {
    await frame();
    const current = container.innerHTML;
    stable = current && current === previous ? stable + 1 : 0;
    previous = current;
  }
  await document.fonts.ready;
}

/**
 * Renders `story` in each screenshot language next to the story's own canvas (which is hidden
 * meanwhile), hands the new canvas to `capture`, then restores the page as it was.
 */
export async function captureInLocales(
  story: ScreenStory,
  capture: (locale: ScreenshotLocale, canvas: HTMLElement) => Promise<void>,
): Promise<void> {
  const html = document.documentElement;
  const before = { locale: story.globals.locale, lang: html.lang };
  const storyCanvases = [...document.querySelectorAll<HTMLElement>('body > div:not(.sb-wrapper)')];
  for (const canvas of storyCanvases) canvas.style.display = 'none';
  try {
    for (const locale of screenshotLocales) {
      // The composed story's globals object is the one its context reads: loaders fetch this
      // language's messages and the portal decorator renders in it.
      story.globals.locale = locale;
      await story.load();
      const canvas = document.createElement('div');
      document.body.append(canvas);
      const root = createRoot(canvas);
      try {
        root.render(story() as ReactElement);
        await settle(canvas);
        window.scrollTo(0, 0);
        await capture(locale, canvas);
      } finally {
        root.unmount();
        canvas.remove();
      }
    }
  } finally {
    story.globals.locale = before.locale;
    html.lang = before.lang;
    for (const canvas of storyCanvases) canvas.style.display = '';
  }
}
