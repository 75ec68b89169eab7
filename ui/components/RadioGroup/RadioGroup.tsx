import { useId, useState, type ReactNode } from 'react';
import { ChoiceItem } from '../../private/ChoiceItem';
import * as choiceStyles from '../../private/ChoiceItem.css';
import { hasMessage } from '../../private/FieldError';
import { Fieldset, type FieldsetProps } from '../Fieldset';

export const radioGroupOrientations = ['vertical', 'horizontal'] as const;
export type RadioGroupOrientation = (typeof radioGroupOrientations)[number];

/** One answer of a RadioGroup. */
export interface RadioGroupOption {
  /** The value reported by `onValueChange` and submitted with the form. */
  value: string;
  /** The visible label of the radio button. */
  label: ReactNode;
  /** Help under the label, announced as the radio button's description. */
  hint?: ReactNode;
  /** Follow-up questions shown under this option while it is chosen. They stay mounted while hidden, so typed answers survive switching. */
  conditional?: ReactNode;
  /** @default false */
  disabled?: boolean;
}

export interface RadioGroupProps extends Omit<FieldsetProps, 'children' | 'id'> {
  /** The `name` shared by the radio buttons: arrow keys move between buttons of one name. */
  name: string;
  /** The answers, in order. */
  options: readonly RadioGroupOption[];
  /** The chosen value (controlled). `''` or `null` chooses nothing. */
  value?: string | null;
  /** The value chosen at first (uncontrolled). @default nothing chosen */
  defaultValue?: string;
  /** Called with the option's value when a radio button is chosen, by click, Space or an arrow key. */
  onValueChange?: (value: string) => void;
  /**
   * Id of the first radio button, the target of an error summary link (GOV.UK); the others take
   * `<id>-2`, `<id>-3` …, and the fieldset `<id>-group`. @default a generated id
   */
  id?: string;
  /** Native `required` on the radio buttons. @default false */
  required?: boolean;
  /** `horizontal` sets short answers (yes / no) side by side; not with follow-up content. @default 'vertical' */
  orientation?: RadioGroupOrientation;
}

/**
 * Asks for one answer out of a few, with native radio buttons in a fieldset (GOV.UK radios):
 * per-option hints and follow-up content revealed under the chosen option.
 */
export function RadioGroup({
  name,
  options,
  value,
  defaultValue,
  onValueChange,
  id,
  required = false,
  orientation = 'vertical',
  disabled = false,
  error,
  ...fieldsetProps
}: RadioGroupProps) {
  if (import.meta.env.DEV) {
    if (orientation === 'horizontal' && options.some((option) => option.conditional)) {
      throw new Error(
        'RadioGroup: follow-up content (`conditional`) needs `orientation="vertical"`, so it can sit under its option.',
      );
    }
    const values = options.map((option) => option.value);
    if (new Set(values).size !== values.length) {
      throw new Error(`RadioGroup: option values must be unique; got ${JSON.stringify(values)}.`);
    }
  }
  const generatedId = useId();
  const baseId = id ?? generatedId;
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? '');
  const current = value === undefined ? uncontrolled : (value ?? '');
  const invalid = hasMessage(error);

  return (
    <Fieldset {...fieldsetProps} id={`${baseId}-group`} disabled={disabled} error={error}>
      <div
        className={
          orientation === 'horizontal' ? `${choiceStyles.list} ${choiceStyles.listHorizontal}` : choiceStyles.list
        }
      >
        {options.map((option, index) => (
          <ChoiceItem
            key={option.value}
            type="radio"
            id={index === 0 ? baseId : `${baseId}-${index + 1}`}
            name={name}
            value={option.value}
            label={option.label}
            hint={option.hint}
            conditional={option.conditional}
            checked={current === option.value}
            disabled={option.disabled}
            required={required}
            invalid={invalid}
            onChange={() => {
              if (value === undefined) setUncontrolled(option.value);
              onValueChange?.(option.value);
            }}
          />
        ))}
      </div>
    </Fieldset>
  );
}
