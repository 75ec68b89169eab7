import type { ReactNode } from 'react';
import * as styles from './Actions.css';

export const actionsAlignments = ['start', 'end'] as const;
export type ActionsAlign = (typeof actionsAlignments)[number];

export interface ActionsProps {
  /** The actions: one or more `Button`s, the main one first. */
  children: ReactNode;
  /**
   * A short note about the actions (what happens next, what is still missing). With a note, the
   * note sits at the start and the actions at the end of one row; on phones the note comes first
   * and the buttons take the full width. `null` keeps the note's place (and its `noteId`) empty.
   */
  note?: ReactNode;
  /** Id of the note, so a button can point at it with `aria-describedby`. */
  noteId?: string;
  /** Where the actions sit when there is no note. @default 'end' */
  align?: ActionsAlign;
}

/** The row of actions under a form, a card or a page: the next step and an optional note beside it. */
export function Actions({ children, note, noteId, align = 'end' }: ActionsProps) {
  if (note === undefined && noteId === undefined) {
    return <div className={styles.align[align]}>{children}</div>;
  }
  return (
    <div className={styles.withNote}>
      <p className={styles.note} id={noteId}>
        {note}
      </p>
      <div className={styles.group}>{children}</div>
    </div>
  );
}
