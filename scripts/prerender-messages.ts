/**
 * Builds only: compiles the app's message descriptors ahead of time, as babel-plugin-formatjs
 * does with `ast: true` and description removal.
 *
 * In every object literal with a string `id` and a string `defaultMessage` (defineMessages,
 * defineMessage, inline formatMessage calls) the `description` (notes for translators, never read
 * at run time) is removed and the `defaultMessage` is replaced by its parsed ICU syntax tree. The
 * English text then travels with the code of the page that shows it, already parsed, so:
 * - English needs no message catalog at run time (portal/i18n/loadMessages.ts), and every page
 *   carries only its own text;
 * - no ICU parser is needed in the browser: the bundle uses the formatjs parser's `no-parser`
 *   entry (translations are compiled to syntax trees by `npm run i18n:compile` already).
 * Development and tests keep the source as written.
 */
import { parse as parseIcu } from '@formatjs/icu-messageformat-parser';
import path from 'node:path';
import { parseSync, type Plugin } from 'vite';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

interface Property extends Node {
  key: Node & { name?: string; value?: unknown };
  value: Node & { value?: unknown; expressions?: unknown[]; quasis?: { value: { cooked: string } }[] };
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function propertyName(property: Property): string | undefined {
  const { key } = property;
  if (key.type === 'Identifier') return key.name;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  return undefined;
}

/** The text of a string literal or of a template literal without placeholders. */
function staticString(node: Property['value']): string | undefined {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions?.length === 0) return node.quasis?.[0]?.value.cooked;
  return undefined;
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** The edits for one message descriptor, or none when `node` is not one. */
function descriptorEdits(node: Node, code: string, file: string): Edit[] {
  const properties = (node.properties as Node[]).filter((p): p is Property => p.type === 'Property');
  const byName = new Map(properties.map((property) => [propertyName(property), property]));
  const id = byName.get('id');
  const defaultMessage = byName.get('defaultMessage');
  if (!id || !defaultMessage || staticString(id.value) === undefined) return [];
  const text = staticString(defaultMessage.value);
  if (text === undefined) {
    // The browser has no ICU parser: every English message must be compiled here.
    throw new Error(`${file}: the defaultMessage of "${staticString(id.value)}" must be a plain string.`);
  }

  let ast: ReturnType<typeof parseIcu>;
  try {
    ast = parseIcu(text);
  } catch (error) {
    throw new Error(`${file}: message "${staticString(id.value)}" is not valid ICU syntax: ${String(error)}`);
  }
  const edits: Edit[] = [
    { start: defaultMessage.value.start, end: defaultMessage.value.end, text: JSON.stringify(ast) },
  ];
  const description = byName.get('description');
  if (description) {
    const trailingComma = /^\s*,/.exec(code.slice(description.end));
    edits.push({ start: description.start, end: description.end + (trailingComma?.[0].length ?? 0), text: '' });
  }
  return edits;
}

/** Message descriptor edits for a whole module. */
export function precompileMessageDescriptors(code: string, file: string): string {
  const { program, errors } = parseSync(file, code);
  if (errors.length) return code;
  const edits: Edit[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!isNode(value)) return;
    if (value.type === 'ObjectExpression') edits.push(...descriptorEdits(value, code, file));
    for (const [key, child] of Object.entries(value)) if (key !== 'type') visit(child);
  };
  visit(program);
  let output = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    output = output.slice(0, edit.start) + edit.text + output.slice(edit.end);
  }
  return output;
}

/** The Vite plugin (production builds of the app, its server entry and Storybook; every module of the project). */
export function prerenderMessages(): Plugin {
  let root = process.cwd();
  return {
    name: 'itin:precompile-messages',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    config() {
      return {
        resolve: {
          alias: [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
          ],
        },
      };
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\.[cm]?[jt]sx?$/.test(file) || file.includes('/node_modules/') || !code.includes('defaultMessage')) {
        return null;
      }
      if (path.relative(root, file).startsWith('..')) return null;
      const output = precompileMessageDescriptors(code, file);
      return output === code ? null : { code: output, map: null };
    },
  };
}
