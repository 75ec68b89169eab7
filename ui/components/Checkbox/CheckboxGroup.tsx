import { useId, useState, type ReactNode } from 'react';
import { ChoiceItem } from '../../private/ChoiceItem';
import * as choiceStyles from '../../private/ChoiceItem.css';
import { hasMessage } from '../../private/FieldError';
import { Fieldset, type FieldsetProps } from '../Fieldset';

/** One answer of a CheckboxGroup. */
export interface CheckboxGroupOption {
  /** The value reported in `onValueChange` and submitted with the form. */
  value: string;
  /** The visible label of the checkbox. */
  label: ReactNode;
  /** Help under the label, announced as the checkbox's description. */
  hint?: ReactNode;
  /** Follow-up questions shown under this option while it is checked; kept mounted while hidden. */
  conditional?: ReactNode;
  /** @default false */
  disabled?: boolean;
}

export interface CheckboxGroupProps extends Omit<FieldsetProps, 'children' | 'id'> {
  /** Form field name shared by the checkboxes. */
  name: string;
  /** The answers, in order. */
  options: readonly CheckboxGroupOption[];
  /** The checked values (controlled). */
  value?: readonly string[];
  /** The values checked at first (uncontrolled). @default [] */
  defaultValue?: readonly string[];
  /** Called with every checked value, in the order of `options`, after each change. */
  onValueChange?: (value: string[]) => void;
  /**
   * Id of the first checkbox, the target of an error summary link; the others take `<id>-2`,
   * `<id>-3` …, and the fieldset `<id>-group`. @default a generated id
   */
  id?: string;
}

/** Asks for any number of answers from a list, with native checkboxes in a fieldset (GOV.UK checkboxes). */
export function CheckboxGroup({
  name,
  options,
  value,
  defaultValue = [],
  onValueChange,
  id,
  disabled = false,
  error,
  ...fieldsetProps
}: CheckboxGroupProps) {
  if (import.meta.env.DEV) {
    const values = options.map((option) => option.value);
    if (new Set(values).size !== values.length) {
      throw new Error(`CheckboxGroup: option values must be unique; got ${JSON.stringify(values)}.`);
    }
  }
  const generatedId = useId();
  const baseId = id ?? generatedId;
  const [uncontrolled, setUncontrolled] = useState<readonly string[]>(defaultValue);
  const current = value ?? uncontrolled;
  const invalid = hasMessage(error);

  const toggle = (optionValue: string, checked: boolean) => {
    const chosen = new Set(current);
    if (checked) chosen.add(optionValue);
    else chosen.delete(optionValue);
    const next = options.map((option) => option.value).filter((v) => chosen.has(v));
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };

  return (
    <Fieldset {...fieldsetProps} id={`${baseId}-group`} disabled={disabled} error={error}>
      <div className={choiceStyles.list}>
        {options.map((option, index) => (
          <ChoiceItem
            key={option.value}
            type="checkbox"
            id={index === 0 ? baseId : `${baseId}-${index + 1}`}
            name={name}
            value={option.value}
            label={option.label}
            hint={option.hint}
            conditional={option.conditional}
            checked={current.includes(option.value)}
            disabled={option.disabled}
            invalid={invalid}
            onChange={(event) => toggle(option.value, event.currentTarget.checked)}
          />
        ))}
      </div>
    </Fieldset>
  );
}
