// Every screen of the route table, rendered in the en-XA pseudo-locale: every letter a message
// puts on screen is accented there, so a plain ASCII letter in a text node or in an accessible
// name (aria-label, title, alt, placeholder) is text that bypassed the message catalog.
import { parse } from '@formatjs/icu-messageformat-parser';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createMemoryAuthService } from '../../portal/auth/memoryAuthService';
import { config } from '../../portal/config';
import type { CompiledMessages } from '../../portal/i18n/loadMessages';
import { availableLocales } from '../../portal/i18n/locales';
import { accent, pseudoLocalize } from '../../portal/i18n/pseudo';
import { routes } from '../../portal/routes';
import { PortalProviders } from '../../portal/testing/PortalProviders';

type SourceCatalog = Record<string, { defaultMessage: string }>;
const english = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../translations/en.json'), 'utf8'),
) as SourceCatalog;
const messages: CompiledMessages = pseudoLocalize(
  Object.fromEntries(Object.entries(english).map(([id, { defaultMessage }]) => [id, parse(defaultMessage)])),
);

const ana = { email: 'ana@example.com', password: 'secret1', firstName: 'ana', lastName: 'silva' };

/**
 * Text that rightly comes from elsewhere than a message: the product name and the other messages
 * the pseudo-locale keeps verbatim (portal/i18n/pseudo.ts), the support contacts from the
 * configuration, the language names in the picker (each written in its own language) and the
 * sample number on the decorative ITIN card. Removed wherever they occur.
 */
const verbatimMessages = Object.entries(english)
  .filter(([id, { defaultMessage }]) => JSON.stringify(messages[id]) === JSON.stringify(parse(defaultMessage)))
  .map(([, { defaultMessage }]) => defaultMessage);
const notFromMessages = [
  ...verbatimMessages,
  'ITIN Bridge',
  config.supportEmail,
  config.supportPhone,
  ...availableLocales(true).map((option) => option.label),
  '9XX-XX-XXXX',
].sort((a, b) => b.length - a.length);

/** The signed-in user's own data, as whole text nodes: names, initial, e-mail address. */
const userData = new Set(['Ana', 'Silva', 'Ana Silva', 'A', 'AS', ana.email]);

/** The pseudo-locale pads each message with these (unaccented) words to make it ~35% longer. */
const padding = /\b(one|two|three|four|five|six|seven|eight|nine|ten)\b/g;

/** Numbers and amounts as Intl formats them in English ("$50K", "US$1,250"). */
const formattedNumbers = /(US)?\$?\d[\d.,]*\s?[KMB]?\b/g;

const namedAttributes = ['aria-label', 'aria-description', 'aria-roledescription', 'title', 'alt', 'placeholder'];

function plainText(text: string): string | null {
  if (userData.has(text.trim())) return null;
  let rest = text;
  for (const allowed of notFromMessages) rest = rest.split(allowed).join(' ');
  rest = rest.replace(padding, ' ').replace(formattedNumbers, ' ');
  return /[A-Za-z]/.test(rest) ? text.trim() : null;
}

/** Every text node and accessible-name attribute with plain (untranslated) letters. */
function hardCodedText(): string[] {
  const found = new Set<string>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('script, style')) continue;
    const plain = plainText(node.textContent ?? '');
    if (plain) found.add(`text "${plain}" in <${node.parentElement?.tagName.toLowerCase()}>`);
  }
  for (const element of document.body.querySelectorAll('*')) {
    for (const name of namedAttributes) {
      const value = element.getAttribute(name);
      const plain = value ? plainText(value) : null;
      if (plain) found.add(`${name}="${plain}" on <${element.tagName.toLowerCase()}>`);
    }
  }
  const title = plainText(document.title);
  if (title) found.add(`document title "${title}"`);
  return [...found];
}

/** Waits until lazy pages, deferred components and loading states have settled. */
async function settled() {
  await waitFor(() => expect(document.querySelector('h1')).not.toBeNull(), { timeout: 5000 });
  let previous = '';
  for (let stable = 0; stable < 3;) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 60)));
    const current = document.body.innerHTML;
    stable = current === previous ? stable + 1 : 0;
    previous = current;
  }
}

interface Screen {
  path: string;
  protected: boolean;
}

/** Every page route of the table: '*' as an unknown address, protected ones with a signed-in user. */
function screensOf(table: RouteObject[], prefix = '', guarded = false): Screen[] {
  return table.flatMap((route): Screen[] => {
    const isGuard = !route.path && !route.index && (route.children?.length ?? 0) > 0;
    const protectedHere = guarded || (isGuard && route.element !== undefined && isRequireAuth(route));
    const own: Screen[] = [];
    if (route.lazy || route.Component) {
      const address = route.index ? prefix || '/' : route.path === '*' ? '/no-such-page' : `${prefix}/${route.path}`;
      own.push({ path: address, protected: protectedHere });
    }
    const nested = route.children
      ? screensOf(route.children, route.path ? `${prefix}/${route.path}` : prefix, protectedHere)
      : [];
    return [...own, ...nested];
  });
}

function isRequireAuth(route: RouteObject): boolean {
  const element = route.element as { type?: { name?: string } } | undefined;
  return element?.type?.name === 'RequireAuth';
}

const screens = screensOf(routes);
// States that only show after a return from the payment page.
const extraScreens: Screen[] = [
  { path: '/step4?payment=success', protected: true },
  { path: '/step4?payment=cancelled', protected: true },
];

function renderInPseudo(screenPath: string, signedIn: boolean) {
  return render(
    <PortalProviders
      path={screenPath}
      locale="en-XA"
      messages={messages}
      user={signedIn ? ana : undefined}
      auth={signedIn ? undefined : createMemoryAuthService({ users: [ana] })}
    />,
  );
}

describe('pseudo-locale (en-XA): no hard-coded text on any screen', () => {
  it('finds every page of the route table, protected ones included', () => {
    const paths = screens.map((s) => s.path);
    expect(paths).toEqual(expect.arrayContaining(['/', '/login', '/signup', '/step1', '/step6', '/no-such-page']));
    expect(screens.find((s) => s.path === '/step3')?.protected).toBe(true);
    expect(screens.find((s) => s.path === '/login')?.protected).toBe(false);
  });

  it.each([...screens, ...extraScreens])('$path', async ({ path: screenPath, protected: signedIn }) => {
    // Step 4's success banner moves on to step 5 after a pause; the banner is what is checked here.
    renderInPseudo(screenPath, signedIn);
    await settled();
    expect(hardCodedText()).toEqual([]);
  });

  it('the signup screen with every validation message', async () => {
    renderInPseudo('/signup', false);
    await settled();
    const form = document.querySelector('form');
    expect(form).not.toBeNull();
    fireEvent.submit(form!);
    await screen.findAllByText(accent('First name is required'), { exact: false });
    expect(screen.getAllByText(accent('Password is required'), { exact: false }).length).toBeGreaterThan(0);
    await settled();
    expect(hardCodedText()).toEqual([]);
  });

  it('the login screen with its error', async () => {
    renderInPseudo('/login', false);
    await settled();
    const [email, password] = [...document.querySelectorAll<HTMLInputElement>('input')];
    fireEvent.change(email!, { target: { value: ana.email } });
    fireEvent.change(password!, { target: { value: 'wrong-password' } });
    fireEvent.submit(document.querySelector('form')!);
    await screen.findByText(accent('Invalid email or password.'), { exact: false });
    await settled();
    expect(hardCodedText()).toEqual([]);
  });

  it('notices a hard-coded string', async () => {
    render(
      <PortalProviders path="/" locale="en-XA" messages={messages}>
        <h1>Hard-coded heading</h1>
      </PortalProviders>,
    );
    await settled();
    expect(hardCodedText()).toContain('text "Hard-coded heading" in <h1>');
  });
});
