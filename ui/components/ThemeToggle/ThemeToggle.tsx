import { forwardRef, type Ref } from 'react';
import { Icon } from '../Icon';
import * as styles from './ThemeToggle.css';

export const themeNames = ['dark', 'light'] as const;
export type ThemeName = (typeof themeNames)[number];

export interface ThemeToggleProps {
  /** The theme in use now (controlled). */
  value: ThemeName;
  /** Called with the other theme when the button is used. */
  onValueChange: (value: ThemeName) => void;
  /** Accessible name while the light theme is on (the button is named for what it will do), e.g. 'Switch to dark theme'. */
  toDarkLabel: string;
  /** Accessible name while the dark theme is on, e.g. 'Switch to light theme'. */
  toLightLabel: string;
}

/**
 * An icon button that switches between the dark and the light theme. It is named after the action
 * it performs ('Switch to light theme') rather than being a toggle with `aria-pressed`, because the
 * two states are two themes, not on and off. The icon shows the theme it switches to.
 */
export const ThemeToggle = forwardRef(function ThemeToggle(
  { value, onValueChange, toDarkLabel, toLightLabel }: ThemeToggleProps,
  ref: Ref<HTMLButtonElement>,
) {
  const next: ThemeName = value === 'dark' ? 'light' : 'dark';
  const name = next === 'dark' ? toDarkLabel : toLightLabel;
  return (
    <button
      ref={ref}
      type="button"
      className={styles.button}
      aria-label={name}
      title={name}
      onClick={() => onValueChange(next)}
    >
      <Icon name={next === 'dark' ? 'moon' : 'sun'} />
    </button>
  );
});
ThemeToggle.displayName = 'ThemeToggle';
