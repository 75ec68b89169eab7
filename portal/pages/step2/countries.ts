/**
 * Countries for the wizard's lists: every ISO 3166-1 region, named by `Intl.DisplayNames` in the
 * portal's language. The answers keep the full English name (e.g. "Mexico"), which is what the
 * domain rules read today (they refuse abbreviations, and compare the treaty country with the
 * home country by name); the list shows each name in the reader's language.
 */

/** ISO 3166-1 alpha-2 codes of every country and territory. */
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV ' +
  'BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET ' +
  'FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM ' +
  'IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ' +
  'ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE ' +
  'PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST ' +
  'SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS ' +
  'YE YT ZA ZM ZW'
).split(' ');

let english: Intl.DisplayNames | null = null;
let byName: Map<string, string> | null = null;

/**
 * The stored (English) name of a country. "St." and "U.S." are written out, because the rules
 * take a name with a full stop for an abbreviation.
 */
export function countryAnswer(code: string): string {
  english ??= new Intl.DisplayNames(['en'], { type: 'region' });
  const name = english.of(code) ?? code;
  return name.replace(/^St\. /, 'Saint ').replace(/^U\.S\. /, 'United States ');
}

/** The code of a stored country name, when it is one of the list's names. */
export function countryCode(answer: string | undefined): string | undefined {
  if (!answer) return undefined;
  byName ??= new Map(COUNTRY_CODES.map((code) => [countryAnswer(code).toLowerCase(), code]));
  return byName.get(answer.trim().toLowerCase());
}

/** The country list in `locale`, sorted by the names the reader sees. */
export function countryOptions(locale: string): { code: string; label: string }[] {
  const names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  const collator = new Intl.Collator(locale);
  return COUNTRY_CODES.map((code) => ({ code, label: names.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.label, b.label),
  );
}

/** A stored country name shown in `locale` (the stored text itself when it is not in the list). */
export function countryLabel(answer: string | undefined, locale: string): string {
  const code = countryCode(answer);
  if (!code) return answer ?? '';
  return new Intl.DisplayNames([locale, 'en'], { type: 'region' }).of(code) ?? answer ?? '';
}
