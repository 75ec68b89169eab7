import { createHash, timingSafeEqual } from 'node:crypto';
import type { ServerConfig } from '../config.ts';
import { JSON_BODY_LIMIT, parseJson, readBody } from '../http/body.ts';
import { isOwnUrl, type RequestContext } from '../http/context.ts';
import { isHttpError } from '../http/errors.ts';
import { redirect, sendJson } from '../http/respond.ts';
import type { Router } from '../http/router.ts';
import { securityHeaders } from '../http/security.ts';
import { authError, type AuthErrorCode } from './errors.ts';
import { RateLimiter } from './rateLimit.ts';
import type { AuthService, RequestMeta } from './service.ts';

export const AUTH_PREFIX = '/auth/v1';
const API_VERSION = '2024-01-01';
const FIVE_MINUTES = 5 * 60 * 1000;

const CORS_ALLOWED_HEADERS = ['apikey', 'authorization', 'content-type', 'x-client-info', 'x-supabase-api-version'];

/**
 * CORS for cross-origin use of the API (a portal on another origin). Tokens travel in headers,
 * never in cookies, so any origin may call it, as with hosted Supabase.
 */
function corsHeaders(): Record<string, string> {
  return {
    'access-control-allow-origin': '*',
    'access-control-expose-headers': 'X-Supabase-Api-Version',
  };
}

function preflightHeaders(ctx: RequestContext): Record<string, string> {
  const requested = String(ctx.req.headers['access-control-request-headers'] ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter((h) => /^x-supabase-[a-z0-9-]+$/.test(h));
  return {
    ...corsHeaders(),
    'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
    'access-control-allow-headers': [...new Set([...CORS_ALLOWED_HEADERS, ...requested])].join(', '),
    'access-control-max-age': '86400',
  };
}

function apiHeaders(ctx: RequestContext, config: ServerConfig): Record<string, string> {
  return { ...securityHeaders('api', config.csp), ...corsHeaders(), 'x-supabase-api-version': API_VERSION };
}

function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

export interface AuthRoutesDeps {
  config: ServerConfig;
  service: AuthService;
}

/** Registers the GoTrue-compatible endpoints under /auth/v1. */
export function registerAuthRoutes(router: Router, { config, service }: AuthRoutesDeps): { prune(): void } {
  const limiters = {
    signup: new RateLimiter(config.rateLimits.signup, FIVE_MINUTES, config.now),
    recover: new RateLimiter(config.rateLimits.signup, FIVE_MINUTES, config.now),
    verify: new RateLimiter(config.rateLimits.signup, FIVE_MINUTES, config.now),
    user: new RateLimiter(config.rateLimits.signup, FIVE_MINUTES, config.now),
    token: new RateLimiter(config.rateLimits.token, FIVE_MINUTES, config.now),
  };

  const send = (ctx: RequestContext, status: number, body: unknown) =>
    sendJson(ctx.req, ctx.res, status, body, apiHeaders(ctx, config));

  const fail = (ctx: RequestContext, error: unknown) => {
    if (isHttpError(error)) {
      send(ctx, error.status, { code: error.code, error_code: error.code, message: error.message, ...error.extra });
      return;
    }
    config.logger.error('auth request failed', { path: ctx.url.pathname, error });
    const code: AuthErrorCode = 'unexpected_failure';
    const e = authError(code);
    send(ctx, e.status, { code, error_code: code, message: e.message });
  };

  const meta = (ctx: RequestContext): RequestMeta => ({
    ip: ctx.ip,
    userAgent: ctx.req.headers['user-agent'],
    origin: ctx.origin,
  });

  /** `redirect_to` when it points at this site, else the default path on this site. */
  const redirectTarget = (ctx: RequestContext, fallbackPath: string): string => {
    const requested = ctx.url.searchParams.get('redirect_to');
    if (requested && isOwnUrl(requested, ctx.req, config.siteUrl)) return requested;
    return `${ctx.origin}${fallbackPath}`;
  };

  const checkApiKey = (ctx: RequestContext, optional = false) => {
    const header = ctx.req.headers['apikey'];
    const key = (Array.isArray(header) ? header[0] : header) ?? ctx.url.searchParams.get('apikey') ?? undefined;
    if (key === undefined || key === '') {
      if (optional) return;
      throw authError('no_api_key');
    }
    if (!sameSecret(key, config.anonKey)) throw authError('invalid_api_key');
  };

  const limit = (ctx: RequestContext, limiter: RateLimiter) => {
    if (!limiter.take(ctx.ip)) throw authError('over_request_rate_limit');
  };

  const body = async (ctx: RequestContext) => parseJson(await readBody(ctx.req, JSON_BODY_LIMIT));

  type Step = (ctx: RequestContext) => Promise<void> | void;
  const route = (methods: string | string[], path: string, step: Step, options: { optionalKey?: boolean } = {}) => {
    router.add(methods, `${AUTH_PREFIX}${path}`, async (ctx) => {
      try {
        checkApiKey(ctx, options.optionalKey);
        await step(ctx);
      } catch (error) {
        fail(ctx, error);
      }
    });
  };

  route('POST', '/signup', async (ctx) => {
    limit(ctx, limiters.signup);
    send(ctx, 200, await service.signUp(await body(ctx), redirectTarget(ctx, '/'), meta(ctx)));
  });

  route('POST', '/token', async (ctx) => {
    limit(ctx, limiters.token);
    const grant = ctx.url.searchParams.get('grant_type');
    const input = await body(ctx);
    if (grant === 'password') send(ctx, 200, await service.signInWithPassword(input, meta(ctx)));
    else if (grant === 'refresh_token') send(ctx, 200, service.refresh(input, meta(ctx)));
    else if (grant === 'pkce') throw authError('flow_state_not_found');
    else throw authError('unsupported_grant_type', 'unsupported_grant_type', { status: 400 });
  });

  route('GET', '/user', (ctx) => send(ctx, 200, service.getUser(ctx.req.headers.authorization)));

  route('PUT', '/user', async (ctx) => {
    limit(ctx, limiters.user);
    const input = await body(ctx);
    send(ctx, 200, await service.updateUser(ctx.req.headers.authorization, input, redirectTarget(ctx, '/'), meta(ctx)));
  });

  route('POST', '/logout', async (ctx) => {
    // The client sends no body; whatever comes is read (within the limit) and ignored.
    await readBody(ctx.req, JSON_BODY_LIMIT);
    service.logout(ctx.req.headers.authorization, ctx.url.searchParams.get('scope'));
    ctx.res.writeHead(204, apiHeaders(ctx, config));
    ctx.res.end();
  });

  route('POST', '/recover', async (ctx) => {
    limit(ctx, limiters.recover);
    send(ctx, 200, service.recover(await body(ctx), redirectTarget(ctx, '/reset-password'), meta(ctx)));
  });

  route('POST', '/resend', async (ctx) => {
    limit(ctx, limiters.recover);
    send(ctx, 200, service.resend(await body(ctx), redirectTarget(ctx, '/'), meta(ctx)));
  });

  route('POST', '/verify', async (ctx) => {
    limit(ctx, limiters.verify);
    send(ctx, 200, service.verifyOtp(await body(ctx), meta(ctx)));
  });

  // The e-mail link: opened from a mail client, so it carries no apikey header; its own
  // single-use token is the credential.
  route(
    'GET',
    '/verify',
    (ctx) => {
      limit(ctx, limiters.verify);
      const params = ctx.url.searchParams;
      const location = service.verifyLink(
        params.get('token') ?? params.get('token_hash'),
        params.get('type'),
        redirectTarget(ctx, '/'),
        meta(ctx),
      );
      redirect(ctx.res, location, apiHeaders(ctx, config));
    },
    { optionalKey: true },
  );

  route('GET', '/settings', (ctx) =>
    send(ctx, 200, {
      external: {
        anonymous_users: false,
        apple: false,
        azure: false,
        bitbucket: false,
        discord: false,
        email: true,
        facebook: false,
        figma: false,
        github: false,
        gitlab: false,
        google: false,
        keycloak: false,
        kakao: false,
        linkedin_oidc: false,
        notion: false,
        phone: false,
        slack_oidc: false,
        spotify: false,
        twitch: false,
        twitter: false,
        workos: false,
        zoom: false,
      },
      disable_signup: false,
      mailer_autoconfirm: !config.confirmEmail,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );

  route('GET', '/health', (ctx) =>
    send(ctx, 200, { version: 'itin-bridge-local', name: 'GoTrue', description: 'Local Supabase Auth stand-in' }),
  );

  return {
    prune() {
      Object.values(limiters).forEach((l) => l.prune());
      service.purge();
    },
  };
}

/** Answers CORS preflights and unknown paths or methods under /auth/v1 in the API's own format. */
export function authFallback(ctx: RequestContext, config: ServerConfig, allow?: string[]): void {
  if (ctx.req.method === 'OPTIONS') {
    ctx.res.writeHead(204, { ...apiHeaders(ctx, config), ...preflightHeaders(ctx) });
    ctx.res.end();
    return;
  }
  const e = allow ? authError('method_not_allowed') : authError('not_found');
  sendJson(
    ctx.req,
    ctx.res,
    e.status,
    { code: e.code, error_code: e.code, message: e.message },
    { ...apiHeaders(ctx, config), ...(allow ? { allow: allow.join(', ') } : {}) },
  );
}
