/** The portal's languages. Labels are each language's own name (shown to speakers of it). */
export const locales = [
  { code: 'en', label: 'English' },
  { code: 'es', label: 'Español' },
  { code: 'pt', label: 'Português' },
  { code: 'de', label: 'Deutsch' },
  { code: 'zh', label: '中文' },
] as const;

/**
 * Accented, ~35% longer English, generated from the English messages. It shows hard-coded text
 * (which stays plain) and layouts that break with longer translations. Development and Storybook only.
 */
export const pseudoLocale = { code: 'en-XA', label: 'Ƥšéûđö (en-XA)' } as const;

export type ProductLocale = (typeof locales)[number]['code'];
export type AppLocale = ProductLocale | typeof pseudoLocale.code;

export interface LocaleOption {
  code: AppLocale;
  label: string;
}

export const DEFAULT_LOCALE: ProductLocale = 'en';

/** Languages offered in the picker; the pseudo-locale only when `includePseudo`. */
export function availableLocales(includePseudo: boolean): LocaleOption[] {
  return includePseudo ? [...locales, pseudoLocale] : [...locales];
}

export function isAppLocale(value: unknown, includePseudo: boolean): value is AppLocale {
  return availableLocales(includePseudo).some((option) => option.code === value);
}

/** The `lang` for embedded forms (en|es|pt|de|zh): the pseudo-locale reads as English. */
export function formLanguageOf(locale: string): ProductLocale {
  const base = locale.split('-')[0];
  return locales.some((option) => option.code === base) ? (base as ProductLocale) : DEFAULT_LOCALE;
}

const rtlLanguages = new Set(['ar', 'fa', 'he', 'ur']);

/** Text direction of a locale, for `<html dir>`. */
export function directionOf(locale: string): 'ltr' | 'rtl' {
  return rtlLanguages.has(locale.split('-')[0] ?? '') ? 'rtl' : 'ltr';
}
