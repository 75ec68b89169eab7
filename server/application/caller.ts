import { createHash, timingSafeEqual } from 'node:crypto';
import type { AuthService } from '../auth/service.ts';
import type { ServerConfig } from '../config.ts';
import { isHttpError } from '../http/errors.ts';
import type { RequestContext } from '../http/context.ts';
import { rpcError } from './errors.ts';
import type { Caller } from './service.ts';

function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** The `apikey` header (or query parameter) must be the anon key, as on every Supabase API. */
export function checkApiKey(ctx: RequestContext, config: ServerConfig): void {
  const header = ctx.req.headers['apikey'];
  const key = (Array.isArray(header) ? header[0] : header) ?? ctx.url.searchParams.get('apikey') ?? '';
  if (key === '') throw rpcError('no_api_key');
  if (!sameSecret(key, config.anonKey)) throw rpcError('invalid_api_key');
}

function parseMeta(json: string): Record<string, unknown> {
  try {
    const value = JSON.parse(json) as unknown;
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The signed-in caller from `Authorization: Bearer <access token>`: the token must verify and
 * its session and user must still exist. A caller is staff when both the token and the user's
 * current record say `app_metadata.role = 'staff'`, so removing the role takes effect at once.
 */
export function callerFrom(ctx: RequestContext, auth: AuthService): Caller {
  let authenticated;
  try {
    authenticated = auth.authenticate(ctx.req.headers.authorization);
  } catch (error) {
    // The anon key sent by a signed-out client is not a user's token either: 401.
    if (isHttpError(error)) {
      throw error.code === 'no_authorization' ? rpcError('no_authorization') : rpcError('bad_jwt', error.code);
    }
    throw error;
  }
  const { claims, user, session } = authenticated;
  const appMeta = parseMeta(user.raw_app_meta_data);
  const staff = claims.app_metadata?.role === 'staff' && appMeta.role === 'staff';
  const amr = JSON.parse(session.amr) as { method: string; timestamp: number }[];
  const authenticatedAt = Math.max(0, ...amr.map((m) => m.timestamp));
  return {
    userId: user.id,
    email: user.email,
    staff,
    authenticatedAt,
    userMetadata: parseMeta(user.raw_user_meta_data),
  };
}
