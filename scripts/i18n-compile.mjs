#!/usr/bin/env node
// Compiles translations/<locale>.json into react-intl's AST form in portal/i18n/compiled/, which
// the app loads per locale. The output is generated, not committed.
//
// en.json is written by `npm run i18n:extract` in formatjs's default format
// (id → { defaultMessage, description }), so translators see each message's context next to it;
// the other locales are simple (id → ICU message). allow-identical.json and any other file that is
// not named after a locale is not a catalog.
//
// `--mark-translated` (npm run i18n:mark-translated) instead records which English text the
// translations were made from, in translations/translated-from.json (a short hash per id): run it
// once every language has the new or reworded messages. tests/unit/i18n-catalog.test.ts fails while
// an English text differs from the one its translations were made from.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const source = path.join(root, 'translations');
const target = path.join(root, 'portal/i18n/compiled');
const SOURCE_LOCALE = 'en';

if (process.argv.includes('--mark-translated')) {
  const english = JSON.parse(readFileSync(path.join(source, `${SOURCE_LOCALE}.json`), 'utf8'));
  const hashes = Object.fromEntries(
    Object.keys(english)
      .sort()
      .map((id) => [id, sourceHash(english[id].defaultMessage)]),
  );
  writeFileSync(path.join(source, 'translated-from.json'), `${JSON.stringify(hashes, null, 2)}\n`);
  process.exit(0);
}

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

/** A short fingerprint of an English message (kept in sync with tests/unit/i18n-catalog.test.ts). */
function sourceHash(message) {
  return createHash('sha256').update(message).digest('hex').slice(0, 12);
}
