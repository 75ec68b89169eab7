import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './TextField.css';
import { FieldError, hasMessage } from '../../private/FieldError';

export const textFieldTypes = ['text', 'email', 'tel', 'url', 'search', 'password', 'number'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'className' | 'style' | 'type' | 'size' | 'children'
> {
  /** The visible label, also the field's accessible name. */
  label: ReactNode;
  /** Help shown under the label and announced after the name, e.g. the expected format. */
  hint?: ReactNode;
  /** The validation message; its presence marks the field invalid. */
  error?: ReactNode;
  /** Native `required` plus a visual marker; needs `requiredLabel`. @default false */
  required?: boolean;
  /** Text read instead of the visual required marker, e.g. "required". Needed when `required` is true. */
  requiredLabel?: string;
  /** Input type. @default 'text' */
  type?: TextFieldType;
  /** Id of the input, e.g. the target of an error summary link. @default a generated id */
  id?: string;
  /** A control placed inside the field at the inline end, such as PasswordField's show/hide toggle. */
  trailing?: ReactNode;
}

/** A labelled single-line input with optional hint and error message (GOV.UK text input anatomy). */
export const TextField = forwardRef(function TextField(
  {
    label,
    hint,
    error,
    required = false,
    requiredLabel,
    type = 'text',
    id,
    trailing,
    'aria-describedby': describedBy,
    ...inputProps
  }: TextFieldProps,
  ref: Ref<HTMLInputElement>,
) {
  if (import.meta.env.DEV && required && !requiredLabel) {
    throw new Error(
      'TextField: `required` needs a `requiredLabel` (e.g. "required") so the visual marker has a text alternative.',
    );
  }
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const hasError = hasMessage(error);
  const descriptions = [hint ? hintId : undefined, hasError ? errorId : undefined, describedBy].filter(Boolean);

  return (
    <div className={styles.root}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
        {/* The space keeps the accessible name two words: "Email required", not "Emailrequired". */}
        {required ? ' ' : null}
        {required ? (
          <span className={styles.requiredMarker}>
            <span aria-hidden="true">*</span>
            <VisuallyHidden>{requiredLabel}</VisuallyHidden>
          </span>
        ) : null}
      </label>
      {hint ? (
        <div id={hintId} className={styles.hint}>
          {hint}
        </div>
      ) : null}
      <div className={styles.control}>
        <input
          ref={ref}
          id={inputId}
          type={type}
          required={required}
          aria-invalid={hasError ? true : undefined}
          aria-describedby={descriptions.length > 0 ? descriptions.join(' ') : undefined}
          className={trailing ? `${styles.input} ${styles.inputWithTrailing}` : styles.input}
          {...inputProps}
        />
        {trailing ? <div className={styles.trailing}>{trailing}</div> : null}
      </div>
      {hasError ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
});
TextField.displayName = 'TextField';
