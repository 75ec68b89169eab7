import type { ReactNode } from 'react';
import * as styles from './Hint.css';

export interface HintProps {
  /** The help text, e.g. "As it is written on your passport". */
  children: ReactNode;
  /** Id, so the control it helps with can point at it with `aria-describedby`. */
  id?: string;
}

/**
 * Help for a question or a control, in the muted colour under the label or legend (GOV.UK hint).
 * The form components render their own from a `hint` prop; use this one for hints that sit apart.
 */
export function Hint({ children, id }: HintProps) {
  return (
    <div id={id} className={styles.root}>
      {children}
    </div>
  );
}
