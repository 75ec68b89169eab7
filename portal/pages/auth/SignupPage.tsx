/**
 * /signup (docs/product.md § Sign-up). Validation first: every problem is collected and shown at once in
 * an error summary (each linked to its field); editing any field clears the list. On success the
 * user is saved with /step1 as the last step and taken there.
 */
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Columns, Form, PasswordField, Text, TextField, TextLink } from '../../../ui';
import { useAuthService } from '../../auth/AuthContext';
import { validateSignup, type SignupField, type SignupForm } from '../../lib/validation';
import { useHydrated } from '../../lib/useHydrated';
import { paths } from '../../paths';
import { useSession } from '../../session/hooks';
import { authErrorText } from './authErrorText';
import { AuthScreen } from './AuthScreen';
import { ValidationSummary } from './ValidationSummary';
import { authMessages, signupMessages as m } from './messages';
import { useValidatedForm } from './useValidatedForm';

const fieldIds: Record<SignupField, string> = {
  firstName: 'signup-first-name',
  lastName: 'signup-last-name',
  email: 'signup-email',
  password: 'signup-password',
  confirmPassword: 'signup-confirm-password',
};

const emptyForm: SignupForm = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };

export default function SignupPage() {
  const intl = useIntl();
  const hydrated = useHydrated();
  const auth = useAuthService();
  const { login } = useSession();
  const navigate = useNavigate();
  const form = useValidatedForm({ initial: emptyForm, validate: validateSignup });

  const handleSubmit = form.submit(async ({ firstName, lastName, email, password }) => {
    const result = await auth.signUp({
      email: email.trim(),
      password,
      firstName: firstName.trim(),
      lastName: lastName.trim(),
    });
    if (!result.ok) {
      const text =
        result.error.kind === 'user_already_exists'
          ? intl.formatMessage(m.duplicate)
          : authErrorText(intl, result.error);
      return { tone: 'error', text };
    }
    if (result.value.status === 'confirmation_required') {
      return { tone: 'success', text: intl.formatMessage(m.confirmEmail) };
    }
    const destination = login(result.value.user, { lastStep: paths.step1 });
    await navigate(destination, { replace: true });
  });

  const required = intl.formatMessage(authMessages.required);
  return (
    <AuthScreen
      title={intl.formatMessage(m.title)}
      subtitle={intl.formatMessage(m.subtitle)}
      alternative={
        <>
          {intl.formatMessage(m.haveAccount)} <TextLink href={paths.login}>{intl.formatMessage(m.signIn)}</TextLink>
        </>
      }
    >
      <Form onSubmit={handleSubmit} noValidate disabled={!hydrated}>
        <ValidationSummary key={form.attempt} problems={form.problems} fieldIds={fieldIds} />
        {form.notice ? <Alert tone={form.notice.tone}>{form.notice.text}</Alert> : null}
        <Columns gap="medium">
          <TextField
            id={fieldIds.firstName}
            label={intl.formatMessage(m.firstNameLabel)}
            name="firstName"
            autoComplete="given-name"
            required
            requiredLabel={required}
            value={form.values.firstName}
            onChange={form.update('firstName')}
            error={form.problemOf('firstName')}
          />
          <TextField
            id={fieldIds.lastName}
            label={intl.formatMessage(m.lastNameLabel)}
            name="lastName"
            autoComplete="family-name"
            required
            requiredLabel={required}
            value={form.values.lastName}
            onChange={form.update('lastName')}
            error={form.problemOf('lastName')}
          />
        </Columns>
        <TextField
          id={fieldIds.email}
          label={intl.formatMessage(authMessages.emailLabel)}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          requiredLabel={required}
          value={form.values.email}
          onChange={form.update('email')}
          error={form.problemOf('email')}
        />
        <PasswordField
          id={fieldIds.password}
          label={intl.formatMessage(authMessages.passwordLabel)}
          hint={intl.formatMessage(m.passwordHint)}
          name="password"
          autoComplete="new-password"
          required
          requiredLabel={required}
          showLabel={intl.formatMessage(authMessages.showPassword)}
          value={form.values.password}
          onChange={form.update('password')}
          error={form.problemOf('password')}
        />
        <PasswordField
          id={fieldIds.confirmPassword}
          label={intl.formatMessage(m.confirmPasswordLabel)}
          name="confirmPassword"
          autoComplete="new-password"
          required
          requiredLabel={required}
          showLabel={intl.formatMessage(m.showConfirmPassword)}
          value={form.values.confirmPassword}
          onChange={form.update('confirmPassword')}
          error={form.problemOf('confirmPassword')}
        />
        <Button
          type="submit"
          size="large"
          fullWidth
          loading={form.loading}
          loadingLabel={intl.formatMessage(m.submitting)}
        >
          {intl.formatMessage(m.submit)}
        </Button>
        <Text size="xsmall" tone="muted" leading="relaxed" align="center">
          {intl.formatMessage(m.terms, {
            terms: (chunks) => (
              <TextLink href={paths.terms} tone="muted">
                {chunks}
              </TextLink>
            ),
            privacy: (chunks) => (
              <TextLink href={paths.privacy} tone="muted">
                {chunks}
              </TextLink>
            ),
          })}
        </Text>
      </Form>
    </AuthScreen>
  );
}
