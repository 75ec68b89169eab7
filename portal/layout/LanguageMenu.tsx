import { useIntl } from 'react-intl';
import { LanguagePicker } from '../../ui';
import { useLocale } from '../i18n/LocaleProvider';
import { useChooseLanguage } from '../session/SessionContext';
import { controlMessages } from './messages';

/**
 * The kit's language picker wired to the portal's locale (loaded separately: see LanguageControl);
 * a signed-in person's choice is saved to their account too (useChooseLanguage in session/SessionContext).
 */
export default function LanguageMenu() {
  const intl = useIntl();
  const { locale, locales } = useLocale();
  const chooseLanguage = useChooseLanguage();
  return (
    <LanguagePicker
      options={locales}
      value={locale}
      label={intl.formatMessage(controlMessages.languageLabel)}
      onValueChange={chooseLanguage}
    />
  );
}
