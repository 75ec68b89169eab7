import { HttpError } from './errors.ts';

export interface UploadedFile {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

export interface MultipartBody {
  fields: Map<string, string>;
  files: UploadedFile[];
}

const MAX_PARTS = 100;
const MAX_FIELD_BYTES = 64 * 1024;

/** The boundary of a multipart/form-data Content-Type, or undefined for other types. */
export function multipartBoundary(contentType: string | undefined): string | undefined {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return undefined;
  const match = /boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

function headerParam(header: string, name: string): string | undefined {
  const match =
    new RegExp(`;\\s*${name}="((?:[^"\\\\]|\\\\.)*)"`, 'i').exec(header) ??
    new RegExp(`;\\s*${name}=([^;\\s]+)`, 'i').exec(header);
  return match?.[1]?.replace(/\\(.)/g, '$1');
}

/**
 * Parses a fully buffered multipart/form-data body (RFC 7578). The caller bounds the body size;
 * this bounds the number of parts and the size of text fields, and rejects malformed framing.
 */
export function parseMultipart(body: Buffer, boundary: string): MultipartBody {
  const bad = () => new HttpError(400, 'bad_multipart', 'Malformed multipart body');
  const delimiter = Buffer.from(`--${boundary}`);
  const fields = new Map<string, string>();
  const files: UploadedFile[] = [];

  let position = body.indexOf(delimiter);
  if (position === -1) throw bad();
  let parts = 0;
  for (;;) {
    position += delimiter.length;
    // "--" right after a delimiter closes the body.
    if (body[position] === 0x2d && body[position + 1] === 0x2d) break;
    if (body[position] !== 0x0d || body[position + 1] !== 0x0a) throw bad();
    position += 2;
    const next = body.indexOf(Buffer.from(`\r\n--${boundary}`), position);
    if (next === -1) throw bad();
    if (++parts > MAX_PARTS) throw new HttpError(413, 'request_too_large', 'Too many form parts');

    const part = body.subarray(position, next);
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd === -1) throw bad();
    const headers = new Map<string, string>();
    for (const line of part.subarray(0, headerEnd).toString('utf8').split('\r\n')) {
      const colon = line.indexOf(':');
      if (colon <= 0) throw bad();
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
    const content = part.subarray(headerEnd + 4);
    const disposition = headers.get('content-disposition') ?? '';
    if (!/^form-data\b/i.test(disposition)) throw bad();
    const name = headerParam(disposition, 'name');
    if (name === undefined) throw bad();
    const filename = headerParam(disposition, 'filename');
    if (filename !== undefined) {
      // An empty file input still sends a part, with an empty file name and no content.
      if (filename !== '' || content.length > 0) {
        files.push({
          field: name,
          filename,
          contentType: headers.get('content-type') ?? 'application/octet-stream',
          data: Buffer.from(content),
        });
      }
    } else {
      if (content.length > MAX_FIELD_BYTES) throw new HttpError(413, 'request_too_large', 'Form field is too large');
      fields.set(name, content.toString('utf8'));
    }
    position = next + 2;
  }
  return { fields, files };
}
