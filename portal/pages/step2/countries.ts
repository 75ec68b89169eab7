/**
 * Countries for the wizard's lists and summaries. The answers hold ISO 3166-1 alpha-2 codes (the
 * domain's list); a country is named by `Intl.DisplayNames` when it is shown: in the reader's
 * language on the wizard's pages, and in English where the page mirrors the paper Form W-7.
 */
import { COUNTRY_CODES, isCountryCode } from '../../../domain';

const displayNames = new Map<string, Intl.DisplayNames>();

function namesIn(locale: string): Intl.DisplayNames {
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'code' });
    displayNames.set(locale, names);
  }
  return names;
}

/** The country list in `locale`, sorted by the names the reader sees. */
export function countryOptions(locale: string): { code: string; label: string }[] {
  const names = namesIn(locale);
  const collator = new Intl.Collator(locale);
  return COUNTRY_CODES.map((code) => ({ code, label: names.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.label, b.label),
  );
}

/** A stored country code named in `locale` (a value that is no listed code is shown as it is). */
export function countryName(code: string | undefined, locale: string): string {
  if (!code) return '';
  return isCountryCode(code) ? (namesIn(locale).of(code) ?? code) : code;
}

/**
 * A stored country code named as it is written on the English Form W-7. "St." and "U.S." are
 * written out, since line 6a asks for full names without abbreviations.
 */
export function w7CountryName(code: string | undefined): string {
  return countryName(code, 'en')
    .replace(/^St\. /, 'Saint ')
    .replace(/^U\.S\. /, 'United States ');
}
