import { createHmac, timingSafeEqual } from 'node:crypto';

export interface AccessClaims {
  aud: string;
  exp: number;
  iat: number;
  iss: string;
  sub: string;
  email: string;
  phone: string;
  role: string;
  aal: string;
  amr: { method: string; timestamp: number }[];
  session_id: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  is_anonymous: boolean;
}

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function base64url(input: string | Buffer): string {
  return Buffer.from(input).toString('base64url');
}

function sign(data: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(data).digest();
}

export function signJwt(claims: AccessClaims, secret: string): string {
  const body = `${HEADER}.${base64url(JSON.stringify(claims))}`;
  return `${body}.${sign(body, secret).toString('base64url')}`;
}

/**
 * Compares a signature as text with the canonical base64url encoding of the expected MAC, in
 * constant time. Decoding first would accept other spellings of the same bytes (a last character
 * whose unused bits differ), so one token would have several valid forms.
 */
export function sameSignature(given: string, expected: Buffer): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected.toString('base64url'), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

function decodeJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Verifies an HS256 access token: the algorithm must be HS256 (no `none`, no key confusion), the
 * signature must match in constant time, and `exp`, `aud`, `sub` and `session_id` must hold.
 * Returns the claims, or a reason for the 403 `bad_jwt` answer.
 */
export function verifyJwt(
  token: string,
  secret: string,
  nowSeconds: number,
): { ok: true; claims: AccessClaims } | { ok: false; reason: string } {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((p) => !/^[A-Za-z0-9_-]*$/.test(p))) {
    return { ok: false, reason: 'invalid JWT: unable to parse or verify signature, token is malformed' };
  }
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = decodeJson(headerPart) as { alg?: unknown } | undefined;
  if (!header || header.alg !== 'HS256') {
    return { ok: false, reason: 'invalid JWT: unable to parse or verify signature, signing method is invalid' };
  }
  if (!sameSignature(signaturePart, sign(`${headerPart}.${payloadPart}`, secret))) {
    return { ok: false, reason: 'invalid JWT: unable to parse or verify signature, signature is invalid' };
  }
  const claims = decodeJson(payloadPart) as Partial<AccessClaims> | undefined;
  if (!claims || typeof claims !== 'object') {
    return { ok: false, reason: 'invalid JWT: unable to parse or verify signature, token is malformed' };
  }
  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds) {
    return {
      ok: false,
      reason: 'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired',
    };
  }
  if (claims.aud !== 'authenticated' || typeof claims.sub !== 'string' || typeof claims.session_id !== 'string') {
    return { ok: false, reason: 'invalid claim: missing sub or session_id claim' };
  }
  return { ok: true, claims: claims as AccessClaims };
}
