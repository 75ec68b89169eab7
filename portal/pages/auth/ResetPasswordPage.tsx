/**
 * /reset-password, where the recovery e-mail's link lands with the session in the URL fragment
 * (`#access_token=…&type=recovery`). The auth client reads the fragment; this screen then lets the person choose
 * a new password (same rules as signup), signs them in and takes them to their last step. An
 * expired or used link (`#error=…&error_code=otp_expired`), or no recovery session at all, shows
 * a clear message and the way to request a new link.
 */
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { Alert, Button, Spinner, Stack } from '../../../ui';
import { useAuthService } from '../../auth/AuthContext';
import { focusMainHeading } from '../../app/navigation';
import { FormPasswordField, SubmitButton } from '../../forms/fields';
import { useValidatedForm } from '../../forms/useValidatedForm';
import { ValidatedForm } from '../../forms/ValidatedForm';
import { validateNewPassword, type PasswordField as Field } from '../../lib/validation';
import { useHydrated } from '../../lib/useHydrated';
import { paths } from '../../paths';
import { useSession } from '../../session/hooks';
import { authErrorText } from './authErrorText';
import { AuthScreen } from './AuthScreen';
import { resetMessages as m, signupMessages } from './messages';

type LinkState = 'checking' | 'ready' | 'invalid';

const fieldIds: Record<Field, string> = { password: 'reset-password', confirmPassword: 'reset-confirm-password' };

/** True when the fragment carries an error from the verify endpoint (expired, used or bad link). */
function linkErrorInHash(hash: string): boolean {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return params.has('error') || params.has('error_code');
}

export default function ResetPasswordPage() {
  const intl = useIntl();
  const hydrated = useHydrated();
  const auth = useAuthService();
  const { login } = useSession();
  const navigate = useNavigate();
  // The router keeps the URL it started with, so the fragment is still readable here even after
  // the auth client has removed it from the address bar.
  const { hash } = useLocation();
  const [linkState, setLinkState] = useState<LinkState>(() => (linkErrorInHash(hash) ? 'invalid' : 'checking'));
  const form = useValidatedForm<Field>({
    initial: { password: '', confirmPassword: '' },
    ids: fieldIds,
    validate: ({ password, confirmPassword }) => validateNewPassword(password, confirmPassword),
  });

  useEffect(() => {
    if (linkState !== 'checking') return;
    let active = true;
    void auth.getSession().then((result) => {
      if (!active) return;
      setLinkState(result.ok && result.value ? 'ready' : 'invalid');
    });
    return () => {
      active = false;
    };
  }, [auth, linkState]);

  useEffect(() => {
    if (linkState === 'invalid') focusMainHeading();
  }, [linkState]);

  const handleSubmit = form.submit(async ({ password }) => {
    const result = await auth.updatePassword(password);
    if (!result.ok) {
      if (result.error.kind !== 'session_missing') return { tone: 'error', text: authErrorText(intl, result.error) };
      setLinkState('invalid');
      return;
    }
    const destination = login(result.value);
    await navigate(destination, { replace: true });
  });

  if (linkState === 'invalid') {
    return (
      <AuthScreen title={intl.formatMessage(m.expiredTitle)} securityNote={false}>
        <Stack gap="medium">
          <Alert tone="warning">{intl.formatMessage(m.expiredBody)}</Alert>
          <Button href={paths.forgotPassword} size="large" fullWidth>
            {intl.formatMessage(m.requestNew)}
          </Button>
        </Stack>
      </AuthScreen>
    );
  }

  return (
    <AuthScreen title={intl.formatMessage(m.title)} subtitle={intl.formatMessage(m.subtitle)} securityNote={false}>
      {linkState === 'checking' ? (
        <Stack align="center">
          <Spinner label={intl.formatMessage(m.checking)} />
        </Stack>
      ) : (
        <ValidatedForm form={form} onSubmit={handleSubmit} noValidate disabled={!hydrated}>
          <FormPasswordField
            field="password"
            label={intl.formatMessage(m.newPasswordLabel)}
            autoComplete="new-password"
            required
          />
          <FormPasswordField
            field="confirmPassword"
            label={intl.formatMessage(m.confirmLabel)}
            autoComplete="new-password"
            required
            showLabel={intl.formatMessage(signupMessages.showConfirmPassword)}
          />
          <SubmitButton size="large" fullWidth loadingLabel={intl.formatMessage(m.submitting)}>
            {intl.formatMessage(m.submit)}
          </SubmitButton>
        </ValidatedForm>
      )}
    </AuthScreen>
  );
}
