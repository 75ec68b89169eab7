// The message catalogs: en.json is what the code says (with notes for translators), and every
// other language has exactly its ids, with the same placeholders, tags and plural/select branches,
// really translated, and with brand names and the product's fixed terms left as they are.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { locales } from '../../portal/i18n/locales';

const root = path.resolve(import.meta.dirname, '../..');
const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as T;

type SourceCatalog = Record<string, { defaultMessage: string; description?: string }>;
type Catalog = Record<string, string>;
type AllowList = Record<string, { locales: string[]; reason: string }>;

const english = readJson<SourceCatalog>('translations/en.json');
const englishIds = Object.keys(english).sort();
const allowList = readJson<AllowList>('translations/allow-identical.json');
const translated = locales.map((option) => option.code).filter((code) => code !== 'en');

/** Words that stay as they are in every language (brand names, ITIN, IRS). */
const fixedTerms = ['ITIN Bridge', 'ITIN', 'IRS', 'PayPal', 'Stripe', 'FDIC', 'CCPA', 'SSL', 'W-7'];
const emailPattern = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;

interface Shape {
  /** Placeholder name → how it is used ('argument', 'number', 'plural', 'tag', ...). */
  uses: Map<string, Set<string>>;
  /** Plural or select name → its branch keys. */
  branches: Map<string, { kind: 'plural' | 'selectordinal' | 'select'; keys: Set<string> }>;
}

const kinds: Partial<Record<TYPE, string>> = {
  [TYPE.argument]: 'argument',
  [TYPE.number]: 'number',
  [TYPE.date]: 'date',
  [TYPE.time]: 'time',
  [TYPE.select]: 'select',
  [TYPE.plural]: 'plural',
  [TYPE.tag]: 'tag',
};

function shapeOf(elements: MessageFormatElement[], shape: Shape = { uses: new Map(), branches: new Map() }): Shape {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    const kind =
      element.type === TYPE.plural && element.pluralType === 'ordinal' ? 'selectordinal' : kinds[element.type];
    if (!kind) continue;
    const uses = shape.uses.get(element.value) ?? new Set<string>();
    uses.add(kind);
    shape.uses.set(element.value, uses);
    if (element.type === TYPE.tag) shapeOf(element.children, shape);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      const branch = shape.branches.get(element.value) ?? {
        kind: kind as 'plural' | 'selectordinal' | 'select',
        keys: new Set<string>(),
      };
      for (const [key, option] of Object.entries(element.options)) {
        branch.keys.add(key);
        shapeOf(option.value, shape);
      }
      shape.branches.set(element.value, branch);
    }
  }
  return shape;
}

const usesOf = (shape: Shape) =>
  Object.fromEntries([...shape.uses].map(([name, uses]) => [name, [...uses].sort()]).sort());

/** What is wrong with the branches of a translated plural/select, compared with the English one. */
function branchProblems(locale: string, name: string, source: Shape, target: Shape): string[] {
  const english = source.branches.get(name);
  const translation = target.branches.get(name);
  if (!english || !translation) return [];
  const sorted = (keys: Iterable<string>) => [...keys].sort().join(', ');
  if (english.kind === 'select') {
    return sorted(english.keys) === sorted(translation.keys)
      ? []
      : [`select {${name}} has branches [${sorted(translation.keys)}], English has [${sorted(english.keys)}]`];
  }
  // Plural categories differ by language (Chinese has only "other"): each translated branch must
  // be one the language has, every category English distinguishes must be kept where the language
  // has it too, and exact matches (=0) must stay.
  const type = english.kind === 'selectordinal' ? 'ordinal' : 'cardinal';
  const categories = new Set<string>(new Intl.PluralRules(locale, { type }).resolvedOptions().pluralCategories);
  const problems: string[] = [];
  if (!translation.keys.has('other')) problems.push(`plural {${name}} has no "other" branch`);
  for (const key of translation.keys) {
    if (!key.startsWith('=') && !categories.has(key)) {
      problems.push(`plural {${name}} has a "${key}" branch, which ${locale} never uses`);
    }
  }
  for (const key of english.keys) {
    const needed = key.startsWith('=') || categories.has(key);
    if (needed && !translation.keys.has(key)) problems.push(`plural {${name}} lacks the "${key}" branch`);
  }
  return problems;
}

describe('translations/en.json', () => {
  it('matches the messages in the code (run `npm run i18n:extract` after adding or changing one)', () => {
    const out = mkdtempSync(path.join(tmpdir(), 'i18n-extract-'));
    try {
      const file = path.join(out, 'en.json');
      execFileSync(
        path.join(root, 'node_modules/.bin/formatjs'),
        ['extract', 'portal/**/*.{ts,tsx}', '--ignore', '**/*.d.ts', '--out-file', file],
        { cwd: root, stdio: 'pipe' },
      );
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(english);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('gives translators a description of every message', () => {
    const undescribed = englishIds.filter((id) => !english[id]?.description?.trim());
    expect(undescribed).toEqual([]);
  });

  it('holds only messages that parse', () => {
    for (const id of englishIds) expect(() => parse(english[id]!.defaultMessage), id).not.toThrow();
  });
});

describe('translations/translated-from.json', () => {
  const translatedFrom = readJson<Record<string, string>>('translations/translated-from.json');
  const hashOf = (message: string) => createHash('sha256').update(message).digest('hex').slice(0, 12);

  it('matches the English every translation was made from (after translating, run `npm run i18n:mark-translated`)', () => {
    const stale = englishIds.filter((id) => translatedFrom[id] !== hashOf(english[id]!.defaultMessage));
    expect(stale).toEqual([]);
  });
});

describe.each(translated)('translations/%s.json', (locale) => {
  const catalog = readJson<Catalog>(`translations/${locale}.json`);

  it('has every id of en.json and no other', () => {
    expect(Object.keys(catalog).sort()).toEqual(englishIds);
  });

  it('holds only messages that parse', () => {
    const broken = Object.entries(catalog).flatMap(([id, message]) => {
      try {
        parse(message);
        return [];
      } catch (error) {
        return [`${id}: ${String(error)}`];
      }
    });
    expect(broken).toEqual([]);
  });

  it('uses the same placeholders and tags as English, with matching plural and select branches', () => {
    const problems: string[] = [];
    for (const id of englishIds) {
      const message = catalog[id];
      if (message === undefined) continue;
      const source = shapeOf(parse(english[id]!.defaultMessage));
      const target = shapeOf(parse(message));
      if (JSON.stringify(usesOf(source)) !== JSON.stringify(usesOf(target))) {
        problems.push(`${id}: uses ${JSON.stringify(usesOf(target))}, English ${JSON.stringify(usesOf(source))}`);
      }
      for (const name of source.branches.keys()) {
        problems.push(...branchProblems(locale, name, source, target).map((problem) => `${id}: ${problem}`));
      }
    }
    expect(problems).toEqual([]);
  });

  it('translates every message (identical to English only when allow-listed)', () => {
    const identical = englishIds.filter(
      (id) => catalog[id] === english[id]!.defaultMessage && !allowList[id]?.locales.includes(locale),
    );
    expect(identical).toEqual([]);
  });

  it('keeps brand names, ITIN, IRS and e-mail addresses as they are', () => {
    const problems: string[] = [];
    for (const id of englishIds) {
      const source = english[id]!.defaultMessage;
      const message = catalog[id] ?? '';
      for (const term of fixedTerms) {
        if (source.includes(term) && !message.includes(term)) problems.push(`${id}: lost "${term}"`);
      }
      for (const address of source.match(emailPattern) ?? []) {
        if (!message.includes(address)) problems.push(`${id}: lost ${address}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('translations/allow-identical.json', () => {
  it('names known ids and languages, each with a reason, and only while still needed', () => {
    const problems: string[] = [];
    for (const [id, entry] of Object.entries(allowList)) {
      if (!english[id]) problems.push(`${id}: no such message`);
      if (!entry.reason?.trim()) problems.push(`${id}: no reason given`);
      for (const locale of entry.locales) {
        if (!translated.includes(locale as (typeof translated)[number])) {
          problems.push(`${id}: unknown language ${locale}`);
          continue;
        }
        const catalog = readJson<Catalog>(`translations/${locale}.json`);
        if (english[id] && catalog[id] !== english[id].defaultMessage) {
          problems.push(`${id}: ${locale} is translated now, remove it from the list`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('stays short', () => {
    const pairs = Object.values(allowList).reduce((sum, entry) => sum + entry.locales.length, 0);
    expect(pairs).toBeLessThanOrEqual(24);
  });
});
