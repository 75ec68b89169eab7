#!/usr/bin/env node
// `npm start`: builds the app when the build is missing or older than its sources, then runs the
// local backend (server/) in this same process, serving the app, the auth API and the stand-ins.
// DIST_DIR (default dist) names the build folder: a second build made with other VITE_* values
// (e.g. the embedded forms, for their end-to-end tests) lives beside the default one.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);

// What the build is made from. Generated folders inside them are skipped.
const SOURCES = ['portal', 'ui', 'translations', 'index.html', 'vite.config.ts', 'public', 'scripts/prerender.ts'];
const GENERATED = new Set([path.join(root, 'portal/i18n/compiled'), path.join(root, 'node_modules')]);

function newestMtime(target) {
  let stat;
  try {
    stat = statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  if (GENERATED.has(target)) return 0;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const distDir = path.resolve(root, process.env.DIST_DIR?.trim() || 'dist');

function buildState() {
  const builtIndex = path.join(distDir, 'index.html');
  if (!existsSync(builtIndex)) return 'missing';
  const sources = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
  return sources > statSync(builtIndex).mtimeMs ? 'stale' : 'fresh';
}

// A custom STATIC_DIR is someone else's build: serve it as it is.
if (!process.env.STATIC_DIR) {
  const state = buildState();
  if (state !== 'fresh') {
    if (!existsSync(path.join(root, 'index.html'))) {
      console.warn('No app sources to build yet (index.html is missing); starting the backend alone.');
    } else {
      console.log(
        state === 'missing' ? 'No build found: building the app…' : 'The build is older than its sources: rebuilding…',
      );
      const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
      const result = spawnSync(npm, ['run', 'build', '--', '--outDir', distDir], {
        cwd: root,
        stdio: 'inherit',
        env: process.env,
      });
      if (result.signal) process.exit(1);
      if (result.status !== 0) {
        console.error('\nThe build failed (see above), so the server was not started.');
        process.exit(result.status ?? 1);
      }
    }
  }
  process.env.STATIC_DIR = distDir;
}

// The server is TypeScript; tsx compiles it on the fly in this process.
const { register } = await import('tsx/esm/api');
register();
await import('../server/main.ts');
