import { useId } from 'react';
import * as styles from './ProgressBar.css';

export const progressBarTones = ['info', 'success', 'danger'] as const;
export type ProgressBarTone = (typeof progressBarTones)[number];

export interface ProgressBarProps {
  /** What is progressing, e.g. the file name; the bar's accessible name. */
  label: string;
  /** How far it is, from 0 to `max`. Values outside are clamped. */
  value: number;
  /** The value that means done. @default 100 */
  max?: number;
  /** The progress in words, e.g. "45%" or "2.1 of 5 MB": shown beside the label and read as `aria-valuetext`. */
  valueText?: string;
  /** Hide the label and value text (the bar keeps its accessible name), when the text around it already says them. @default false */
  hideLabel?: boolean;
  /** Colour of the filled part; say success or failure in words as well. @default 'info' */
  tone?: ProgressBarTone;
}

/** A determinate progress bar with a visible label and value (WAI-ARIA `progressbar`). */
export function ProgressBar({
  label,
  value,
  max = 100,
  valueText,
  hideLabel = false,
  tone = 'info',
}: ProgressBarProps) {
  if (import.meta.env.DEV && !(max > 0)) {
    throw new Error(`ProgressBar: \`max\` must be a number above 0; got ${max}.`);
  }
  const labelId = useId();
  const clamped = Math.min(Math.max(Number.isFinite(value) ? value : 0, 0), max);
  const percent = (clamped / max) * 100;
  return (
    <div className={styles.root}>
      {hideLabel ? null : (
        <div className={styles.header}>
          <span id={labelId} className={styles.label}>
            {label}
          </span>
          {valueText ? (
            <span className={styles.valueText} aria-hidden="true">
              {valueText}
            </span>
          ) : null}
        </div>
      )}
      <div
        role="progressbar"
        aria-labelledby={hideLabel ? undefined : labelId}
        aria-label={hideLabel ? label : undefined}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={clamped}
        aria-valuetext={valueText}
        className={styles.track}
      >
        <div className={`${styles.indicator} ${styles.tone[tone]}`} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
