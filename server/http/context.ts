import type { IncomingMessage, ServerResponse } from 'node:http';
import { normaliseIp, resolveClientIp, type TrustProxy } from './proxy.ts';

/** What every handler gets: the raw request and response plus what the server derived from them. */
export interface RequestContext {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** The client address used for rate limits and loopback-only pages. */
  ip: string;
  /** This server's public origin for this request, safe to put in links (see `trustedOrigin`). */
  origin: string;
  /** Path parameters of the matched route. */
  params: Record<string, string>;
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The client IP: the socket peer, or the address the trusted proxies in front of the server name in
 * X-Forwarded-For (see `resolveClientIp`). Trusting the header by default would let anyone pick
 * their address and dodge rate limits.
 */
export function clientIp(req: IncomingMessage, trustProxy: TrustProxy): string {
  return resolveClientIp(req.socket.remoteAddress ?? 'unknown', req.headers['x-forwarded-for'], trustProxy);
}

export function isLoopback(ip: string): boolean {
  return ip === '::1' || ip.startsWith('127.');
}

/** Whether a Host header names this machine: localhost, 127.x.x.x or [::1], with an optional port. */
export function isLoopbackHost(host: string | undefined): boolean {
  const match = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d{1,5})?$/i.exec(host ?? '');
  if (!match) return false;
  const name = (match[1] as string).toLowerCase();
  return name === 'localhost' || name === '[::1]' || name.split('.').every((part) => Number(part) <= 255);
}

/** Whether a proxy (or a client pretending to be one) forwarded the request. */
export function isForwarded(req: IncomingMessage): boolean {
  return Object.keys(req.headers).some((name) => name === 'forwarded' || name.startsWith('x-forwarded-'));
}

/**
 * The origin to use in e-mail links and redirects. With SITE_URL that is the answer. Without it the
 * Host header is used only when it names this very socket (a loopback name or the local address,
 * and the local port): a forged Host could otherwise plant an attacker's origin in a password
 * recovery link. Anything else falls back to http://localhost:<port>.
 */
export function trustedOrigin(req: IncomingMessage, siteUrl: string | undefined): string {
  if (siteUrl) return new URL(siteUrl).origin;
  const localPort = req.socket.localPort ?? 80;
  const fallback = `http://localhost:${localPort}`;
  const host = req.headers.host;
  if (!host) return fallback;
  let parsed: URL;
  try {
    parsed = new URL(`http://${host}`);
  } catch {
    return fallback;
  }
  const port = parsed.port === '' ? 80 : Number(parsed.port);
  if (port !== localPort || parsed.username || parsed.password || parsed.pathname !== '/') return fallback;
  const localAddress = normaliseIp(req.socket.localAddress ?? '');
  const hostname = parsed.hostname;
  const bare = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
  if (LOOPBACK_NAMES.has(hostname) || bare === localAddress) return parsed.origin;
  return fallback;
}

/** Origins this server answers to for this request: the trusted one plus its loopback aliases. */
export function ownOrigins(req: IncomingMessage, siteUrl: string | undefined): Set<string> {
  const origins = new Set<string>([trustedOrigin(req, siteUrl)]);
  if (!siteUrl) {
    const port = req.socket.localPort ?? 80;
    for (const name of LOOPBACK_NAMES) origins.add(new URL(`http://${name}:${port}`).origin);
  }
  return origins;
}

/** Whether `target` is an absolute http(s) URL on one of this server's own origins. */
export function isOwnUrl(target: string, req: IncomingMessage, siteUrl: string | undefined): boolean {
  try {
    const url = new URL(target);
    return (url.protocol === 'http:' || url.protocol === 'https:') && ownOrigins(req, siteUrl).has(url.origin);
  } catch {
    return false;
  }
}

/**
 * Whether a state-changing form post comes from this site's own pages. Browsers say where a
 * request comes from in Sec-Fetch-Site and Origin; either one naming another site fails.
 * Clients that send neither (scripts, old browsers) pass here and rely on the per-render token.
 */
export function isSameOriginPost(req: IncomingMessage, siteUrl: string | undefined): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
  const origin = req.headers.origin;
  return origin === undefined || ownOrigins(req, siteUrl).has(origin);
}
