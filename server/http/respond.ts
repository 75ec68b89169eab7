import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json|wasm)|image\/svg\+xml)/;
/** Below this size compression costs more than it saves. */
const MIN_COMPRESS_BYTES = 1024;

export function isCompressible(contentType: string): boolean {
  return COMPRESSIBLE.test(contentType);
}

/** The best encoding the client accepts (brotli, then gzip), honouring explicit `q=0` refusals. */
export function negotiateEncoding(req: IncomingMessage): Encoding {
  const header = req.headers['accept-encoding'];
  if (typeof header !== 'string' || header === '') return 'identity';
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key === 'q' && value !== undefined) q = Number(value);
    }
    accepted.set(name, Number.isFinite(q) ? q : 0);
  }
  const wildcard = accepted.get('*');
  const ok = (name: string) => (accepted.get(name) ?? wildcard ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

export function compress(body: Buffer, encoding: Exclude<Encoding, 'identity'>, quality: 'fast' | 'best'): Buffer {
  if (encoding === 'br') {
    return brotliCompressSync(body, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: quality === 'best' ? 11 : 5,
        [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  }
  return gzipSync(body, { level: quality === 'best' ? 9 : 6 });
}

/**
 * Sends a complete body with Content-Length, compressing text when the client accepts it.
 * HEAD requests get the same headers and no body.
 */
export function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: string | Buffer,
  headers: OutgoingHttpHeaders,
): void {
  let payload = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  const contentType = String(headers['content-type'] ?? '');
  const out: OutgoingHttpHeaders = { ...headers };
  if (payload.length >= MIN_COMPRESS_BYTES && isCompressible(contentType)) {
    out['vary'] = appendVary(out['vary'], 'Accept-Encoding');
    const encoding = negotiateEncoding(req);
    if (encoding !== 'identity') {
      payload = compress(payload, encoding, 'fast');
      out['content-encoding'] = encoding;
    }
  }
  out['content-length'] = payload.length;
  res.writeHead(status, out);
  res.end(req.method === 'HEAD' ? undefined : payload);
}

export function appendVary(current: OutgoingHttpHeaders[string], value: string): string {
  const existing =
    current === undefined
      ? []
      : String(current)
          .split(',')
          .map((v) => v.trim());
  if (!existing.some((v) => v.toLowerCase() === value.toLowerCase())) existing.push(value);
  return existing.filter(Boolean).join(', ');
}

export function sendJson(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  value: unknown,
  headers: OutgoingHttpHeaders = {},
): void {
  send(req, res, status, JSON.stringify(value), {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  });
}

export function sendHtml(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  html: string,
  headers: OutgoingHttpHeaders = {},
): void {
  send(req, res, status, html, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...headers });
}

/** A See Other redirect (the method becomes GET), used after form posts and e-mail links. */
export function redirect(res: ServerResponse, location: string, headers: OutgoingHttpHeaders = {}): void {
  res.writeHead(303, { location, 'cache-control': 'no-store', 'content-length': 0, ...headers });
  res.end();
}
