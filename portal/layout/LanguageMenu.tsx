import { useIntl } from 'react-intl';
import { LanguagePicker } from '../../ui';
import { useAuthService } from '../auth/AuthContext';
import { formLanguageOf, isAppLocale } from '../i18n/locales';
import { useLocale } from '../i18n/LocaleProvider';
import { useSessionContext } from '../session/SessionContext';
import { controlMessages } from './messages';

/**
 * The kit's language picker wired to the portal's locale (loaded separately: see LanguageControl).
 * A signed-in person's choice is also saved to their account, so the e-mails about their
 * application are written in it.
 */
export default function LanguageMenu() {
  const intl = useIntl();
  const { locale, setLocale, locales } = useLocale();
  const auth = useAuthService();
  const { status } = useSessionContext();
  return (
    <LanguagePicker
      options={locales}
      value={locale}
      label={intl.formatMessage(controlMessages.languageLabel)}
      onValueChange={(code) => {
        if (!isAppLocale(code, true)) return;
        void setLocale(code);
        if (status === 'authenticated') void auth.updateUserData({ language: formLanguageOf(code) });
      }}
    />
  );
}
