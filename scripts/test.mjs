#!/usr/bin/env node
// `npm test`: every check the project has, in order, stopping at the first failure.
// Prints each step's wall time and, last, one closing line with the number of tests that
// passed and failed across Vitest (unit, server, story tests) and Playwright (end to end and the
// built Storybook's docs pages).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'test-results', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const hasE2e = () =>
  existsSync(path.join(root, 'tests/e2e')) &&
  readdirSync(path.join(root, 'tests/e2e')).some((f) => f.endsWith('.spec.ts'));

// The static checks read the sources only and each uses one core: they run side by side, their
// output printed together once all three are done.
const staticChecks = [
  ['lint', 'npx', ['eslint', '--max-warnings', '0', '.']],
  ['format', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']],
  ['typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
];

const steps = [
  ['i18n compile', 'node', ['scripts/i18n-compile.mjs']],
  [
    'vitest (unit, server, stories)',
    'npx',
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${path.join(reports, 'vitest.json')}`,
    ],
  ],
  ['build', 'npx', ['vite', 'build', '--logLevel', 'warn']],
  ...(existsSync(path.join(root, 'scripts/check-budgets.mjs'))
    ? [['budgets', 'node', ['scripts/check-budgets.mjs']]]
    : []),
  ...(hasE2e() ? [['end to end', 'npx', ['playwright', 'test']]] : []),
  // The static Storybook as designers open it: every docs page, in both themes.
  ['storybook build', 'npx', ['storybook', 'build', '--quiet']],
  ['storybook docs', 'npx', ['playwright', 'test', '-c', 'playwright.storybook.config.ts']],
];

/** Runs `cmd` with its output collected; resolves with the exit code, output and wall time. */
function runCollected(cmd, args) {
  return new Promise((resolve) => {
    const start = performance.now();
    const child = spawn(cmd, args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) =>
      resolve({ code, output: Buffer.concat(output).toString(), seconds: (performance.now() - start) / 1000 }),
    );
  });
}

const timings = [];
let failedStep = null;

console.log(`\n▶ ${staticChecks.map(([name]) => name).join(', ')} (side by side)`);
const checksStart = performance.now();
const checkResults = await Promise.all(staticChecks.map(([, cmd, args]) => runCollected(cmd, args)));
staticChecks.forEach(([name], i) => {
  const { code, output, seconds } = checkResults[i];
  if (output.trim()) console.log(`\n── ${name}\n${output.trimEnd()}`);
  timings.push([name, seconds]);
  if (code !== 0 && !failedStep) failedStep = name;
});
timings.push(['(the three side by side, wall)', (performance.now() - checksStart) / 1000]);

for (const [name, cmd, args] of failedStep ? [] : steps) {
  console.log(`\n▶ ${name}`);
  const start = performance.now();
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  const seconds = (performance.now() - start) / 1000;
  timings.push([name, seconds]);
  if (result.status !== 0) {
    failedStep = name;
    break;
  }
}

let passed = 0;
let failed = 0;
const vitestReport = path.join(reports, 'vitest.json');
if (existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
}
for (const file of ['playwright.json', 'playwright-storybook-docs.json']) {
  const playwrightReport = path.join(reports, file);
  if (!existsSync(playwrightReport)) continue;
  const stats = JSON.parse(readFileSync(playwrightReport, 'utf8')).stats ?? {};
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed += stats.unexpected ?? 0;
}

console.log('\nStep times:');
for (const [name, seconds] of timings) console.log(`  ${name.padEnd(34)} ${seconds.toFixed(1)} s`);
if (failedStep) console.log(`\nFailed at: ${failedStep}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);
