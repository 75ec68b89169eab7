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
 * grouping ones (@font-face, @keyframes, @property…), which cost nothing until used. Classes
 * inside functional pseudo-classes (`:not(.a)`, `:is(.a, .b)`, `:has(.a)`) are not required.
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

/** True when `node` is a rule or a group that still holds something. */
function prune(container: Container, classes: Set<string>): void {
  container.each((node: ChildNode) => {
    if (node.type === 'rule') {
      const kept = node.selectors.filter((selector) => requiredClasses(selector).every((name) => classes.has(name)));
      if (!kept.length) node.remove();
      else if (kept.length !== node.selectors.length) node.selectors = kept;
    } else if (node.type === 'atrule' && GROUPING_AT_RULES.has(node.name.toLowerCase()) && node.nodes) {
      prune(node, classes);
      if (!node.nodes.length) node.remove();
    }
  });
}

/** The part of `css` that can apply to markup using only `classes`. */
export function criticalCss(css: string, classes: Set<string>): string {
  const root = postcss.parse(css);
  prune(root, classes);
  root.walkComments((comment) => {
    comment.remove();
  });
  return root.toString().trim();
}
