import path from 'node:path';
import { parseTrustProxy, type TrustProxy } from './http/proxy.ts';
import { createLogger, type Logger, type LogLevel } from './log.ts';

/**
 * The fixed public development anon key (like the Supabase CLI demo key). The default build of the
 * portal sends it too, so a fresh checkout works with no configuration.
 */
/** Application API calls allowed per 5 minutes, per user and per client IP. */
export const RPC_RATE_LIMITS = { user: 300, ip: 1200 };

export const DEFAULT_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJpdGluLWJyaWRnZS1sb2NhbCIsInJvbGUiOiJhbm9uIiwiaWF0IjoxNzY0MDI4ODAwLCJleHAiOjIwNzkzODg4MDB9.cnrM1c_oar7Yu97WQSa-FduTy8zwfswLMUIh44XcdAU';

export const DEFAULT_PORT = 4173;

/** Everything the server reads from its environment, resolved and typed once at start. */
export interface ServerConfig {
  /** TCP port; 0 picks a free one (tests). */
  port: number;
  /** Interface to bind. Loopback by default so a development server is not reachable from the network. */
  host: string;
  /** Folder for the database, the signing secret and uploads. */
  dataDir: string;
  /** Folder of the built app (Vite's `dist/`). */
  staticRoot: string;
  /** The only `apikey` the auth API accepts. */
  anonKey: string;
  /** HS256 secret for access tokens; when unset a secret is generated and kept in `dataDir`. */
  jwtSecret: string | undefined;
  /** Public origin for links and redirects when the server runs behind a name of its own. */
  siteUrl: string | undefined;
  /** Require e-mail confirmation before sign-in (off by default, like the Supabase CLI). */
  confirmEmail: boolean;
  /**
   * Requests per 5 minutes per client IP; `rpc` also per user, for the application API
   * (RPC_RATE_LIMITS unless set). 0 switches a limit off.
   */
  rateLimits: { signup: number; token: number; rpc?: { user: number; ip: number } };
  /** Which X-Forwarded-For hops to believe (only behind proxies you control); see `parseTrustProxy`. */
  trustProxy: TrustProxy;
  /** Serve the local mailbox (`/_mail`) to clients on this machine. */
  mailbox: boolean;
  /** Limits of the stand-in form service's posts and uploads. */
  forms: {
    /** Form posts per 5 minutes per client IP (0 = no limit). */
    postsPerIp: number;
    /** Multipart uploads read at the same time; more answer 503. */
    concurrentUploads: number;
    /** Bytes `DATA_DIR/uploads` may hold; an upload that would pass it answers 507. */
    uploadQuotaBytes: number;
  };
  /** Node's HTTP server limits against slow or numerous clients. */
  http: {
    headersTimeoutMs: number;
    requestTimeoutMs: number;
    keepAliveTimeoutMs: number;
    maxConnections: number;
  };
  /** Seconds during which a rotated refresh token may be presented again (GoTrue's reuse interval). */
  refreshReuseIntervalSeconds: number;
  /** Origins the built app talks to, for its Content-Security-Policy. */
  csp: { connectSrc: string[]; frameSrc: string[]; formAction: string[] };
  /**
   * A hosted Supabase project holding the application record (SUPABASE_URL and
   * SUPABASE_SERVICE_ROLE_KEY): payment notifications are then recorded there, with the service role.
   */
  supabase: { url: string; serviceRoleKey: string } | undefined;
  /** Milliseconds since the epoch; replaceable so tests can move time forward. */
  now: () => number;
  logger: Logger;
}

type Env = Record<string, string | undefined>;

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return parsed;
}

function positive(value: string | undefined, fallback: number, name: string): number {
  const parsed = positiveInt(value, fallback, name);
  if (parsed === 0) throw new Error(`${name} must be greater than 0`);
  return parsed;
}

/** MAILBOX: `on` or `off`; by default on only while no SITE_URL says the server is public. */
function mailboxSetting(value: string | undefined, siteUrl: string | undefined): boolean {
  const setting = value?.trim().toLowerCase();
  if (!setting) return siteUrl === undefined;
  if (setting === 'on') return true;
  if (setting === 'off') return false;
  throw new Error(`MAILBOX must be "on" or "off", got "${value}"`);
}

function httpLimits(env: Env): ServerConfig['http'] {
  const limits = {
    headersTimeoutMs: positive(env.HTTP_HEADERS_TIMEOUT_MS, 20_000, 'HTTP_HEADERS_TIMEOUT_MS'),
    requestTimeoutMs: positive(env.HTTP_REQUEST_TIMEOUT_MS, 120_000, 'HTTP_REQUEST_TIMEOUT_MS'),
    keepAliveTimeoutMs: positive(env.HTTP_KEEP_ALIVE_TIMEOUT_MS, 5_000, 'HTTP_KEEP_ALIVE_TIMEOUT_MS'),
    maxConnections: positive(env.MAX_CONNECTIONS, 1024, 'MAX_CONNECTIONS'),
  };
  if (limits.requestTimeoutMs < limits.headersTimeoutMs) {
    throw new Error('HTTP_REQUEST_TIMEOUT_MS must not be shorter than HTTP_HEADERS_TIMEOUT_MS');
  }
  return limits;
}

function flag(value: string | undefined): boolean {
  return value !== undefined && ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase());
}

/** The origin of an absolute http(s) URL, or undefined for relative or empty values (which mean "this server"). */
export function absoluteOrigin(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

function websocketOrigin(origin: string): string {
  return origin.replace(/^http/, 'ws');
}

/**
 * Builds the CSP source lists from the same VITE_* variables the app was built with, so a build
 * pointed at hosted Supabase or a real form service is allowed to reach them.
 */
function cspFromEnv(env: Env): ServerConfig['csp'] {
  const supabase = absoluteOrigin(env.VITE_SUPABASE_URL);
  const forms = [env.VITE_APPLICATION_FORM_URL, env.VITE_INTAKE_FORM_URL, env.VITE_BASIC_DATA_FORM_URL]
    .map(absoluteOrigin)
    .filter((o): o is string => o !== undefined);
  const payment = absoluteOrigin(env.VITE_PAYMENT_URL);
  return {
    connectSrc: supabase ? [supabase, websocketOrigin(supabase)] : [],
    frameSrc: [...new Set(forms)],
    formAction: payment ? [payment] : [],
  };
}

/** SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY come together or not at all. */
function hostedProject(env: Env): ServerConfig['supabase'] {
  const url = env.SUPABASE_URL?.trim() || undefined;
  const serviceRoleKey = env.SUPABASE_SERVICE_ROLE_KEY?.trim() || undefined;
  if (url === undefined && serviceRoleKey === undefined) return undefined;
  if (url === undefined || serviceRoleKey === undefined) {
    throw new Error('SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY must be set together');
  }
  const origin = absoluteOrigin(url);
  if (origin === undefined) throw new Error(`SUPABASE_URL must be an absolute http(s) URL, got "${url}"`);
  return { url: url.replace(/\/+$/, ''), serviceRoleKey };
}

/** Resolves the configuration from environment variables, with a working default for each. */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): ServerConfig {
  const siteUrl = env.SITE_URL?.trim() || undefined;
  if (siteUrl !== undefined && absoluteOrigin(siteUrl) === undefined) {
    throw new Error(`SITE_URL must be an absolute http(s) URL, got "${siteUrl}"`);
  }
  const jwtSecret = env.JWT_SECRET?.trim() || undefined;
  if (jwtSecret !== undefined && jwtSecret.length < 32) {
    throw new Error('JWT_SECRET must be at least 32 characters long');
  }
  return {
    port: positiveInt(env.PORT, DEFAULT_PORT, 'PORT'),
    host: env.HOST?.trim() || '127.0.0.1',
    dataDir: path.resolve(cwd, env.DATA_DIR?.trim() || '.data'),
    staticRoot: path.resolve(cwd, env.STATIC_DIR?.trim() || 'dist'),
    anonKey: env.ANON_KEY?.trim() || DEFAULT_ANON_KEY,
    jwtSecret,
    siteUrl,
    confirmEmail: flag(env.AUTH_CONFIRM_EMAIL),
    rateLimits: {
      signup: positiveInt(env.AUTH_RATE_LIMIT_SIGNUP, 30, 'AUTH_RATE_LIMIT_SIGNUP'),
      token: positiveInt(env.AUTH_RATE_LIMIT_TOKEN, 150, 'AUTH_RATE_LIMIT_TOKEN'),
      rpc: {
        user: positiveInt(env.RPC_RATE_LIMIT_USER, RPC_RATE_LIMITS.user, 'RPC_RATE_LIMIT_USER'),
        ip: positiveInt(env.RPC_RATE_LIMIT_IP, RPC_RATE_LIMITS.ip, 'RPC_RATE_LIMIT_IP'),
      },
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    mailbox: mailboxSetting(env.MAILBOX, siteUrl),
    forms: {
      postsPerIp: positiveInt(env.FORM_RATE_LIMIT, 30, 'FORM_RATE_LIMIT'),
      concurrentUploads: positive(env.UPLOAD_CONCURRENCY, 4, 'UPLOAD_CONCURRENCY'),
      uploadQuotaBytes: positive(env.UPLOAD_QUOTA_MB, 1024, 'UPLOAD_QUOTA_MB') * 1024 * 1024,
    },
    http: httpLimits(env),
    refreshReuseIntervalSeconds: 10,
    csp: cspFromEnv(env),
    supabase: hostedProject(env),
    now: Date.now,
    logger: createLogger((env.LOG_LEVEL?.trim() as LogLevel | undefined) ?? 'info'),
  };
}

/** A complete configuration for tests and the benchmark: defaults plus the given overrides. */
export function configWith(overrides: Partial<ServerConfig>, env: Env = {}): ServerConfig {
  return { ...loadConfig(env), ...overrides };
}
