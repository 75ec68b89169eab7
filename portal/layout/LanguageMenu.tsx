import { useIntl } from 'react-intl';
import { LanguagePicker } from '../../ui';
import { isAppLocale } from '../i18n/locales';
import { useLocale } from '../i18n/LocaleProvider';
import { controlMessages } from './messages';

/** The kit's language picker wired to the portal's locale (loaded separately: see LanguageControl). */
export default function LanguageMenu() {
  const intl = useIntl();
  const { locale, setLocale, locales } = useLocale();
  return (
    <LanguagePicker
      options={locales}
      value={locale}
      label={intl.formatMessage(controlMessages.languageLabel)}
      onValueChange={(code) => {
        if (isAppLocale(code, true)) void setLocale(code);
      }}
    />
  );
}
