import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Actions, Button, FormSection, Prose } from '../../../ui';
import { useApplicationService } from '../../application/ApplicationContext';
import { useAuthService } from '../../auth/AuthContext';
import { FormPasswordField, PasswordManagerUsername, SubmitButton } from '../../forms/fields';
import { useValidatedForm } from '../../forms/useValidatedForm';
import { ValidatedForm } from '../../forms/ValidatedForm';
import { paths } from '../../paths';
import { useSessionContext } from '../../session/SessionContext';
import { authErrorText } from '../auth/authErrorText';
import { accountErrorText } from './errorText';
import { accountMessages as m } from './messages';

const fieldIds = { password: 'account-delete-password' } as const;

/** Location state of the landing page right after the deletion: it then confirms it. */
const accountDeletedState = { accountDeleted: true } as const;

/**
 * Delete my account: says what goes, asks for the password again (a sign-in with it gives the
 * fresh token `account_delete` requires), deletes, signs out and lands on the home page, which
 * confirms the deletion.
 */
export function DeleteAccountSection({ email }: { email: string }) {
  const intl = useIntl();
  const f = intl.formatMessage;
  const auth = useAuthService();
  const service = useApplicationService();
  const { logout } = useSessionContext();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const startButton = useRef<HTMLDivElement>(null);
  const form = useValidatedForm<'password'>({
    initial: { password: '' },
    ids: fieldIds,
    validate: ({ password }) => (password ? [] : [{ field: 'password', code: 'passwordRequired' }]),
  });

  const [signOutOnLeave, setSignOutOnLeave] = useState(false);
  useEffect(() => {
    if (!signOutOnLeave) return;
    return () => void logout();
  }, [signOutOnLeave, logout]);

  // Opening the confirmation moves focus to its password field.
  useEffect(() => {
    if (confirming) document.getElementById(fieldIds.password)?.focus();
  }, [confirming]);

  const handleSubmit = form.submit(async ({ password }) => {
    const checked = await auth.signIn(email, password);
    if (!checked.ok) {
      return {
        tone: 'error',
        text:
          checked.error.kind === 'invalid_credentials' ? f(m.deleteWrongPassword) : authErrorText(intl, checked.error),
      };
    }
    const deleted = await service.accountDelete();
    if (!deleted.ok) {
      const { kind } = deleted.error;
      if (kind === 'network') return { tone: 'error', text: f(m.deleteUnconfirmed) };
      if (kind === 'session_missing') return { tone: 'error', text: accountErrorText(intl, deleted.error) };
      return { tone: 'error', text: f(m.deleteFailed) };
    }
    // Home first (with the confirmation); the session ends once this page has left the screen.
    // Ended first, the protected page's guard would send the person home on its own, and the
    // router only renders the new page after its navigation has resolved.
    setSignOutOnLeave(true);
    await navigate(paths.home, { state: accountDeletedState });
  });

  const cancel = () => {
    setConfirming(false);
    form.reset();
    // Focus goes back to the button that opened the confirmation.
    requestAnimationFrame(() => startButton.current?.querySelector('button')?.focus());
  };

  return (
    <FormSection title={f(m.deleteTitle)} titleId="account-delete">
      <Prose>
        <p>{f(m.deleteIntro)}</p>
        <ul>
          <li>{f(m.deleteAccount)}</li>
          <li>{f(m.deleteApplication)}</li>
          <li>{f(m.deleteDocuments)}</li>
          <li>{f(m.deletePayment)}</li>
        </ul>
        <p>{f(m.deleteAfter)}</p>
      </Prose>
      {confirming ? (
        <ValidatedForm form={form} onSubmit={handleSubmit} noValidate gap="standard">
          <PasswordManagerUsername email={email} />
          <FormPasswordField
            field="password"
            label={f(m.deletePasswordLabel)}
            autoComplete="current-password"
            required
          />
          <Actions align="start">
            <SubmitButton loadingLabel={f(m.deleting)}>{f(m.deleteConfirm)}</SubmitButton>
            <Button variant="secondary" onClick={cancel} disabled={form.loading}>
              {f(m.deleteCancel)}
            </Button>
          </Actions>
        </ValidatedForm>
      ) : (
        <div ref={startButton}>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {f(m.deleteStart)}
          </Button>
        </div>
      )}
    </FormSection>
  );
}
