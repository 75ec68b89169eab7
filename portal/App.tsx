/**
 * The app: providers (storage, auth, theme, language, session) around the router. Everything is
 * injectable so the same tree runs in the browser, in stories and in tests (see
 * portal/testing/PortalProviders.tsx).
 */
import type { ReactNode } from 'react';
import { ApplicationProvider } from './application/ApplicationContext';
import type { ApplicationService } from './application/ApplicationService';
import { defaultApplicationService } from './application/defaultApplicationService';
import type { AuthService } from './auth/AuthService';
import { AuthProvider } from './auth/AuthContext';
import { defaultAuthService } from './auth/defaultAuthService';
import type { CompiledMessages } from './i18n/loadMessages';
import { LocaleProvider } from './i18n/LocaleProvider';
import type { AppLocale } from './i18n/locales';
import { SessionProvider } from './session/SessionContext';
import type { KeyValueStore } from './session/storage';
import { StoreProvider } from './session/StoreContext';
import { ThemeProvider, type ThemeName } from './theme/ThemeProvider';

export interface AppProvidersProps {
  /** Auth implementation. @default supabase-js against the configured project */
  authService?: AuthService;
  /** Application record. @default supabase-js against the configured project, loaded on first use */
  applicationService?: ApplicationService;
  /** Where the session and preferences are saved. @default localStorage */
  store?: KeyValueStore;
  /** Locale to start in. @default the saved `language`, else 'en' */
  initialLocale?: AppLocale;
  /** Preloaded messages of the initial locale. */
  initialMessages?: CompiledMessages;
  /** Theme to start in. @default the saved `theme`, else 'dark' */
  initialTheme?: ThemeName;
  /** Mirror theme and language on <html>. Storybook turns this off: its toolbar owns <html>. @default true */
  syncDocument?: boolean;
  /** Offer the en-XA pseudo-locale. @default true in development */
  includePseudo?: boolean;
  children: ReactNode;
}

/** Storage, auth, theme, language, session and application, in the order they depend on each other. */
export function AppProviders({
  authService,
  applicationService,
  store,
  initialLocale,
  initialMessages,
  initialTheme,
  syncDocument,
  includePseudo,
  children,
}: AppProvidersProps) {
  return (
    <StoreProvider store={store}>
      <AuthProvider service={authService ?? defaultAuthService}>
        <ThemeProvider initialTheme={initialTheme} syncDocument={syncDocument}>
          <LocaleProvider
            initialLocale={initialLocale}
            initialMessages={initialMessages}
            syncDocument={syncDocument}
            includePseudo={includePseudo}
          >
            <SessionProvider>
              <ApplicationProvider service={applicationService ?? defaultApplicationService}>
                {children}
              </ApplicationProvider>
            </SessionProvider>
          </LocaleProvider>
        </ThemeProvider>
      </AuthProvider>
    </StoreProvider>
  );
}
