// Every screen of the route table, rendered in the en-XA pseudo-locale: every letter a message
// puts on screen is accented there, so a plain ASCII letter in a text node or in an accessible
// name (aria-label, title, alt, placeholder) is text that bypassed the message catalog.
import { parse } from '@formatjs/icu-messageformat-parser';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { config } from '../../portal/config';
import type { CompiledMessages } from '../../portal/i18n/loadMessages';
import { availableLocales } from '../../portal/i18n/locales';
import { accent, pseudoLocalize } from '../../portal/i18n/pseudo';
import { countryOptions } from '../../portal/pages/step2/countries';
import { PortalProviders } from '../../portal/testing/PortalProviders';
import { ana, compiledCatalog, english, renderScreen, screens, screenText, settled } from './i18n-helpers';

const messages: CompiledMessages = pseudoLocalize(compiledCatalog('en'));

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

/**
 * Country names in the wizard's lists come from `Intl.DisplayNames` in the reader's language (which
 * names the regions in English for the pseudo-locale), never from the catalog.
 */
const countryNames = new Set(countryOptions('en-XA').map((option) => option.label));

/** Form W-7 line numbers ("1a", "6d") shown as they are printed on the form, in every language. */
const w7Lines = /\b\d{1,2}[a-h]\b/g;

/** The pseudo-locale pads each message with these (unaccented) words to make it ~35% longer. */
const padding = /\b(one|two|three|four|five|six|seven|eight|nine|ten)\b/g;

/** Numbers and amounts as Intl formats them in English ("$50K", "US$1,250"). */
const formattedNumbers = /(US)?\$?\d[\d.,]*\s?[KMB]?\b/g;

function isPlain(text: string): boolean {
  if (userData.has(text.trim()) || countryNames.has(text.trim())) return false;
  let rest = text;
  for (const allowed of notFromMessages) rest = rest.split(allowed).join(' ');
  rest = rest.replace(padding, ' ').replace(w7Lines, ' ').replace(formattedNumbers, ' ');
  return /[A-Za-z]/.test(rest);
}

/** Every text node and accessible name with plain (untranslated) letters. */
function hardCodedText(): string[] {
  return [...new Set(screenText().flatMap(({ where, text }) => (isPlain(text) ? [`${where}: "${text.trim()}"`] : [])))];
}

describe('pseudo-locale (en-XA): no hard-coded text on any screen', () => {
  it('finds every page of the route table, protected ones included', () => {
    const paths = screens.map((s) => s.path);
    expect(paths).toEqual(expect.arrayContaining(['/', '/login', '/signup', '/step1', '/step6', '/no-such-page']));
    expect(screens.find((s) => s.path === '/step3')?.protected).toBe(true);
    expect(screens.find((s) => s.path === '/login')?.protected).toBe(false);
  });

  it.each(screens)('$path', async ({ path: screenPath, protected: signedIn }) => {
    renderScreen(screenPath, signedIn, 'en-XA', messages);
    await settled();
    expect(hardCodedText()).toEqual([]);
  });

  it('the signup screen with every validation message', async () => {
    renderScreen('/signup', false, 'en-XA', messages);
    await settled();
    fireEvent.submit(document.querySelector('form')!);
    await screen.findAllByText(accent('First name is required'), { exact: false });
    expect(screen.getAllByText(accent('Password is required'), { exact: false }).length).toBeGreaterThan(0);
    await settled();
    expect(hardCodedText()).toEqual([]);
  });

  it('the login screen with its error', async () => {
    renderScreen('/login', false, 'en-XA', messages);
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
    expect(hardCodedText()).toContain('text in <h1>: "Hard-coded heading"');
  });
});
