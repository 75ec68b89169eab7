// The stand-in forms list the same countries as the application record (domain/countries.ts),
// named by Intl in the page's language; their selects submit the ISO code.
import { COUNTRY_CODES } from '../../domain/countries.ts';

const cache = new Map<string, { code: string; name: string }[]>();

/** Countries with their names in `lang`, sorted the way speakers of that language expect. */
export function countryOptions(lang: string): { code: string; name: string }[] {
  let list = cache.get(lang);
  if (!list) {
    const names = new Intl.DisplayNames([lang], { type: 'region', fallback: 'code' });
    const collator = new Intl.Collator(lang);
    list = COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
      collator.compare(a.name, b.name),
    );
    cache.set(lang, list);
  }
  return list;
}
