import type { ReactNode } from 'react';
import * as styles from './Card.css';

export const cardPaddings = ['none', 'small', 'standard', 'large'] as const;
export const cardTones = ['neutral', 'accent', 'sunken'] as const;
export const cardElevations = ['flat', 'raised', 'floating'] as const;
export const cardElements = ['div', 'section', 'article', 'aside', 'li'] as const;
export type CardPadding = (typeof cardPaddings)[number];
export type CardTone = (typeof cardTones)[number];
export type CardElevation = (typeof cardElevations)[number];
export type CardElement = (typeof cardElements)[number];

export interface CardProps {
  /** The card's content. */
  children: ReactNode;
  /** Inner spacing; `standard` and `large` grow from mobile to tablet. @default 'standard' */
  padding?: CardPadding;
  /** `accent` frames the one card that matters most on a page; `sunken` recedes behind its neighbours. @default 'neutral' */
  tone?: CardTone;
  /** Depth: `raised` for cards on the page, `floating` for a card that sits alone on a background. @default 'flat' */
  elevation?: CardElevation;
  /** Element to render. A `section` needs `aria-labelledby` to become a landmark worth visiting. @default 'div' */
  as?: CardElement;
  /** Id of the heading that names the card. */
  'aria-labelledby'?: string;
  /** Id of the card element. */
  id?: string;
}

/** A surface panel that groups related content. */
export function Card({
  children,
  padding = 'standard',
  tone = 'neutral',
  elevation = 'flat',
  as: Element = 'div',
  id,
  'aria-labelledby': labelledBy,
}: CardProps) {
  return (
    <Element id={id} aria-labelledby={labelledBy} className={styles.card({ padding, tone, elevation })}>
      {children}
    </Element>
  );
}
