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

function ThemeRoot({
  theme,
  dir,
  fullBleed,
  children,
}: {
  theme: ThemeName;
  dir: 'ltr' | 'rtl';
  fullBleed: boolean;
  children: ReactNode;
}) {
  // The theme class goes on <html>: Radix portals render under <body>, outside any wrapper,
  // and must still see the theme's custom properties.
  useLayoutEffect(() => {
    const html = document.documentElement;
    html.classList.remove(darkTheme, lightTheme);
    html.classList.add(themeClasses[theme]);
    html.dataset.theme = theme;
    html.dir = dir;
  }, [theme, dir]);
  return <div className={fullBleed ? storyRootFullBleed : storyRoot}>{children}</div>;
}

const withTheme: Decorator = (Story, context) => (
  <ThemeRoot
    theme={(context.globals.theme as ThemeName) ?? 'dark'}
    dir={(context.globals.direction as 'ltr' | 'rtl') ?? 'ltr'}
    // Whole screens (portal stories) fill the canvas edge to edge, as in the browser.
    fullBleed={context.parameters.fullBleed === true}
  >
    <Story />
  </ThemeRoot>
);

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
  },
};

export default preview;
