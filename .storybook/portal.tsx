/**
 * Portal stories render inside PortalProviders (portal/testing/PortalProviders.tsx): a memory
 * router, react-intl in the toolbar's language, the toolbar's theme, and a fresh in-memory auth
 * service and store per story, so stories never share a session.
 *
 *   const meta = {
 *     title: 'Portal/Login',
 *     component: LoginPage,
 *     ...portalStory({ path: '/login', user: ana }, { description: 'The sign-in screen: …' }),
 *   } satisfies Meta<typeof LoginPage>;
 *
 *   export const WrongPassword: Story = {
 *     parameters: { portal: { auth: () => createMemoryAuthService({ users: [...] }) } },
 *   };
 */
import { useLayoutEffect } from 'react';
import type { Decorator, Loader } from '@storybook/react-vite';
import type { ApplicationService } from '../portal/application/ApplicationService';
import type { AuthService } from '../portal/auth/AuthService';
import type { MemoryUser } from '../portal/auth/memoryAuthService';
import { loadMessages, type CompiledMessages } from '../portal/i18n/loadMessages';
import type { AppLocale } from '../portal/i18n/locales';
import type { KeyValueStore } from '../portal/session/storage';
import { PortalProviders } from '../portal/testing/PortalProviders';

export interface PortalStoryParameters {
  /** URL the story starts at (the rendered component shows there). @default '/' */
  path?: string;
  /** Router state of that entry, e.g. `{ from: { pathname: '/step3' } }` on /login. */
  state?: unknown;
  /** A signed-in user. */
  user?: MemoryUser;
  /** Builds the auth service for each render. @default an in-memory service holding `user` */
  auth?: () => AuthService;
  /** Builds the store for each render. @default an empty memory store */
  store?: () => KeyValueStore;
  /** Builds the application service for each render. @default an in-memory service, no application yet */
  application?: () => ApplicationService;
}

const localeOf = (globals: Record<string, unknown>) => (globals.locale as AppLocale | undefined) ?? 'en';

/** Loads the toolbar language's messages before the story renders (no flash of fallback text). */
export const loadPortalMessages: Loader<unknown> = async ({ globals }) => ({
  messages: await loadMessages(localeOf(globals)),
});

function DocumentLanguage({ locale }: { locale: string }) {
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return null;
}

export const withPortal: Decorator = (Story, context) => {
  const portal = (context.parameters.portal ?? {}) as PortalStoryParameters;
  const locale = localeOf(context.globals);
  const messages = (context.loaded as { messages?: CompiledMessages }).messages;
  return (
    <>
      <DocumentLanguage locale={locale} />
      <PortalProviders
        // A new language or story starts from scratch (fresh router, auth and store).
        key={`${context.id}:${locale}`}
        path={portal.path}
        state={portal.state}
        user={portal.user}
        auth={portal.auth?.()}
        store={portal.store?.()}
        application={portal.application?.()}
        locale={locale}
        messages={messages}
        theme={context.globals.theme === 'light' ? 'light' : 'dark'}
        // The toolbar owns <html> (theme class and direction).
        syncDocument={false}
      >
        <Story />
      </PortalProviders>
    </>
  );
};

export interface PortalStoryOptions {
  /** The docs page's description of the screen. */
  description?: string;
  /** Decorators that run inside the portal's providers, e.g. the staff guard. */
  decorators?: Decorator[];
  /** Further parameters of every story in the file, e.g. `screenshot`. */
  parameters?: Record<string, unknown>;
}

/**
 * Meta fields every portal story file uses: decorator, loader, whole-screen canvas and start URL,
 * and the docs page's description.
 */
export function portalStory(
  portal: PortalStoryParameters = {},
  { description, decorators = [], parameters }: PortalStoryOptions = {},
) {
  return {
    // Later decorators wrap earlier ones: the portal's providers are outermost.
    decorators: [...decorators, withPortal],
    loaders: [loadPortalMessages],
    parameters: {
      fullBleed: true,
      portal,
      ...(description === undefined ? {} : { docs: { description: { component: description } } }),
      ...parameters,
    },
  };
}

/** The applicant most portal stories sign in as. */
export const ana = { email: 'ana@example.com', password: 'secret1', firstName: 'ana', lastName: 'silva' };
