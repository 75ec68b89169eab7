// Which fonts did Chromium actually draw a story's text with? Screenshots are only comparable
// between machines when every glyph comes from a font the project ships: a family that falls
// through to whatever the machine has installed draws different pixels elsewhere.
//
// Chromium answers per node through the DevTools protocol (CSS.getPlatformFontsForNode: the
// fonts used for the node's own text children). The audit walks the DOM of the story's document,
// including shadow roots (the inner text of inputs) and same-origin frames, and asks for every
// element that has text of its own.
import { cdp } from 'vitest/browser';

/** A font Chromium used, as the DevTools protocol reports it. */
export interface DrawnFont {
  familyName: string;
  postScriptName?: string;
  isCustomFont: boolean;
  glyphCount: number;
}

/** One element whose text was drawn with a font that is not allowed. */
export interface FontViolation {
  /** A short CSS-like path to the element, for the failure message. */
  element: string;
  /** The element's text, shortened. */
  text: string;
  fonts: DrawnFont[];
}

interface ProtocolNode {
  nodeId: number;
  nodeType: number;
  nodeName: string;
  localName?: string;
  nodeValue?: string;
  attributes?: string[];
  children?: ProtocolNode[];
  shadowRoots?: ProtocolNode[];
  contentDocument?: ProtocolNode;
}

/**
 * Families the project bundles (web fonts from @fontsource packages), by the name inside the font
 * file, which is what Chromium reports, and only when Chromium says it came from a web font.
 */
const BUNDLED_FAMILIES = new Set(['Inter', 'JetBrains Mono', 'Noto Sans Arabic']);
/**
 * Chinese glyphs come from the system's Noto CJK, which the test machines install (`.ci/run`):
 * a CJK web font would weigh megabytes. It may draw text that has CJK characters, never text
 * without any. (Chromium's glyph counts cannot say which characters each font drew.)
 */
const SYSTEM_CJK_FAMILY = /^Noto (Sans|Serif)( Mono)? CJK (SC|TC|HK|JP|KR)$/;
const CJK = /[\u2e80-\u9fff\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef]/u;

/** Whether the fonts drawn for `text` are all ones the project may rely on. */
export function usesOnlyAllowedFonts(text: string, fonts: DrawnFont[]): boolean {
  return fonts.every((font) => {
    if (font.isCustomFont && BUNDLED_FAMILIES.has(font.familyName)) return true;
    return SYSTEM_CJK_FAMILY.test(font.familyName) && CJK.test(text);
  });
}

/** Parts of the test page that are Storybook's own and never part of a story. */
const IGNORED_IDS = new Set(['storybook-docs', 'storybook-highlights-root']);
const IGNORED_CLASSES = ['sb-wrapper'];
const SKIPPED_ELEMENTS = new Set(['script', 'style', 'template', 'noscript', 'head', 'title']);

const MARK = 'data-font-audit-root';

function attribute(node: ProtocolNode, name: string): string | undefined {
  const list = node.attributes ?? [];
  for (let i = 0; i < list.length; i += 2) if (list[i] === name) return list[i + 1];
  return undefined;
}

function isIgnored(node: ProtocolNode): boolean {
  const id = attribute(node, 'id');
  if (id && IGNORED_IDS.has(id)) return true;
  const classes = (attribute(node, 'class') ?? '').split(/\s+/);
  return IGNORED_CLASSES.some((name) => classes.includes(name));
}

function findMarked(node: ProtocolNode, token: string): ProtocolNode | undefined {
  if (attribute(node, MARK) === token) return node;
  for (const child of [...(node.children ?? []), ...(node.shadowRoots ?? [])]) {
    const found = findMarked(child, token);
    if (found) return found;
  }
  if (node.contentDocument) return findMarked(node.contentDocument, token);
  return undefined;
}

interface TextOwner {
  node: ProtocolNode;
  path: string;
  /** The element's own text (its text children, joined). */
  text: string;
}

/** Elements under `root` with non-blank text children of their own. */
function textOwners(root: ProtocolNode, path: string, out: TextOwner[] = []): TextOwner[] {
  const name = root.localName ?? '';
  if (root.nodeType === Node.ELEMENT_NODE && (SKIPPED_ELEMENTS.has(name) || isIgnored(root))) return out;
  const own = (root.children ?? [])
    .filter((child) => child.nodeType === Node.TEXT_NODE)
    .map((child) => child.nodeValue ?? '')
    .join('')
    .trim();
  if (own && root.nodeType === Node.ELEMENT_NODE) out.push({ node: root, path, text: own });
  for (const child of [...(root.shadowRoots ?? []), ...(root.children ?? [])]) {
    if (child.nodeType !== Node.ELEMENT_NODE && child.nodeType !== Node.DOCUMENT_FRAGMENT_NODE) continue;
    const label = child.nodeType === Node.DOCUMENT_FRAGMENT_NODE ? '#shadow' : (child.localName ?? '?');
    textOwners(child, `${path} > ${label}`, out);
  }
  if (root.contentDocument) textOwners(root.contentDocument, `${path} > #document`, out);
  return out;
}

let enabled: Promise<void> | null = null;

/**
 * Every element with text in `doc` (the story's document) whose drawn fonts include one that is
 * not bundled. Hidden text is drawn with no font and so never reported.
 */
export async function auditDrawnFonts(doc: Document = document): Promise<FontViolation[]> {
  // Node ids last until the next DOM.getDocument on the same page, and a frame that navigates
  // (a form that reloads in the other theme, say) drops its nodes. Either way the tree the audit
  // walked is gone: let the documents settle and walk it again.
  for (let attempt = 1; ; attempt++) {
    await settled(doc);
    try {
      return await auditOnce(doc);
    } catch (error) {
      const message = error instanceof Object && 'message' in error ? String(error.message) : String(error);
      const stale = /node|No document/i.test(message);
      if (!stale || attempt >= 8) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/** Resolves once `doc` and every same-origin frame in it have loaded and have their fonts. */
async function settled(doc: Document, deadline = Date.now() + 5000): Promise<void> {
  while (doc.readyState !== 'complete' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await doc.fonts.ready;
  for (const frame of Array.from(doc.querySelectorAll('iframe'))) {
    let inner: Document | null = null;
    try {
      inner = frame.contentDocument;
    } catch {
      inner = null; // another origin: its text is not the story's to audit
    }
    if (inner) await settled(inner, deadline);
  }
}

async function auditOnce(doc: Document): Promise<FontViolation[]> {
  const session = cdp();
  enabled ??= (async () => {
    await session.send('DOM.enable');
    await session.send('CSS.enable');
  })();
  await enabled;
  const token = Math.random().toString(36).slice(2);
  doc.body.setAttribute(MARK, token);
  try {
    const { root } = (await session.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: ProtocolNode };
    const body = findMarked(root, token);
    if (!body) throw new Error('The font audit could not find the story document in the page.');
    const owners = textOwners(body, 'body');
    const results = await Promise.all(
      owners.map(async (owner) => {
        const { fonts } = (await session.send('CSS.getPlatformFontsForNode', { nodeId: owner.node.nodeId })) as {
          fonts: DrawnFont[];
        };
        return { owner, fonts };
      }),
    );
    return results
      .filter(({ owner, fonts }) => !usesOnlyAllowedFonts(owner.text, fonts))
      .map(({ owner, fonts }) => ({ element: owner.path, text: owner.text.slice(0, 60), fonts }));
  } finally {
    doc.body.removeAttribute(MARK);
  }
}

/** A readable list of violations for an assertion message. */
export function describeViolations(violations: FontViolation[]): string[] {
  return violations.map(
    ({ element, text, fonts }) =>
      `"${text}" (${element.split(' > ').slice(-3).join(' > ')}) drawn with ${fonts
        .map((font) => `${font.familyName}${font.isCustomFont ? '' : ' [system]'} ×${font.glyphCount}`)
        .join(', ')}`,
  );
}
