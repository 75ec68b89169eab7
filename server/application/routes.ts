import type { AuthService } from '../auth/service.ts';
import { RateLimiter } from '../auth/rateLimit.ts';
import { RPC_RATE_LIMITS, type ServerConfig } from '../config.ts';
import { parseJson, readBody } from '../http/body.ts';
import type { RequestContext } from '../http/context.ts';
import { isHttpError } from '../http/errors.ts';
import { sendJson } from '../http/respond.ts';
import type { Router } from '../http/router.ts';
import { securityHeaders } from '../http/security.ts';
import { callerFrom, checkApiKey } from './caller.ts';
import { rpcError } from './errors.ts';
import type { ApplicationService, Caller } from './service.ts';

export const RPC_PREFIX = '/rest/v1/rpc';
/** Answers are a few kilobytes; this leaves room and refuses anything resembling a file. */
export const RPC_BODY_LIMIT = 256 * 1024;
const FIVE_MINUTES = 5 * 60 * 1000;
/** Calls per 5 minutes: per signed-in user, and per client IP (several users behind one NAT). */

/** A function of the API: the caller, the arguments, and the user's public record when needed. */
type RpcFunction = (caller: Caller, args: unknown, ctx: RequestContext) => unknown;

export interface ApplicationRoutesDeps {
  config: ServerConfig;
  auth: AuthService;
  applications: ApplicationService;
  /** Functions contributed by other parts of the backend (payment). */
  extra?: Record<string, RpcFunction>;
}

function corsHeaders(): Record<string, string> {
  return {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'POST, OPTIONS',
    'access-control-allow-headers':
      'apikey, authorization, content-type, content-profile, accept-profile, prefer, x-client-info, x-supabase-api-version',
    'access-control-max-age': '86400',
  };
}

/**
 * `POST /rest/v1/rpc/<name>`: the application API as supabase-js's `rpc()` calls it. Errors come
 * back in PostgREST's shape; unknown names are 404 after the key and token are checked.
 */
export function registerApplicationRoutes(router: Router, deps: ApplicationRoutesDeps): { prune(): void } {
  const { config, auth, applications } = deps;
  const byUser = new RateLimiter((config.rateLimits.rpc ?? RPC_RATE_LIMITS).user, FIVE_MINUTES, config.now);
  const byIp = new RateLimiter((config.rateLimits.rpc ?? RPC_RATE_LIMITS).ip, FIVE_MINUTES, config.now);

  const functions: Record<string, RpcFunction> = {
    application_get: (caller) => applications.get(caller),
    application_save_draft: (caller, a) => applications.saveDraft(caller, a),
    application_submit: (caller, a) => applications.submit(caller, a),
    document_add: (caller, a) => applications.addDocument(caller, a),
    document_remove: (caller, a) => applications.removeDocument(caller, a),
    account_export: (caller, _a, ctx) =>
      applications.exportAccount(
        caller,
        auth.getUser(ctx.req.headers.authorization) as unknown as Record<string, unknown>,
      ),
    account_delete: (caller) => applications.deleteAccount(caller),
    staff_list_applications: (caller, a) => applications.staffList(caller, a),
    staff_get_application: (caller, a) => applications.staffGet(caller, a),
    staff_set_status: (caller, a) => applications.staffSetStatus(caller, a),
    staff_review_document: (caller, a) => applications.staffReviewDocument(caller, a),
    ...deps.extra,
  };

  const send = (ctx: RequestContext, status: number, body: unknown, headers: Record<string, string> = {}) =>
    sendJson(ctx.req, ctx.res, status, body, { ...securityHeaders('api', config.csp), ...corsHeaders(), ...headers });

  router.add('OPTIONS', `${RPC_PREFIX}/:name`, (ctx) => {
    ctx.res.writeHead(204, { ...corsHeaders() });
    ctx.res.end();
  });

  router.add('POST', `${RPC_PREFIX}/:name`, async (ctx) => {
    try {
      checkApiKey(ctx, config);
      if (!byIp.take(ctx.ip)) throw rpcError('over_request_rate_limit');
      const caller = callerFrom(ctx, auth);
      if (!byUser.take(caller.userId)) throw rpcError('over_request_rate_limit');
      const name = ctx.params.name ?? '';
      const fn = Object.hasOwn(functions, name) ? functions[name] : undefined;
      if (!fn) throw rpcError('function_not_found', null, `Could not find the function public.${name.slice(0, 64)}`);
      let raw: Buffer;
      try {
        raw = await readBody(ctx.req, RPC_BODY_LIMIT);
      } catch (error) {
        if (isHttpError(error) && error.status === 413) throw rpcError('request_too_large');
        throw error;
      }
      let input: unknown;
      try {
        input = parseJson(raw);
      } catch {
        throw rpcError('bad_json');
      }
      const result = fn(caller, input, ctx);
      send(ctx, 200, result ?? null);
    } catch (error) {
      if (isHttpError(error)) {
        const extra = (error.extra ?? {}) as { details?: unknown; hint?: unknown };
        const headers: Record<string, string> = { ...(error.headers ?? {}) };
        if (error.status === 429) headers['retry-after'] = '60';
        send(
          ctx,
          error.status,
          { code: error.code, message: error.message, details: extra.details ?? null, hint: extra.hint ?? null },
          headers,
        );
        return;
      }
      config.logger.error('rpc failed', { name: ctx.params.name, error });
      send(ctx, 500, { code: 'internal_error', message: 'Unexpected failure', details: null, hint: null });
    }
  });

  router.add(['GET', 'PUT', 'PATCH', 'DELETE'], `${RPC_PREFIX}/:name`, (ctx) => {
    send(
      ctx,
      405,
      { code: 'method_not_allowed', message: 'Functions are called with POST', details: null, hint: null },
      { allow: 'POST, OPTIONS' },
    );
  });

  return {
    prune() {
      byUser.prune();
      byIp.prune();
    },
  };
}
