// scripts/check-budgets.mjs against small fake builds: it passes a lean prerendered page and fails
// each kind of breach with a non-zero exit, which is what makes it a real gate in `npm test`.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = path.resolve(import.meta.dirname, '../../scripts/check-budgets.mjs');
const folders: string[] = [];

interface FakeChunk {
  /** File contents (random bytes do not compress, so their gzip size is about their length). */
  body: string | Buffer;
  /** Source modules the chunk report lists for it. */
  modules?: string[];
  /** Chunks it imports statically. */
  imports?: string[];
}

interface FakeBuild {
  chunks: Record<string, FakeChunk>;
  /** Files preloaded by the page, besides the entry `assets/index.js`. */
  preloads?: string[];
  styles?: Record<string, string | Buffer>;
  prerendered?: boolean;
}

function fakeBuild({ chunks, preloads = [], styles = {}, prerendered = true }: FakeBuild): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'budgets-'));
  folders.push(dist);
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '.vite'));
  for (const [file, { body }] of Object.entries(chunks)) writeFileSync(path.join(dist, file), body);
  for (const [file, body] of Object.entries(styles)) writeFileSync(path.join(dist, file), body);
  const report = Object.fromEntries(
    Object.entries(chunks).map(([file, { modules = [], imports = [] }]) => [file, { modules, imports }]),
  );
  writeFileSync(path.join(dist, '.vite/chunks.json'), JSON.stringify(report));
  const head = [
    '<script type="module" crossorigin src="/assets/index.js"></script>',
    ...preloads.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...Object.keys(styles).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ].join('\n');
  const root = prerendered ? '<main><h1>Your U.S. ITIN</h1></main>' : '';
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html lang="en"${prerendered ? ' data-prerendered' : ''}><head>${head}</head>` +
      `<body><div id="root">${root}</div></body></html>`,
  );
  return dist;
}

function check(dist: string) {
  const run = spawnSync(process.execPath, [script, '--dist', dist], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

const kib = (n: number) => n * 1024;
const lean = { body: 'export const x = 1;\n', modules: ['portal/main.tsx'] };

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('scripts/check-budgets.mjs', () => {
  it('passes a lean prerendered landing page and prints what it measured', () => {
    const { status, output } = check(
      fakeBuild({
        chunks: {
          'assets/index.js': lean,
          'assets/landing.js': { body: 'export {};', modules: ['portal/pages/landing/LandingPage.tsx'] },
        },
        preloads: ['assets/landing.js'],
        styles: { 'assets/index.css': 'body{margin:0}' },
      }),
    );
    expect(output).toContain('assets/index.js');
    expect(output).toContain('assets/landing.js');
    expect(output).toContain('assets/index.css');
    expect(output).toContain('All landing page budgets are met.');
    expect(status).toBe(0);
  });

  it('fails when the JavaScript goes over 130 KiB, counting chunks imported statically', () => {
    const { status, output } = check(
      fakeBuild({
        chunks: {
          'assets/index.js': { ...lean, imports: ['assets/vendor.js'] },
          // Not preloaded by the page, but imported by the entry: it still has to load first.
          'assets/vendor.js': { body: randomBytes(kib(131)), modules: ['node_modules/react-dom/index.js'] },
        },
      }),
    );
    expect(output).toContain('assets/vendor.js');
    expect(output).toContain('OVER BUDGET');
    expect(output).toContain('JavaScript over budget.');
    expect(status).toBe(1);
  });

  it('fails when the CSS goes over 30 KiB', () => {
    const { status, output } = check(
      fakeBuild({ chunks: { 'assets/index.js': lean }, styles: { 'assets/index.css': randomBytes(kib(31)) } }),
    );
    expect(output).toContain('CSS over budget.');
    expect(status).toBe(1);
  });

  it.each([
    ['supabase-js', 'node_modules/@supabase/auth-js/dist/module/GoTrueClient.js'],
    ['step pages', 'portal/pages/steps/Step3Page.tsx'],
    ['forms', 'ui/components/TextField/TextField.tsx'],
    ['Storybook', 'stories/ui/Button.stories.tsx'],
  ])('fails when %s loads with the landing page', (name, module) => {
    const { status, output } = check(
      fakeBuild({
        chunks: { 'assets/index.js': lean, 'assets/shared.js': { body: 'export {};', modules: [module] } },
        preloads: ['assets/shared.js'],
      }),
    );
    expect(output).toContain(`${name.padEnd(20)} PRESENT`);
    expect(output).toContain(module);
    expect(status).toBe(1);
  });

  it('fails when the landing page was not prerendered', () => {
    const { status, output } = check(fakeBuild({ chunks: { 'assets/index.js': lean }, prerendered: false }));
    expect(output).toContain('is not the prerendered landing page');
    expect(status).toBe(1);
  });

  it('fails when there is no build to read', () => {
    const { status, output } = check(path.join(tmpdir(), 'no-such-build'));
    expect(output).toContain('could not read the build');
    expect(status).toBe(1);
  });
});
