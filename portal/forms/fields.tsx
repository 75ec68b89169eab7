/**
 * The inputs and submit button of a `ValidatedForm`, bound to its state by field name: each takes
 * its id, value, change handler and validation message from the form, and the texts every form
 * shares (the required marker's words, "Show password") from `formMessages`.
 */
import { useIntl } from 'react-intl';
import {
  Button,
  PasswordField,
  TextField,
  type ButtonProps,
  type PasswordFieldProps,
  type TextFieldProps,
} from '../../ui';
import { formMessages } from './messages';
import { useFormBinding } from './ValidatedForm';

/** The props the form gives a field; the rest are the kit field's own. */
type Bound = 'id' | 'value' | 'onChange' | 'error' | 'requiredLabel';

export interface FormTextFieldProps extends Omit<TextFieldProps, Bound> {
  /** The field's name in the form's values. */
  field: string;
  /** The input's `name`. @default field */
  name?: string;
}

/** The kit's `TextField`, bound to the field `field` of the surrounding `ValidatedForm`. */
export function FormTextField({ field, name = field, ...props }: FormTextFieldProps) {
  const intl = useIntl();
  const bound = useFormBinding('FormTextField').field(field);
  return <TextField {...props} {...bound} name={name} requiredLabel={intl.formatMessage(formMessages.required)} />;
}

export interface FormPasswordFieldProps extends Omit<PasswordFieldProps, Bound | 'showLabel'> {
  /** The field's name in the form's values. */
  field: string;
  /** The input's `name`. @default field */
  name?: string;
  /** Accessible name of the show/hide toggle. @default "Show password" */
  showLabel?: string;
}

/** The kit's `PasswordField`, bound to the field `field` of the surrounding `ValidatedForm`. */
export function FormPasswordField({ field, name = field, showLabel, ...props }: FormPasswordFieldProps) {
  const intl = useIntl();
  const bound = useFormBinding('FormPasswordField').field(field);
  return (
    <PasswordField
      {...props}
      {...bound}
      name={name}
      requiredLabel={intl.formatMessage(formMessages.required)}
      showLabel={showLabel ?? intl.formatMessage(formMessages.showPassword)}
    />
  );
}

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'loading' | 'loadingLabel' | 'href' | 'newTab'> {
  /** Announced while the submit runs, e.g. "Signing in…". */
  loadingLabel: string;
}

/** The kit's `Button` that submits the surrounding `ValidatedForm`, busy while the submit runs. */
export function SubmitButton({ loadingLabel, ...props }: SubmitButtonProps) {
  const { loading } = useFormBinding('SubmitButton');
  return <Button {...props} type="submit" loading={loading} loadingLabel={loadingLabel} />;
}

/**
 * The account's e-mail in a hidden username input, so password managers file a new password
 * under the right account.
 */
export function PasswordManagerUsername({ email }: { email: string }) {
  return <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />;
}
