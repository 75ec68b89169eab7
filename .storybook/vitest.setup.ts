// Runs in the browser for every story test of the `storybook` Vitest project. After the story's
// play function and its axe check, it compares the story with committed screenshots in both
// themes: the story renders in the theme from its globals (dark by default), then the theme class
// on <html> is swapped and the light version is captured too.
//
// Per-story control through parameters:
//   parameters.screenshot = { disable: true }   no screenshot (a story that only tests behaviour)
//   parameters.screenshot = { target: 'page' }  the whole page (overlays in Radix portals, fixed headers)
//   parameters.screenshot = { target: 'viewport' }  only the screen as scrolled now (a fixed header over a scrolled page)
//   parameters.screenshot = { media: 'print' }  as printed (CSS print media; both themes print alike)
//   tags: ['portal-screen']  also in German and Chinese, in the story's theme (see .storybook/localeScreens.tsx)
import axe from 'axe-core';
import { afterEach, beforeAll, expect } from 'vitest';
import { cdp, page } from 'vitest/browser';
import { darkTheme, lightTheme } from '../ui/theme';
import { auditDrawnFonts, describeViolations } from './fontAudit';
import { captureInLocales, SCREEN_TAG, type ScreenStory } from './localeScreens';

type ScreenshotParams = {
  disable?: boolean;
  target?: 'story' | 'page' | 'viewport';
  themes?: Array<'dark' | 'light'>;
  media?: 'print';
};

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

/** Captures `canvas` (the story's own by default) in each theme as `<name>-<theme>`. */
async function captureThemes(params: ScreenshotParams, name: string, canvas?: HTMLElement) {
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
      : (canvas ?? document.querySelector<HTMLElement>('body > div:not(.sb-wrapper)') ?? document.body));
  await document.fonts.ready;
  const html = document.documentElement;
  const initial = html.classList.contains(lightTheme) ? 'light' : 'dark';
  const themes = params.themes ?? [initial, initial === 'dark' ? 'light' : 'dark'];
  // A whole screen taller than the viewport (a long form with its errors) would be captured only
  // down to the fold: grow the viewport to the content for the screenshots, then restore it.
  const { innerWidth, innerHeight } = window;
  if (params.media) await cdp().send('Emulation.setEmulatedMedia', { media: params.media });
  const tall = !viewportLayer && root.scrollHeight > innerHeight;
  if (tall) await page.viewport(innerWidth, root.scrollHeight);
  try {
    for (const theme of themes) {
      html.classList.remove(darkTheme, lightTheme);
      html.classList.add(theme === 'dark' ? darkTheme : lightTheme);
      html.dataset.theme = theme;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      await expect.element(page.elementLocator(root)).toMatchScreenshot(`${name}-${theme}`);
    }
  } finally {
    if (tall) await page.viewport(innerWidth, innerHeight);
    if (params.media) await cdp().send('Emulation.setEmulatedMedia', { media: '' });
    viewportLayer?.remove();
  }
}

type A11yParams = { test?: 'error' | 'todo' | 'off'; options?: axe.RunOptions };

/**
 * The a11y addon runs axe in the theme the story renders in (dark by default). Contrast is a
 * property of each theme, so the story is checked once more in the other theme. The addon has
 * already configured axe with the story's own rule settings; they still apply here.
 */
async function checkOtherTheme(a11y: A11yParams | undefined) {
  if ((a11y?.test ?? 'error') !== 'error') return;
  const html = document.documentElement;
  const initialClass = html.classList.contains(lightTheme) ? lightTheme : darkTheme;
  const otherClass = initialClass === darkTheme ? lightTheme : darkTheme;
  html.classList.replace(initialClass, otherClass);
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  try {
    const result = await axe.run(
      { include: [document.body], exclude: [['.sb-wrapper'], ['#storybook-docs'], ['#storybook-highlights-root']] },
      a11y?.options ?? {},
    );
    const theme = otherClass === darkTheme ? 'dark' : 'light';
    const report = result.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
    );
    expect(report, `axe violations in the ${theme} theme`).toEqual([]);
  } finally {
    html.classList.replace(otherClass, initialClass);
  }
}

/**
 * Every glyph of the story must come from a font the project bundles, or the screenshots would
 * differ on a machine with other fonts installed (.storybook/fontAudit.ts). Both themes share one
 * set of typography tokens (tests/unit/theme-tokens.test.ts), so the story is audited once, in the
 * theme it renders in.
 */
async function checkDrawnFonts() {
  const theme = document.documentElement.classList.contains(lightTheme) ? 'light' : 'dark';
  expect(describeViolations(await auditDrawnFonts()), `text drawn with unbundled fonts in the ${theme} theme`).toEqual(
    [],
  );
}

afterEach(async (context) => {
  // A failed story's own error is the useful one.
  if (context.task.result?.state === 'fail') return;
  const story = (
    context as unknown as { story?: Partial<ScreenStory> & { parameters?: { screenshot?: ScreenshotParams } } }
  ).story;
  await checkOtherTheme((story?.parameters as { a11y?: A11yParams } | undefined)?.a11y);
  await checkDrawnFonts();
  const params = story?.parameters?.screenshot ?? {};
  if (params.disable) return;
  const name = slug(context.task.name);
  await captureThemes(params, name);
  // Portal screens also in German and Chinese (.storybook/localeScreens.tsx).
  if (story?.tags?.includes(SCREEN_TAG)) {
    // Layout is the same in both themes: one capture per language, in the story's own theme.
    const theme = story.globals?.theme === 'light' ? 'light' : 'dark';
    await captureInLocales(story as ScreenStory, async (locale, canvas) => {
      expect(describeViolations(await auditDrawnFonts()), `text drawn with unbundled fonts in ${locale}`).toEqual([]);
      await captureThemes({ ...params, themes: [theme] }, `${name}-${locale}`, canvas);
    });
  }
});
