import { forwardRef, type ReactNode, type Ref } from 'react';
import * as styles from './Heading.css';

export const headingLevels = [1, 2, 3, 4] as const;
export const headingSizes = ['small', 'standard', 'large', 'xlarge'] as const;
export const headingAlignments = ['start', 'center'] as const;
export type HeadingLevel = (typeof headingLevels)[number];
export type HeadingSize = (typeof headingSizes)[number];
export type HeadingAlign = (typeof headingAlignments)[number];

export interface HeadingProps {
  /** The heading text. */
  children: ReactNode;
  /** Semantic level: renders `<h1>` … `<h4>`. Follow the page outline, not the look you want. */
  level: HeadingLevel;
  /** Visual size, independent of the level. @default the size that matches `level` */
  size?: HeadingSize;
  /** @default 'start' */
  align?: HeadingAlign;
  /** Id for `aria-labelledby` or for the app to find and focus the heading. */
  id?: string;
  /** Pass `-1` so the app can move focus here (e.g. after a route change) without adding a tab stop. */
  tabIndex?: -1;
}

const sizeByLevel: Record<HeadingLevel, HeadingSize> = { 1: 'xlarge', 2: 'large', 3: 'standard', 4: 'small' };

/** A section heading. The level sets the document outline; `size` sets the look. */
export const Heading = forwardRef(function Heading(
  { children, level, size, align = 'start', id, tabIndex }: HeadingProps,
  ref: Ref<HTMLHeadingElement>,
) {
  const Element = `h${level}` as const;
  return (
    <Element
      ref={ref}
      id={id}
      tabIndex={tabIndex}
      className={styles.heading({ size: size ?? sizeByLevel[level], align })}
    >
      {children}
    </Element>
  );
});
Heading.displayName = 'Heading';
