import type { IncomingMessage } from 'node:http';
import { HttpError } from './errors.ts';

/** Body limit of the JSON API (GoTrue refuses larger bodies too). */
export const JSON_BODY_LIMIT = 64 * 1024;

/**
 * Reads the whole request body, refusing more than `limit` bytes. A declared Content-Length over
 * the limit is refused before reading; a body that turns out larger stops being buffered at the
 * limit. Either way the client gets a 413 it can read, because the rest of the upload is drained
 * (up to a bound) rather than reset mid-request.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    const tooLarge = () => new HttpError(413, 'request_too_large', 'Request body is too large');
    if (Number.isFinite(declared) && declared > limit) {
      discardBody(req, limit);
      reject(tooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > limit) {
        failed = true;
        chunks.length = 0;
        discardBody(req, limit);
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!failed) resolve(Buffer.concat(chunks, size));
    });
    req.on('error', (error) => {
      if (failed) return;
      failed = true;
      reject(error);
    });
  });
}

const discarding = new WeakSet<IncomingMessage>();

/** Discards the rest of an oversized upload so the response can be read; cuts off a flood. */
export function discardBody(req: IncomingMessage, limit: number): void {
  if (discarding.has(req)) return;
  discarding.add(req);
  let discarded = 0;
  const cap = Math.max(limit * 16, 8 * 1024 * 1024);
  req.removeAllListeners('data');
  req.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > cap) req.socket.destroy();
  });
  req.resume();
}

/** Parses a JSON body; an empty body counts as `{}` (several GoTrue endpoints take none). */
export function parseJson(raw: Buffer): unknown {
  const text = raw.toString('utf8');
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'bad_json', 'Could not parse request body as JSON');
  }
}

/** Field name to value (the last one wins) of an application/x-www-form-urlencoded body. */
export function parseUrlEncoded(raw: Buffer): Map<string, string> {
  const fields = new Map<string, string>();
  for (const [key, value] of new URLSearchParams(raw.toString('utf8'))) fields.set(key, value);
  return fields;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
