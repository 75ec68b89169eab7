/**
 * The answers of one Form W-7, as the applicant fills them in. Every field is optional while the
 * application is a draft; `validateForSubmit` says which ones a complete application needs.
 * Dates are ISO calendar dates (YYYY-MM-DD); the printed form shows them as MM/DD/YYYY.
 * Countries are ISO 3166-1 alpha-2 codes ("MX"); the portal names them in the reader's language.
 */
import { isCountryCode } from './countries.ts';

export const REASON_CODES = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] as const;
export type ReasonCode = (typeof REASON_CODES)[number];

/** The exceptions to the tax-return rule ("Exception 1d-Pension Income" and so on). */
export const EXCEPTION_CODES = ['1a', '1b', '1c', '1d', '2a', '2b', '2c', '2d', '3', '4', '5'] as const;
export type ExceptionCode = (typeof EXCEPTION_CODES)[number];

export const ID_DOCUMENT_TYPES = ['passport', 'dl_state_id', 'uscis', 'other'] as const;
export const SIGNERS = ['applicant', 'parent', 'guardian', 'power_of_attorney'] as const;
export const FAMILY_ROLES = ['spouse', 'dependent'] as const;

export interface PersonName {
  first?: string;
  middle?: string;
  last?: string;
}

export interface Address {
  street?: string;
  city?: string;
  state?: string;
  postal_code?: string;
  /** ISO 3166-1 alpha-2 code. */
  country?: string;
}

export interface W7Answers {
  application_type?: 'new' | 'renew';
  /** The boxes ticked at the top of the form: exactly one is allowed. */
  reasons?: ReasonCode[];
  /** Reason d: how the applicant is related to the U.S. citizen or resident alien. */
  relationship?: string;
  /** Reasons d and e: the U.S. citizen or resident alien (name and SSN or ITIN, 9 digits). */
  sponsor?: { name?: string; tin?: string };
  /** Reason g: whether the applicant is the visa holder's spouse or dependent. */
  family_role?: (typeof FAMILY_ROLES)[number];
  /** Reason f: the applicant claims a tax treaty benefit. */
  treaty_claim?: boolean;
  /** The exception to the tax-return rule the applicant claims, if any. */
  exception?: ExceptionCode;
  /** The "Other" line (reason h, and the exception wording for a and f). */
  other_description?: string;
  /** The treaty country is a code, like every country in the answers. */
  treaty?: { country?: string; article?: string };
  name?: PersonName;
  birth_name?: PersonName;
  mailing_address?: Address;
  /** The applicant gets no mail delivery at their street address (allows a P.O. box on line 2). */
  mailing_no_home_delivery?: boolean;
  foreign_address?: Address;
  /** The applicant has moved to the United States: line 3 then holds only the country. */
  relocated_to_us?: boolean;
  birth?: { date?: string; country?: string; city_state?: string };
  sex?: 'male' | 'female';
  /** Codes of the countries of citizenship (line 6a). */
  citizenship?: string[];
  foreign_tax_id?: string;
  visa?: { type?: string; number?: string; expires?: string };
  id_document?: {
    type?: (typeof ID_DOCUMENT_TYPES)[number];
    other_description?: string;
    issued_by?: string;
    number?: string;
    expires?: string;
    entry_date?: string;
    never_entered?: boolean;
  };
  previous_tin?: {
    had?: 'no' | 'yes';
    itin?: string;
    irsn?: string;
    name?: PersonName;
  };
  stay?: { institution?: string; city_state?: string; length?: string };
  /** Reason d or g dependents: enrolled as a student (relaxes the photo rule up to 18). */
  dependent_is_student?: boolean;
  /** The Social Security Administration refused the applicant an SSN. */
  ssn_denied?: boolean;
  signer?: { who?: (typeof SIGNERS)[number]; name?: string; phone?: string };
}

export interface FieldError {
  /** Dotted path of the field (`name.first`, `citizenship.0`), or `''` for the whole answers. */
  path: string;
  /** A stable machine code; the portal words it in the reader's language. */
  code: string;
}

type Spec =
  | { t: 'text'; max?: number }
  | { t: 'country' }
  | { t: 'date' }
  | { t: 'bool' }
  | { t: 'enum'; values: readonly string[] }
  | { t: 'list'; of: Spec; max: number }
  | { t: 'object'; fields: Record<string, Spec> };

const text = (max = 200): Spec => ({ t: 'text', max });
const date: Spec = { t: 'date' };
const bool: Spec = { t: 'bool' };
/** A country: one of `COUNTRY_CODES`. */
const country: Spec = { t: 'country' };
const oneOf = (values: readonly string[]): Spec => ({ t: 'enum', values });
const object = (fields: Record<string, Spec>): Spec => ({ t: 'object', fields });
const personName = object({ first: text(100), middle: text(100), last: text(100) });
const address = object({
  street: text(),
  city: text(100),
  state: text(100),
  postal_code: text(20),
  country,
});

/** The shape of every answer: types, allowed values and lengths. */
export const ANSWERS_SPEC = object({
  application_type: oneOf(['new', 'renew']),
  reasons: { t: 'list', of: oneOf(REASON_CODES), max: REASON_CODES.length },
  relationship: text(100),
  sponsor: object({ name: text(200), tin: text(11) }),
  family_role: oneOf(FAMILY_ROLES),
  treaty_claim: bool,
  exception: oneOf(EXCEPTION_CODES),
  other_description: text(),
  treaty: object({ country, article: text(50) }),
  name: personName,
  birth_name: personName,
  mailing_address: address,
  mailing_no_home_delivery: bool,
  foreign_address: address,
  relocated_to_us: bool,
  birth: object({ date, country, city_state: text(100) }),
  sex: oneOf(['male', 'female']),
  citizenship: { t: 'list', of: country, max: 5 },
  foreign_tax_id: text(50),
  visa: object({ type: text(50), number: text(50), expires: date }),
  id_document: object({
    type: oneOf(ID_DOCUMENT_TYPES),
    other_description: text(100),
    issued_by: text(100),
    number: text(50),
    expires: date,
    entry_date: date,
    never_entered: bool,
  }),
  previous_tin: object({ had: oneOf(['no', 'yes']), itin: text(11), irsn: text(11), name: personName }),
  stay: object({ institution: text(), city_state: text(100), length: text(50) }),
  dependent_is_student: bool,
  ssn_denied: bool,
  signer: object({ who: oneOf(SIGNERS), name: text(200), phone: text(30) }),
});

// Control characters other than none at all: answers are single-line texts.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Whether `value` is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (m < 1 || m > 12 || d < 1) return false;
  const days = [31, y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return d <= (days[m - 1] as number);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function clean(value: unknown, spec: Spec, path: string, errors: FieldError[]): unknown {
  // null and the empty string both mean "not answered", so a cleared field disappears.
  if (value === null || value === undefined || value === '') return undefined;
  switch (spec.t) {
    case 'text': {
      if (typeof value !== 'string') return void errors.push({ path, code: 'not_text' });
      const trimmed = value.trim();
      if (CONTROL.test(trimmed)) return void errors.push({ path, code: 'invalid_characters' });
      if (trimmed.length > (spec.max ?? 200)) return void errors.push({ path, code: 'too_long' });
      return trimmed === '' ? undefined : trimmed;
    }
    case 'country': {
      if (typeof value !== 'string') return void errors.push({ path, code: 'not_text' });
      const trimmed = value.trim();
      if (trimmed === '') return undefined;
      if (!isCountryCode(trimmed)) return void errors.push({ path, code: 'unknown_country' });
      return trimmed;
    }
    case 'date':
      if (typeof value !== 'string' || !isIsoDate(value)) return void errors.push({ path, code: 'invalid_date' });
      return value;
    case 'bool':
      if (typeof value !== 'boolean') return void errors.push({ path, code: 'not_boolean' });
      return value;
    case 'enum':
      if (typeof value !== 'string' || !spec.values.includes(value)) {
        return void errors.push({ path, code: 'invalid_choice' });
      }
      return value;
    case 'list': {
      if (!Array.isArray(value)) return void errors.push({ path, code: 'not_list' });
      if (value.length > spec.max) return void errors.push({ path, code: 'too_many' });
      const items = value
        .map((item, i) => clean(item, spec.of, `${path}.${i}`, errors))
        .filter((item) => item !== undefined);
      return items.length ? items : undefined;
    }
    case 'object': {
      if (!isRecord(value)) return void errors.push({ path, code: 'not_object' });
      const out: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(value)) {
        const child = spec.fields[key];
        const childPath = path ? `${path}.${key}` : key;
        if (!child) {
          errors.push({ path: childPath, code: 'unknown_field' });
          continue;
        }
        const cleaned = clean(item, child, childPath, errors);
        if (cleaned !== undefined) out[key] = cleaned;
      }
      return Object.keys(out).length ? out : undefined;
    }
  }
}

/**
 * Reads answers sent by a client: checks every field's type, allowed values and length, refuses
 * fields the form does not have (`unknown_field`, so a misspelt name is noticed rather than lost),
 * refuses a country that is not a listed code (`unknown_country`: "Mexico" or "mx" for "MX"),
 * trims texts and drops empty ones. Partial answers are fine: completeness is checked on submit.
 */
export function parseAnswers(input: unknown): { answers: W7Answers; errors: FieldError[] } {
  const errors: FieldError[] = [];
  if (!isRecord(input)) return { answers: {}, errors: [{ path: '', code: 'not_object' }] };
  const answers = (clean(input, ANSWERS_SPEC, '', errors) ?? {}) as W7Answers;
  return { answers: errors.length ? {} : answers, errors };
}
