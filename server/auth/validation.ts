import { isPlainObject } from '../http/body.ts';
import { authError } from './errors.ts';

export const MIN_PASSWORD_LENGTH = 6;
/** bcrypt reads at most 72 bytes; longer passwords would silently share a hash. */
export const MAX_PASSWORD_BYTES = 72;
const MAX_EMAIL_LENGTH = 254;
/** User metadata travels in every access token; beyond this a token no longer fits in a header. */
export const MAX_METADATA_BYTES = 8 * 1024;

// Deliberately plain: a local part without spaces or angle brackets, and a dotted domain whose
// labels are letters, digits and inner hyphens, ending in a top-level domain of two letters or more.
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** The e-mail in the form it is stored and compared: trimmed and lower-cased. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  if (email.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(email)) return false;
  const local = email.slice(0, email.lastIndexOf('@'));
  return local.length <= 64 && !local.startsWith('.') && !local.endsWith('.') && !local.includes('..');
}

/** Reads and validates the `email` field; missing, non-string or malformed all answer `validation_failed`. */
export function requireEmail(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw authError('validation_failed', 'An email address is required');
  }
  const email = normaliseEmail(value);
  if (!isValidEmail(email)) throw authError('validation_failed', 'Unable to validate email address: invalid format');
  return email;
}

/** Checks a new password against GoTrue's rules: 6 characters at least, 72 bytes at most. */
export function requireNewPassword(value: unknown): string {
  if (typeof value !== 'string' || value === '') {
    throw authError('validation_failed', 'Signup requires a valid password');
  }
  if (Buffer.byteLength(value, 'utf8') > MAX_PASSWORD_BYTES) {
    throw authError('validation_failed', `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
  if ([...value].length < MIN_PASSWORD_LENGTH) {
    throw authError('weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
      extra: { weak_password: { reasons: ['length'] } },
    });
  }
  return value;
}

/** `data` for user metadata: absent, or a JSON object. */
export function optionalMetadata(value: unknown): Record<string, unknown> | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isPlainObject(value)) throw authError('validation_failed', 'User metadata (data) must be a JSON object');
  return value;
}

/** Refuses metadata whose JSON form is over 8 KB; returns that JSON. */
export function metadataJson(value: Record<string, unknown>): string {
  const json = JSON.stringify(value);
  if (Buffer.byteLength(json, 'utf8') > MAX_METADATA_BYTES) throw authError('user_metadata_too_large');
  return json;
}

export function requireBody(value: unknown): Record<string, unknown> {
  if (!isPlainObject(value)) throw authError('validation_failed', 'Request body must be a JSON object');
  return value;
}

/** Shallow merge of user metadata in GoTrue's way: a `null` value removes that key. */
export function mergeMetadata(
  current: Record<string, unknown>,
  changes: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete merged[key];
    else Object.defineProperty(merged, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return merged;
}
