/**
 * Colour theme (docs/product.md § Language and theme): dark by default, saved under `theme`, applied as the kit's theme class
 * (and `data-theme`) on <html> so Radix portals, which render outside the app root, see it too.
 */
import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { darkTheme, lightTheme } from '../../ui/theme';
import { readPreference, writePreference } from '../session/storage';
import { useStore } from '../session/StoreContext';

export const themes = ['dark', 'light'] as const;
export type ThemeName = (typeof themes)[number];
export const DEFAULT_THEME: ThemeName = 'dark';

export const themeClassNames: Record<ThemeName, string> = { dark: darkTheme, light: lightTheme };

export interface ThemeContextValue {
  /** The active theme. */
  theme: ThemeName;
  /** Switches and saves the theme. */
  setTheme(theme: ThemeName): void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export interface ThemeProviderProps {
  /** Theme to start with. @default the saved `theme`, else 'dark' */
  initialTheme?: ThemeName;
  /** Whether to put the theme on <html>. Storybook turns this off: its toolbar owns <html>. @default true */
  syncDocument?: boolean;
  children: ReactNode;
}

export function isThemeName(value: unknown): value is ThemeName {
  return value === 'dark' || value === 'light';
}

export function ThemeProvider({ initialTheme, syncDocument = true, children }: ThemeProviderProps) {
  const store = useStore();
  const [theme, setThemeState] = useState<ThemeName>(() => {
    const saved = readPreference(store, 'theme');
    return initialTheme ?? (isThemeName(saved) ? saved : DEFAULT_THEME);
  });

  useLayoutEffect(() => {
    if (!syncDocument) return;
    const html = document.documentElement;
    html.classList.remove(darkTheme, lightTheme);
    html.classList.add(themeClassNames[theme]);
    html.dataset.theme = theme;
    html.style.colorScheme = theme;
  }, [theme, syncDocument]);

  const setTheme = useCallback(
    (next: ThemeName) => {
      writePreference(store, 'theme', next);
      setThemeState(next);
    },
    [store],
  );

  const value = useMemo(() => ({ theme, setTheme }), [theme, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

/** `{ theme, setTheme }` for theme toggles. */
export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme needs <ThemeProvider> (see portal/App.tsx or PortalProviders).');
  return value;
}
