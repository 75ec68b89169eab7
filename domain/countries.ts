/**
 * Countries in the answers are ISO 3166-1 alpha-2 codes ("MX"), never names: a code does not
 * change with the language or with the names a runtime's locale data happens to carry, and each
 * reader sees the country named in their own language. `XK` (Kosovo) is the user-assigned code in
 * common use (passports, the EU, CLDR), listed because Kosovo issues passports of its own.
 */
export const COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO ' +
  'JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR ' +
  'MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO ' +
  'RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV ' +
  'TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW'
).split(' ');

const KNOWN = new Set(COUNTRY_CODES);

/** Whether `value` is one of the listed codes, written exactly (two upper-case letters). */
export function isCountryCode(value: string): boolean {
  return KNOWN.has(value);
}

/**
 * Citizens of Canada, Mexico and Bermuda study in the United States without a visa in their
 * passport, so a student (reason f) from there needs none on line 6c.
 */
export const VISA_EXEMPT_COUNTRIES: readonly string[] = ['CA', 'MX', 'BM'];
