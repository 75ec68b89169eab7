/**
 * The kinds of document an applicant can upload, and what each one proves. The first sixteen are
 * the identity documents the IRS accepts with Form W-7 (birth certificates, medical and school
 * records split by origin, because only foreign ones prove foreign status); the rest are the
 * supporting papers some applications need.
 */
export const IDENTITY_DOCUMENT_KINDS = [
  'passport',
  'uscis_photo_id',
  'us_visa',
  'us_drivers_license',
  'us_military_id',
  'foreign_drivers_license',
  'foreign_military_id',
  'national_id',
  'us_state_id',
  'foreign_voter_card',
  'birth_certificate_foreign',
  'birth_certificate_us',
  'medical_records_foreign',
  'medical_records_us',
  'school_records_foreign',
  'school_records_us',
] as const;

export const SUPPORTING_DOCUMENT_KINDS = [
  'us_bank_statement',
  'us_rental_statement',
  'us_utility_statement',
  'school_letter',
  'ssa_denial_letter',
  'federal_tax_return',
] as const;

export type IdentityDocumentKind = (typeof IDENTITY_DOCUMENT_KINDS)[number];
export type SupportingDocumentKind = (typeof SUPPORTING_DOCUMENT_KINDS)[number];
export type DocumentKind = IdentityDocumentKind | SupportingDocumentKind;

export const DOCUMENT_KINDS: readonly DocumentKind[] = [...IDENTITY_DOCUMENT_KINDS, ...SUPPORTING_DOCUMENT_KINDS];

export function isDocumentKind(value: unknown): value is DocumentKind {
  return typeof value === 'string' && (DOCUMENT_KINDS as readonly string[]).includes(value);
}

export interface DocumentProof {
  identity: boolean;
  foreignStatus: boolean;
  photo: boolean;
  /** Accepted only for dependents below this age (years), when set. */
  dependentUnder?: number;
}

/** What each identity document proves (Form W-7 instructions, table of supporting documents). */
export const DOCUMENT_PROOF: Record<IdentityDocumentKind, DocumentProof> = {
  passport: { identity: true, foreignStatus: true, photo: true },
  uscis_photo_id: { identity: true, foreignStatus: true, photo: true },
  us_visa: { identity: true, foreignStatus: true, photo: true },
  us_drivers_license: { identity: true, foreignStatus: false, photo: true },
  us_military_id: { identity: true, foreignStatus: false, photo: true },
  foreign_drivers_license: { identity: true, foreignStatus: false, photo: true },
  foreign_military_id: { identity: true, foreignStatus: true, photo: true },
  national_id: { identity: true, foreignStatus: true, photo: true },
  us_state_id: { identity: true, foreignStatus: false, photo: true },
  foreign_voter_card: { identity: true, foreignStatus: true, photo: false },
  birth_certificate_foreign: { identity: true, foreignStatus: true, photo: false },
  birth_certificate_us: { identity: true, foreignStatus: false, photo: false },
  medical_records_foreign: { identity: true, foreignStatus: true, photo: false, dependentUnder: 6 },
  medical_records_us: { identity: true, foreignStatus: false, photo: false, dependentUnder: 6 },
  school_records_foreign: { identity: true, foreignStatus: true, photo: false, dependentUnder: 24 },
  school_records_us: { identity: true, foreignStatus: false, photo: false, dependentUnder: 24 },
};

/** Documents that show a dependent lives in the United States, by the dependent's age. */
export function residencyProofKinds(age: number): readonly DocumentKind[] {
  if (age < 6) return ['medical_records_us', 'school_records_us', 'us_state_id', 'us_visa'];
  if (age < 18) return ['school_records_us', 'us_state_id', 'us_drivers_license', 'us_visa'];
  return [
    'school_records_us',
    'us_state_id',
    'us_drivers_license',
    'us_visa',
    'us_bank_statement',
    'us_rental_statement',
    'us_utility_statement',
  ];
}
