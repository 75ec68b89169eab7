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
  /** An inline <style> block. */
  inlineStyle?: string;
  prerendered?: boolean;
}

function fakeBuild({ chunks, preloads = [], styles = {}, inlineStyle, prerendered = true }: FakeBuild): string {
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
    ...(inlineStyle === undefined ? [] : [`<style>${inlineStyle}</style>`]),
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
/** BUDGETS.javascript of the script, in KiB. */
const JS_BUDGET_KIB = 120;
/** BUDGETS.wizard of the script, in KiB. */
const WIZARD_BUDGET_KIB = 34.2;
const lean = { body: 'export const x = 1;\n', modules: ['portal/main.tsx'] };
/** The wizard's route chunk: every /step2/... page comes from portal/pages/step2/index.ts. */
const wizard = { body: 'export {};', modules: ['portal/pages/step2/index.ts', 'portal/pages/step2/QuestionPages.tsx'] };

/** The lines of the report's wizard table, from its heading to its total. */
function wizardTable(output: string): string[] {
  const lines = output.split('\n');
  const start = lines.findIndex((line) => line.includes('Wizard (/step2/...)'));
  const end = lines.findIndex((line, i) => i > start && line.trim().startsWith('total'));
  return start === -1 || end === -1 ? [] : lines.slice(start, end + 1);
}

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
          'assets/step2.js': wizard,
        },
        preloads: ['assets/landing.js'],
        styles: { 'assets/index.css': 'body{margin:0}' },
      }),
    );
    expect(output).toContain('assets/index.js');
    expect(output).toContain('assets/landing.js');
    expect(output).toContain('assets/index.css');
    expect(output).toContain('All budgets of the landing page and the wizard are met.');
    expect(status).toBe(0);
  });

  it("reports the wizard's route chunk and the chunks it imports that the landing page has not loaded", () => {
    const { status, output } = check(
      fakeBuild({
        chunks: {
          'assets/index.js': { ...lean, imports: ['assets/shared.js'] },
          'assets/shared.js': { body: 'export {};', modules: ['ui/components/Stack/Stack.tsx'] },
          'assets/step2.js': { ...wizard, imports: ['assets/index.js', 'assets/shared.js', 'assets/fields.js'] },
          'assets/fields.js': {
            body: randomBytes(kib(3)),
            modules: ['ui/components/TextField/TextField.tsx'],
            imports: ['assets/shared.js'],
          },
          // A route the wizard does not import: not counted.
          'assets/staff.js': { body: randomBytes(kib(2)), modules: ['portal/pages/staff/StaffQueuePage.tsx'] },
        },
      }),
    );
    const table = wizardTable(output);
    expect(table[1]).toContain('assets/step2.js');
    expect(table.join('\n')).toContain('assets/fields.js');
    // Loaded with the landing page already, or not imported by the wizard: not the wizard's weight.
    expect(table.join('\n')).not.toContain('assets/index.js');
    expect(table.join('\n')).not.toContain('assets/shared.js');
    expect(table.join('\n')).not.toContain('assets/staff.js');
    // About 3 KiB of incompressible bytes, plus a few for the route chunk.
    const total = Number(/total\s+([\d.]+)/.exec(table.at(-1)!)?.[1]);
    expect(total).toBeGreaterThanOrEqual(3);
    expect(total).toBeLessThan(3.2);
    expect(table.at(-1)).toContain(`/ ${WIZARD_BUDGET_KIB.toFixed(1)}  ok`);
    expect(status).toBe(0);
  });

  it('fails when the wizard goes over its limit', () => {
    const { status, output } = check(
      fakeBuild({
        chunks: {
          'assets/index.js': lean,
          'assets/step2.js': { ...wizard, imports: ['assets/index.js', 'assets/domain.js'] },
          'assets/domain.js': { body: randomBytes(kib(WIZARD_BUDGET_KIB + 1)), modules: ['domain/validate.ts'] },
        },
      }),
    );
    expect(wizardTable(output).join('\n')).toContain('assets/domain.js');
    expect(wizardTable(output).at(-1)).toContain('OVER BUDGET');
    expect(output).toContain('Wizard JavaScript over budget.');
    // The landing page itself is within its budget: only the wizard fails the check.
    expect(output).not.toContain('- JavaScript over budget.');
    expect(status).toBe(1);
  });

  it("fails when no chunk holds the wizard's route module", () => {
    const { status, output } = check(fakeBuild({ chunks: { 'assets/index.js': lean } }));
    expect(output).toContain("No chunk holds portal/pages/step2/index.ts: the wizard's route chunk is not measured.");
    expect(status).toBe(1);
  });

  it('fails when the JavaScript goes over its budget, counting chunks imported statically', () => {
    const { status, output } = check(
      fakeBuild({
        chunks: {
          'assets/index.js': { ...lean, imports: ['assets/vendor.js'] },
          // Not preloaded by the page, but imported by the entry: it still has to load first.
          'assets/vendor.js': {
            body: randomBytes(kib(JS_BUDGET_KIB + 1)),
            modules: ['node_modules/react-dom/index.js'],
          },
        },
      }),
    );
    expect(output).toContain('assets/vendor.js');
    expect(output).toContain('OVER BUDGET');
    expect(output).toContain('JavaScript over budget.');
    expect(status).toBe(1);
  });

  it('counts the inline CSS with the stylesheets', () => {
    const { status, output } = check(
      fakeBuild({
        chunks: { 'assets/index.js': lean },
        inlineStyle: randomBytes(kib(20)).toString('base64'),
        styles: { 'assets/index.css': randomBytes(kib(12)) },
      }),
    );
    expect(output).toContain('inline <style> 1');
    expect(output).toContain('CSS over budget.');
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
