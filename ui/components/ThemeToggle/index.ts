export { ThemeToggle, themeNames, type ThemeToggleProps, type ThemeName } from './ThemeToggle';
