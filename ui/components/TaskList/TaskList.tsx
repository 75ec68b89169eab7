import { useId, type ReactNode } from 'react';
import { describedBy } from '../../private/FieldError';
import { KitLink } from '../KitProvider';
import { StatusBadge, type StatusBadgeTone } from '../StatusBadge';
import * as styles from './TaskList.css';

export const taskListStatuses = ['missing', 'uploaded', 'accepted', 'needsAttention'] as const;
export type TaskListStatus = (typeof taskListStatuses)[number];

/** One item of a TaskList, e.g. a document the applicant must provide. */
export interface TaskListItem {
  /** Stable id, also the base of the item's element ids. */
  id: string;
  /** What is needed, e.g. "Proof of identity". */
  title: ReactNode;
  /** Where to do it; the whole row becomes the link. Leave out for an item that cannot be acted on now. */
  href?: string;
  /** One or two lines on what satisfies the item and why it is asked for. */
  hint?: ReactNode;
  /** The state of the item; sets the tag's colour and icon. */
  status: TaskListStatus;
  /** The state in words, e.g. "Missing", "Needs attention". The text carries the meaning. */
  statusLabel: string;
  /** A note from the reviewer, shown under the hint (e.g. why it needs attention). */
  note?: ReactNode;
}

export interface TaskListProps {
  /** The items, in the order they should be done. */
  items: readonly TaskListItem[];
  /** Accessible name of the list when no heading names it. */
  'aria-label'?: string;
  /** Id of the heading that names the list. */
  'aria-labelledby'?: string;
}

const toneByStatus: Record<TaskListStatus, StatusBadgeTone> = {
  missing: 'neutral',
  uploaded: 'info',
  accepted: 'success',
  needsAttention: 'warning',
};

/**
 * A checklist of things to provide, each with a status tag, an optional hint, a reviewer's note
 * and a link to where it is done (GOV.UK task list).
 */
export function TaskList({ items, 'aria-label': ariaLabel, 'aria-labelledby': ariaLabelledBy }: TaskListProps) {
  const baseId = useId();
  return (
    <ul aria-label={ariaLabel} aria-labelledby={ariaLabelledBy} className={styles.root}>
      {items.map((item) => {
        const hintId = `${baseId}-${item.id}-hint`;
        const noteId = `${baseId}-${item.id}-note`;
        const statusId = `${baseId}-${item.id}-status`;
        const description = describedBy(item.hint ? hintId : undefined, item.note ? noteId : undefined, statusId);
        return (
          <li
            key={item.id}
            className={item.href ? `${styles.item} ${styles.itemWithLink}` : styles.item}
            data-status={item.status}
          >
            <div className={styles.main}>
              <span className={styles.title}>
                {item.href ? (
                  <KitLink href={item.href} className={styles.link} aria-describedby={description}>
                    {item.title}
                  </KitLink>
                ) : (
                  item.title
                )}
              </span>
              {item.hint ? (
                <div id={hintId} className={styles.hint}>
                  {item.hint}
                </div>
              ) : null}
              {item.note ? (
                <div id={noteId} className={styles.note}>
                  {item.note}
                </div>
              ) : null}
            </div>
            <div id={statusId} className={styles.status}>
              <StatusBadge tone={toneByStatus[item.status]} size="small">
                {item.statusLabel}
              </StatusBadge>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
