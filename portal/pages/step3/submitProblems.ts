/**
 * What a refused `application_submit` means for the applicant. The server answers 422 with either
 * `invalid_answers` (the field paths and codes of `validateForSubmit`) or `missing_documents` (the
 * checklist requirement kinds no document meets yet); the ApplicationService hands both over as
 * typed errors. Each problem is mapped to where it can be fixed: a missing document to its
 * checklist item, an answer to the step 2 page and field that ask it.
 */
import { isRequirementKind, type FieldError, type RequirementKind } from '../../../domain/index.ts';
import type { ApplicationError } from '../../application/ApplicationService';

export type SubmitProblem =
  | { type: 'missing_documents'; kinds: RequirementKind[] }
  | { type: 'invalid_answers'; fields: FieldError[] }
  | { type: 'version_conflict' }
  | { type: 'wrong_status' }
  | { type: 'unexpected' };

/** Reads a refused submit; anything this portal cannot place is `unexpected`. */
export function submitProblemOf(error: ApplicationError): SubmitProblem {
  switch (error.kind) {
    case 'missing_documents': {
      const kinds = (error.missing ?? []).filter(isRequirementKind);
      return kinds.length ? { type: 'missing_documents', kinds } : { type: 'unexpected' };
    }
    case 'invalid_answers': {
      const fields = (error.fields ?? []).filter((f) => typeof f.path === 'string' && typeof f.code === 'string');
      return fields.length ? { type: 'invalid_answers', fields } : { type: 'unexpected' };
    }
    case 'version_conflict':
      return { type: 'version_conflict' };
    case 'wrong_status':
      return { type: 'wrong_status' };
    default:
      return { type: 'unexpected' };
  }
}

/** The id of a checklist item's element on step 3, the target of a missing document's link. */
export function checklistItemId(kind: RequirementKind): string {
  return `checklist-${kind.replace(/_/g, '-')}`;
}
