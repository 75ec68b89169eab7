/**
 * The file types the documents bucket accepts, recognised by their first bytes. The rules live in
 * `domain/uploads.ts`, shared with the portal, which checks a file before it uploads it.
 */
import { DOCUMENT_EXTENSIONS, sniffDocument as sniff, SNIFF_BYTES, type DocumentMime } from '../../domain/uploads.ts';

export { SNIFF_BYTES, type DocumentMime };

export function sniffDocument(head: Buffer): DocumentMime | undefined {
  return sniff(new Uint8Array(head.buffer, head.byteOffset, head.byteLength));
}

/** The extensions an object name may have for each type. */
export const EXTENSIONS = DOCUMENT_EXTENSIONS;
