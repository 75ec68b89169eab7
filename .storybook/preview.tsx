import '@fontsource-variable/inter';
import '@fontsource-variable/jetbrains-mono';
// Right-to-left samples are written in Arabic; the kit's stacks name this face after Inter.
import '@fontsource-variable/noto-sans-arabic';
import { useLayoutEffect, type ReactNode } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { darkTheme, lightTheme } from '../ui/theme';
import { storyRoot, storyRootFullBleed } from './preview.css';

export type ThemeName = 'dark' | 'light';
export const themeClasses: Record<ThemeName, string> = { dark: darkTheme, light: lightTheme };
// The built Storybook's docs test (tests/storybook-docs) turns a docs page's theme in place and
// reads the two class names here.
(globalThis as { __themeClasses?: Record<ThemeName, string> }).__themeClasses = themeClasses;

function ThemeRoot({
  theme,
  dir,
  fullBleed,
  docsMode,
  documentTheme,
  children,
}: {
  theme: ThemeName;
  dir: 'ltr' | 'rtl';
  fullBleed: boolean;
  /** On a docs page, where many stories share one document. */
  docsMode: boolean;
  /** The toolbar's theme, for the document itself on a docs page (undefined: leave it as it is). */
  documentTheme: ThemeName | undefined;
  children: ReactNode;
}) {
  // Alone on the canvas, a story owns the document: the theme class and the direction go on
  // <html>, so Radix portals (rendered under <body>, outside any wrapper) see the theme too, and
  // the story tests swap that one class to capture both themes.
  // On a docs page many stories share the document: each story's own root carries its theme and
  // direction, and the document keeps the toolbar's theme (for portals) and reads left to right.
  useLayoutEffect(() => {
    const html = document.documentElement;
    const documentClass = docsMode ? documentTheme : theme;
    if (documentClass) {
      html.classList.remove(darkTheme, lightTheme);
      html.classList.add(themeClasses[documentClass]);
      html.dataset.theme = documentClass;
    }
    if (docsMode) html.removeAttribute('dir');
    else html.dir = dir;
  }, [theme, dir, docsMode, documentTheme]);
  const rootClass = fullBleed ? storyRootFullBleed : storyRoot;
  if (!docsMode) return <div className={rootClass}>{children}</div>;
  return (
    <div className={`${themeClasses[theme]} ${rootClass}`} dir={dir} data-theme={theme}>
      {children}
    </div>
  );
}

const withTheme: Decorator = (Story, context) => {
  const theme = (context.globals.theme as ThemeName) ?? 'dark';
  // A story that fixes its own theme (`globals: { theme: 'light' }`) does not speak for the page.
  const storyGlobals = (context as { storyGlobals?: Record<string, unknown> }).storyGlobals ?? {};
  return (
    <ThemeRoot
      theme={theme}
      dir={(context.globals.direction as 'ltr' | 'rtl') ?? 'ltr'}
      // Whole screens (portal stories) fill the canvas edge to edge, as in the browser.
      fullBleed={context.parameters.fullBleed === true}
      docsMode={context.viewMode === 'docs'}
      documentTheme={'theme' in storyGlobals ? undefined : theme}
    >
      <Story />
    </ThemeRoot>
  );
};

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['dark', 'light'], dynamicTitle: true },
    },
    direction: {
      description: 'Text direction',
      toolbar: { title: 'Direction', icon: 'transfer', items: ['ltr', 'rtl'], dynamicTitle: true },
    },
    locale: {
      description: 'Language of portal stories',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'es', title: 'Español' },
          { value: 'pt', title: 'Português' },
          { value: 'de', title: 'Deutsch' },
          { value: 'zh', title: '中文' },
          { value: 'en-XA', title: 'Pseudo-locale (en-XA)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'dark', direction: 'ltr', locale: 'en' },
  decorators: [withTheme],
  parameters: {
    layout: 'fullscreen',
    a11y: {
      // Any axe violation fails the story's test.
      test: 'error',
    },
    controls: { matchers: { color: /(background|color)$/i } },
    // Storybook opens on the first entry: the introduction, then the tokens, the kit and the screens.
    options: { storySort: { order: ['Introduction', 'Foundations', 'UI', 'Portal'] } },
  },
};

export default preview;
