import { describe, expect, it } from 'vitest';
import { DOCUMENT_ACCEPT, MAX_DOCUMENT_BYTES, sniffDocument, uploadProblem } from '../../../domain/index.ts';

const bytes = (...parts: (string | number[])[]) => {
  const out: number[] = [];
  for (const part of parts) out.push(...(typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part));
  while (out.length < 16) out.push(0);
  return new Uint8Array(out);
};

const pdf = bytes('%PDF-1.7\n');
const jpeg = bytes([0xff, 0xd8, 0xff, 0xe0]);
const png = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const heic = bytes([0, 0, 0, 0x18], 'ftypheic');

describe('sniffDocument', () => {
  it('recognises PDF, JPEG, PNG and HEIC by their first bytes', () => {
    expect(sniffDocument(pdf)).toBe('application/pdf');
    expect(sniffDocument(jpeg)).toBe('image/jpeg');
    expect(sniffDocument(png)).toBe('image/png');
    expect(sniffDocument(heic)).toBe('image/heic');
    expect(sniffDocument(bytes([0, 0, 0, 0x18], 'ftypmif1'))).toBe('image/heic');
  });

  it('refuses other content, whatever the file is called', () => {
    expect(sniffDocument(bytes('GIF89a'))).toBeUndefined();
    expect(sniffDocument(bytes('PK', [3, 4]))).toBeUndefined();
    expect(sniffDocument(bytes([0, 0, 0, 0x18], 'ftypmp42'))).toBeUndefined();
    expect(sniffDocument(new Uint8Array())).toBeUndefined();
  });
});

describe('uploadProblem', () => {
  it('accepts a supported file up to 10 MB', () => {
    expect(uploadProblem(1, pdf)).toBeNull();
    expect(uploadProblem(MAX_DOCUMENT_BYTES, jpeg)).toBeNull();
  });

  it('names the problem: empty, too large, or not a supported type', () => {
    expect(uploadProblem(0, new Uint8Array())).toBe('empty');
    expect(uploadProblem(MAX_DOCUMENT_BYTES + 1, pdf)).toBe('too_large');
    expect(uploadProblem(2048, bytes('GIF89a'))).toBe('unsupported_type');
  });

  it('lets the file picker offer the same types', () => {
    expect(DOCUMENT_ACCEPT.split(',')).toEqual(
      expect.arrayContaining(['application/pdf', 'image/heic', '.pdf', '.jpg', '.jpeg', '.png', '.heic']),
    );
  });
});
