/**
 * /login (docs/product.md § Sign-in). Browser-required e-mail and password; on success the user is saved and
 * sent to the requested page, else the last step, else /step1 (history replaced). Any auth error
 * shows one generic message (never which field was wrong); a service out of reach the unexpected one.
 */
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { Text, TextLink } from '../../../ui';
import { useAuthService } from '../../auth/AuthContext';
import { FormPasswordField, SubmitButton } from '../../forms/fields';
import { useValidatedForm } from '../../forms/useValidatedForm';
import { ValidatedForm } from '../../forms/ValidatedForm';
import { useHydrated } from '../../lib/useHydrated';
import { paths } from '../../paths';
import { useSession } from '../../session/hooks';
import { requestedLocationFrom } from '../../session/lastStep';
import { AuthScreen } from './AuthScreen';
import { EmailField } from './EmailField';
import { authMessages, loginMessages as m } from './messages';

export default function LoginPage() {
  const intl = useIntl();
  const hydrated = useHydrated();
  const auth = useAuthService();
  const { login } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useValidatedForm({
    initial: { email: '', password: '' },
    ids: { email: 'login-email', password: 'login-password' },
  });

  const handleSubmit = form.submit(async ({ email, password }) => {
    const result = await auth.signIn(email.trim(), password);
    if (!result.ok) {
      const text = result.error.kind === 'unexpected' ? authMessages.unexpectedError : m.invalidCredentials;
      return { tone: 'error', text: intl.formatMessage(text) };
    }
    const destination = login(result.value, { requested: requestedLocationFrom(location.state) });
    await navigate(destination, { replace: true });
  });

  return (
    <AuthScreen
      title={intl.formatMessage(m.title)}
      subtitle={intl.formatMessage(m.subtitle)}
      alternative={
        <>
          {intl.formatMessage(m.noAccount)}{' '}
          <TextLink href={paths.signup}>{intl.formatMessage(m.createAccount)}</TextLink>
        </>
      }
    >
      <ValidatedForm form={form} onSubmit={handleSubmit} disabled={!hydrated} noticeId="login-error">
        <EmailField />
        <FormPasswordField
          field="password"
          label={intl.formatMessage(authMessages.passwordLabel)}
          autoComplete="current-password"
          required
        />
        <Text size="small" align="end">
          <TextLink href={paths.forgotPassword}>{intl.formatMessage(m.forgotPassword)}</TextLink>
        </Text>
        <SubmitButton size="large" fullWidth loadingLabel={intl.formatMessage(m.submitting)}>
          {intl.formatMessage(m.submit)}
        </SubmitButton>
      </ValidatedForm>
    </AuthScreen>
  );
}
