/**
 * The files the documents bucket accepts: PDF, JPEG, PNG and HEIC, recognised by their first
 * bytes (never by name or declared type), at most 10 MB each. The server enforces these rules on
 * every upload; the portal checks the same rules before it starts one, so a wrong file is refused
 * at once instead of after minutes of upload on a slow phone.
 */
export type DocumentMime = 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/heic';

/** The largest file accepted (bytes). */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** Bytes needed to recognise every accepted type. */
export const SNIFF_BYTES = 16;

/** The extensions an object name may have for each type; the first is the one to give it. */
export const DOCUMENT_EXTENSIONS: Record<DocumentMime, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/heic': ['heic'],
};

/** What a file picker may offer (`accept`): the types and their extensions. */
export const DOCUMENT_ACCEPT = [
  ...Object.keys(DOCUMENT_EXTENSIONS),
  ...Object.values(DOCUMENT_EXTENSIONS)
    .flat()
    .map((ext) => `.${ext}`),
].join(',');

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const latin1 = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The type of a file from its first bytes (at least `SNIFF_BYTES` of them), or undefined. */
export function sniffDocument(head: Uint8Array): DocumentMime | undefined {
  if (latin1(head, 0, 5) === '%PDF-') return 'application/pdf';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.length >= 8 && PNG_SIGNATURE.every((byte, i) => head[i] === byte)) return 'image/png';
  if (latin1(head, 4, 8) === 'ftyp' && HEIC_BRANDS.has(latin1(head, 8, 12))) return 'image/heic';
  return undefined;
}

export type UploadProblem = 'empty' | 'too_large' | 'unsupported_type';

/** Why a file of this size and these first bytes would be refused, or null when it is accepted. */
export function uploadProblem(size: number, head: Uint8Array): UploadProblem | null {
  if (size === 0) return 'empty';
  if (size > MAX_DOCUMENT_BYTES) return 'too_large';
  if (!sniffDocument(head)) return 'unsupported_type';
  return null;
}
