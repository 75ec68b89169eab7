#!/usr/bin/env node
// Compiles translations/<locale>.json (simple id → ICU message) into react-intl's AST form in
// portal/i18n/compiled/, which the app loads per locale. The output is generated, not committed.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const source = path.join(root, 'translations');
const target = path.join(root, 'portal/i18n/compiled');
mkdirSync(target, { recursive: true });
if (!existsSync(source)) process.exit(0);

const cli = path.join(root, 'node_modules/.bin/formatjs');
for (const file of readdirSync(source).filter((f) => /^[a-z]{2}(-[A-Z]{2})?\.json$/.test(f))) {
  execFileSync(cli, ['compile', path.join(source, file), '--ast', '--format', 'simple', '--out-file', path.join(target, file)], {
    stdio: 'inherit',
  });
}
