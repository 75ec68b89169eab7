// The five languages in use: every picker offers them, Chinese reads as Chinese on every screen,
// and the fee is formatted by Intl for each language. (The embedded forms open in the portal's
// language: i18n-embedded-forms.test.tsx.)
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuthErrorKind } from '../../portal/auth/AuthService';
import { createMemoryAuthService } from '../../portal/auth/memoryAuthService';
import { config } from '../../portal/config';
import { locales, pseudoLocale, type ProductLocale } from '../../portal/i18n/locales';
import { PACKAGE_PRICE_USD } from '../../portal/payment/offer';
import { PortalProviders } from '../../portal/testing/PortalProviders';
import { compiledCatalog, renderScreen, screens, screenText, settled } from './i18n-helpers';

const codes = locales.map((option) => option.code);

describe('language pickers', () => {
  it.each([
    ['the landing header', '/', false],
    ['the step header', '/step1', true],
  ] as const)('%s offers the five languages and switches to Chinese', async (_where, path, signedIn) => {
    renderScreen(path, signedIn, 'en', compiledCatalog('en'));
    await settled();
    const [trigger] = await screen.findAllByRole('button', { name: /^Language English/ });
    // A key press goes to the focused button (the menu's code loads then, and the press opens it).
    act(() => trigger!.focus());
    fireEvent.keyDown(trigger!, { key: 'Enter' });
    const menu = await screen.findByRole('menu', {}, { timeout: 5000 });
    const items = within(menu).getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(
      expect.arrayContaining(['English', 'Español', 'Português', 'Deutsch', '中文']),
    );
    expect(items.find((item) => item.textContent === '中文')).toHaveAttribute('lang', 'zh');
    fireEvent.click(items.find((item) => item.textContent === '中文')!);
    await waitFor(() => expect(document.documentElement.lang).toBe('zh'));
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^语言 中文/ }).length).toBeGreaterThan(0));
  });
});

/** Latin-script words a Chinese reader may meet: brand names and fixed terms kept in every language. */
const keptInChinese = [
  'ITIN Bridge',
  'ITIN',
  'IRS',
  'PayPal',
  'Stripe',
  'FDIC',
  'SSL',
  'W-7',
  'GDPR',
  'CCPA',
  'APR',
  'SSN',
  'US$',
  // Names of U.S. forms, visas, agencies and file types, written so in Chinese too.
  'IRSN',
  'USCIS',
  'F-1',
  'J-1',
  'M-1',
  'PDF',
  'JPEG',
  'PNG',
  'HEIC',
  'MB',
  // Technical names on the privacy and account pages (the cipher, the password hash, the file format).
  'AES-256',
  'bcrypt',
  'JSON',
  config.supportEmail,
  config.supportPhone,
  // The language picker names each language in itself (and, in development, the pseudo-locale).
  ...locales.map((option) => option.label),
  pseudoLocale.label,
  // The signed-in user's name and e-mail address, and the sample number on the decorative ITIN card.
  'Ana Silva',
  'Ana',
  'Silva',
  'ana@example.com',
  '9XX-XX-XXXX',
].sort((a, b) => b.length - a.length);

function englishIn(text: string): boolean {
  // The avatar shows the user's initial.
  if (text.trim() === 'A') return false;
  let rest = text;
  for (const kept of keptInChinese) rest = rest.split(kept).join(' ');
  // Form W-7 line numbers ("第 1a 行") as printed on the form.
  rest = rest.replace(/\b\d{1,2}[a-h]\b/g, ' ');
  return /[A-Za-z]/.test(rest);
}

describe('Chinese (zh): a Chinese reader meets no English on any screen', () => {
  const zh = compiledCatalog('zh');
  it.each(screens)('$path', async ({ path, protected: signedIn }) => {
    renderScreen(path, signedIn, 'zh', zh);
    await settled();
    const english = screenText().flatMap(({ where, text }) => (englishIn(text) ? [`${where}: "${text.trim()}"`] : []));
    expect([...new Set(english)]).toEqual([]);
  });
});

describe('the fee goes through Intl in every language', () => {
  const price = (locale: ProductLocale) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
      PACKAGE_PRICE_USD,
    );

  it('reads $1,250 in English', () => {
    expect(price('en')).toBe('$1,250');
  });

  it.each(codes.flatMap((locale) => [[locale, '/'] as const, [locale, '/step4'] as const]))(
    '%s on %s',
    async (locale, path) => {
      renderScreen(path, path !== '/', locale, compiledCatalog(locale));
      await settled();
      const shown = screenText().map(({ text }) => text.replace(/\s/g, ' '));
      expect(shown).toContain(price(locale).replace(/\s/g, ' '));
    },
  );
});

describe('auth service errors are said in the reader’s language', () => {
  const zh = compiledCatalog('zh');
  it.each([
    ['weak_password', 'Password should be at least 8 characters.', '此密码太容易被猜到。请选择更长、更不常见的密码。'],
    [
      'rate_limited',
      'For security purposes, you can only request this after 60 seconds.',
      '尝试次数过多。请等待几分钟后重试。',
    ],
    ['email_not_confirmed', 'Email not confirmed', '请先确认您的电子邮箱：打开我们发送给您的链接，然后重试。'],
  ] as const)('signup refused with %s', async (kind: AuthErrorKind, serviceMessage, shown) => {
    render(
      <PortalProviders
        path="/signup"
        locale="zh"
        messages={zh}
        auth={createMemoryAuthService({ errors: { signUp: { kind, message: serviceMessage } } })}
      />,
    );
    await settled();
    const fields: Record<string, string> = {
      firstName: 'Li',
      lastName: 'Wang',
      email: 'li@example.com',
      password: 'secret12',
      confirmPassword: 'secret12',
    };
    for (const input of document.querySelectorAll<HTMLInputElement>('form input')) {
      const value = fields[input.name];
      if (value !== undefined) fireEvent.change(input, { target: { value } });
    }
    fireEvent.submit(document.querySelector('form')!);
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(screen.queryByText(serviceMessage)).toBeNull();
  });
});
