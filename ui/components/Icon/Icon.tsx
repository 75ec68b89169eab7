import * as styles from './Icon.css';
import { directionalIcons, glyphs, iconNames, type IconName } from './glyphs';

export { iconNames, type IconName };

export const iconSizes = ['small', 'standard', 'large', 'xlarge'] as const;
export type IconSize = (typeof iconSizes)[number];

export const iconTones = ['inherit', 'primary', 'muted', 'link', 'info', 'success', 'warning', 'danger'] as const;
export type IconTone = (typeof iconTones)[number];

export interface IconProps {
  /** Which icon to draw. */
  name: IconName;
  /** Rendered size: 16, 20, 24 or 32 px at the default font size. @default 'standard' */
  size?: IconSize;
  /** Colour; `inherit` takes the surrounding text colour. @default 'inherit' */
  tone?: IconTone;
  /**
   * Accessible name. Give one only when the icon carries meaning that no nearby text states;
   * without it the icon is decorative and hidden from assistive technology.
   */
  label?: string;
  /** Draw the icon on a tinted square tile in the link colour, as the visual anchor of a card. @default false */
  tile?: boolean;
}

/** A small inline SVG icon in the kit's line style. Decorative unless it has a `label`. */
export function Icon({ name, size = 'standard', tone = 'inherit', label, tile = false }: IconProps) {
  const className = [
    styles.root,
    styles.size[size],
    styles.tone[tone],
    directionalIcons.has(name) ? styles.directional : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  const svg = (
    <svg
      className={className}
      viewBox="0 0 24 24"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {glyphs[name]}
    </svg>
  );
  return tile ? <span className={styles.tile}>{svg}</span> : svg;
}
