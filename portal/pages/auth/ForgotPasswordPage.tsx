/**
 * /forgot-password. Sends the recovery e-mail (link back to /reset-password) and then always shows
 * the same calm confirmation, whether or not the address has an account and even if the server
 * declined (e.g. a second request within a minute): the screen must not reveal who has an account.
 * Only a failure to reach the service at all is reported, so the person can retry.
 */
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, Icon, Stack, Text, TextLink } from '../../../ui';
import { useAuthService } from '../../auth/AuthContext';
import { focusMainHeading } from '../../app/navigation';
import { config } from '../../config';
import { SubmitButton } from '../../forms/fields';
import { useValidatedForm } from '../../forms/useValidatedForm';
import { ValidatedForm } from '../../forms/ValidatedForm';
import { useHydrated } from '../../lib/useHydrated';
import { paths } from '../../paths';
import { AuthScreen } from './AuthScreen';
import { EmailField } from './EmailField';
import { authMessages, forgotMessages as m } from './messages';

/** The local mailbox of `server/`, shown only when auth is the local backend or in development. */
const showLocalMailbox = import.meta.env.DEV || config.usesLocalBackend;

export default function ForgotPasswordPage() {
  const intl = useIntl();
  const hydrated = useHydrated();
  const auth = useAuthService();
  const form = useValidatedForm({ initial: { email: '' }, ids: { email: 'forgot-email' } });
  const [sentTo, setSentTo] = useState<string | null>(null);

  const handleSubmit = form.submit(async ({ email }) => {
    const address = email.trim();
    const result = await auth.requestPasswordReset(address, `${window.location.origin}${paths.resetPassword}`);
    if (!result.ok) {
      console.error('[forgot-password] The reset request was not accepted', result.error);
      if (result.error.kind === 'unexpected')
        return { tone: 'error', text: intl.formatMessage(authMessages.unexpectedError) };
    }
    setSentTo(address);
  });

  // The form is replaced by the confirmation: focus its heading so it is read and Tab starts there.
  const sent = sentTo !== null;
  useEffect(() => {
    if (sent) focusMainHeading();
  }, [sent]);

  if (sentTo !== null) {
    return (
      <AuthScreen title={intl.formatMessage(m.sentTitle)} securityNote={false}>
        <Stack gap="medium">
          <Alert tone="success">{intl.formatMessage(m.sentBody, { email: sentTo })}</Alert>
          {showLocalMailbox ? (
            <Text size="xsmall" tone="muted" leading="relaxed" align="center">
              {intl.formatMessage(m.localMailbox, {
                mailbox: (chunks) => (
                  // An absolute URL: the mailbox is a server page, not a route of the app.
                  <TextLink href={`${window.location.origin}/_mail`}>{chunks}</TextLink>
                ),
              })}
            </Text>
          ) : null}
          <Button href={paths.login} size="large" fullWidth>
            {intl.formatMessage(m.backToSignIn)}
          </Button>
          <Button variant="ghost" fullWidth onClick={() => setSentTo(null)}>
            {intl.formatMessage(m.sendAgain)}
          </Button>
        </Stack>
      </AuthScreen>
    );
  }

  return (
    <AuthScreen
      title={intl.formatMessage(m.title)}
      subtitle={intl.formatMessage(m.subtitle)}
      securityNote={false}
      alternative={<TextLink href={paths.login}>{intl.formatMessage(m.backToSignIn)}</TextLink>}
    >
      <ValidatedForm form={form} onSubmit={handleSubmit} disabled={!hydrated}>
        <EmailField />
        <SubmitButton
          size="large"
          fullWidth
          loadingLabel={intl.formatMessage(m.submitting)}
          icon={<Icon name="mail" size="small" />}
        >
          {intl.formatMessage(m.submit)}
        </SubmitButton>
      </ValidatedForm>
    </AuthScreen>
  );
}
