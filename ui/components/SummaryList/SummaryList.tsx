import type { ReactNode } from 'react';
import { KitLink } from '../KitProvider';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './SummaryList.css';

/** The link that lets the person change one answer. */
export interface SummaryListAction {
  /** Where the answer is asked, e.g. the wizard page with `#field` to focus. */
  href: string;
  /** The visible link text, e.g. "Change". */
  label: string;
  /**
   * Read after `label` by screen readers only, so every link has its own name out of context,
   * e.g. "name" for "Change name" (GOV.UK). Include any words your language needs between them.
   */
  contextLabel: string;
}

/** One row of a SummaryList. */
export interface SummaryListRow {
  /** The question or field, e.g. "Date of birth". */
  key: ReactNode;
  /** The answer as the person gave it. Line breaks in a string are kept (addresses). */
  value: ReactNode;
  /** The change link; leave out for answers that cannot change any more. */
  action?: SummaryListAction;
  /** Stable React key. @default the row's index */
  id?: string;
}

export interface SummaryListProps {
  /** The rows, in the order the questions were asked. */
  rows: readonly SummaryListRow[];
  /** Id of the list. */
  id?: string;
  /** Accessible name of the list when no heading names it. */
  'aria-label'?: string;
  /** Id of the heading that names the list. */
  'aria-labelledby'?: string;
}

/**
 * Answers as key–value pairs, each with an optional change link (GOV.UK summary list): the
 * "check your answers" page before a submit.
 */
export function SummaryList({
  rows,
  id,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
}: SummaryListProps) {
  const anyAction = rows.some((row) => row.action);
  return (
    <dl id={id} aria-label={ariaLabel} aria-labelledby={ariaLabelledBy} className={styles.root}>
      {rows.map((row, index) => (
        <div key={row.id ?? index} className={anyAction ? styles.row : `${styles.row} ${styles.rowWithoutActions}`}>
          <dt className={styles.key}>{row.key}</dt>
          <dd className={styles.value}>{row.value}</dd>
          {row.action ? (
            <dd className={styles.actions}>
              <KitLink href={row.action.href} className={styles.action}>
                {row.action.label}
                <VisuallyHidden> {row.action.contextLabel}</VisuallyHidden>
              </KitLink>
            </dd>
          ) : anyAction ? (
            // Keeps the grid's third column on rows without a link; empty, so nothing is announced.
            <dd className={styles.actions} />
          ) : null}
        </div>
      ))}
    </dl>
  );
}
