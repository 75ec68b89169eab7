/**
 * The three stand-in forms of the external form service, described as data: sections of typed
 * fields with their limits. Rendering, validation and translations all read these definitions.
 */
export type FieldKind =
  'text' | 'email' | 'tel' | 'date' | 'textarea' | 'select' | 'country' | 'radio' | 'checkbox' | 'file';

export type Values = Record<string, string>;

export interface FieldDef {
  name: string;
  kind: FieldKind;
  /** Required always (true) or depending on other answers. */
  required?: boolean | ((values: Values) => boolean);
  maxLength?: number;
  /** Allowed characters for identifiers (document numbers, tax IDs). */
  pattern?: RegExp;
  autocomplete?: string;
  /** Option keys of a select or radio group; their labels are translated. */
  options?: readonly string[];
  /** Date rules: must lie in the past, or must not lie in the past; optionally after another date field. */
  date?: { when?: 'past' | 'not-past'; after?: string };
  /** Column span on wide screens. */
  width?: 'full' | 'half' | 'third';
  /** Filled from the query string on first render. */
  prefill?: boolean;
  /** Show the option keys (a, b, c…) as in the paper form. */
  keyed?: boolean;
}

export interface SectionDef {
  key: string;
  fields: readonly FieldDef[];
}

export interface FormDef {
  id: string;
  sections: readonly SectionDef[];
  /** Has a file field, so posts as multipart/form-data. */
  multipart: boolean;
}

export const FILE_MAX_BYTES = 5 * 1024 * 1024;

const NAME = 80;
const LINE = 120;
const ID_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} ./-]*$/u;

const firstName: FieldDef = {
  name: 'first_name',
  kind: 'text',
  required: true,
  maxLength: NAME,
  autocomplete: 'given-name',
  width: 'half',
  prefill: true,
};
const lastName: FieldDef = {
  name: 'last_name',
  kind: 'text',
  required: true,
  maxLength: NAME,
  autocomplete: 'family-name',
  width: 'half',
  prefill: true,
};
const email: FieldDef = {
  name: 'email',
  kind: 'email',
  required: true,
  maxLength: 254,
  autocomplete: 'email',
  prefill: true,
};

export const ITIN_REASONS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] as const;
export const DOCUMENT_TYPES = [
  'passport',
  'national_id',
  'drivers_license',
  'visa',
  'birth_certificate',
  'other',
] as const;
export const PURPOSES = [
  'bank_account',
  'payment_platforms',
  'tax_return',
  'credit',
  'real_estate',
  'business',
  'other',
] as const;

const reasonIs =
  (...reasons: string[]) =>
  (values: Values) =>
    reasons.includes(values.reason ?? '');

export const forms: Record<string, FormDef> = {
  'itin-application': {
    id: 'itin-application',
    multipart: false,
    sections: [
      {
        key: 'reason',
        fields: [
          { name: 'reason', kind: 'radio', required: true, options: ITIN_REASONS, keyed: true },
          { name: 'treaty_country', kind: 'country', required: reasonIs('a'), width: 'half' },
          { name: 'treaty_article', kind: 'text', required: reasonIs('a'), maxLength: 40, width: 'half' },
          { name: 'related_person', kind: 'text', required: reasonIs('d', 'e', 'g'), maxLength: LINE },
          { name: 'reason_other', kind: 'text', required: reasonIs('h'), maxLength: 200 },
        ],
      },
      {
        key: 'name',
        fields: [
          firstName,
          { name: 'middle_name', kind: 'text', maxLength: NAME, autocomplete: 'additional-name', width: 'half' },
          lastName,
          { name: 'birth_first_name', kind: 'text', maxLength: NAME, width: 'half' },
          { name: 'birth_last_name', kind: 'text', maxLength: NAME, width: 'half' },
        ],
      },
      {
        key: 'birth',
        fields: [
          {
            name: 'date_of_birth',
            kind: 'date',
            required: true,
            date: { when: 'past' },
            autocomplete: 'bday',
            width: 'half',
          },
          { name: 'country_of_birth', kind: 'country', required: true, width: 'half' },
          { name: 'city_of_birth', kind: 'text', required: true, maxLength: NAME, width: 'half' },
          { name: 'citizenship', kind: 'country', required: true, width: 'half' },
          { name: 'foreign_tax_id', kind: 'text', maxLength: 40, pattern: ID_PATTERN, width: 'half' },
        ],
      },
      {
        key: 'visa',
        fields: [
          { name: 'visa_type', kind: 'text', maxLength: 20, pattern: ID_PATTERN, width: 'third' },
          { name: 'visa_number', kind: 'text', maxLength: 40, pattern: ID_PATTERN, width: 'third' },
          { name: 'us_entry_date', kind: 'date', date: { when: 'past', after: 'date_of_birth' }, width: 'third' },
        ],
      },
      {
        key: 'address',
        fields: [
          { name: 'address_line1', kind: 'text', required: true, maxLength: LINE, autocomplete: 'address-line1' },
          { name: 'address_line2', kind: 'text', maxLength: LINE, autocomplete: 'address-line2' },
          {
            name: 'address_city',
            kind: 'text',
            required: true,
            maxLength: NAME,
            autocomplete: 'address-level2',
            width: 'half',
          },
          { name: 'address_region', kind: 'text', maxLength: NAME, autocomplete: 'address-level1', width: 'half' },
          {
            name: 'postal_code',
            kind: 'text',
            maxLength: 20,
            pattern: ID_PATTERN,
            autocomplete: 'postal-code',
            width: 'half',
          },
          { name: 'address_country', kind: 'country', required: true, autocomplete: 'country', width: 'half' },
        ],
      },
      {
        key: 'contact',
        fields: [email, { name: 'attest', kind: 'checkbox', required: true }],
      },
    ],
  },
  'document-intake': {
    id: 'document-intake',
    multipart: true,
    sections: [
      { key: 'person', fields: [firstName, lastName, email] },
      {
        key: 'document',
        fields: [
          { name: 'document_type', kind: 'select', required: true, options: DOCUMENT_TYPES, width: 'half' },
          { name: 'document_number', kind: 'text', required: true, maxLength: 40, pattern: ID_PATTERN, width: 'half' },
          { name: 'issuing_country', kind: 'country', required: true, width: 'half' },
          {
            name: 'expiry_date',
            kind: 'date',
            required: (values) => values.document_type !== 'birth_certificate',
            date: { when: 'not-past' },
            width: 'half',
          },
        ],
      },
      {
        key: 'upload',
        fields: [
          { name: 'document_file', kind: 'file' },
          { name: 'notes', kind: 'textarea', maxLength: 2000 },
        ],
      },
    ],
  },
  'basic-data': {
    id: 'basic-data',
    multipart: false,
    sections: [
      {
        key: 'person',
        fields: [
          firstName,
          lastName,
          { ...email, width: 'half' },
          { name: 'phone', kind: 'tel', required: true, maxLength: 25, autocomplete: 'tel', width: 'half' },
        ],
      },
      {
        key: 'situation',
        fields: [
          { name: 'country_of_residence', kind: 'country', required: true, autocomplete: 'country', width: 'half' },
          {
            name: 'occupation',
            kind: 'text',
            required: true,
            maxLength: 100,
            autocomplete: 'organization-title',
            width: 'half',
          },
          { name: 'purpose', kind: 'select', required: true, options: PURPOSES },
          { name: 'notes', kind: 'textarea', maxLength: 2000 },
        ],
      },
    ],
  },
};

export function allFields(form: FormDef): FieldDef[] {
  return form.sections.flatMap((s) => s.fields);
}

export function isRequired(field: FieldDef, values: Values): boolean {
  return typeof field.required === 'function' ? field.required(values) : field.required === true;
}
