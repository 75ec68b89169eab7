import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Small HMAC-signed tokens for hidden form fields (per-render CSRF tokens, the checkout's order
 * details): the payload is readable but cannot be altered or forged without the server secret.
 * `purpose` separates kinds, so a token made for one use is worthless for another.
 */
export function signToken(secret: string, purpose: string, payload: Record<string, string | number>): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const mac = createHmac('sha256', secret).update(`${purpose}.${body}`).digest('base64url');
  return `${body}.${mac}`;
}

export function readToken(
  secret: string,
  purpose: string,
  token: string | undefined,
): Record<string, unknown> | undefined {
  if (!token || token.length > 4096) return undefined;
  const [body, mac, extra] = token.split('.');
  if (!body || !mac || extra !== undefined) return undefined;
  // Compared as canonical text: another spelling of the same bytes is not the same token.
  const expected = Buffer.from(createHmac('sha256', secret).update(`${purpose}.${body}`).digest('base64url'));
  const given = Buffer.from(mac, 'utf8');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const value = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** A secret for one purpose derived from the server's signing secret. */
export function deriveSecret(secret: string, label: string): string {
  return createHmac('sha256', secret).update(`itin-bridge/${label}`).digest('base64url');
}
