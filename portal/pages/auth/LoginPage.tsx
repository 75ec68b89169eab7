/**
 * /login (docs/product.md § Sign-in). Browser-required e-mail and password; on success the user is saved and
 * sent to the requested page, else the last step, else /step1 (history replaced). Any auth error
 * shows one generic message (never which field was wrong); an exception shows the unexpected one.
 */
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { Alert, Button, PasswordField, TextField, TextLink } from '../../../ui';
import { useAuthService } from '../../auth/AuthContext';
import { useHydrated } from '../../lib/useHydrated';
import { paths } from '../../paths';
import { useSession } from '../../session/hooks';
import { requestedLocationFrom } from '../../session/lastStep';
import { AuthScreen } from './AuthScreen';
import { authMessages, loginMessages as m } from './messages';
import * as styles from './styles.css';

export default function LoginPage() {
  const intl = useIntl();
  const hydrated = useHydrated();
  const auth = useAuthService();
  const { login } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    setLoading(true);
    setError(null);
    try {
      const result = await auth.signIn(email.trim(), password);
      if (!result.ok) {
        setError(
          intl.formatMessage(result.error.kind === 'unexpected' ? authMessages.unexpectedError : m.invalidCredentials),
        );
        setLoading(false);
        return;
      }
      const destination = login(result.value, { requested: requestedLocationFrom(location.state) });
      await navigate(destination, { replace: true });
    } catch (exception) {
      console.error('[login] Sign-in failed unexpectedly', exception);
      setError(intl.formatMessage(authMessages.unexpectedError));
      setLoading(false);
    }
  }

  return (
    <AuthScreen title={intl.formatMessage(m.title)} subtitle={intl.formatMessage(m.subtitle)}>
      <form className={styles.form} onSubmit={handleSubmit}>
        <fieldset className={styles.fieldset} disabled={!hydrated}>
          {error ? (
            <Alert tone="error" id="login-error">
              {error}
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
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <PasswordField
            id="login-password"
            label={intl.formatMessage(authMessages.passwordLabel)}
            name="password"
            autoComplete="current-password"
            required
            requiredLabel={intl.formatMessage(authMessages.required)}
            showLabel={intl.formatMessage(authMessages.showPassword)}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <div className={styles.inlineEnd}>
            <TextLink href={paths.forgotPassword}>{intl.formatMessage(m.forgotPassword)}</TextLink>
          </div>
          <Button
            type="submit"
            size="large"
            fullWidth
            loading={loading}
            loadingLabel={intl.formatMessage(m.submitting)}
          >
            {intl.formatMessage(m.submit)}
          </Button>
        </fieldset>
      </form>
      <p className={styles.alternative}>
        {intl.formatMessage(m.noAccount)} <TextLink href={paths.signup}>{intl.formatMessage(m.createAccount)}</TextLink>
      </p>
    </AuthScreen>
  );
}
