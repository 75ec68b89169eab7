/**
 * Switching the portal's language, wherever the person does it (the header's menu, the account
 * page): the page changes at once, and a signed-in person's choice is also saved to their account,
 * so the e-mails about their application are written in it.
 */
import { useCallback } from 'react';
import { useAuthService } from '../auth/AuthContext';
import { formLanguageOf, isAppLocale } from '../i18n/locales';
import { useLocale } from '../i18n/LocaleProvider';
import { useSessionContext } from './SessionContext';

/** Returns a function that takes a locale code (anything else is ignored). */
export function useChooseLanguage(): (code: string) => void {
  const { setLocale } = useLocale();
  const auth = useAuthService();
  const { status } = useSessionContext();
  return useCallback(
    (code: string) => {
      if (!isAppLocale(code, true)) return;
      void setLocale(code);
      if (status === 'authenticated') void auth.updateUserData({ language: formLanguageOf(code) });
    },
    [auth, setLocale, status],
  );
}
