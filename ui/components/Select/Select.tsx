import { forwardRef, useId, useState, type ReactNode, type Ref } from 'react';
import * as fieldStyles from '../../private/field.css';
import { describedBy, FieldError, hasMessage } from '../../private/FieldError';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Select.css';

/** One choice of a Select. */
export interface SelectOption {
  /** The submitted value, e.g. an ISO country code. */
  value: string;
  /** The text shown for it, e.g. the country's name in the reader's language. */
  label: string;
  /** @default false */
  disabled?: boolean;
}

export interface SelectProps {
  /** The visible label, also the select's accessible name. */
  label: ReactNode;
  /** The choices, in the order shown. */
  options: readonly SelectOption[];
  /** Text of an empty first choice (value `''`), e.g. "Choose a country"; without it the first option is chosen at first. */
  emptyOptionLabel?: string;
  /** Help under the label, announced after the name. */
  hint?: ReactNode;
  /** The validation message; its presence marks the select invalid. */
  error?: ReactNode;
  /** The chosen value (controlled). */
  value?: string;
  /** The value chosen at first (uncontrolled). @default '' */
  defaultValue?: string;
  /** Called with the new value when the choice changes. */
  onValueChange?: (value: string) => void;
  /** Id of the select, e.g. the target of an error summary link. @default a generated id */
  id?: string;
  /** Form field name. */
  name?: string;
  /** Native `required` plus a visual marker; needs `requiredLabel`. @default false */
  required?: boolean;
  /** Text read instead of the visual required marker, e.g. "required". Needed when `required` is true. */
  requiredLabel?: string;
  /** @default false */
  disabled?: boolean;
  /** The field's purpose for autofill, e.g. `'country'`. */
  autoComplete?: string;
  /** Ids of further elements that describe the select. */
  'aria-describedby'?: string;
}

/**
 * A labelled native `<select>` in the kit's field style, for long fixed lists such as countries:
 * the browser's own picker works with every keyboard, screen reader and phone.
 */
export const Select = forwardRef(function Select(
  {
    label,
    options,
    emptyOptionLabel,
    hint,
    error,
    value,
    defaultValue = '',
    onValueChange,
    id,
    name,
    required = false,
    requiredLabel,
    disabled = false,
    autoComplete,
    'aria-describedby': extraDescription,
  }: SelectProps,
  ref: Ref<HTMLSelectElement>,
) {
  if (import.meta.env.DEV && required && !requiredLabel) {
    throw new Error('Select: `required` needs a `requiredLabel` (e.g. "required") for the visual marker.');
  }
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const hintId = `${selectId}-hint`;
  const errorId = `${selectId}-error`;
  const invalid = hasMessage(error);
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const current = value ?? uncontrolled;

  return (
    <div className={styles.root}>
      <label htmlFor={selectId} className={fieldStyles.label}>
        {label}
        {required ? ' ' : null}
        {required ? (
          <span className={fieldStyles.requiredMarker}>
            <span aria-hidden="true">*</span>
            <VisuallyHidden>{requiredLabel}</VisuallyHidden>
          </span>
        ) : null}
      </label>
      {hint ? (
        <div id={hintId} className={fieldStyles.hint}>
          {hint}
        </div>
      ) : null}
      <div className={styles.control}>
        <select
          ref={ref}
          id={selectId}
          name={name}
          value={current}
          required={required}
          disabled={disabled}
          autoComplete={autoComplete}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy(hint ? hintId : undefined, invalid ? errorId : undefined, extraDescription)}
          className={`${fieldStyles.input} ${styles.select}`}
          onChange={(event) => {
            const next = event.currentTarget.value;
            if (value === undefined) setUncontrolled(next);
            onValueChange?.(next);
          }}
        >
          {emptyOptionLabel !== undefined ? <option value="">{emptyOptionLabel}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <span className={styles.chevron}>
          <Icon name="chevron-down" />
        </span>
      </div>
      {/* Under the control, as in TextField, so the fields of one form read alike. */}
      {invalid ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
});
Select.displayName = 'Select';
