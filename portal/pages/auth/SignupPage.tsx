/**
 * /signup (docs/product.md § Sign-up). Validation first: every problem is collected and shown at once in
 * an error summary (each linked to its field); editing any field clears the list. On success the
 * user is saved with /step1 as the last step and taken there.
 */
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Columns, Text, TextLink } from '../../../ui';
import { useAuthService } from '../../auth/AuthContext';
import { FormPasswordField, FormTextField, SubmitButton } from '../../forms/fields';
import { useValidatedForm } from '../../forms/useValidatedForm';
import { ValidatedForm } from '../../forms/ValidatedForm';
import { validateSignup, type SignupField, type SignupForm } from '../../lib/validation';
import { useHydrated } from '../../lib/useHydrated';
import { paths } from '../../paths';
import { useSession } from '../../session/hooks';
import { authErrorText } from './authErrorText';
import { AuthScreen } from './AuthScreen';
import { EmailField } from './EmailField';
import { authMessages, signupMessages as m } from './messages';

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
  const form = useValidatedForm({ initial: emptyForm, ids: fieldIds, validate: validateSignup });

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
      <ValidatedForm form={form} onSubmit={handleSubmit} noValidate disabled={!hydrated}>
        <Columns gap="medium">
          <FormTextField
            field="firstName"
            label={intl.formatMessage(m.firstNameLabel)}
            autoComplete="given-name"
            required
          />
          <FormTextField
            field="lastName"
            label={intl.formatMessage(m.lastNameLabel)}
            autoComplete="family-name"
            required
          />
        </Columns>
        <EmailField />
        <FormPasswordField
          field="password"
          label={intl.formatMessage(authMessages.passwordLabel)}
          hint={intl.formatMessage(m.passwordHint)}
          autoComplete="new-password"
          required
        />
        <FormPasswordField
          field="confirmPassword"
          label={intl.formatMessage(m.confirmPasswordLabel)}
          autoComplete="new-password"
          required
          showLabel={intl.formatMessage(m.showConfirmPassword)}
        />
        <SubmitButton size="large" fullWidth loadingLabel={intl.formatMessage(m.submitting)}>
          {intl.formatMessage(m.submit)}
        </SubmitButton>
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
      </ValidatedForm>
    </AuthScreen>
  );
}
