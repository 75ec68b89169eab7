import { useIntl } from 'react-intl';
import { Actions, Alert, Button, Form, FormSection, PasswordField } from '../../../ui';
import { useAuthService } from '../../auth/AuthContext';
import { useHydrated } from '../../lib/useHydrated';
import { validateNewPassword, type FieldProblem } from '../../lib/validation';
import { authErrorText } from '../auth/authErrorText';
import { authMessages, signupMessages } from '../auth/messages';
import { useValidatedForm } from '../auth/useValidatedForm';
import { ValidationSummary } from '../auth/ValidationSummary';
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
    validate: validatePasswordChange,
  });
  const required = f(authMessages.required);

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
      <Form onSubmit={handleSubmit} noValidate disabled={!hydrated} gap="standard">
        <ValidationSummary key={form.attempt} problems={form.problems} fieldIds={fieldIds} />
        {form.notice ? <Alert tone={form.notice.tone}>{form.notice.text}</Alert> : null}
        {/* Lets password managers file the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordField
          id={fieldIds.current}
          label={f(m.currentPasswordLabel)}
          name="current-password"
          autoComplete="current-password"
          required
          requiredLabel={required}
          showLabel={f(authMessages.showPassword)}
          value={form.values.current}
          onChange={form.update('current')}
          error={form.problemOf('current')}
        />
        <PasswordField
          id={fieldIds.password}
          label={f(m.newPasswordLabel)}
          hint={f(signupMessages.passwordHint)}
          name="new-password"
          autoComplete="new-password"
          required
          requiredLabel={required}
          showLabel={f(m.showNewPassword)}
          value={form.values.password}
          onChange={form.update('password')}
          error={form.problemOf('password')}
        />
        <PasswordField
          id={fieldIds.confirmPassword}
          label={f(m.confirmPasswordLabel)}
          name="confirm-password"
          autoComplete="new-password"
          required
          requiredLabel={required}
          showLabel={f(m.showConfirmPassword)}
          value={form.values.confirmPassword}
          onChange={form.update('confirmPassword')}
          error={form.problemOf('confirmPassword')}
        />
        <Actions align="start">
          <Button type="submit" loading={form.loading} loadingLabel={f(m.passwordSubmitting)}>
            {f(m.passwordSubmit)}
          </Button>
        </Actions>
      </Form>
    </FormSection>
  );
}
