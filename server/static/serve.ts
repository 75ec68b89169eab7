import { createHash } from 'node:crypto';
import { createReadStream, statSync, readFileSync, type Stats } from 'node:fs';
import path from 'node:path';
import type { ServerConfig } from '../config.ts';
import type { RequestContext } from '../http/context.ts';
import { html } from '../http/html.ts';
import { appendVary, compress, isCompressible, negotiateEncoding, sendHtml } from '../http/respond.ts';
import { securityHeaders, subresourceHeaders } from '../http/security.ts';
import { isAppRoute } from './appRoutes.ts';
import { INLINE_HASHES_FILE, type InlineHashesByPage } from './inlineHashes.ts';
import { contentTypeFor } from './mime.ts';

interface CachedFile {
  mtimeMs: number;
  size: number;
  body: Buffer;
  etag: string;
  compressed: Partial<Record<'br' | 'gzip', Buffer>>;
}

const SHELL_FILE = 'app-shell.html';
const NOT_FOUND_FILE = '404.html';

/** Files up to this size are kept in memory (with their compressed forms); larger ones stream. */
const CACHE_FILE_LIMIT = 4 * 1024 * 1024;
const CACHE_TOTAL_LIMIT = 96 * 1024 * 1024;
/**
 * Files a browser never opens as a page or a worker (the app's only worker is made from a blob):
 * they get subresourceHeaders(). SVG, HTML, PDF and the rest keep the page policies.
 */
const SUBRESOURCE_EXTENSIONS = new Set([
  '.js',
  '.mjs',
  '.css',
  '.woff',
  '.woff2',
  '.ttf',
  '.otf',
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
  '.avif',
  '.ico',
]);

function statOrUndefined(file: string): Stats | undefined {
  try {
    return statSync(file);
  } catch {
    return undefined;
  }
}

/**
 * Serves the built app from `root`: hashed assets cached for a year, HTML always revalidated,
 * brotli or gzip when accepted, ETags, prerendered pages when the build has them (`<route>/index.html`
 * or `<route>.html`), the app shell for client-side routes and the app's 404 page for the rest.
 */
export class StaticSite {
  private readonly cache = new Map<string, CachedFile>();
  private cachedBytes = 0;
  private inlineHashes: { mtimeMs: number; size: number; byPage: InlineHashesByPage } | null = null;

  constructor(
    private readonly root: string,
    private readonly config: ServerConfig,
  ) {}

  handle(ctx: RequestContext): void {
    let pathname: string;
    try {
      pathname = decodeURIComponent(ctx.url.pathname);
    } catch {
      return this.notFound(ctx);
    }
    if (pathname.includes('\0') || pathname.includes('\\')) return this.notFound(ctx);
    const normalised = path.posix.normalize(pathname);
    // Hidden files (.env, .git…) are never served, whatever the build contains.
    if (normalised.split('/').some((segment) => segment.startsWith('.') && segment !== '.well-known')) {
      return this.notFound(ctx);
    }
    const file = path.join(this.root, normalised);
    if (file !== this.root && !file.startsWith(this.root + path.sep)) return this.notFound(ctx);

    const stat = statOrUndefined(file);
    if (stat?.isFile()) return this.serveFile(ctx, file, stat, 200);
    if (stat?.isDirectory()) {
      const index = path.join(file, 'index.html');
      const indexStat = statOrUndefined(index);
      if (indexStat?.isFile()) return this.serveFile(ctx, index, indexStat, 200);
    }
    // A path that names a file (it has an extension) and does not exist is a 404, never the
    // app shell: HTML in place of a missing script only produces confusing errors.
    if (path.posix.extname(normalised) !== '') return this.notFound(ctx);

    const trimmed = normalised.length > 1 ? normalised.replace(/\/+$/, '') : normalised;
    const prerendered = path.join(this.root, `${trimmed}.html`);
    const prerenderedStat = trimmed !== '/' ? statOrUndefined(prerendered) : undefined;
    if (prerenderedStat?.isFile()) return this.serveFile(ctx, prerendered, prerenderedStat, 200);

    const known = isAppRoute(trimmed);
    // A build with prerendered pages keeps the bare template as app-shell.html (index.html is then
    // the rendered landing page) and the rendered 404 page as 404.html; a plain build has index.html.
    const candidates = known ? [SHELL_FILE, 'index.html'] : [NOT_FOUND_FILE, SHELL_FILE, 'index.html'];
    for (const name of candidates) {
      const candidate = path.join(this.root, name);
      const candidateStat = statOrUndefined(candidate);
      if (candidateStat?.isFile()) return this.serveFile(ctx, candidate, candidateStat, known ? 200 : 404);
    }
    this.notBuilt(ctx);
  }

  /**
   * The hashes of the inline blocks of each built page (written by the build, re-read when it
   * changes). A build without the file, or one that cannot be read, has none: inline code is refused.
   */
  private inlineHashesByPage(): InlineHashesByPage {
    const file = path.join(this.root, INLINE_HASHES_FILE);
    const stat = statOrUndefined(file);
    if (!stat?.isFile()) return {};
    const known = this.inlineHashes;
    if (known && known.mtimeMs === stat.mtimeMs && known.size === stat.size) return known.byPage;
    let byPage: InlineHashesByPage = {};
    try {
      byPage = JSON.parse(readFileSync(file, 'utf8')) as InlineHashesByPage;
    } catch (error) {
      this.config.logger.error(`${INLINE_HASHES_FILE} is unreadable: inline scripts and styles are refused`, { error });
    }
    this.inlineHashes = { mtimeMs: stat.mtimeMs, size: stat.size, byPage };
    return byPage;
  }

  private headersFor(file: string): Record<string, string> {
    const relative = path.relative(this.root, file).split(path.sep).join('/');
    const extension = path.extname(file);
    const cacheControl = relative.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
    const inline = extension === '.html' ? this.inlineHashesByPage()[relative] : undefined;
    return {
      ...(SUBRESOURCE_EXTENSIONS.has(extension.toLowerCase())
        ? subresourceHeaders()
        : securityHeaders('app', this.config.csp, inline)),
      'content-type': contentTypeFor(extension),
      'cache-control': cacheControl,
    };
  }

  private load(file: string, stat: Stats): CachedFile | undefined {
    if (stat.size > CACHE_FILE_LIMIT) return undefined;
    const cached = this.cache.get(file);
    if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached;
    const body = readFileSync(file);
    const entry: CachedFile = {
      mtimeMs: stat.mtimeMs,
      size: stat.size,
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      compressed: {},
    };
    if (cached) this.cachedBytes -= cached.body.length;
    if (this.cachedBytes + body.length > CACHE_TOTAL_LIMIT) {
      this.cache.clear();
      this.cachedBytes = 0;
    }
    this.cache.set(file, entry);
    this.cachedBytes += body.length;
    return entry;
  }

  private serveFile(ctx: RequestContext, file: string, stat: Stats, status: number): void {
    const { req, res } = ctx;
    const headers: Record<string, string | number> = this.headersFor(file);
    const entry = this.load(file, stat);
    if (!entry) {
      // Large files: streamed as they are, with a weak validator.
      headers['etag'] = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
      headers['content-length'] = stat.size;
      if (status === 200 && req.headers['if-none-match'] === headers['etag']) {
        res.writeHead(304, headers);
        res.end();
        return;
      }
      res.writeHead(status, headers);
      if (req.method === 'HEAD') {
        res.end();
        return;
      }
      createReadStream(file)
        .on('error', () => res.destroy())
        .pipe(res);
      return;
    }
    headers['etag'] = entry.etag;
    const compressible = isCompressible(String(headers['content-type'])) && entry.body.length >= 1024;
    if (compressible) headers['vary'] = appendVary(headers['vary'], 'Accept-Encoding');
    if (status === 200 && req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    let payload = entry.body;
    if (compressible) {
      const encoding = negotiateEncoding(req);
      if (encoding !== 'identity') {
        // Brotli's top level is slow on big bundles; each file is compressed once, on first request.
        payload = entry.compressed[encoding] ??= compress(
          entry.body,
          encoding,
          entry.body.length > 256 * 1024 ? 'fast' : 'best',
        );
        headers['content-encoding'] = encoding;
      }
    }
    headers['content-length'] = payload.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : payload);
  }

  private notFound(ctx: RequestContext): void {
    sendHtml(
      ctx.req,
      ctx.res,
      404,
      html`<!doctype html>
        <html lang="en">
          <head>
            <meta charset="utf-8" />
            <title>Not found</title>
          </head>
          <body>
            <h1>Not found</h1>
            <p>There is nothing at ${ctx.url.pathname}.</p>
          </body>
        </html>`.value,
      securityHeaders('app', this.config.csp),
    );
  }

  private notBuilt(ctx: RequestContext): void {
    sendHtml(
      ctx.req,
      ctx.res,
      503,
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>App not built</title></head><body><h1>The app has not been built yet</h1><p>Run <code>npm run build</code> (or <code>npm start</code>, which builds it) and reload.</p></body></html>',
      securityHeaders('app', this.config.csp),
    );
  }
}
