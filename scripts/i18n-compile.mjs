#!/usr/bin/env node
// Compiles translations/<locale>.json into react-intl's AST form in portal/i18n/compiled/, which
// the app loads per locale. The output is generated, not committed.
//
// en.json is written by `npm run i18n:extract` in formatjs's default format
// (id → { defaultMessage, description }), so translators see each message's context next to it;
// the other locales are simple (id → ICU message). allow-identical.json and any other file that is
// not named after a locale is not a catalog.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const source = path.join(root, 'translations');
const target = path.join(root, 'portal/i18n/compiled');
const SOURCE_LOCALE = 'en';
mkdirSync(target, { recursive: true });
if (!existsSync(source)) process.exit(0);

const cli = path.join(root, 'node_modules/.bin/formatjs');
for (const file of readdirSync(source).filter((f) => /^[a-z]{2}(-[A-Z]{2})?\.json$/.test(f))) {
  const format = path.basename(file, '.json') === SOURCE_LOCALE ? 'default' : 'simple';
  execFileSync(
    cli,
    ['compile', path.join(source, file), '--ast', '--format', format, '--out-file', path.join(target, file)],
    { stdio: 'inherit' },
  );
}
