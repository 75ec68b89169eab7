#!/usr/bin/env node
// `npm run build:ui`: builds the UI kit on its own, as an ES module library, into dist-ui/:
//   index.js  the components (ui/index.ts)      theme.js  vars, theme classes, sprinkles (ui/theme)
//   style.css every vanilla-extract stylesheet (import it once in the app)  types/  declarations from tsc
// React, React DOM and Radix stay external: the app that uses the kit brings its own copies.
// Prints the size of every file, raw and gzipped.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'dist-ui');
const external = /^(react|react-dom|@radix-ui\/[^/]+)(\/.*)?$/;

rmSync(outDir, { recursive: true, force: true });

await build({
  root,
  // The app's vite.config.ts adds the prerender step and a manifest; the kit needs neither.
  configFile: false,
  logLevel: 'warn',
  mode: 'production',
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir,
    emptyOutDir: true,
    copyPublicDir: false,
    sourcemap: true,
    minify: false,
    lib: {
      entry: { index: path.join(root, 'ui/index.ts'), theme: path.join(root, 'ui/theme/index.ts') },
      formats: ['es'],
      fileName: (_format, entryName) => `${entryName}.js`,
      cssFileName: 'style',
    },
    rolldownOptions: {
      external: (id) => external.test(id),
      // Code both entries use (theme contract, breakpoints) lands in one shared chunk.
      output: { chunkFileNames: 'shared-[hash].js' },
    },
  },
});

const tsc = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.ui.json'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
if (tsc.status !== 0) {
  console.error('build:ui: type declarations failed.');
  process.exit(tsc.status ?? 1);
}

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} kB`;
const files = filesUnder(outDir);
const bundles = files.filter((file) => !file.includes(`${path.sep}types${path.sep}`) && !file.endsWith('.map'));
const declarations = files.filter((file) => file.endsWith('.d.ts'));
const width = Math.max(...bundles.map((file) => path.relative(root, file).length));

console.log('\nKit library build (dist-ui/):');
for (const file of bundles.sort()) {
  const content = readFileSync(file);
  console.log(
    `  ${path.relative(root, file).padEnd(width)}  ${kb(content.length).padStart(10)}  │ gzip ${kb(gzipSync(content).length).padStart(9)}`,
  );
}
const declarationBytes = declarations.reduce((sum, file) => sum + statSync(file).size, 0);
console.log(
  `  ${'dist-ui/types/'.padEnd(width)}  ${kb(declarationBytes).padStart(10)}  │ ${declarations.length} declaration files`,
);
