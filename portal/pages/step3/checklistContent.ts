/**
 * The document checklist in plain words. The server computes the checklist from the answers
 * (`domain/checklist.ts`): each item names a requirement (`kind`), the reason it is on this
 * applicant's list (`reason`, a stable code) and the document kinds that meet it (`accepts`). This
 * module words all three: what the item proves, why it is asked for, which documents satisfy it,
 * and what the IRS needs in the end (originals or copies certified by the issuing agency).
 */
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { DocumentKind, RequirementKind } from '../../../domain/index.ts';

/** The title of each requirement, as the heading of its checklist item. */
export const requirementTitles = defineMessages<RequirementKind>({
  passport: {
    id: 'checklist.requirement.passport.title',
    defaultMessage: 'Your passport',
    description: 'Heading of the checklist item asking for the passport.',
  },
  foreign_status_document: {
    id: 'checklist.requirement.foreignStatus.title',
    defaultMessage: 'A document that shows your citizenship',
    description: 'Heading of the checklist item asking for a document that proves foreign status (citizenship).',
  },
  identity_document: {
    id: 'checklist.requirement.identity.title',
    defaultMessage: 'A second identity document',
    description: 'Heading of the checklist item asking for a second document that proves who the applicant is.',
  },
  photo_id: {
    id: 'checklist.requirement.photoId.title',
    defaultMessage: 'A document with your photo',
    description: 'Heading of the checklist item asking for an identity document with a photo.',
  },
  birth_certificate: {
    id: 'checklist.requirement.birthCertificate.title',
    defaultMessage: 'Birth certificate',
    description: 'Heading of the checklist item asking for the birth certificate.',
  },
  us_residency_proof: {
    id: 'checklist.requirement.usResidency.title',
    defaultMessage: 'Proof that you live in the United States',
    description: 'Heading of the checklist item asking a dependent for proof of U.S. residency.',
  },
  us_visa: {
    id: 'checklist.requirement.usVisa.title',
    defaultMessage: 'Your U.S. visa',
    description: 'Heading of the checklist item asking for the U.S. visa.',
  },
  school_letter: {
    id: 'checklist.requirement.schoolLetter.title',
    defaultMessage: 'Letter from your school or program',
    description:
      'Heading of the checklist item asking students, professors and researchers for a letter from their school.',
  },
  ssa_denial_letter: {
    id: 'checklist.requirement.ssaLetter.title',
    defaultMessage: 'Letter refusing you a Social Security number',
    description: 'Heading of the checklist item asking for the Social Security Administration refusal letter.',
  },
  federal_tax_return: {
    id: 'checklist.requirement.taxReturn.title',
    defaultMessage: 'Your U.S. federal tax return',
    description: 'Heading of the checklist item asking for the federal income tax return.',
  },
});

/** What each requirement proves to the IRS. */
export const requirementProves = defineMessages<RequirementKind>({
  passport: {
    id: 'checklist.requirement.passport.proves',
    defaultMessage:
      'A current passport proves both who you are and that you are a foreign national. It is the only identity document that is enough on its own.',
    description: 'What the passport proves, under the checklist item heading.',
  },
  foreign_status_document: {
    id: 'checklist.requirement.foreignStatus.proves',
    defaultMessage: 'Shows the IRS that you are a citizen of another country (your "foreign status").',
    description: 'What the foreign-status document proves, under the checklist item heading.',
  },
  identity_document: {
    id: 'checklist.requirement.identity.proves',
    defaultMessage:
      'Confirms who you are. It must be a different document from the one that shows your citizenship, with the same name and date of birth.',
    description: 'What the second identity document proves, under the checklist item heading.',
  },
  photo_id: {
    id: 'checklist.requirement.photoId.proves',
    defaultMessage:
      'Lets the IRS match your face to your application. One of the documents you already upload can meet this too.',
    description: 'What the photo identity document proves, under the checklist item heading.',
  },
  birth_certificate: {
    id: 'checklist.requirement.birthCertificate.proves',
    defaultMessage: 'Proves your name, date and place of birth. A civil birth certificate never expires.',
    description: 'What the birth certificate proves, under the checklist item heading.',
  },
  us_residency_proof: {
    id: 'checklist.requirement.usResidency.proves',
    defaultMessage:
      'Shows that you live in the United States, as the IRS asks of dependents of U.S. citizens and residents.',
    description: 'What the proof of U.S. residency proves, under the checklist item heading.',
  },
  us_visa: {
    id: 'checklist.requirement.usVisa.proves',
    defaultMessage: 'Shows your status in the United States; it also proves who you are and your citizenship.',
    description: 'What the U.S. visa proves, under the checklist item heading.',
  },
  school_letter: {
    id: 'checklist.requirement.schoolLetter.proves',
    defaultMessage:
      "Confirms your studies, teaching or research. It comes from your school's designated school official or your exchange program's responsible officer.",
    description: 'What the school letter proves, under the checklist item heading.',
  },
  ssa_denial_letter: {
    id: 'checklist.requirement.ssaLetter.proves',
    defaultMessage: 'Shows that the Social Security Administration refused you a number, so you need an ITIN instead.',
    description: 'What the Social Security refusal letter proves, under the checklist item heading.',
  },
  federal_tax_return: {
    id: 'checklist.requirement.taxReturn.proves',
    defaultMessage: 'Shows why you need the number. The ITIN application goes to the IRS together with it.',
    description: 'What the tax return proves, under the checklist item heading.',
  },
});

/** Why an item is on this applicant's list, by the checklist's `reason` code. */
const reasonMessages = defineMessages({
  passport_stands_alone: {
    id: 'checklist.reason.passportStandsAlone',
    defaultMessage: 'You told us your identity document is a passport, so no other identity document is needed.',
    description: 'Why the passport is on the checklist (adult applicant with a passport).',
  },
  passport_with_us_entry_date: {
    id: 'checklist.reason.passportWithEntryDate',
    defaultMessage:
      'You apply as a dependent with a passport. Upload the pages with the photo and with the stamp that shows when you entered the United States.',
    description: 'Why the passport is on the checklist of a dependent: the entry date must show in it.',
  },
  two_documents_foreign_status: {
    id: 'checklist.reason.twoDocumentsForeignStatus',
    defaultMessage:
      'You are not sending a passport, so you need at least two documents. Together they must show who you are and your citizenship.',
    description: 'Why a foreign-status document is on the checklist (no passport).',
  },
  two_documents_identity: {
    id: 'checklist.reason.twoDocumentsIdentity',
    defaultMessage: 'Without a passport, a second document must confirm who you are.',
    description: 'Why a second identity document is on the checklist (no passport).',
  },
  one_photo_id: {
    id: 'checklist.reason.onePhotoId',
    defaultMessage: 'Without a passport, at least one of your documents must have your photo.',
    description: 'Why a photo identity document is on the checklist (no passport).',
  },
  under_18_without_passport: {
    id: 'checklist.reason.under18WithoutPassport',
    defaultMessage: 'Applicants under 18 who do not send a passport must send their birth certificate.',
    description: 'Why the birth certificate is on the checklist (minor without passport).',
  },
  dependent_residency_under_6: {
    id: 'checklist.reason.dependentResidencyUnder6',
    defaultMessage:
      'You apply as the dependent of a U.S. citizen or resident. For a child under 6, U.S. medical or school records, a U.S. state ID or a U.S. visa show where the child lives.',
    description: 'Why proof of U.S. residency is on the checklist (dependent under 6).',
  },
  dependent_residency_6_to_17: {
    id: 'checklist.reason.dependentResidency6To17',
    defaultMessage:
      "You apply as the dependent of a U.S. citizen or resident. For a child from 6 to 17, U.S. school records, a U.S. state ID or driver's license, or a U.S. visa show where the child lives.",
    description: 'Why proof of U.S. residency is on the checklist (dependent aged 6 to 17).',
  },
  dependent_residency_18_plus: {
    id: 'checklist.reason.dependentResidency18Plus',
    defaultMessage:
      'You apply as the dependent of a U.S. citizen or resident. From 18, a U.S. bank, rental or utility statement also shows where you live.',
    description: 'Why proof of U.S. residency is on the checklist (dependent aged 18 or over).',
  },
  student_visa: {
    id: 'checklist.reason.studentVisa',
    defaultMessage:
      'You apply as a student, professor or researcher. Your passport must carry a valid U.S. visa (citizens of Canada, Mexico and Bermuda do not need one).',
    description: 'Why the U.S. visa is on the checklist (reason f).',
  },
  student_school_letter: {
    id: 'checklist.reason.studentSchoolLetter',
    defaultMessage: 'Students, professors and researchers send a letter from their school or program with the form.',
    description: 'Why the school letter is on the checklist (reason f).',
  },
  visa_holder_visa: {
    id: 'checklist.reason.visaHolderVisa',
    defaultMessage: 'You apply as the spouse or dependent of a U.S. visa holder, so your own visa is needed.',
    description: 'Why the U.S. visa is on the checklist (reason g).',
  },
  ssn_denied: {
    id: 'checklist.reason.ssnDenied',
    defaultMessage: 'You told us the Social Security Administration refused you a Social Security number.',
    description: 'Why the refusal letter is on the checklist.',
  },
  tax_return_attached: {
    id: 'checklist.reason.taxReturnAttached',
    defaultMessage:
      'You do not claim an exception to the tax-return rule, so the return you need the ITIN for is sent with your application.',
    description: 'Why the tax return is on the checklist (no exception claimed).',
  },
  unknown: {
    id: 'checklist.reason.unknown',
    defaultMessage: 'Your answers in step 2 make this document necessary.',
    description: 'Why an item is on the checklist, when the reason is one this version of the portal does not know.',
  },
});

/** Why an item is on the list; a reason code this portal does not know yet gets a general sentence. */
export function reasonMessage(reason: string): MessageDescriptor {
  return Object.hasOwn(reasonMessages, reason)
    ? reasonMessages[reason as keyof typeof reasonMessages]
    : reasonMessages.unknown;
}

/** The name of each kind of document an applicant can upload. */
export const documentKindNames = defineMessages<DocumentKind>({
  passport: {
    id: 'checklist.document.passport',
    defaultMessage: 'Passport',
    description: 'Name of a document kind the applicant can upload.',
  },
  uscis_photo_id: {
    id: 'checklist.document.uscisPhotoId',
    defaultMessage: 'U.S. Citizenship and Immigration Services (USCIS) photo ID',
    description: 'Name of a document kind the applicant can upload.',
  },
  us_visa: {
    id: 'checklist.document.usVisa',
    defaultMessage: 'U.S. visa',
    description: 'Name of a document kind the applicant can upload.',
  },
  us_drivers_license: {
    id: 'checklist.document.usDriversLicense',
    defaultMessage: "U.S. driver's license",
    description: 'Name of a document kind the applicant can upload.',
  },
  us_military_id: {
    id: 'checklist.document.usMilitaryId',
    defaultMessage: 'U.S. military ID card',
    description: 'Name of a document kind the applicant can upload.',
  },
  foreign_drivers_license: {
    id: 'checklist.document.foreignDriversLicense',
    defaultMessage: "Driver's license from another country",
    description: 'Name of a document kind the applicant can upload.',
  },
  foreign_military_id: {
    id: 'checklist.document.foreignMilitaryId',
    defaultMessage: 'Military ID card from another country',
    description: 'Name of a document kind the applicant can upload.',
  },
  national_id: {
    id: 'checklist.document.nationalId',
    defaultMessage: 'National identity card (with name, photo, address, date of birth and expiry date)',
    description: 'Name of a document kind the applicant can upload.',
  },
  us_state_id: {
    id: 'checklist.document.usStateId',
    defaultMessage: 'U.S. state ID card',
    description: 'Name of a document kind the applicant can upload.',
  },
  foreign_voter_card: {
    id: 'checklist.document.foreignVoterCard',
    defaultMessage: 'Voter registration card from another country',
    description: 'Name of a document kind the applicant can upload.',
  },
  birth_certificate_foreign: {
    id: 'checklist.document.birthCertificateForeign',
    defaultMessage: 'Birth certificate from another country',
    description: 'Name of a document kind the applicant can upload.',
  },
  birth_certificate_us: {
    id: 'checklist.document.birthCertificateUs',
    defaultMessage: 'U.S. birth certificate',
    description: 'Name of a document kind the applicant can upload.',
  },
  medical_records_foreign: {
    id: 'checklist.document.medicalRecordsForeign',
    defaultMessage: 'Medical records from another country (dated in the last 12 months)',
    description: 'Name of a document kind the applicant can upload.',
  },
  medical_records_us: {
    id: 'checklist.document.medicalRecordsUs',
    defaultMessage: 'U.S. medical records (dated in the last 12 months)',
    description: 'Name of a document kind the applicant can upload.',
  },
  school_records_foreign: {
    id: 'checklist.document.schoolRecordsForeign',
    defaultMessage: 'School records from another country (dated in the last 12 months)',
    description: 'Name of a document kind the applicant can upload.',
  },
  school_records_us: {
    id: 'checklist.document.schoolRecordsUs',
    defaultMessage: 'U.S. school records (dated in the last 12 months)',
    description: 'Name of a document kind the applicant can upload.',
  },
  us_bank_statement: {
    id: 'checklist.document.usBankStatement',
    defaultMessage: 'U.S. bank statement',
    description: 'Name of a document kind the applicant can upload.',
  },
  us_rental_statement: {
    id: 'checklist.document.usRentalStatement',
    defaultMessage: 'U.S. rental statement or lease',
    description: 'Name of a document kind the applicant can upload.',
  },
  us_utility_statement: {
    id: 'checklist.document.usUtilityStatement',
    defaultMessage: 'U.S. utility bill',
    description: 'Name of a document kind the applicant can upload.',
  },
  school_letter: {
    id: 'checklist.document.schoolLetter',
    defaultMessage: 'Letter from the school or program official',
    description: 'Name of a document kind the applicant can upload.',
  },
  ssa_denial_letter: {
    id: 'checklist.document.ssaDenialLetter',
    defaultMessage: 'Social Security Administration refusal letter',
    description: 'Name of a document kind the applicant can upload.',
  },
  federal_tax_return: {
    id: 'checklist.document.federalTaxReturn',
    defaultMessage: 'U.S. federal income tax return',
    description: 'Name of a document kind the applicant can upload.',
  },
});

const originalsMessages = defineMessages({
  identity: {
    id: 'checklist.originals.identity',
    defaultMessage:
      'Upload a clear photo or scan of every page with writing on it. What finally goes to the IRS must be the original or a copy certified by the agency that issued it; copies certified by a notary are refused. It must not be expired.',
    description: 'Under an identity document item: what kind of copy the IRS accepts.',
  },
  letter: {
    id: 'checklist.originals.letter',
    defaultMessage: 'Upload the signed letter, every page.',
    description: 'Under a letter item (school letter, Social Security refusal): what to upload.',
  },
  taxReturn: {
    id: 'checklist.originals.taxReturn',
    defaultMessage: 'Upload the completed return, every page and schedule.',
    description: 'Under the tax return item: what to upload.',
  },
});

/** Originals or certified copies: what the applicant uploads for an item, and what the IRS needs in the end. */
export function originalsMessage(kind: RequirementKind): MessageDescriptor {
  if (kind === 'school_letter' || kind === 'ssa_denial_letter') return originalsMessages.letter;
  if (kind === 'federal_tax_return') return originalsMessages.taxReturn;
  return originalsMessages.identity;
}

/** The document kinds that meet an item, named and joined as alternatives ("A, B or C"). */
export function acceptedDocumentsText(intl: IntlShape, accepts: readonly DocumentKind[]): string {
  return intl.formatList(
    accepts.map((kind) => intl.formatMessage(documentKindNames[kind])),
    { type: 'disjunction' },
  );
}
