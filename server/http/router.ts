import type { RequestContext } from './context.ts';

export type Handler = (ctx: RequestContext) => Promise<void> | void;

interface Route {
  methods: readonly string[];
  segments: readonly string[];
  handler: Handler;
}

export type Match =
  | { kind: 'found'; handler: Handler; params: Record<string, string> }
  | { kind: 'method-not-allowed'; allow: string[] }
  | { kind: 'none' };

/**
 * A small path router: literal segments and `:name` parameters, matched segment by segment,
 * literal routes winning over parameter routes. Paths are compared after decoding, so `%2F` in a
 * parameter stays inside that parameter.
 */
export class Router {
  private readonly routes: Route[] = [];

  add(methods: string | readonly string[], pattern: string, handler: Handler): this {
    const list = typeof methods === 'string' ? [methods] : methods;
    this.routes.push({ methods: list.map((m) => m.toUpperCase()), segments: split(pattern), handler });
    // Literal routes first so `/forms/_assets/x` never reaches `/forms/:formId`.
    this.routes.sort((a, b) => weight(b) - weight(a));
    return this;
  }

  match(method: string, pathname: string): Match {
    const segments = split(pathname);
    const allow = new Set<string>();
    for (const route of this.routes) {
      const params = matchSegments(route.segments, segments);
      if (!params) continue;
      const methods = route.methods.includes('GET') ? [...route.methods, 'HEAD'] : route.methods;
      if (methods.includes(method)) return { kind: 'found', handler: route.handler, params };
      methods.forEach((m) => allow.add(m));
    }
    return allow.size ? { kind: 'method-not-allowed', allow: [...allow] } : { kind: 'none' };
  }
}

function split(path: string): string[] {
  return path.split('/').filter((s) => s !== '');
}

function weight(route: Route): number {
  return route.segments.reduce((sum, s) => sum + (s.startsWith(':') ? 1 : 2), 0);
}

function matchSegments(pattern: readonly string[], actual: readonly string[]): Record<string, string> | null {
  if (pattern.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const p = pattern[i] as string;
    const a = actual[i] as string;
    if (p.startsWith(':')) {
      let decoded: string;
      try {
        decoded = decodeURIComponent(a);
      } catch {
        return null;
      }
      params[p.slice(1)] = decoded;
    } else if (p !== a) {
      return null;
    }
  }
  return params;
}
