/**
 * The CSS a prerendered page's first paint needs, cut from the stylesheets it links
 * (scripts/prerender.ts inlines it and links the full stylesheets after the first paint).
 *
 * Every class of the kit and the portal is a vanilla-extract class, so a style rule whose selector
 * needs a class that appears nowhere in the page's markup cannot match before the app changes the
 * page, and is left out. Everything else stays, in the order of the stylesheets: rules without
 * classes (elements, `:root`, attributes such as `[data-theme]`), rules whose classes are all in
 * the markup (whatever their pseudo-classes or states: over-keeping is safe, under-keeping would
 * make the page change when the full stylesheets arrive), and every at-rule other than the
 * grouping ones (@keyframes, @property…), which cost nothing until used. Classes inside
 * functional pseudo-classes (`:not(.a)`, `:is(.a, .b)`, `:has(.a)`) are not required.
 *
 * Two more things wait for the stylesheets, since the first paint cannot use them: rules for print
 * only (`@media print`), and the @font-face rules whose unicode-range covers no character of the
 * page's markup (the Cyrillic, Greek and Vietnamese subsets of an English page, for one).
 */
import postcss, { type ChildNode, type Container } from 'postcss';

/** Every class name used in `class="…"` attributes of `html`. */
export function markupClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value = ''] of html.matchAll(/\bclass="([^"]*)"/g)) {
    for (const name of value.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** Removes `(…)` groups, nested ones included, along with the name of the pseudo-class before them. */
function withoutFunctionalPseudoClasses(selector: string): string {
  let result = '';
  let depth = 0;
  for (let i = 0; i < selector.length; i++) {
    const char = selector[i];
    if (char === '(') {
      if (depth === 0) result = result.replace(/:{1,2}[\w-]+$/, '');
      depth++;
    } else if (char === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0) result += char;
  }
  return result;
}

/** The class names a compound selector list item requires, e.g. `.a .b:hover > p` → a, b. */
export function requiredClasses(selector: string): string[] {
  const plain = withoutFunctionalPseudoClasses(selector)
    // Attribute selectors may quote anything, dots included.
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\\./g, '');
  return [...plain.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!);
}

const GROUPING_AT_RULES = new Set(['media', 'supports', 'layer', 'container', 'scope', 'document']);

/** The code points a `unicode-range` value covers, as [first, last] pairs (`U+0-FF, U+1F??`). */
export function unicodeRanges(value: string): [number, number][] {
  return value.split(',').flatMap((part) => {
    const match = /^\s*U\+([0-9a-f?]+)(?:-([0-9a-f]+))?\s*$/i.exec(part);
    if (!match) return [];
    const [, start = '', end] = match;
    if (end) return [[parseInt(start, 16), parseInt(end, 16)]];
    return [[parseInt(start.replace(/\?/g, '0'), 16), parseInt(start.replace(/\?/g, 'f'), 16)]];
  });
}

/** True when a font face can draw one of `codePoints` (always, for a face without a unicode-range). */
function faceIsUsed(face: Container, codePoints: Set<number>): boolean {
  let range: string | undefined;
  face.walkDecls('unicode-range', (decl) => {
    range = decl.value;
  });
  if (range === undefined) return true;
  const ranges = unicodeRanges(range);
  for (const point of codePoints) if (ranges.some(([first, last]) => point >= first && point <= last)) return true;
  return false;
}

/** True when `node` is a rule or a group that still holds something. */
function prune(container: Container, classes: Set<string>, codePoints: Set<number> | undefined): void {
  container.each((node: ChildNode) => {
    if (node.type === 'atrule' && node.name.toLowerCase() === 'media' && node.params.trim().toLowerCase() === 'print') {
      node.remove();
    } else if (node.type === 'atrule' && node.name.toLowerCase() === 'font-face' && codePoints) {
      if (!faceIsUsed(node, codePoints)) node.remove();
    } else if (node.type === 'rule') {
      const kept = node.selectors.filter((selector) => requiredClasses(selector).every((name) => classes.has(name)));
      if (!kept.length) node.remove();
      else if (kept.length !== node.selectors.length) node.selectors = kept;
    } else if (node.type === 'atrule' && GROUPING_AT_RULES.has(node.name.toLowerCase()) && node.nodes) {
      prune(node, classes, codePoints);
      if (!node.nodes.length) node.remove();
    }
  });
}

/**
 * The part of `css` that can apply to markup using only `classes` (and, given the markup's
 * characters as `text`, only the font faces that can draw one of them).
 */
export function criticalCss(css: string, classes: Set<string>, text?: string): string {
  const root = postcss.parse(css);
  const codePoints = text === undefined ? undefined : new Set(Array.from(text, (char) => char.codePointAt(0) ?? 0));
  prune(root, classes, codePoints);
  root.walkComments((comment) => {
    comment.remove();
  });
  return root.toString().trim();
}
