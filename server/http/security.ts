import type { ServerConfig } from '../config.ts';
import type { InlineHashes } from '../static/inlineHashes.ts';

/** Which policy a response gets: the app shell, a frameable stand-in form, another stand-in page, or API JSON. */
export type PolicyKind = 'app' | 'form' | 'page' | 'api';

/** What every response carries: no type sniffing, and the referrer its own requests may send. */
const SUBRESOURCE_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

const BASE_HEADERS: Record<string, string> = {
  ...SUBRESOURCE_HEADERS,
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'cross-origin-opener-policy': 'same-origin-allow-popups',
};

function directives(entries: Record<string, string[]>): string {
  return Object.entries(entries)
    .map(([name, sources]) => (sources.length ? `${name} ${sources.join(' ')}` : name))
    .join('; ');
}

/**
 * Content-Security-Policy per kind of response. No inline script except, on the app's pages, the
 * blocks the build hashed for that very page (`inline`: script-src 'self' 'sha256-…'); style
 * elements likewise (style-src-elem 'self' 'sha256-…'). Inline style attributes stay allowed
 * (style-src), because React sets runtime styles. Only the stand-in forms may be framed, and only
 * by this origin. The app may frame `blob:` URLs: the staff console previews a PDF it has read with
 * the staff's session from a local object URL (only this page's own scripts can make one).
 */
export function contentSecurityPolicy(
  kind: PolicyKind,
  csp: ServerConfig['csp'],
  inline: InlineHashes = { scripts: [], styles: [] },
): string {
  if (kind === 'api') return directives({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });
  const common = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
  };
  if (kind === 'app') {
    return directives({
      ...common,
      'script-src': ["'self'", ...inline.scripts],
      'style-src-elem': ["'self'", ...inline.styles],
      'connect-src': ["'self'", ...csp.connectSrc],
      'frame-src': [...(csp.frameSrc.length ? csp.frameSrc : ["'self'"]), 'blob:'],
      'form-action': ["'self'", ...csp.formAction],
      'frame-ancestors': ["'none'"],
      'manifest-src': ["'self'"],
      'worker-src': ["'self'", 'blob:'],
    });
  }
  return directives({
    ...common,
    'connect-src': ["'self'"],
    'frame-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': kind === 'form' ? ["'self'"] : ["'none'"],
  });
}

export function securityHeaders(
  kind: PolicyKind,
  csp: ServerConfig['csp'],
  inline?: InlineHashes,
): Record<string, string> {
  return {
    ...BASE_HEADERS,
    'content-security-policy': contentSecurityPolicy(kind, csp, inline),
    'x-frame-options': kind === 'form' ? 'SAMEORIGIN' : 'DENY',
  };
}

/**
 * The headers of a file a browser never shows as a page or runs as a worker of its own: a script,
 * a stylesheet, a font, a raster image. The policies of a page (content security, framing,
 * permissions, opener) do nothing on such a response, and on the local server's HTTP/1.1 they cost
 * about 500 bytes on each of the twenty or more files a page loads.
 */
export function subresourceHeaders(): Record<string, string> {
  return { ...SUBRESOURCE_HEADERS };
}
