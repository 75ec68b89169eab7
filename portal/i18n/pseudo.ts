/**
 * Builds the en-XA pseudo-locale from compiled English messages: every literal letter is
 * replaced by an accented look-alike and each message grows by ~35% with bracketed filler, so
 * truncation, hard-coded strings and cramped layouts show up before real translations arrive.
 * Placeholders, plurals and tags are left intact, so messages still format. Every look-alike,
 * and its capital (text-transform), is a glyph of the bundled Inter.
 */
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

export type CompiledMessages = Record<string, MessageFormatElement[]>;

const accents: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'đ',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'î',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ḿ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'û',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Å',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Đ',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Î',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Û',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

const filler = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** Accents every ASCII letter of `text`. */
export function accent(text: string): string {
  return text.replace(/[a-zA-Z]/g, (letter) => accents[letter] ?? letter);
}

function literalLength(elements: MessageFormatElement[]): number {
  let length = 0;
  for (const element of elements) {
    if (element.type === TYPE.literal) length += element.value.length;
    else if (element.type === TYPE.tag) length += literalLength(element.children);
  }
  return length;
}

function transform(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    switch (element.type) {
      case TYPE.literal:
        return { ...element, value: accent(element.value) };
      case TYPE.tag:
        return { ...element, children: transform(element.children) };
      case TYPE.plural:
      case TYPE.select:
        return {
          ...element,
          options: Object.fromEntries(
            Object.entries(element.options).map(([key, option]) => [
              key,
              { ...option, value: transform(option.value) },
            ]),
          ),
        } as MessageFormatElement;
      default:
        return element;
    }
  });
}

/** The pseudo-localised form of one compiled message. */
export function pseudoLocalizeMessage(elements: MessageFormatElement[]): MessageFormatElement[] {
  const length = literalLength(elements);
  const target = Math.ceil(length * 0.35);
  const words: string[] = [];
  for (let added = 0, index = 0; added < target; index++) {
    const word = filler[index % filler.length]!;
    words.push(word);
    added += word.length + 1;
  }
  const pad = words.length ? ` ${words.join(' ')}` : '';
  return [{ type: TYPE.literal, value: '[' }, ...transform(elements), { type: TYPE.literal, value: `${pad}]` }];
}

/**
 * The product name stays as it is in every language. The logo link's name must contain the
 * visible wordmark (WCAG 2.5.3), so it is kept too.
 */
const verbatim = new Set(['app.name', 'app.logoLinkLabel']);

export function pseudoLocalize(messages: CompiledMessages): CompiledMessages {
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => [id, verbatim.has(id) ? message : pseudoLocalizeMessage(message)]),
  );
}
