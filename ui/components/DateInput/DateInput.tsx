import { useId, useState } from 'react';
import * as fieldStyles from '../../private/field.css';
import { hasMessage } from '../../private/FieldError';
import { Fieldset, type FieldsetProps } from '../Fieldset';
import * as styles from './DateInput.css';
import { datePartOrder, formatDateValue, parseDateValue, type DatePart, type DateParts } from './dateValue';

export interface DateInputProps extends Omit<FieldsetProps, 'children' | 'id'> {
  /** Label of the day field, e.g. "Day". */
  dayLabel: string;
  /** Label of the month field, e.g. "Month". */
  monthLabel: string;
  /** Label of the year field, e.g. "Year". */
  yearLabel: string;
  /**
   * The date as `YYYY-MM-DD` (controlled). A half-filled date is kept as typed, `year-month-day`
   * (e.g. `'-3-'`); `formatDateValue`, `parseDateValue` and `isCompleteDate` read and write it.
   */
  value?: string;
  /** The date at first (uncontrolled), in the same form as `value`. @default '' */
  defaultValue?: string;
  /** Called with the new value after every change to any of the three fields. */
  onValueChange?: (value: string) => void;
  /** The order of the fields. Wins over `locale`. @default the order of `locale`, else day, month, year */
  order?: readonly DatePart[];
  /** A BCP 47 locale whose numeric date order the fields follow (read with `Intl.DateTimeFormat`), e.g. 'en-US', 'de', 'zh'. */
  locale?: string;
  /** Which fields are wrong while there is an `error`, so only they are highlighted. @default all three */
  errorParts?: readonly DatePart[];
  /**
   * Id of the fieldset; the fields take `<id>-day`, `<id>-month` and `<id>-year` (link an error
   * summary to the first wrong one) and the error message `<id>-error`. @default a generated id
   */
  id?: string;
  /** Base of the fields' names: `<name>-day`, `<name>-month`, `<name>-year`. */
  name?: string;
  /** `'bday'` for a date of birth, so browsers can fill the fields in. */
  autoComplete?: 'bday';
}

const defaultOrder: readonly DatePart[] = ['day', 'month', 'year'];
const maxDigits: Record<DatePart, number> = { day: 2, month: 2, year: 4 };

/**
 * A date as three numeric fields, day, month and year, in the order of the language
 * (GOV.UK date input): easier than a date picker for a date of birth or of entry.
 */
export function DateInput({
  dayLabel,
  monthLabel,
  yearLabel,
  value,
  defaultValue = '',
  onValueChange,
  order,
  locale,
  errorParts,
  id,
  name,
  autoComplete,
  error,
  disabled = false,
  ...fieldsetProps
}: DateInputProps) {
  const fieldOrder = order ?? (locale ? datePartOrder(locale) : defaultOrder);
  if (import.meta.env.DEV && (fieldOrder.length !== 3 || new Set(fieldOrder).size !== 3)) {
    throw new Error(
      `DateInput: \`order\` must name 'day', 'month' and 'year' once each; got ${JSON.stringify(order)}.`,
    );
  }
  const generatedId = useId();
  const baseId = id ?? generatedId;
  // The fields keep what was typed ("3", not "03"): the value is derived from them, and a new
  // `value` from outside replaces them only when it means something else.
  const [parts, setParts] = useState<DateParts>(() => parseDateValue(value ?? defaultValue));
  const [seenValue, setSeenValue] = useState(value);
  if (value !== undefined && value !== seenValue) {
    setSeenValue(value);
    if (formatDateValue(parts) !== value) setParts(parseDateValue(value));
  }
  const invalid = hasMessage(error);
  const wrongParts = new Set<DatePart>(invalid ? (errorParts ?? fieldOrder) : []);
  const labels: Record<DatePart, string> = { day: dayLabel, month: monthLabel, year: yearLabel };

  const change = (part: DatePart, typed: string) => {
    // Only digits: the fields are numeric, and a '-' would break the half-filled value.
    const next = { ...parts, [part]: typed.replace(/\D/g, '') };
    const nextValue = formatDateValue(next);
    setParts(next);
    setSeenValue(nextValue);
    onValueChange?.(nextValue);
  };

  return (
    <Fieldset {...fieldsetProps} id={baseId} error={error} disabled={disabled}>
      <div className={styles.fields}>
        {fieldOrder.map((part) => {
          const inputId = `${baseId}-${part}`;
          return (
            <div key={part} className={`${styles.item} ${styles.width[part]}`}>
              <label htmlFor={inputId} className={fieldStyles.label}>
                {labels[part]}
              </label>
              <input
                id={inputId}
                name={name ? `${name}-${part}` : undefined}
                type="text"
                // A numeric keypad on phones without the spinner and rounding of type="number".
                inputMode="numeric"
                // Long enough to paste a mistyped value and see it, short enough to stop runaway typing.
                maxLength={maxDigits[part] + 2}
                spellCheck={false}
                autoComplete={autoComplete ? `${autoComplete}-${part}` : 'off'}
                value={parts[part]}
                aria-invalid={wrongParts.has(part) ? true : undefined}
                className={`${fieldStyles.input} ${styles.input}`}
                onChange={(event) => change(part, event.currentTarget.value)}
              />
            </div>
          );
        })}
      </div>
    </Fieldset>
  );
}
