/**
 * The inline `<script>` and `<style>` blocks of the built HTML pages, by their SHA-256 hashes.
 *
 * A prerendered page carries its pre-paint script and the CSS of its first paint inline
 * (scripts/prerender.ts), so the Content Security Policy must allow exactly those blocks and no
 * other inline code. The build hashes every page it writes with `inlineHashes` and records them in
 * INLINE_HASHES_FILE; StaticSite (serve.ts) reads that file and adds each page's hashes to the
 * `script-src` and `style-src-elem` of that page's policy. A block changed after the build (or a
 * page the file does not name) gets no hash, so the browser refuses to run or apply it.
 */
import { createHash } from 'node:crypto';

/** Where the build writes the hashes, relative to the build folder (a hidden folder: never served). */
export const INLINE_HASHES_FILE = '.vite/inline-hashes.json';

/** CSP source expressions (`'sha256-…'`) of one page's inline blocks. */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

/** Page file (relative to the build folder, forward slashes) → its hashes. */
export type InlineHashesByPage = Record<string, InlineHashes>;

/** The CSP source expression that allows an inline block whose text is `content`. */
export function cspHash(content: string): string {
  return `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;
}

/** Script types a browser executes (a JSON or template block is data, outside the policy). */
const EXECUTABLE_TYPE = /^(|text\/javascript|application\/javascript|module)$/i;

/** The hashes of the inline scripts and style elements of `html`, in document order, without duplicates. */
export function inlineHashes(html: string): InlineHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [, attributes = '', content = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (EXECUTABLE_TYPE.test(type.trim())) scripts.add(cspHash(content));
  }
  for (const [, content = ''] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) styles.add(cspHash(content));
  return { scripts: [...scripts], styles: [...styles] };
}
