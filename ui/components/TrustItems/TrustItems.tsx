import type { ReactNode } from 'react';
import * as styles from './TrustItems.css';
import { Icon, type IconName } from '../Icon';

export const trustItemsHeadingLevels = [2, 3, 4] as const;
export type TrustItemsHeadingLevel = (typeof trustItemsHeadingLevels)[number];

export interface TrustItem {
  /** Decorative icon that illustrates the claim. */
  icon: IconName;
  /** The claim in a few words, e.g. "Bank-grade security". */
  title: ReactNode;
  /** One sentence that backs the claim up. */
  description: ReactNode;
}

export interface TrustItemsProps {
  /** The items; four fill one row on desktop, two per row on tablets, one on phones. */
  items: TrustItem[];
  /** Heading level of each item title, to fit the page outline. @default 3 */
  headingLevel?: TrustItemsHeadingLevel;
  /** Accessible name of the list, when no visible heading introduces it. */
  label?: string;
}

/** A responsive grid of trust signals: credentials, security and compliance. */
export function TrustItems({ items, headingLevel = 3, label }: TrustItemsProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    // Safari drops list semantics when list-style is none; the explicit role restores them.
    // eslint-disable-next-line jsx-a11y/no-redundant-roles
    <ul role="list" aria-label={label} className={styles.root}>
      {items.map((item, index) => (
        <li key={index} className={styles.item}>
          <span className={styles.iconBox}>
            <Icon name={item.icon} size="large" />
          </span>
          <Heading className={styles.title}>{item.title}</Heading>
          <p className={styles.description}>{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
