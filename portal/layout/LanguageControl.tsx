import { useIntl } from 'react-intl';
import { LanguagePickerButton } from '../../ui';
import { intentComponent } from '../app/deferredComponent';
import { useLocale } from '../i18n/LocaleProvider';
import { controlMessages } from './messages';

/** The picker's button as the menu's own looks while closed: what the page shows until the menu's code is here. */
function LanguageButton() {
  const intl = useIntl();
  const { locale, locales } = useLocale();
  return (
    <LanguagePickerButton options={locales} value={locale} label={intl.formatMessage(controlMessages.languageLabel)} />
  );
}

// The picker is a Radix dropdown menu, about a fifth of the landing page's JavaScript, that most
// visitors never open: its code loads when the visitor reaches for it (pointer over the button,
// focus, a press), and the menu then takes the button's place (see portal/app/deferredComponent.tsx).
const LanguageMenu = intentComponent(() => import('./LanguageMenu'), 'language-menu', LanguageButton);

/** The kit's language picker wired to the portal's locale (saved, and mirrored on `<html lang>`). */
export function LanguageControl() {
  return <LanguageMenu />;
}
