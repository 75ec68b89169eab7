import { SIGNERS, type Address, type FieldError, type W7Answers } from './answers.ts';
import { isCountryCode, VISA_EXEMPT_COUNTRIES } from './countries.ts';
import { ageOn } from './dates.ts';
import { isValidIrsn, isValidItin, isValidSsn } from './identifiers.ts';

export interface ValidationContext {
  /** The day of the check (YYYY-MM-DD): expiry and "not in the future" are measured against it. */
  today: string;
}

const PO_BOX = /\b(p\.?\s*o\.?\s*box|post\s+office\s+box|postal\s+box|apartado\s+postal|caixa\s+postal|postfach)\b/i;
const PRIVATE_MAILBOX = /\b(pmb|private\s+mail\s*box)\b/i;

export function isPoBox(street: string | undefined): boolean {
  return street !== undefined && PO_BOX.test(street);
}

export function isPrivateMailbox(street: string | undefined): boolean {
  return street !== undefined && PRIVATE_MAILBOX.test(street);
}

/** The single reason ticked, when exactly one is. */
export function reasonOf(answers: W7Answers) {
  return answers.reasons?.length === 1 ? answers.reasons[0] : undefined;
}

/** Whether the applicant applies as someone's dependent (reason d, or g as the visa holder's dependent). */
export function isDependent(answers: W7Answers): boolean {
  const reason = reasonOf(answers);
  return reason === 'd' || (reason === 'g' && answers.family_role === 'dependent');
}

/** The applicant's age on `today`, when the birth date is known. */
export function applicantAge(answers: W7Answers, today: string): number | undefined {
  return answers.birth?.date ? ageOn(answers.birth.date, today) : undefined;
}

/** Whether the applicant is a citizen of a country whose students need no U.S. visa (Canada, Mexico, Bermuda). */
export function isVisaExempt(answers: W7Answers): boolean {
  return (answers.citizenship ?? []).some((c) => VISA_EXEMPT_COUNTRIES.includes(c));
}

/** Whether line 6d needs the date the applicant entered the United States (reasons c, d and g). */
export function entryDateRequired(answers: W7Answers): boolean {
  const reason = reasonOf(answers);
  return reason === 'c' || reason === 'd' || reason === 'g';
}

/**
 * Whether line 6d needs the identity document's expiry date: yes for a passport, a driver's
 * license or state ID and a USCIS document; not for another document (a civil birth certificate
 * never expires). A date given is still checked.
 */
export function idExpiryRequired(answers: W7Answers): boolean {
  return answers.id_document?.type !== 'other';
}

/**
 * Who may sign for an applicant of `age`: under 18, a parent or a court-appointed guardian; from
 * 18, the applicant, a guardian or someone they appointed with Form 2848. Anyone while the age is
 * unknown.
 */
export function allowedSigners(age: number | undefined): readonly (typeof SIGNERS)[number][] {
  if (age === undefined) return SIGNERS;
  return age < 18 ? ['parent', 'guardian'] : ['applicant', 'guardian', 'power_of_attorney'];
}

/** Whether the applicant is asked if they are enrolled as a student: a dependent from 14 to 17 without a passport (it spares them the photo document). */
export function dependentStudentQuestionApplies(answers: W7Answers, today: string): boolean {
  const age = applicantAge(answers, today);
  const type = answers.id_document?.type;
  return (
    isDependent(answers) && age !== undefined && age >= 14 && age < 18 && type !== undefined && type !== 'passport'
  );
}

/**
 * Everything a complete application must satisfy before it is sent, as field paths with stable
 * codes. The answers must already have passed `parseAnswers` (types and shapes are not rechecked,
 * except that every country must be a listed code, `unknown_country`, since the rules compare codes).
 */
export function validateForSubmit(answers: W7Answers, { today }: ValidationContext): FieldError[] {
  const errors: FieldError[] = [];
  const add = (path: string, code: string) => errors.push({ path, code });
  const need = (path: string, value: unknown) => {
    if (value === undefined || value === '') add(path, 'required');
    return value !== undefined && value !== '';
  };
  const reason = reasonOf(answers);
  const age = applicantAge(answers, today);

  // Header: application type and exactly one reason box.
  need('application_type', answers.application_type);
  if (!answers.reasons?.length) add('reasons', 'required');
  else if (answers.reasons.length > 1) add('reasons', 'exactly_one');
  if (answers.application_type === 'renew') {
    if (answers.previous_tin?.had !== 'yes') add('previous_tin.had', 'renewal_requires_previous_itin');
    need('previous_tin.itin', answers.previous_tin?.itin);
  }

  // Reason details.
  if (reason === 'd') need('relationship', answers.relationship);
  if (reason === 'd' || reason === 'e') {
    need('sponsor.name', answers.sponsor?.name);
    const tin = answers.sponsor?.tin;
    if (need('sponsor.tin', tin) && tin && !isValidSsn(tin) && !isValidItin(tin)) add('sponsor.tin', 'invalid_tin');
  }
  if (reason === 'g') need('family_role', answers.family_role);
  const claimsTreaty = reason === 'a' || (reason === 'f' && answers.treaty_claim === true);
  if (claimsTreaty) {
    if (need('exception', answers.exception) && answers.exception && !/^[12]/.test(answers.exception)) {
      add('exception', 'treaty_exception_required');
    }
    need('treaty.article', answers.treaty?.article);
    const country = answers.treaty?.country;
    if (need('treaty.country', country) && country) {
      if (!isCountryCode(country)) add('treaty.country', 'unknown_country');
      else if (answers.foreign_address?.country && country !== answers.foreign_address.country) {
        add('treaty.country', 'treaty_country_mismatch');
      }
    }
  }
  if (reason === 'h' || claimsTreaty) need('other_description', answers.other_description);

  // Line 1: name.
  need('name.first', answers.name?.first);
  need('name.last', answers.name?.last);

  // Line 2: mailing address.
  const mailing = answers.mailing_address;
  checkAddress('mailing_address', mailing, true, add, need);
  if (isPrivateMailbox(mailing?.street)) add('mailing_address.street', 'private_mailbox_not_allowed');
  else if (isPoBox(mailing?.street) && answers.mailing_no_home_delivery !== true) {
    add('mailing_address.street', 'po_box_needs_no_home_delivery');
  }

  // Line 3: foreign address.
  const foreign = answers.foreign_address;
  const countryOnly = answers.relocated_to_us === true && reason !== 'b';
  checkAddress('foreign_address', foreign, !countryOnly, add, need);
  if (isPoBox(foreign?.street)) add('foreign_address.street', 'po_box_not_allowed');

  // Line 4: birth.
  const birthDate = answers.birth?.date;
  if (need('birth.date', birthDate) && birthDate) {
    if (birthDate > today) add('birth.date', 'in_future');
    else if (birthDate < '1900-01-01') add('birth.date', 'too_early');
  }
  const birthCountry = answers.birth?.country;
  if (need('birth.country', birthCountry) && birthCountry && !isCountryCode(birthCountry)) {
    add('birth.country', 'unknown_country');
  }

  // Line 5.
  need('sex', answers.sex);

  // Line 6a: countries of citizenship (the print view writes out their full names).
  if (!answers.citizenship?.length) add('citizenship', 'required');
  answers.citizenship?.forEach((c, i) => {
    if (!isCountryCode(c)) add(`citizenship.${i}`, 'unknown_country');
  });

  // Line 6c: visa (all three parts together; reason f needs one unless visa-exempt).
  const visa = answers.visa;
  if ((reason === 'f' && !isVisaExempt(answers)) || visa) {
    need('visa.type', visa?.type);
    need('visa.number', visa?.number);
    need('visa.expires', visa?.expires);
  }

  // Line 6d: identification document and date of entry.
  const id = answers.id_document;
  need('id_document.type', id?.type);
  if (id?.type === 'other') need('id_document.other_description', id.other_description);
  need('id_document.issued_by', id?.issued_by);
  need('id_document.number', id?.number);
  if (id?.expires) {
    if (id.expires < today) add('id_document.expires', 'expired');
  } else if (idExpiryRequired(answers)) {
    add('id_document.expires', 'required');
  }
  const entryRequired = entryDateRequired(answers);
  if (id?.entry_date) {
    if (id.never_entered) add('id_document.never_entered', 'conflicts_with_entry_date');
    if (id.entry_date > today) add('id_document.entry_date', 'in_future');
    else if (birthDate && id.entry_date < birthDate) add('id_document.entry_date', 'before_birth');
  } else if (entryRequired) {
    add('id_document.entry_date', 'required');
  } else if (id?.never_entered !== true) {
    add('id_document.entry_date', 'entry_date_or_never_entered');
  }

  // Lines 6e and 6f: earlier ITIN or IRSN.
  const previous = answers.previous_tin;
  if (need('previous_tin.had', previous?.had) && previous?.had === 'yes') {
    if (!previous.itin && !previous.irsn) add('previous_tin.itin', 'required');
    if (previous.itin && !isValidItin(previous.itin)) add('previous_tin.itin', 'invalid_itin');
    if (previous.irsn && !isValidIrsn(previous.irsn)) add('previous_tin.irsn', 'invalid_irsn');
  }

  // Line 6g: school or company for students, professors and researchers.
  if (reason === 'f') {
    need('stay.institution', answers.stay?.institution);
    need('stay.city_state', answers.stay?.city_state);
    need('stay.length', answers.stay?.length);
  }

  // Signature: who may sign for whom.
  const signer = answers.signer;
  if (need('signer.who', signer?.who) && signer?.who) {
    if (!allowedSigners(age).includes(signer.who)) {
      add('signer.who', age !== undefined && age < 18 ? 'minor_needs_parent_or_guardian' : 'adult_signs_for_self');
    }
    if (signer.who !== 'applicant') need('signer.name', signer.name);
  }
  need('signer.phone', signer?.phone);

  return errors;
}

function checkAddress(
  path: string,
  address: Address | undefined,
  full: boolean,
  add: (path: string, code: string) => void,
  need: (path: string, value: unknown) => boolean,
): void {
  if (full) {
    need(`${path}.street`, address?.street);
    need(`${path}.city`, address?.city);
  }
  if (need(`${path}.country`, address?.country) && address?.country && !isCountryCode(address.country)) {
    add(`${path}.country`, 'unknown_country');
  }
}
