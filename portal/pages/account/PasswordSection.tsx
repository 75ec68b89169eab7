import { useIntl } from 'react-intl';
import { Actions, FormSection } from '../../../ui';
import { useAuthService } from '../../auth/AuthContext';
import { FormPasswordField, PasswordManagerUsername, SubmitButton } from '../../forms/fields';
import { useValidatedForm } from '../../forms/useValidatedForm';
import { ValidatedForm } from '../../forms/ValidatedForm';
import { useHydrated } from '../../lib/useHydrated';
import { validateNewPassword, type FieldProblem } from '../../lib/validation';
import { authErrorText } from '../auth/authErrorText';
import { signupMessages } from '../auth/messages';
import { accountMessages as m } from './messages';

type Field = 'current' | 'password' | 'confirmPassword';

const fieldIds: Record<Field, string> = {
  current: 'account-current-password',
  password: 'account-new-password',
  confirmPassword: 'account-confirm-password',
};

/** The rules of the password change: the current password, then the signup rules for the new one. */
export function validatePasswordChange(values: Record<Field, string>): FieldProblem<Field>[] {
  const problems: FieldProblem<Field>[] = [];
  if (!values.current) problems.push({ field: 'current', code: 'passwordRequired' });
  problems.push(...validateNewPassword(values.password, values.confirmPassword));
  return problems;
}

/**
 * Change password: the current password is checked by signing in with it (which also gives the
 * fresh sign-in the auth server asks for), then the new one is set. Other devices are signed out
 * by the server; this one stays signed in.
 */
export function PasswordSection({ email }: { email: string }) {
  const intl = useIntl();
  const f = intl.formatMessage;
  const auth = useAuthService();
  const hydrated = useHydrated();
  const form = useValidatedForm<Field>({
    initial: { current: '', password: '', confirmPassword: '' },
    ids: fieldIds,
    validate: validatePasswordChange,
  });

  const handleSubmit = form.submit(async ({ current, password }) => {
    const checked = await auth.signIn(email, current);
    if (!checked.ok) {
      return {
        tone: 'error',
        text:
          checked.error.kind === 'invalid_credentials' ? f(m.wrongCurrentPassword) : authErrorText(intl, checked.error),
      };
    }
    const changed = await auth.updatePassword(password);
    if (!changed.ok) return { tone: 'error', text: authErrorText(intl, changed.error) };
    form.reset();
    return { tone: 'success', text: f(m.passwordChanged) };
  });

  return (
    <FormSection title={f(m.passwordTitle)} titleId="account-password">
      <ValidatedForm form={form} onSubmit={handleSubmit} noValidate disabled={!hydrated} gap="standard">
        <PasswordManagerUsername email={email} />
        <FormPasswordField
          field="current"
          label={f(m.currentPasswordLabel)}
          name="current-password"
          autoComplete="current-password"
          required
        />
        <FormPasswordField
          field="password"
          label={f(m.newPasswordLabel)}
          hint={f(signupMessages.passwordHint)}
          name="new-password"
          autoComplete="new-password"
          required
          showLabel={f(m.showNewPassword)}
        />
        <FormPasswordField
          field="confirmPassword"
          label={f(m.confirmPasswordLabel)}
          name="confirm-password"
          autoComplete="new-password"
          required
          showLabel={f(m.showConfirmPassword)}
        />
        <Actions align="start">
          <SubmitButton loadingLabel={f(m.passwordSubmitting)}>{f(m.passwordSubmit)}</SubmitButton>
        </Actions>
      </ValidatedForm>
    </FormSection>
  );
}
