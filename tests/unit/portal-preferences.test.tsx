import { act, render, screen, waitFor } from '@testing-library/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { darkTheme, lightTheme } from '../../ui/theme';
import { LocaleProvider, useLocale } from '../../portal/i18n/LocaleProvider';
import { availableLocales, directionOf, formLanguageOf } from '../../portal/i18n/locales';
import { accent, pseudoLocalizeMessage } from '../../portal/i18n/pseudo';
import { createMemoryStore } from '../../portal/session/storage';
import { StoreProvider } from '../../portal/session/StoreContext';
import { ThemeProvider, useTheme } from '../../portal/theme/ThemeProvider';
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

function LocaleProbe() {
  const { locale, setLocale, locales } = useLocale();
  const intl = useIntl();
  return (
    <div>
      <p data-testid="locale">{locale}</p>
      <p data-testid="labels">{locales.map((option) => option.label).join(',')}</p>
      <p data-testid="text">
        {intl.formatMessage({ id: 'test.greeting', defaultMessage: 'Hello' })} /{' '}
        <FormattedMessage id="test.only.english" defaultMessage="Only in English" />
      </p>
      <button type="button" onClick={() => void setLocale('de')}>
        de
      </button>
    </div>
  );
}

describe('LocaleProvider', () => {
  it('offers the five languages labelled in their own language', () => {
    expect(availableLocales(false).map((option) => option.label)).toEqual([
      'English',
      'Español',
      'Português',
      'Deutsch',
      '中文',
    ]);
    expect(availableLocales(true).map((option) => option.code)).toContain('en-XA');
  });

  it('restores the saved language, mirrors it on <html> and saves a new choice', async () => {
    const store = createMemoryStore({ language: 'pt' });
    render(
      <StoreProvider store={store}>
        <LocaleProvider includePseudo={false}>
          <LocaleProbe />
        </LocaleProvider>
      </StoreProvider>,
    );
    expect(await screen.findByTestId('locale')).toHaveTextContent('pt');
    expect(document.documentElement.lang).toBe('pt');
    expect(document.documentElement.dir).toBe('ltr');
    await act(async () => screen.getByRole('button', { name: 'de' }).click());
    await waitFor(() => expect(screen.getByTestId('locale')).toHaveTextContent('de'));
    expect(document.documentElement.lang).toBe('de');
    expect(store.getItem('language')).toBe('de');
  });

  it('ignores an unknown saved language and falls back to English', async () => {
    render(
      <StoreProvider store={createMemoryStore({ language: 'xx' })}>
        <LocaleProvider includePseudo={false}>
          <LocaleProbe />
        </LocaleProvider>
      </StoreProvider>,
    );
    expect(await screen.findByTestId('locale')).toHaveTextContent('en');
  });

  it('shows English for ids a translation lacks, without crashing', async () => {
    render(
      <StoreProvider store={createMemoryStore()}>
        <LocaleProvider initialLocale="zh" initialMessages={{}} includePseudo={false}>
          <LocaleProbe />
        </LocaleProvider>
      </StoreProvider>,
    );
    expect(screen.getByTestId('text')).toHaveTextContent('Hello / Only in English');
  });

  it('pseudo-localises messages: accented, ~35% longer, placeholders intact', () => {
    expect(accent('Sign In')).toBe('Šîĝñ Îñ');
    const message: MessageFormatElement[] = [
      { type: TYPE.literal, value: 'Step ' },
      { type: TYPE.argument, value: 'step' },
      { type: TYPE.literal, value: ' of six' },
    ];
    const pseudo = pseudoLocalizeMessage(message);
    const literal = pseudo
      .filter((element) => element.type === TYPE.literal)
      .map((element) => (element as { value: string }).value)
      .join('');
    expect(pseudo).toContainEqual({ type: TYPE.argument, value: 'step' });
    expect(literal).toMatch(/^\[Šţéþ {2}öƒ šîẋ /);
    expect(literal.length).toBeGreaterThanOrEqual(Math.ceil('Step  of six'.length * 1.35));
  });

  it('maps locales to form languages and directions', () => {
    expect(formLanguageOf('en-XA')).toBe('en');
    expect(formLanguageOf('zh')).toBe('zh');
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('de')).toBe('ltr');
  });
});

function ThemeProbe() {
  const { theme, setTheme } = useTheme();
  return (
    <button type="button" onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}>
      {theme}
    </button>
  );
}

describe('ThemeProvider', () => {
  it('defaults to dark and puts the theme class and data-theme on <html>', () => {
    render(
      <StoreProvider store={createMemoryStore()}>
        <ThemeProvider>
          <ThemeProbe />
        </ThemeProvider>
      </StoreProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('dark');
    expect(document.documentElement).toHaveClass(darkTheme);
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('restores and saves the theme', async () => {
    const store = createMemoryStore({ theme: 'light' });
    render(
      <StoreProvider store={store}>
        <ThemeProvider>
          <ThemeProbe />
        </ThemeProvider>
      </StoreProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('light');
    expect(document.documentElement).toHaveClass(lightTheme);
    expect(document.documentElement).not.toHaveClass(darkTheme);
    await act(async () => screen.getByRole('button').click());
    expect(store.getItem('theme')).toBe('dark');
    expect(document.documentElement).toHaveClass(darkTheme);
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});
