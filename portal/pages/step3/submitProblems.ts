/**
 * What a refused `application_submit` means for the applicant. The server answers 422 with either
 * `invalid_answers` (details: the field paths and codes of `validateForSubmit`) or
 * `missing_documents` (details: the checklist requirement kinds no document meets yet); `details`
 * arrives as JSON text, as PostgREST sends it. Each problem is mapped to where it can be fixed:
 * a missing document to its checklist item, an answer to the wizard page and field that ask it.
 */
import { isRequirementKind, type FieldError, type RequirementKind } from '../../../domain/index.ts';

export type SubmitProblem =
  | { type: 'missing_documents'; kinds: RequirementKind[] }
  | { type: 'invalid_answers'; fields: FieldError[] }
  | { type: 'version_conflict' }
  | { type: 'wrong_status' }
  | { type: 'unexpected' };

/** The part of an RPC error this module reads (supabase-js's `PostgrestError` has it). */
export interface RpcErrorLike {
  code?: unknown;
  details?: unknown;
}

function parsedDetails(details: unknown): unknown {
  if (typeof details !== 'string') return details;
  try {
    return JSON.parse(details) as unknown;
  } catch {
    return undefined;
  }
}

function isFieldError(value: unknown): value is FieldError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FieldError).path === 'string' &&
    typeof (value as FieldError).code === 'string'
  );
}

/** Reads a refused submit; anything this portal cannot place is `unexpected`. */
export function submitProblemOf(error: RpcErrorLike | null | undefined): SubmitProblem {
  const details = parsedDetails(error?.details);
  switch (error?.code) {
    case 'missing_documents': {
      const kinds = Array.isArray(details) ? details.filter(isRequirementKind) : [];
      return kinds.length ? { type: 'missing_documents', kinds } : { type: 'unexpected' };
    }
    case 'invalid_answers': {
      const fields = Array.isArray(details) ? details.filter(isFieldError) : [];
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
