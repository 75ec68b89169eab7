import type { ChangeEvent, ReactNode } from 'react';
import { describedBy } from './FieldError';
import * as styles from './ChoiceItem.css';

export interface ChoiceItemProps {
  type: 'radio' | 'checkbox';
  id: string;
  name?: string;
  value?: string;
  label: ReactNode;
  hint?: ReactNode;
  checked: boolean;
  disabled?: boolean;
  required?: boolean;
  invalid?: boolean;
  /** Follow-up content shown under the item while it is checked. */
  conditional?: ReactNode;
  /** Further ids describing the input (a single checkbox's error message). */
  describedByIds?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** One radio button or checkbox with its label, hint and follow-up content. Shared by the choice components. */
export function ChoiceItem({
  type,
  id,
  name,
  value,
  label,
  hint,
  checked,
  disabled,
  required,
  invalid,
  conditional,
  describedByIds,
  onChange,
}: ChoiceItemProps) {
  const hintId = `${id}-hint`;
  const conditionalId = `${id}-conditional`;
  const hasConditional = conditional !== undefined && conditional !== null && conditional !== false;
  return (
    <div className={styles.item} data-disabled={disabled ? '' : undefined}>
      <span className={styles.control}>
        <input
          id={id}
          type={type}
          name={name}
          value={value}
          checked={checked}
          disabled={disabled}
          required={required}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy(hint ? hintId : undefined, describedByIds)}
          aria-controls={hasConditional ? conditionalId : undefined}
          className={type === 'radio' ? styles.radio : styles.checkbox}
          onChange={onChange}
        />
        {type === 'checkbox' ? (
          <svg
            className={styles.tick}
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </svg>
        ) : null}
      </span>
      <span className={styles.text}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {hint ? (
          <span id={hintId} className={styles.hint}>
            {hint}
          </span>
        ) : null}
      </span>
      {hasConditional ? (
        // Kept in the page while hidden, so what the person typed there survives switching to
        // another option and back (GOV.UK conditional reveal).
        <div id={conditionalId} className={styles.conditional} hidden={!checked}>
          {conditional}
        </div>
      ) : null}
    </div>
  );
}
