export { ThemeToggle, themeNames, type ThemeToggleProps, type ThemeToggleLabels, type ThemeName } from './ThemeToggle';
