// Runs in the browser for every story test of the `storybook` Vitest project. After the story's
// play function and its axe check, it compares the story with committed screenshots in both
// themes: the story renders in the theme from its globals (dark by default), then the theme class
// on <html> is swapped and the light version is captured too.
//
// Per-story control through parameters:
//   parameters.screenshot = { disable: true }   no screenshot (a story that only tests behaviour)
//   parameters.screenshot = { target: 'page' }  the whole page (overlays in Radix portals, fixed headers)
import { afterEach, beforeAll, expect } from 'vitest';
import { page } from 'vitest/browser';
import { darkTheme, lightTheme } from '../ui/theme';

type ScreenshotParams = { disable?: boolean; target?: 'story' | 'page'; themes?: Array<'dark' | 'light'> };

beforeAll(() => {
  // Screenshots must not catch an animation or a blinking caret half-way.
  const style = document.createElement('style');
  style.textContent = `*, *::before, *::after {
    animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
    transition-duration: 0s !important; transition-delay: 0s !important; caret-color: transparent !important;
  }`;
  document.head.appendChild(style);
});

const slug = (text: string) => text.replace(/[^a-zA-Z0-9]+/g, '-').replace(/^-|-$/g, '');

afterEach(async (context) => {
  // A failed story's own error is the useful one.
  if (context.task.result?.state === 'fail') return;
  const story = (context as unknown as { story?: { parameters?: { screenshot?: ScreenshotParams } } }).story;
  const params = story?.parameters?.screenshot ?? {};
  if (params.disable) return;
  const root =
    params.target === 'page'
      ? document.body
      : (document.querySelector<HTMLElement>('body > div:not(.sb-wrapper)') ?? document.body);
  await document.fonts.ready;
  const html = document.documentElement;
  const initial = html.classList.contains(lightTheme) ? 'light' : 'dark';
  const themes = params.themes ?? [initial, initial === 'dark' ? 'light' : 'dark'];
  for (const theme of themes) {
    html.classList.remove(darkTheme, lightTheme);
    html.classList.add(theme === 'dark' ? darkTheme : lightTheme);
    html.dataset.theme = theme;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await expect.element(page.elementLocator(root)).toMatchScreenshot(`${slug(context.task.name)}-${theme}`);
  }
});
