// Shared by the i18n tests: the catalogs as the app would load them, every screen of the route
// table, and the text a screen shows (text nodes, accessible names, the document title).
import { parse } from '@formatjs/icu-messageformat-parser';
import { act, render, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AppRoute } from '../../portal/app/AppRoutes';
import { expect } from 'vitest';
import { RequireAuth } from '../../portal/app/guards';
import { createMemoryAuthService } from '../../portal/auth/memoryAuthService';
import type { CompiledMessages } from '../../portal/i18n/loadMessages';
import type { AppLocale, ProductLocale } from '../../portal/i18n/locales';
import { routes } from '../../portal/routes';
import { PortalProviders } from '../../portal/testing/PortalProviders';

const translations = path.resolve(import.meta.dirname, '../../translations');

export type SourceCatalog = Record<string, { defaultMessage: string; description?: string }>;

/** translations/en.json: id → { defaultMessage, description }. */
export const english = JSON.parse(readFileSync(path.join(translations, 'en.json'), 'utf8')) as SourceCatalog;

/** A language's messages compiled as `npm run i18n:compile` does (English from en.json). */
export function compiledCatalog(locale: ProductLocale): CompiledMessages {
  const source: Record<string, string> =
    locale === 'en'
      ? Object.fromEntries(Object.entries(english).map(([id, { defaultMessage }]) => [id, defaultMessage]))
      : (JSON.parse(readFileSync(path.join(translations, `${locale}.json`), 'utf8')) as Record<string, string>);
  return Object.fromEntries(Object.entries(source).map(([id, message]) => [id, parse(message)]));
}

/** The signed-in user of every protected screen. */
export const ana = { email: 'ana@example.com', password: 'secret1', firstName: 'ana', lastName: 'silva' };

export interface Screen {
  path: string;
  protected: boolean;
}

/** Every page route of the table: '*' as an unknown address, protected ones with a signed-in user. */
function screensOf(table: AppRoute[], prefix = '', guarded = false): Screen[] {
  return table.flatMap((route): Screen[] => {
    const protectedHere = guarded || (route.element as { type?: unknown } | undefined)?.type === RequireAuth;
    const own: Screen[] = [];
    // The table's paths are absolute (they come from portal/paths.ts); a relative one nests.
    const full = route.path?.startsWith('/') ? route.path : route.path ? `${prefix}/${route.path}` : prefix;
    if (route.page) {
      const address = route.index ? prefix || '/' : route.path === '*' ? '/no-such-page' : full;
      own.push({ path: address, protected: protectedHere });
    }
    const nested = route.children ? screensOf(route.children, full, protectedHere) : [];
    return [...own, ...nested];
  });
}

/** Every screen: the route table's pages, plus states that only show after the payment page. */
export const screens: Screen[] = [
  ...screensOf(routes),
  { path: '/step4?payment=success', protected: true },
  { path: '/step4?payment=cancelled', protected: true },
];

/** Renders the app at `screenPath` in `locale`, signed in as Ana for a protected screen. */
export function renderScreen(screenPath: string, signedIn: boolean, locale: AppLocale, messages: CompiledMessages) {
  return render(
    <PortalProviders
      path={screenPath}
      locale={locale}
      messages={messages}
      user={signedIn ? ana : undefined}
      auth={signedIn ? undefined : createMemoryAuthService({ users: [ana] })}
    />,
  );
}

/** Waits until lazy pages, deferred components and loading states have settled. */
export async function settled() {
  await waitFor(() => expect(document.querySelector('h1')).not.toBeNull(), { timeout: 5000 });
  let previous = '';
  for (let stable = 0; stable < 3;) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 60)));
    const current = document.body.innerHTML;
    stable = current === previous ? stable + 1 : 0;
    previous = current;
  }
}

const namedAttributes = ['aria-label', 'aria-description', 'aria-roledescription', 'title', 'alt', 'placeholder'];

/** Every piece of text the screen shows or reads out, with where it is. */
export function screenText(): { where: string; text: string }[] {
  const found: { where: string; text: string }[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('script, style')) continue;
    const text = node.textContent ?? '';
    if (text.trim()) found.push({ where: `text in <${node.parentElement?.tagName.toLowerCase()}>`, text });
  }
  for (const element of document.body.querySelectorAll('*')) {
    for (const name of namedAttributes) {
      const value = element.getAttribute(name);
      if (value?.trim()) found.push({ where: `${name} on <${element.tagName.toLowerCase()}>`, text: value });
    }
  }
  if (document.title) found.push({ where: 'document title', text: document.title });
  return found;
}
