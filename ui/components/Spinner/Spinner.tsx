import * as styles from './Spinner.css';
import { VisuallyHidden } from '../VisuallyHidden';

export const spinnerSizes = ['small', 'standard', 'large'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export interface SpinnerProps {
  /** Accessible text announced to screen readers, e.g. "Loading". Omit only when the spinner sits inside a control that already says it is busy. */
  label?: string;
  /** @default 'standard' */
  size?: SpinnerSize;
}

/** An indeterminate progress indicator. Takes the current text colour. */
export function Spinner({ label, size = 'standard' }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} className={styles.wrapper}>
      <span className={`${styles.root} ${styles.size[size]}`} aria-hidden="true" />
      {label ? <VisuallyHidden>{label}</VisuallyHidden> : null}
    </span>
  );
}
