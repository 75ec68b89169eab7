import type { ReactNode } from 'react';
import * as styles from './InsetText.css';

export interface InsetTextProps {
  /** The text to set apart: a quote, an example, a note about what happens next. */
  children: ReactNode;
  /** Id, e.g. to describe a control with `aria-describedby`. */
  id?: string;
}

/** Text set apart from the content around it by a bar at its start edge (GOV.UK inset text). */
export function InsetText({ children, id }: InsetTextProps) {
  return (
    <div id={id} className={styles.root}>
      {children}
    </div>
  );
}
