/**
 * Language state (docs/product.md § Language and theme): the chosen locale is saved under `language`, restored on start and
 * mirrored on `<html lang dir>`. Switching keeps the current text on screen until the new
 * locale's messages have loaded, then swaps in one render.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { IntlProvider, ReactIntlErrorCode, type IntlConfig } from 'react-intl';
import { readPreference, writePreference } from '../session/storage';
import { useStore } from '../session/StoreContext';
import { loadMessages, type CompiledMessages } from './loadMessages';
import {
  availableLocales,
  DEFAULT_LOCALE,
  directionOf,
  isAppLocale,
  type AppLocale,
  type LocaleOption,
} from './locales';
// Chinese line breaking, for every page under the provider.
import './typography.css';

export interface LocaleContextValue {
  /** The current locale code. */
  locale: AppLocale;
  /** Switches language, saves it and updates `<html lang dir>`. Resolves once the new text shows. */
  setLocale(locale: AppLocale): Promise<void>;
  /** Languages to offer, each labelled in its own language. */
  locales: LocaleOption[];
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

export interface LocaleProviderProps {
  /** Locale to start with. @default the saved `language`, else 'en' */
  initialLocale?: AppLocale;
  /** Messages of the initial locale when the caller preloaded them (skips the first load). */
  initialMessages?: CompiledMessages;
  /** Offer the en-XA pseudo-locale. @default true in development */
  includePseudo?: boolean;
  /** Whether to mirror the locale on `<html lang dir>`. @default true */
  syncDocument?: boolean;
  children: ReactNode;
}

/** Missing ids are expected while translations are in progress: English fills them (loadMessages). */
const onIntlError: NonNullable<IntlConfig['onError']> = (error) => {
  if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION) return;
  if (import.meta.env.DEV) console.error(error);
};

/** The locale a fresh start uses: the saved one if valid, else English. */
export function savedLocale(store: ReturnType<typeof useStore>, includePseudo: boolean): AppLocale {
  const saved = readPreference(store, 'language');
  return isAppLocale(saved, includePseudo) ? saved : DEFAULT_LOCALE;
}

export function LocaleProvider({
  initialLocale,
  initialMessages,
  includePseudo = import.meta.env.DEV,
  syncDocument = true,
  children,
}: LocaleProviderProps) {
  const store = useStore();
  const [state, setState] = useState<{ locale: AppLocale; messages: CompiledMessages | null }>(() => ({
    locale: initialLocale ?? savedLocale(store, includePseudo),
    messages: initialMessages ?? null,
  }));
  const requested = useRef(state.locale);

  useEffect(() => {
    if (state.messages) return;
    let active = true;
    void loadMessages(state.locale).then((messages) => {
      if (active) setState((previous) => (previous.locale === state.locale ? { ...previous, messages } : previous));
    });
    return () => {
      active = false;
    };
  }, [state.locale, state.messages]);

  useLayoutEffect(() => {
    if (!syncDocument) return;
    document.documentElement.lang = state.locale;
    document.documentElement.dir = directionOf(state.locale);
  }, [state.locale, syncDocument]);

  const setLocale = useCallback(
    async (locale: AppLocale) => {
      requested.current = locale;
      writePreference(store, 'language', locale);
      const messages = await loadMessages(locale);
      // A later choice wins over a slower earlier load.
      if (requested.current === locale) setState({ locale, messages });
    },
    [store],
  );

  const value = useMemo<LocaleContextValue>(
    () => ({ locale: state.locale, setLocale, locales: availableLocales(includePseudo) }),
    [state.locale, setLocale, includePseudo],
  );

  if (!state.messages) return null;
  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider
        locale={state.locale === 'en-XA' ? 'en' : state.locale}
        defaultLocale={DEFAULT_LOCALE}
        messages={state.messages}
        onError={onIntlError}
      >
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

/** `{ locale, setLocale, locales }` for language pickers. */
export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale needs <LocaleProvider> (see portal/App.tsx or PortalProviders).');
  return value;
}
