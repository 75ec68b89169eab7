/**
 * The repository explains itself: code, comments, stories and tests point at docs/ (or state the
 * rule where it applies), never at design notes kept outside the repository. This test lists every
 * tracked text file outside docs/ and fails on a line that cites such a note.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// Assembled from parts so that this file does not match itself.
const outsideNames = ['SP' + 'EC', 'ARCHITEC' + 'TURE'];
const outsideFiles = [
  'AUTH_' + 'CONTRACT',
  'APPLICATION_' + 'CONTRACT',
  'W7' + '\\.md',
  'TOOL' + 'CHAIN\\.md',
  'STY' + 'LE\\.md',
];
const outsideReference = new RegExp(
  [
    '\\.\\./' + 'shared',
    ...outsideNames.map((name) => `\\b${name}(\\.md)?\\b`),
    ...outsideNames.map((name) => `${name} ?§`),
    ...outsideFiles,
  ].join('|'),
);

/** Folders that hold generated or installed files, never part of the source. */
const skippedFolders = new Set([
  '.git',
  'node_modules',
  'dist',
  'dist-ui',
  'dist-ssr',
  'storybook-static',
  'test-results',
  'playwright-report',
  '.vitest-attachments',
  '.data',
]);

function walk(folder: string, prefix = ''): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return skippedFolders.has(entry.name) ? [] : walk(path.join(folder, entry.name), relative);
    return entry.isFile() ? [relative] : [];
  });
}

/** Tracked files (git), or every file of the tree when this is not a git checkout. */
function projectFiles(): string[] {
  try {
    const listed = execFileSync('git', ['ls-files', '-z'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    return listed.split('\0').filter(Boolean);
  } catch {
    return walk(root);
  }
}

/** `file:line: text` for every line of a text file outside docs/ that cites a note outside the repository. */
function outsideReferences(files: readonly string[], read: (file: string) => Buffer): string[] {
  const hits: string[] = [];
  for (const file of files) {
    if (file.startsWith('docs/')) continue;
    let content: Buffer;
    try {
      content = read(file);
    } catch {
      continue; // listed by git but deleted in the working tree
    }
    if (content.subarray(0, 8000).includes(0)) continue; // binary (screenshots, fonts)
    content
      .toString('utf8')
      .split('\n')
      .forEach((line, index) => {
        if (outsideReference.test(line)) hits.push(`${file}:${index + 1}: ${line.trim()}`);
      });
  }
  return hits;
}

/** The headings (any level) of a Markdown page. */
function headingsOf(markdown: string): string[] {
  return [...markdown.matchAll(/^#{1,6} +(.+?) *$/gm)].map((match) => match[1] ?? '');
}

/**
 * `file: docs/page.md § …` for every reference to a section of a docs/ page that names no heading of
 * that page. A reference may wrap onto the next comment line (`docs/page.md\n * § Heading`).
 */
function brokenSectionReferences(files: readonly string[], read: (file: string) => string): string[] {
  const broken: string[] = [];
  const headings = new Map<string, string[]>();
  for (const file of files) {
    const content = read(file);
    for (const match of content.matchAll(/docs\/([\w-]+\.md)[\s*/]*§ ?([^\n]*)/g)) {
      const page = `docs/${match[1]}`;
      if (!headings.has(page)) headings.set(page, files.includes(page) ? headingsOf(read(page)) : []);
      const rest = match[2] ?? '';
      const found = headings
        .get(page)!
        .some((heading) => rest.startsWith(heading) && !/^\w/.test(rest.slice(heading.length)));
      if (!found) broken.push(`${file}: ${page} § ${rest}`);
    }
  }
  return broken;
}

describe('the repository explains itself', () => {
  it('recognises each kind of outside reference and leaves docs/ links alone', () => {
    const samples: Record<string, string> = {
      'a.ts': `// see ${'SP' + 'EC'} §4`,
      'b.ts': `// ${'SP' + 'EC'}.md says so`,
      'c.ts': `// ${'ARCHITEC' + 'TURE'}.md "Boundaries"`,
      'd.ts': `// ../${'shared'}/notes.md`,
      'e.ts': `// ${'AUTH_' + 'CONTRACT'} §5`,
      'f.ts': '// docs/product.md § Step 4; docs/architecture.md',
      'docs/g.md': `${'SP' + 'EC'} §1 may be named here`,
    };
    const hits = outsideReferences(Object.keys(samples), (file) => Buffer.from(samples[file] ?? ''));
    expect(hits.map((hit) => hit.split(':')[0])).toEqual(['a.ts', 'b.ts', 'c.ts', 'd.ts', 'e.ts']);
  });

  it('finds section references that name no heading of their page', () => {
    const samples: Record<string, string> = {
      'docs/product.md': '# Product\n\n## Step 4\n\n## Language and theme\n',
      'a.ts': '// docs/product.md § Step 4: the package',
      'b.ts': '/* see docs/product.md\n * § Language and theme). */',
      'c.ts': '// docs/product.md § Step 7',
      'd.ts': '// docs/product.md § Step 40',
      'e.ts': '// docs/missing.md § Anything',
    };
    const broken = brokenSectionReferences(Object.keys(samples), (file) => samples[file] ?? '');
    expect(broken.map((hit) => hit.split(':')[0])).toEqual(['c.ts', 'd.ts', 'e.ts']);
  });

  it('every reference to a section of a docs/ page names one of its headings', () => {
    // This file's own samples are broken on purpose.
    const self = path
      .relative(root, fileURLToPath(import.meta.url))
      .split(path.sep)
      .join('/');
    const files = projectFiles().filter((file) => file !== self && /\.(ts|tsx|js|mjs|md|json)$/.test(file));
    const broken = brokenSectionReferences(files, (file) => readFileSync(path.join(root, file), 'utf8'));
    expect(broken).toEqual([]);
  });

  it('no tracked file outside docs/ cites design notes kept outside the repository', () => {
    const files = projectFiles();
    expect(files.length).toBeGreaterThan(100);
    const hits = outsideReferences(files, (file) => readFileSync(path.join(root, file)));
    expect(hits, `${hits.length} references:\n${hits.join('\n')}`).toEqual([]);
  });
});
