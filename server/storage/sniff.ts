/** The file types the documents bucket accepts, recognised by their first bytes. */
export type DocumentMime = 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/heic';

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/** Bytes needed to recognise every accepted type. */
export const SNIFF_BYTES = 16;

export function sniffDocument(head: Buffer): DocumentMime | undefined {
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (head.subarray(4, 8).toString('latin1') === 'ftyp' && HEIC_BRANDS.has(head.subarray(8, 12).toString('latin1'))) {
    return 'image/heic';
  }
  return undefined;
}

/** The extensions an object name may have for each type. */
export const EXTENSIONS: Record<DocumentMime, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/heic': ['heic'],
};
