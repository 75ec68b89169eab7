import type { ReactNode } from 'react';
import * as styles from './FeatureList.css';
import { Icon } from '../Icon';

export const featureListTones = ['success', 'accent', 'neutral'] as const;
export type FeatureListTone = (typeof featureListTones)[number];

export const featureListColumns = [1, 2] as const;
export type FeatureListColumns = (typeof featureListColumns)[number];

export const featureListSizes = ['small', 'standard'] as const;
export type FeatureListSize = (typeof featureListSizes)[number];

export interface FeatureListProps {
  /** One entry per feature; each becomes a list item with a check mark. */
  items: ReactNode[];
  /** Colour of the check marks. @default 'success' */
  tone?: FeatureListTone;
  /** Two columns from tablet width up; always one on phones. @default 1 */
  columns?: FeatureListColumns;
  /** Text size. @default 'standard' */
  size?: FeatureListSize;
  /** Accessible name of the list, when no visible heading introduces it. */
  label?: string;
}

/** A bulleted list of features or inclusions, each marked with a check. */
export function FeatureList({ items, tone = 'success', columns = 1, size = 'standard', label }: FeatureListProps) {
  return (
    // Safari drops list semantics when list-style is none; the explicit role restores them.
    // eslint-disable-next-line jsx-a11y/no-redundant-roles
    <ul role="list" aria-label={label} className={`${styles.root} ${styles.columns[columns]}`}>
      {items.map((item, index) => (
        <li key={index} className={`${styles.item} ${styles.size[size]}`}>
          <span className={`${styles.mark} ${styles.markTone[tone]}`}>
            <Icon name="check" size="small" />
          </span>
          <span className={styles.text}>{item}</span>
        </li>
      ))}
    </ul>
  );
}
