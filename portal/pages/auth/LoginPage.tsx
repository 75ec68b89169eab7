/**
 * /login (docs/product.md § Sign-in). Browser-required e-mail and password; on success the user is saved and
 * sent to the requested page, else the last step, else /step1 (history replaced). Any auth error
 * shows one generic message (never which field was wrong); a service out of reach the unexpected one.
 */
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { Alert, Button, Form, PasswordField, Text, TextField, TextLink } from '../../../ui';
import { useAuthService } from '../../auth/AuthContext';
import { useHydrated } from '../../lib/useHydrated';
import { paths } from '../../paths';
import { useSession } from '../../session/hooks';
import { requestedLocationFrom } from '../../session/lastStep';
import { AuthScreen } from './AuthScreen';
import { authMessages, loginMessages as m } from './messages';
import { useValidatedForm } from './useValidatedForm';

export default function LoginPage() {
  const intl = useIntl();
  const hydrated = useHydrated();
  const auth = useAuthService();
  const { login } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useValidatedForm({ initial: { email: '', password: '' } });

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
      <Form onSubmit={handleSubmit} disabled={!hydrated}>
        {form.notice ? (
          <Alert tone={form.notice.tone} id="login-error">
            {form.notice.text}
          </Alert>
        ) : null}
        <TextField
          id="login-email"
          label={intl.formatMessage(authMessages.emailLabel)}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          requiredLabel={intl.formatMessage(authMessages.required)}
          value={form.values.email}
          onChange={form.update('email')}
        />
        <PasswordField
          id="login-password"
          label={intl.formatMessage(authMessages.passwordLabel)}
          name="password"
          autoComplete="current-password"
          required
          requiredLabel={intl.formatMessage(authMessages.required)}
          showLabel={intl.formatMessage(authMessages.showPassword)}
          value={form.values.password}
          onChange={form.update('password')}
        />
        <Text size="small" align="end">
          <TextLink href={paths.forgotPassword}>{intl.formatMessage(m.forgotPassword)}</TextLink>
        </Text>
        <Button
          type="submit"
          size="large"
          fullWidth
          loading={form.loading}
          loadingLabel={intl.formatMessage(m.submitting)}
        >
          {intl.formatMessage(m.submit)}
        </Button>
      </Form>
    </AuthScreen>
  );
}
