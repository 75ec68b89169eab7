/**
 * The one door to the application record. Pages and hooks call this interface, never supabase-js:
 * the app wires `defaultApplicationService` (supabase-js loaded on first use, sharing the auth
 * client); stories and unit tests wire `createMemoryApplicationService()`, which applies the same
 * `domain/` rules as the server.
 *
 * Like AuthService, every method resolves (never rejects) to a typed result, and callers branch
 * on `error.kind`:
 *
 *   const saved = await service.saveDraft({ answers, version });
 *   if (!saved.ok && saved.error.kind === 'version_conflict') … // another tab saved first
 *
 * Shapes are the wire shapes of the server (snake_case), so nothing is renamed on the way.
 */
import type { ChecklistItem, DocumentKind, FieldError, RequirementKind, Status, W7Answers } from '../../domain';
import { DOCUMENT_EXTENSIONS, MAX_DOCUMENT_BYTES } from '../../domain/uploads.ts';

export type ReviewStatus = 'pending' | 'accepted' | 'needs_attention';

export interface ApplicationDocument {
  id: string;
  kind: DocumentKind;
  /** `<user id>/<uuid>.<ext>` inside the `documents` bucket. */
  object_path: string;
  file_name: string;
  review_status: ReviewStatus;
  review_note: string | null;
  created_at: string;
  updated_at: string;
}

export interface ApplicationEvent {
  id: number | string;
  type: string;
  from_status: Status | null;
  to_status: Status | null;
  actor: string;
  document_id: string | null;
  note: string | null;
  created_at: string;
}

export interface ApplicationPayment {
  status: string;
  amount_cents: number;
  currency: string;
  transaction_id: string;
  paid_at: string;
}

/** The caller's application as `application_get` returns it. */
export interface Application {
  id: string;
  status: Status;
  /** Increases with every saved draft; a save must name the version it started from. */
  version: number;
  answers: W7Answers;
  created_at: string;
  updated_at: string;
  submitted_at: string | null;
  /** The staff's note when changes were requested or the application was rejected. */
  status_note: string | null;
  filed_on: string | null;
  itin: string | null;
  documents: ApplicationDocument[];
  events: ApplicationEvent[];
  payment: ApplicationPayment | null;
  /** Computed by the server from the answers and the documents. */
  checklist: ChecklistItem[];
}

export interface SavedDraft {
  version: number;
  updated_at: string;
}

/** What the portal posts to the payment page (amount and item come from the server's price list). */
export interface PaymentCheckout {
  action: string;
  fields: Record<string, string>;
}

export type ApplicationErrorKind =
  /** Someone (another tab, another device) saved since this version was read: `currentVersion`. */
  | 'version_conflict'
  /** Answers missing or invalid: `fields` holds the field paths and codes (422, or 400 on save). */
  | 'invalid_answers'
  /** Required documents are not uploaded yet: `missing` holds the checklist kinds. */
  | 'missing_documents'
  /** The application's status does not allow this (e.g. answers after submit): `currentStatus`. */
  | 'wrong_status'
  /** No application yet, or an unknown document. */
  | 'not_found'
  /** Not the caller's object, or a staff-only function. */
  | 'forbidden'
  /** No session, or the access token is invalid or expired. */
  | 'session_missing'
  /** Deleting the account needs a sign-in within the last five minutes. */
  | 'reauthentication_needed'
  | 'rate_limited'
  /** A file larger than MAX_DOCUMENT_BYTES of domain/uploads.ts (checked before upload and by the server). */
  | 'file_too_large'
  /** A file that is not a PDF, JPEG, PNG or HEIC (checked before upload and by its content). */
  | 'file_type'
  /** Arguments the server refused as malformed. */
  | 'invalid_arguments'
  /** The caller cancelled (AbortSignal). */
  | 'aborted'
  /** The server could not be reached (offline, DNS, connection reset). */
  | 'network'
  /** Anything else (5xx, an exception); the message is for logs. */
  | 'unexpected';

export interface ApplicationError {
  kind: ApplicationErrorKind;
  /** For logs, not for users: the portal words errors by kind and field code. */
  message: string;
  /** The server's code when it sent one, e.g. 'version_conflict'. */
  code?: string;
  /** HTTP status, when there was a response. */
  status?: number;
  /** `invalid_answers`: which answers, with stable codes. */
  fields?: FieldError[];
  /** `missing_documents`: the checklist items no document meets. */
  missing?: RequirementKind[];
  /** `version_conflict`: the version the server holds. */
  currentVersion?: number;
  /** `wrong_status`: the status the server holds. */
  currentStatus?: Status;
}

export type ApplicationResult<T> = { ok: true; value: T } | { ok: false; error: ApplicationError };

export interface UploadOptions {
  /** Called as bytes leave the browser (loaded and total in bytes). */
  onProgress?: (progress: { loaded: number; total: number }) => void;
  /** Cancels the upload (the result is then `aborted`). */
  signal?: AbortSignal;
}

export interface ApplicationService {
  /** The caller's application, or `null` before the first save. */
  get(): Promise<ApplicationResult<Application | null>>;
  /** Saves partial answers; `version` 0 creates the application. A stale version is `version_conflict`. */
  saveDraft(input: { answers: W7Answers; version: number }): Promise<ApplicationResult<SavedDraft>>;
  /** Submits (draft -> submitted, changes_requested -> in_review); 422s come back as typed errors. */
  submit(input: { version: number }): Promise<ApplicationResult<Application>>;
  /** Records an object already uploaded to the caller's folder as a document of `kind`. */
  addDocument(input: {
    kind: DocumentKind;
    objectPath: string;
    fileName: string;
  }): Promise<ApplicationResult<ApplicationDocument>>;
  removeDocument(id: string): Promise<ApplicationResult<void>>;
  /**
   * Checks type and size, uploads `file` to `documents/<user id>/<uuid>.<ext>` with progress,
   * then records it as a document of `kind` (the object is removed again if that fails).
   */
  uploadDocument(
    file: File,
    kind: DocumentKind,
    options?: UploadOptions,
  ): Promise<ApplicationResult<ApplicationDocument>>;
  /** The payment form for the submitted application, in `language`. */
  paymentCheckout(language: string): Promise<ApplicationResult<PaymentCheckout>>;
  /** Everything stored about the caller. */
  accountExport(): Promise<ApplicationResult<Record<string, unknown>>>;
  /** Deletes the account and everything in it (needs a recent sign-in). */
  accountDelete(): Promise<ApplicationResult<void>>;
  /** The bytes of one of the caller's documents (`object_path` of an ApplicationDocument). */
  downloadDocument(objectPath: string): Promise<ApplicationResult<Blob>>;
}

/** Each accepted type's stored extension (the first of its list in domain/uploads.ts). */
const STORED_EXTENSION: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(DOCUMENT_EXTENSIONS).map(([mime, extensions]) => [mime, extensions[0]!]),
);

/** Every extension a document may be named with, mapped to the one it is stored under. */
const EXTENSIONS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.values(DOCUMENT_EXTENSIONS).flatMap((extensions) => extensions.map((ext) => [ext, extensions[0]!])),
);

/**
 * The extension a document is stored under, from its type or (when the browser names no type,
 * as for HEIC on many systems) its name; an error for anything else or anything too large. The
 * server checks both again, by content.
 */
export function checkDocumentFile(file: {
  name: string;
  type: string;
  size: number;
}): { ok: true; ext: string } | { ok: false; error: ApplicationError } {
  const fromName = EXTENSIONS[file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase()];
  const ext = STORED_EXTENSION[file.type.toLowerCase()] ?? (file.type === '' ? fromName : undefined);
  if (!ext) return { ok: false, error: { kind: 'file_type', message: `Unsupported file type "${file.type}"` } };
  if (file.size > MAX_DOCUMENT_BYTES) {
    return { ok: false, error: { kind: 'file_too_large', message: `File of ${file.size} bytes is too large` } };
  }
  if (file.size === 0) return { ok: false, error: { kind: 'file_type', message: 'The file is empty' } };
  return { ok: true, ext };
}

function parseDetails(details: unknown): unknown {
  if (typeof details !== 'string') return details;
  try {
    return JSON.parse(details) as unknown;
  } catch {
    return details;
  }
}

/**
 * Maps an error in PostgREST's shape (`code`, `message`, `details`) and its HTTP status to the
 * typed error pages branch on. Shared by both implementations.
 */
export function classifyApplicationError(input: {
  code?: string | null;
  message?: string | null;
  details?: unknown;
  status?: number;
}): ApplicationError {
  const { code, status } = input;
  const message = input.message || 'Request failed';
  const details = parseDetails(input.details);
  const base = { message, ...(code ? { code } : {}), ...(status ? { status } : {}) };
  const record =
    details && typeof details === 'object' && !Array.isArray(details) ? (details as Record<string, unknown>) : {};
  switch (code) {
    case 'version_conflict':
      return {
        ...base,
        kind: 'version_conflict',
        ...(typeof record.version === 'number' ? { currentVersion: record.version } : {}),
      };
    case 'invalid_answers':
      return { ...base, kind: 'invalid_answers', fields: Array.isArray(details) ? (details as FieldError[]) : [] };
    case 'missing_documents':
      return {
        ...base,
        kind: 'missing_documents',
        missing: Array.isArray(details) ? (details as RequirementKind[]) : [],
      };
    case 'wrong_status':
      return {
        ...base,
        kind: 'wrong_status',
        ...(typeof record.status === 'string' ? { currentStatus: record.status as Status } : {}),
      };
    case 'not_found':
    case 'function_not_found':
      return { ...base, kind: 'not_found' };
    case 'not_owner':
    case 'not_staff':
      return { ...base, kind: 'forbidden' };
    case 'no_authorization':
    case 'bad_jwt':
    case 'no_api_key':
    case 'invalid_api_key':
      return { ...base, kind: 'session_missing' };
    case 'reauthentication_needed':
      return { ...base, kind: 'reauthentication_needed' };
    case 'over_request_rate_limit':
      return { ...base, kind: 'rate_limited' };
    case 'request_too_large':
      return { ...base, kind: 'file_too_large' };
    case 'invalid_arguments':
    case 'bad_json':
    case 'invalid_itin':
      return { ...base, kind: 'invalid_arguments' };
    default:
      break;
  }
  if (status === 401) return { ...base, kind: 'session_missing' };
  if (status === 403) return { ...base, kind: 'forbidden' };
  if (status === 404) return { ...base, kind: 'not_found' };
  if (status === 409) return { ...base, kind: 'version_conflict' };
  if (status === 413) return { ...base, kind: 'file_too_large' };
  if (status === 415) return { ...base, kind: 'file_type' };
  if (status === 429) return { ...base, kind: 'rate_limited' };
  // No status at all: the request never got an answer.
  if (!status) return { ...base, kind: 'network' };
  return { ...base, kind: 'unexpected' };
}

/** The errors the applicant can fix by retrying later (as opposed to changing what they sent). */
export function isTransient(error: ApplicationError): boolean {
  return error.kind === 'network' || error.kind === 'rate_limited' || error.kind === 'unexpected';
}
