import type { ReactNode } from 'react';
import * as styles from './LiveRegion.css';

export const liveRegionPolitenesses = ['polite', 'assertive'] as const;
export type LiveRegionPoliteness = (typeof liveRegionPolitenesses)[number];

export interface LiveRegionProps {
  /** What to announce (an `Alert`, a line of text), or nothing yet. */
  children?: ReactNode;
  /** `assertive` interrupts the screen reader; keep it for what cannot wait. @default 'polite' */
  politeness?: LiveRegionPoliteness;
}

/**
 * A place on the page whose new content screen readers announce. Render it from the start and
 * put the message in later: a region added together with its message is often not announced.
 * While it is empty it takes no room.
 */
export function LiveRegion({ children, politeness = 'polite' }: LiveRegionProps) {
  return (
    <div aria-live={politeness} className={styles.root}>
      {children}
    </div>
  );
}
