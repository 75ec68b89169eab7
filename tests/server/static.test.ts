import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../portal/paths.ts';
import { INLINE_HASHES_FILE, inlineHashes } from '../../server/static/inlineHashes.ts';
import { startTestServer, type TestServer } from './helpers.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.stop();
});

/** A raw GET, so compressed bodies and exact paths reach the test untouched. */
function get(
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    // The path goes on the wire verbatim (no URL normalisation), as a hostile client would send it.
    const req = request({ host: '127.0.0.1', port: t.server.port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the app shell', () => {
  it('serves every app route on direct load with 200 and unknown paths with the shell and 404', async () => {
    // Every route of the portal's table, plus a trailing slash and a different case.
    // A route with a parameter is served for any value of it.
    const application = '/staff/applications/0b7c6f2e-1d2a-4c3b-9e8f-7a6b5c4d3e2f';
    for (const route of [...Object.values(paths), '/step3/', '/Login', application]) {
      const response = await get(route);
      expect(response.status, route).toBe(200);
      // The fake build prerenders a few public pages (checked below); the others get the shell.
      expect(response.body.toString(), route).toMatch(/<div id="root"><\/div>|\(prerendered\)/);
    }
    for (const route of [
      '/no-such-page',
      '/step7',
      '/deeply/nested/path',
      '/staff/applications',
      '/staff/applications/a/b',
    ]) {
      const response = await get(route);
      expect(response.status, route).toBe(404);
      expect(response.body.toString(), route).toContain('<div id="root"></div>');
    }
  });

  it('serves prerendered pages for their routes when the build has them', async () => {
    expect((await get('/process')).body.toString()).toContain('Process (prerendered)');
    expect((await get('/faq')).body.toString()).toContain('FAQ (prerendered)');
  });

  it('uses the bare shell and the rendered 404 page of a prerendered build', async () => {
    const root = t.config.staticRoot;
    writeFileSync(path.join(root, 'app-shell.html'), '<!doctype html><title>shell</title><div id="root"></div>');
    writeFileSync(path.join(root, '404.html'), '<!doctype html><title>Page Not Found</title>');
    try {
      const step = await get('/step4');
      expect(step.status).toBe(200);
      expect(step.body.toString()).toContain('<title>shell</title>');
      const missing = await get('/no-such-page');
      expect(missing.status).toBe(404);
      expect(missing.body.toString()).toContain('Page Not Found');
      expect((await get('/')).body.toString()).toContain('<title>ITIN Bridge</title>');
    } finally {
      rmSync(path.join(root, 'app-shell.html'));
      rmSync(path.join(root, '404.html'));
    }
  });

  it('sends HTML with no-cache and the security headers', async () => {
    const { headers } = await get('/step2');
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
    expect(headers['cache-control']).toBe('no-cache');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
    const csp = String(headers['content-security-policy']);
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `));
    expect(directive('script-src')).toBe("script-src 'self'");
    expect(directive('style-src')).toBe("style-src 'self' 'unsafe-inline'");
    // No inline <style> or <script> block without a hash from the build (see below).
    expect(directive('style-src-elem')).toBe("style-src-elem 'self'");
    // blob: for the staff console's PDF preview, made from a file the page itself downloaded.
    expect(directive('frame-src')).toBe("frame-src 'self' blob:");
    expect(directive('form-action')).toBe("form-action 'self'");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('connect-src')).toBe("connect-src 'self'");
    expect(csp).not.toContain("'unsafe-eval'");
  });

  it('sends scripts and stylesheets without the page policies, and an SVG with them', async () => {
    const page = ['content-security-policy', 'x-frame-options', 'permissions-policy', 'cross-origin-opener-policy'];
    for (const file of ['/assets/index-AbC123.js', '/assets/index-AbC123.css']) {
      const { headers } = await get(file);
      expect(headers['x-content-type-options'], file).toBe('nosniff');
      expect(headers['referrer-policy'], file).toBe('strict-origin-when-cross-origin');
      for (const name of page) expect(headers[name], `${file}: ${name}`).toBeUndefined();
    }
    // An SVG opened on its own is a document that could run script: it keeps them all.
    const svg = (await get('/favicon.svg')).headers;
    for (const name of page) expect(svg[name], `favicon.svg: ${name}`).toBeDefined();
    expect(String(svg['content-security-policy'])).toContain("script-src 'self'");
  });

  it('allows exactly the inline blocks the build hashed for the page it serves, and only there', async () => {
    const root = t.config.staticRoot;
    const script = 'document.documentElement.dataset.theme = "dark";';
    const style = 'body{margin:0}';
    const page = `<!doctype html><title>Inline</title><script>${script}</script><style>${style}</style>`;
    writeFileSync(path.join(root, 'inline.html'), page);
    mkdirSync(path.join(root, '.vite'), { recursive: true });
    const hashes = path.join(root, INLINE_HASHES_FILE);
    writeFileSync(hashes, JSON.stringify({ 'inline.html': inlineHashes(page) }));
    const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    try {
      const csp = String((await get('/inline')).headers['content-security-policy']);
      const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));
      expect(directive('script-src')).toBe(`script-src 'self' ${sha256(script)}`);
      expect(directive('style-src-elem')).toBe(`style-src-elem 'self' ${sha256(style)}`);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      // Another page, and every non-HTML file, gets none of them.
      const other = String((await get('/faq')).headers['content-security-policy']);
      expect(other).not.toContain('sha256-');
      expect(String((await get('/favicon.svg')).headers['content-security-policy'])).not.toContain('sha256-');
      // A build whose list cannot be read allows no inline block at all.
      writeFileSync(hashes, '{not json');
      expect(String((await get('/inline')).headers['content-security-policy'])).not.toContain('sha256-');
    } finally {
      rmSync(path.join(root, 'inline.html'));
      rmSync(path.join(root, '.vite'), { recursive: true });
    }
  });

  it('caches hashed assets for a year and answers conditional requests', async () => {
    const first = await get('/assets/index-AbC123.js');
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"/);
    const again = await get('/assets/index-AbC123.js', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect((await get('/favicon.svg')).headers['content-type']).toBe('image/svg+xml');
    expect((await get('/assets/index-AbC123.css')).headers['content-type']).toBe('text/css; charset=utf-8');
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });

  it('compresses with brotli or gzip as the client accepts', async () => {
    const plain = await get('/assets/index-AbC123.js');
    const br = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length);
    const gzip = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    const refused = await get('/assets/index-AbC123.js', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('answers HEAD without a body', async () => {
    const head = await get('/step1', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(head.body.length).toBe(0);
  });

  it('gives missing files a 404, not the shell, and never serves outside the build or hidden files', async () => {
    const missing = await get('/assets/index-Missing.js');
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).not.toContain('id="root"');
    for (const path of [
      '/../data/jwt-secret',
      '/%2e%2e/data/jwt-secret',
      '/assets/..%2f..%2fdata%2fjwt-secret',
      '/.env',
      '/%00',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.body.toString(), path).not.toMatch(/SECRET|[A-Za-z0-9_-]{60}/);
    }
    for (const target of ['http://evil.example/step1', '//evil.example/step1', '/\\evil.example/step1']) {
      expect((await get(target)).status, target).toBe(400);
    }
    const post = await fetch(`${t.url}/step1`, { method: 'POST' });
    expect(post.status).toBe(405);
  });
});
