import { useId, type ReactNode } from 'react';
import { describedBy, FieldError, hasMessage } from '../../private/FieldError';
import { Hint } from '../Hint';
import * as styles from './Fieldset.css';

export const fieldsetLegendSizes = ['small', 'standard', 'large', 'xlarge'] as const;
export type FieldsetLegendSize = (typeof fieldsetLegendSizes)[number];

export interface FieldsetProps {
  /** The question the grouped controls answer; the group's accessible name. */
  legend: ReactNode;
  /**
   * Render the legend as the page's `<h1>`, for a page that asks one question (GOV.UK "one thing
   * per page"): the question is then both the heading and the group's name. @default false
   */
  isPageHeading?: boolean;
  /** Visual size of the legend. @default 'xlarge' when `isPageHeading`, else 'standard' */
  legendSize?: FieldsetLegendSize;
  /** Help under the legend, announced with the group's name. */
  hint?: ReactNode;
  /** The validation message of the whole group; its presence marks the group invalid. */
  error?: ReactNode;
  /** The grouped controls. */
  children: ReactNode;
  /** Id of the `<fieldset>`; the hint and error take `<id>-hint` and `<id>-error`. @default a generated id */
  id?: string;
  /** Disables every control inside (the native fieldset behaviour). @default false */
  disabled?: boolean;
  /** Ids of further elements that describe the group. */
  'aria-describedby'?: string;
}

/**
 * Groups related controls under one question (a `<fieldset>` named by its `<legend>`), with an
 * optional hint and error message linked to the group (GOV.UK fieldset and error message).
 */
export function Fieldset({
  legend,
  isPageHeading = false,
  legendSize,
  hint,
  error,
  children,
  id,
  disabled = false,
  'aria-describedby': extraDescription,
}: FieldsetProps) {
  const generatedId = useId();
  const fieldsetId = id ?? generatedId;
  const hintId = `${fieldsetId}-hint`;
  const errorId = `${fieldsetId}-error`;
  const invalid = hasMessage(error);
  const size = legendSize ?? (isPageHeading ? 'xlarge' : 'standard');

  return (
    // The wrapper carries the error bar: on the fieldset itself the legend would sit outside it.
    // It is always rendered, so the controls keep their state when an error comes and goes.
    <div className={invalid ? `${styles.group} ${styles.invalid}` : styles.group}>
      <fieldset
        id={fieldsetId}
        disabled={disabled}
        aria-describedby={describedBy(hint ? hintId : undefined, invalid ? errorId : undefined, extraDescription)}
        className={styles.root}
      >
        <legend className={`${styles.legend} ${styles.legendSize[size]}`}>
          {isPageHeading ? <h1 className={styles.legendHeading}>{legend}</h1> : legend}
        </legend>
        <div className={styles.body}>
          {hint ? <Hint id={hintId}>{hint}</Hint> : null}
          {invalid ? <FieldError id={errorId}>{error}</FieldError> : null}
          {children}
        </div>
      </fieldset>
    </div>
  );
}
