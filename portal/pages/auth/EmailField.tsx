import { useIntl } from 'react-intl';
import { FormTextField } from '../../forms/fields';
import { authMessages } from './messages';

/** The required e-mail field of the sign-in, sign-up and forgot-password forms (form field `email`). */
export function EmailField() {
  const intl = useIntl();
  return (
    <FormTextField
      field="email"
      label={intl.formatMessage(authMessages.emailLabel)}
      type="email"
      autoComplete="email"
      inputMode="email"
      required
    />
  );
}
