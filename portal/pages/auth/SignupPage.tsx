/**
 * /signup (docs/product.md § Sign-up). Validation first: every problem is collected and shown at once in
 * an error summary (each linked to its field); editing any field clears the list. On success the
 * user is saved with /step1 as the last step and taken there.
 */
import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, PasswordField, TextField, TextLink } from '../../../ui';
import { useAuthService } from '../../auth/AuthContext';
import { validateSignup, type SignupField, type SignupForm } from '../../lib/validation';
import { useHydrated } from '../../lib/useHydrated';
import { paths } from '../../paths';
import { useSession } from '../../session/hooks';
import { authErrorText } from './authErrorText';
import { AuthScreen } from './AuthScreen';
import { ValidationSummary } from './ValidationSummary';
import { authMessages, signupMessages as m } from './messages';
import * as styles from './styles.css';
import { useValidatedForm } from './useValidatedForm';

const fieldIds: Record<SignupField, string> = {
  firstName: 'signup-first-name',
  lastName: 'signup-last-name',
  email: 'signup-email',
  password: 'signup-password',
  confirmPassword: 'signup-confirm-password',
};

const emptyForm: SignupForm = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };

type Notice = { tone: 'error' | 'success'; text: ReactNode };

export default function SignupPage() {
  const intl = useIntl();
  const hydrated = useHydrated();
  const auth = useAuthService();
  const { login } = useSession();
  const navigate = useNavigate();
  const [form, setForm] = useState<SignupForm>(emptyForm);
  const { problems, attempt, edited, problemOf, passes } = useValidatedForm<SignupField>();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [loading, setLoading] = useState(false);

  const update = (field: SignupField) => (event: ChangeEvent<HTMLInputElement>) => {
    setForm((previous) => ({ ...previous, [field]: event.target.value }));
    edited();
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    setNotice(null);
    if (!passes(validateSignup(form))) return;
    setLoading(true);
    try {
      const result = await auth.signUp({
        email: form.email.trim(),
        password: form.password,
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
      });
      if (!result.ok) {
        const text =
          result.error.kind === 'user_already_exists'
            ? intl.formatMessage(m.duplicate)
            : authErrorText(intl, result.error);
        setNotice({ tone: 'error', text });
        setLoading(false);
        return;
      }
      if (result.value.status === 'confirmation_required') {
        setNotice({ tone: 'success', text: intl.formatMessage(m.confirmEmail) });
        setLoading(false);
        return;
      }
      const destination = login(result.value.user, { lastStep: paths.step1 });
      await navigate(destination, { replace: true });
    } catch (exception) {
      console.error('[signup] Sign-up failed unexpectedly', exception);
      setNotice({ tone: 'error', text: intl.formatMessage(authMessages.unexpectedError) });
      setLoading(false);
    }
  }

  const required = intl.formatMessage(authMessages.required);
  return (
    <AuthScreen title={intl.formatMessage(m.title)} subtitle={intl.formatMessage(m.subtitle)}>
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <fieldset className={styles.fieldset} disabled={!hydrated}>
          <ValidationSummary key={attempt} problems={problems} fieldIds={fieldIds} />
          {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
          <div className={styles.nameRow}>
            <TextField
              id={fieldIds.firstName}
              label={intl.formatMessage(m.firstNameLabel)}
              name="firstName"
              autoComplete="given-name"
              required
              requiredLabel={required}
              value={form.firstName}
              onChange={update('firstName')}
              error={problemOf('firstName')}
            />
            <TextField
              id={fieldIds.lastName}
              label={intl.formatMessage(m.lastNameLabel)}
              name="lastName"
              autoComplete="family-name"
              required
              requiredLabel={required}
              value={form.lastName}
              onChange={update('lastName')}
              error={problemOf('lastName')}
            />
          </div>
          <TextField
            id={fieldIds.email}
            label={intl.formatMessage(authMessages.emailLabel)}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            required
            requiredLabel={required}
            value={form.email}
            onChange={update('email')}
            error={problemOf('email')}
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
            value={form.password}
            onChange={update('password')}
            error={problemOf('password')}
          />
          <PasswordField
            id={fieldIds.confirmPassword}
            label={intl.formatMessage(m.confirmPasswordLabel)}
            name="confirmPassword"
            autoComplete="new-password"
            required
            requiredLabel={required}
            showLabel={intl.formatMessage(m.showConfirmPassword)}
            value={form.confirmPassword}
            onChange={update('confirmPassword')}
            error={problemOf('confirmPassword')}
          />
          <Button
            type="submit"
            size="large"
            fullWidth
            loading={loading}
            loadingLabel={intl.formatMessage(m.submitting)}
          >
            {intl.formatMessage(m.submit)}
          </Button>
          <p className={styles.fineprint}>
            {intl.formatMessage(m.terms, {
              terms: (chunks) => (
                <TextLink href={paths.support} tone="muted">
                  {chunks}
                </TextLink>
              ),
              privacy: (chunks) => (
                <TextLink href={paths.support} tone="muted">
                  {chunks}
                </TextLink>
              ),
            })}
          </p>
        </fieldset>
      </form>
      <p className={styles.alternative}>
        {intl.formatMessage(m.haveAccount)} <TextLink href={paths.login}>{intl.formatMessage(m.signIn)}</TextLink>
      </p>
    </AuthScreen>
  );
}
