import type { W7Answers } from './answers.ts';
import {
  DOCUMENT_PROOF,
  IDENTITY_DOCUMENT_KINDS,
  residencyProofKinds,
  type DocumentKind,
  type IdentityDocumentKind,
} from './documents.ts';
import { applicantAge, isDependent, isVisaExempt, reasonOf } from './validate.ts';

export type RequirementKind =
  | 'passport'
  | 'foreign_status_document'
  | 'identity_document'
  | 'photo_id'
  | 'birth_certificate'
  | 'us_residency_proof'
  | 'us_visa'
  | 'school_letter'
  | 'ssa_denial_letter'
  | 'federal_tax_return';

export interface ChecklistItem {
  kind: RequirementKind;
  required: boolean;
  /** The id of an uploaded document that meets the requirement, or null. */
  satisfied_by: string | null;
  /** Why the item is on the list (a stable code the portal words). */
  reason: string;
  /** The document kinds that meet it. */
  accepts: DocumentKind[];
}

/** An uploaded document as the checklist sees it; documents a reviewer flagged do not count. */
export interface ChecklistDocument {
  id: string;
  kind: DocumentKind;
  review_status?: 'pending' | 'accepted' | 'needs_attention';
}

/**
 * The documents this application needs, computed from its answers, each matched to an uploaded
 * document when one fits. `today` (YYYY-MM-DD) gives the applicant's age, on which the rules for
 * dependents depend.
 */
export function computeChecklist(
  answers: W7Answers,
  uploaded: readonly ChecklistDocument[],
  today: string,
): ChecklistItem[] {
  const documents = uploaded.filter((d) => d.review_status !== 'needs_attention');
  const age = applicantAge(answers, today);
  const dependent = isDependent(answers);
  const reason = reasonOf(answers);
  const items: ChecklistItem[] = [];
  const first = (accepts: readonly DocumentKind[], except: string | null = null) =>
    documents.find((d) => accepts.includes(d.kind) && d.id !== except)?.id ?? null;
  const item = (kind: RequirementKind, reasonCode: string, accepts: readonly DocumentKind[]) =>
    items.push({ kind, required: true, satisfied_by: first(accepts), reason: reasonCode, accepts: [...accepts] });

  // Records accepted only for young dependents count only when the applicant is one.
  const usable = IDENTITY_DOCUMENT_KINDS.filter((kind) => {
    const limit = DOCUMENT_PROOF[kind].dependentUnder;
    return limit === undefined || (dependent && age !== undefined && age < limit);
  });
  const proving = (test: (kind: IdentityDocumentKind) => boolean) => usable.filter(test);

  if (answers.id_document?.type === 'passport') {
    item('passport', dependent ? 'passport_with_us_entry_date' : 'passport_stands_alone', ['passport']);
  } else {
    // Without a passport: at least two documents that together prove identity and foreign
    // status, one of them with a photo (not for young dependents).
    const foreign = proving((k) => DOCUMENT_PROOF[k].foreignStatus);
    const identity = proving((k) => DOCUMENT_PROOF[k].identity);
    const foreignDoc = first(foreign);
    // Prefer, as the second document, one that is not the foreign-status document.
    const second = first(identity, foreignDoc);
    items.push({
      kind: 'foreign_status_document',
      required: true,
      satisfied_by: foreignDoc,
      reason: 'two_documents_foreign_status',
      accepts: foreign,
    });
    items.push({
      kind: 'identity_document',
      required: true,
      satisfied_by: second,
      reason: 'two_documents_identity',
      accepts: identity,
    });
    const photoExempt =
      dependent && age !== undefined && (age < 14 || (age < 18 && answers.dependent_is_student === true));
    if (!photoExempt)
      item(
        'photo_id',
        'one_photo_id',
        proving((k) => DOCUMENT_PROOF[k].photo),
      );
    if (age !== undefined && age < 18) {
      item('birth_certificate', 'under_18_without_passport', ['birth_certificate_foreign', 'birth_certificate_us']);
    }
  }

  if (reason === 'd') {
    const band =
      age === undefined || age >= 18
        ? 'dependent_residency_18_plus'
        : age < 6
          ? 'dependent_residency_under_6'
          : 'dependent_residency_6_to_17';
    item('us_residency_proof', band, residencyProofKinds(age ?? 18));
  }
  if (reason === 'f') {
    if (!isVisaExempt(answers)) item('us_visa', 'student_visa', ['us_visa']);
    item('school_letter', 'student_school_letter', ['school_letter']);
  }
  if (reason === 'g') item('us_visa', 'visa_holder_visa', ['us_visa']);
  if (answers.ssn_denied === true) item('ssa_denial_letter', 'ssn_denied', ['ssa_denial_letter']);
  if (reason !== undefined && answers.exception === undefined && reason !== 'a') {
    item('federal_tax_return', 'tax_return_attached', ['federal_tax_return']);
  }
  return items;
}

/** The required items no uploaded document meets yet. */
export function missingDocuments(checklist: readonly ChecklistItem[]): RequirementKind[] {
  return checklist.filter((i) => i.required && i.satisfied_by === null).map((i) => i.kind);
}

const REQUIREMENT_KINDS: readonly RequirementKind[] = [
  'passport',
  'foreign_status_document',
  'identity_document',
  'photo_id',
  'birth_certificate',
  'us_residency_proof',
  'us_visa',
  'school_letter',
  'ssa_denial_letter',
  'federal_tax_return',
];

export function isRequirementKind(value: unknown): value is RequirementKind {
  return typeof value === 'string' && (REQUIREMENT_KINDS as readonly string[]).includes(value);
}
