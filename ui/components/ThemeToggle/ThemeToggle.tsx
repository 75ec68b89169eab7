import { forwardRef, type Ref } from 'react';
import { Icon } from '../Icon';
import * as styles from './ThemeToggle.css';

export const themeNames = ['dark', 'light'] as const;
export type ThemeName = (typeof themeNames)[number];

export interface ThemeToggleLabels {
  /** Names the button while the light theme is on, e.g. 'Switch to dark theme'. */
  toDark: string;
  /** Names the button while the dark theme is on, e.g. 'Switch to light theme'. */
  toLight: string;
}

export interface ThemeToggleProps {
  /** The theme in use now. */
  theme: ThemeName;
  /** Called with the other theme when the button is used. */
  onThemeChange: (theme: ThemeName) => void;
  /** Accessible names, one per action; the button is named for what it will do. */
  labels: ThemeToggleLabels;
}

/**
 * An icon button that switches between the dark and the light theme. It is named after the action
 * it performs ('Switch to light theme') rather than being a toggle with `aria-pressed`, because the
 * two states are two themes, not on and off. The icon shows the theme it switches to.
 */
export const ThemeToggle = forwardRef(function ThemeToggle(
  { theme, onThemeChange, labels }: ThemeToggleProps,
  ref: Ref<HTMLButtonElement>,
) {
  const next: ThemeName = theme === 'dark' ? 'light' : 'dark';
  const name = next === 'dark' ? labels.toDark : labels.toLight;
  return (
    <button
      ref={ref}
      type="button"
      className={styles.button}
      aria-label={name}
      title={name}
      onClick={() => onThemeChange(next)}
    >
      <Icon name={next === 'dark' ? 'moon' : 'sun'} />
    </button>
  );
});
ThemeToggle.displayName = 'ThemeToggle';
