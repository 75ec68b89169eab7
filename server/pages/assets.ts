import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RequestContext } from '../http/context.ts';
import { compress, negotiateEncoding } from '../http/respond.ts';

interface Asset {
  body: Buffer;
  type: string;
  etag: string;
  version: string;
  compressed: Partial<Record<'br' | 'gzip', Buffer>>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

function fontFile(name: string, family = 'inter'): string | undefined {
  try {
    return require.resolve(`@fontsource-variable/${family}/files/${name}`);
  } catch {
    return undefined;
  }
}

const SOURCES: Record<string, { file: string | undefined; type: string }> = {
  'stand-in.css': { file: path.join(here, 'assets/stand-in.css'), type: 'text/css; charset=utf-8' },
  'form.js': { file: path.join(here, 'assets/form.js'), type: 'text/javascript; charset=utf-8' },
  'inter-latin.woff2': { file: fontFile('inter-latin-wght-normal.woff2'), type: 'font/woff2' },
  'inter-latin-ext.woff2': { file: fontFile('inter-latin-ext-wght-normal.woff2'), type: 'font/woff2' },
  'mono-latin.woff2': {
    file: fontFile('jetbrains-mono-latin-wght-normal.woff2', 'jetbrains-mono'),
    type: 'font/woff2',
  },
};

/**
 * The few static files of the stand-in pages, loaded once into memory. URLs carry a content hash
 * (`?v=`), so a matching request may be cached for a year.
 */
export class StandInAssets {
  private readonly assets = new Map<string, Asset>();

  constructor() {
    for (const [name, source] of Object.entries(SOURCES)) {
      if (!source.file) continue;
      let body: Buffer;
      try {
        body = readFileSync(source.file);
      } catch {
        continue;
      }
      const hash = createHash('sha256').update(body).digest('base64url');
      this.assets.set(name, {
        body,
        type: source.type,
        etag: `"${hash.slice(0, 27)}"`,
        version: hash.slice(0, 10),
        compressed: {},
      });
    }
  }

  /** The versioned URL of an asset, for use in pages. */
  url(name: keyof typeof SOURCES & string): string {
    const asset = this.assets.get(name);
    return asset ? `/_standin/${name}?v=${asset.version}` : `/_standin/${name}`;
  }

  /** Serves `/_standin/:name`; returns false when there is no such asset. */
  serve(ctx: RequestContext, name: string, baseHeaders: Record<string, string>): boolean {
    const asset = this.assets.get(name);
    if (!asset) return false;
    const versioned = ctx.url.searchParams.get('v') === asset.version;
    const headers: Record<string, string | number> = {
      ...baseHeaders,
      'content-type': asset.type,
      etag: asset.etag,
      'cache-control': versioned ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'Accept-Encoding',
    };
    if (ctx.req.headers['if-none-match'] === asset.etag) {
      ctx.res.writeHead(304, headers);
      ctx.res.end();
      return true;
    }
    let payload = asset.body;
    const encoding = asset.type.startsWith('font/') ? 'identity' : negotiateEncoding(ctx.req);
    if (encoding !== 'identity') {
      payload = asset.compressed[encoding] ??= compress(asset.body, encoding, 'best');
      headers['content-encoding'] = encoding;
    }
    headers['content-length'] = payload.length;
    ctx.res.writeHead(200, headers);
    ctx.res.end(ctx.req.method === 'HEAD' ? undefined : payload);
    return true;
  }
}
