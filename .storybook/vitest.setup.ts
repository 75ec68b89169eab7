// Runs in the browser for every story test of the `storybook` Vitest project. After the story's
// play function and its axe check, it compares the story with committed screenshots in both
// themes: the story renders in the theme from its globals (dark by default), then the theme class
// on <html> is swapped and the light version is captured too.
//
// Per-story control through parameters:
//   parameters.screenshot = { disable: true }   no screenshot (a story that only tests behaviour)
//   parameters.screenshot = { target: 'page' }  the whole page (overlays in Radix portals, fixed headers)
//   parameters.screenshot = { target: 'viewport' }  only the screen as scrolled now (a fixed header over a scrolled page)
import { afterEach, beforeAll, expect } from 'vitest';
import { page } from 'vitest/browser';
import { darkTheme, lightTheme } from '../ui/theme';

type ScreenshotParams = { disable?: boolean; target?: 'story' | 'page' | 'viewport'; themes?: Array<'dark' | 'light'> };

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
  // The screen as it is: an empty layer pinned over the viewport, so the capture keeps the scroll.
  const viewportLayer = params.target === 'viewport' ? document.createElement('div') : null;
  if (viewportLayer) {
    viewportLayer.style.cssText = 'position: fixed; inset: 0; pointer-events: none';
    document.body.append(viewportLayer);
  }
  const root =
    viewportLayer ??
    (params.target === 'page'
      ? document.body
      : (document.querySelector<HTMLElement>('body > div:not(.sb-wrapper)') ?? document.body));
  await document.fonts.ready;
  const html = document.documentElement;
  const initial = html.classList.contains(lightTheme) ? 'light' : 'dark';
  const themes = params.themes ?? [initial, initial === 'dark' ? 'light' : 'dark'];
  // A whole screen taller than the viewport (a long form with its errors) would be captured only
  // down to the fold: grow the viewport to the content for the screenshots, then restore it.
  const { innerWidth, innerHeight } = window;
  const tall = !viewportLayer && root.scrollHeight > innerHeight;
  if (tall) await page.viewport(innerWidth, root.scrollHeight);
  try {
    for (const theme of themes) {
      html.classList.remove(darkTheme, lightTheme);
      html.classList.add(theme === 'dark' ? darkTheme : lightTheme);
      html.dataset.theme = theme;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      await expect.element(page.elementLocator(root)).toMatchScreenshot(`${slug(context.task.name)}-${theme}`);
    }
  } finally {
    if (tall) await page.viewport(innerWidth, innerHeight);
    viewportLayer?.remove();
  }
});
