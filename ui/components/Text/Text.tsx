import type { ReactNode } from 'react';
import * as styles from './Text.css';

export const textSizes = ['xsmall', 'small', 'standard', 'large'] as const;
export const textTones = ['primary', 'muted', 'danger', 'success'] as const;
export const textWeights = ['regular', 'medium', 'semibold', 'bold'] as const;
export const textLeadings = ['standard', 'relaxed'] as const;
export const textAlignments = ['start', 'center', 'end'] as const;
export const textElements = ['p', 'span', 'div'] as const;
export type TextSize = (typeof textSizes)[number];
export type TextTone = (typeof textTones)[number];
export type TextWeight = (typeof textWeights)[number];
export type TextLeading = (typeof textLeadings)[number];
export type TextAlign = (typeof textAlignments)[number];
export type TextElement = (typeof textElements)[number];

export interface TextProps {
  /** The text. */
  children: ReactNode;
  /** `xsmall` is for fine print only (terms under a button), never for text a person must read to go on. @default 'standard' */
  size?: TextSize;
  /** Line height: `relaxed` for longer running text. @default 'relaxed' for `large`, else 'standard' */
  leading?: TextLeading;
  /** Colour by meaning. `danger` and `success` must not be the only cue: say it in words too. @default 'primary' */
  tone?: TextTone;
  /** @default 'regular' */
  weight?: TextWeight;
  /** @default 'start' */
  align?: TextAlign;
  /** Element to render: a paragraph, or inline / block text inside other content. @default 'p' */
  as?: TextElement;
  /** Id, e.g. to describe a control with `aria-describedby`. */
  id?: string;
}

/** Body text on the kit's type scale. */
export function Text({
  children,
  size = 'standard',
  leading = size === 'large' ? 'relaxed' : 'standard',
  tone = 'primary',
  weight = 'regular',
  align = 'start',
  as: Element = 'p',
  id,
}: TextProps) {
  return (
    <Element id={id} className={styles.text({ size, leading, tone, weight, align })}>
      {children}
    </Element>
  );
}
