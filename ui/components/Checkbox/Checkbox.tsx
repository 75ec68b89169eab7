import { useId, useState, type ReactNode } from 'react';
import { ChoiceItem } from '../../private/ChoiceItem';
import { describedBy, FieldError, hasMessage } from '../../private/FieldError';
import * as styles from './Checkbox.css';

export interface CheckboxProps {
  /** The visible label, also the checkbox's accessible name, e.g. "I confirm the answers are true". */
  label: ReactNode;
  /** Help under the label, announced as the checkbox's description. */
  hint?: ReactNode;
  /** The validation message; its presence marks the checkbox invalid. */
  error?: ReactNode;
  /** Whether it is checked (controlled). */
  checked?: boolean;
  /** Whether it is checked at first (uncontrolled). @default false */
  defaultChecked?: boolean;
  /** Called with the new state when it is checked or unchecked. */
  onCheckedChange?: (checked: boolean) => void;
  /** Form field name. */
  name?: string;
  /** Submitted value while checked. @default 'on' (the browser's) */
  value?: string;
  /** Id of the input, e.g. the target of an error summary link. @default a generated id */
  id?: string;
  /** @default false */
  disabled?: boolean;
  /** Native `required`. @default false */
  required?: boolean;
  /** Ids of further elements that describe the checkbox. */
  'aria-describedby'?: string;
}

/** A single checkbox with its label, for a yes/no statement such as a declaration (GOV.UK checkboxes). */
export function Checkbox({
  label,
  hint,
  error,
  checked,
  defaultChecked = false,
  onCheckedChange,
  name,
  value,
  id,
  disabled = false,
  required = false,
  'aria-describedby': extraDescription,
}: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const [uncontrolled, setUncontrolled] = useState(defaultChecked);
  const current = checked ?? uncontrolled;
  const invalid = hasMessage(error);

  return (
    <div className={invalid ? `${styles.root} ${styles.invalid}` : styles.root}>
      {invalid ? <FieldError id={errorId}>{error}</FieldError> : null}
      <ChoiceItem
        type="checkbox"
        id={inputId}
        name={name}
        value={value}
        label={label}
        hint={hint}
        checked={current}
        disabled={disabled}
        required={required}
        invalid={invalid}
        describedByIds={describedBy(invalid ? errorId : undefined, extraDescription)}
        onChange={(event) => {
          const next = event.currentTarget.checked;
          if (checked === undefined) setUncontrolled(next);
          onCheckedChange?.(next);
        }}
      />
    </div>
  );
}
