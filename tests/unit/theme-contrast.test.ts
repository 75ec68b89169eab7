// WCAG 2.x contrast of the theme tokens. Text must reach 4.5:1 (SC 1.4.3) on every surface it is
// used on; control borders and the focus ring must reach 3:1 (SC 1.4.11). The checks run on the
// token values themselves, so a token edit that breaks contrast fails here before any screenshot.
import { describe, expect, it } from 'vitest';
import { darkTokens } from '../../ui/theme/darkTokens';
import { lightTokens } from '../../ui/theme/lightTokens';
import type { ThemeTokens } from '../../ui/theme/tokens';

type Rgba = { r: number; g: number; b: number; a: number };

function parseColour(value: string): Rgba {
  const hex = /^#([0-9a-f]{6})$/i.exec(value.trim());
  if (hex?.[1]) {
    const n = Number.parseInt(hex[1], 16);
    return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255, a: 1 };
  }
  const rgba = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)$/i.exec(value.trim());
  if (rgba) {
    return {
      r: Number(rgba[1]),
      g: Number(rgba[2]),
      b: Number(rgba[3]),
      a: rgba[4] === undefined ? 1 : Number(rgba[4]),
    };
  }
  throw new Error(`Unsupported colour "${value}": use #rrggbb or rgb()/rgba().`);
}

/** Composites a possibly translucent colour over an opaque backdrop (source-over). */
function blend(colour: Rgba, backdrop: Rgba): Rgba {
  if (backdrop.a !== 1) throw new Error('The backdrop must be opaque.');
  const mix = (top: number, bottom: number) => top * colour.a + bottom * (1 - colour.a);
  return { r: mix(colour.r, backdrop.r), g: mix(colour.g, backdrop.g), b: mix(colour.b, backdrop.b), a: 1 };
}

/** WCAG 2.x relative luminance of an opaque sRGB colour. */
function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** Contrast ratio of a foreground on a background; translucent layers are first blended down. */
function contrastRatio(foreground: string, background: string, backdrop?: string): number {
  let bg = parseColour(background);
  if (bg.a < 1) {
    if (!backdrop) throw new Error(`"${background}" is translucent: say what it sits on.`);
    bg = blend(bg, parseColour(backdrop));
  }
  const fg = blend(parseColour(foreground), bg);
  const [lighter, darker] = [relativeLuminance(fg), relativeLuminance(bg)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

describe('contrastRatio', () => {
  it('gives 21:1 for black on white, either way round', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
  });

  it('gives 1:1 for a colour on itself', () => {
    expect(contrastRatio('#1d5bd6', '#1d5bd6')).toBeCloseTo(1, 5);
  });

  it('puts #777777 on white just under the 4.5:1 threshold', () => {
    const ratio = contrastRatio('#777777', '#ffffff');
    expect(ratio).toBeCloseTo(4.48, 2);
    expect(ratio).toBeLessThan(4.5);
  });

  it('blends a translucent background over its backdrop', () => {
    // Half-transparent black over white is mid grey, between #7f7f7f and #808080.
    expect(contrastRatio('#000000', 'rgba(0, 0, 0, 0.5)', '#ffffff')).toBeCloseTo(
      contrastRatio('#000000', '#7f7f7f'),
      1,
    );
    expect(contrastRatio('#ffffff', 'rgba(0, 0, 0, 0)', '#ffffff')).toBeCloseTo(1, 5);
  });

  it('blends translucent text over the background it sits on', () => {
    expect(contrastRatio('rgba(0, 0, 0, 0)', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('rgba(0, 0, 0, 1)', '#ffffff')).toBeCloseTo(21, 5);
  });

  it('refuses colours it cannot read and translucent backgrounds without a backdrop', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow(/Unsupported colour/);
    expect(() => contrastRatio('#000000', 'rgba(0, 0, 0, 0.5)')).toThrow(/translucent/);
  });
});

const themes: Array<[string, ThemeTokens]> = [
  ['dark', darkTokens],
  ['light', lightTokens],
];

const surfaces = ['body', 'surface', 'surfaceRaised', 'surfaceSunken'] as const;
const textColours = ['primary', 'muted', 'link', 'info', 'success', 'warning', 'danger'] as const;
const tones = ['info', 'success', 'warning', 'danger'] as const;

describe.each(themes)('the %s theme', (_name, tokens) => {
  const { background, foreground, border } = tokens.color;

  describe('text on surfaces (4.5:1)', () => {
    it.each(textColours.flatMap((text) => surfaces.map((surface) => [text, surface] as const)))(
      'foreground.%s on background.%s',
      (text, surface) => {
        expect(contrastRatio(foreground[text], background[surface])).toBeGreaterThanOrEqual(4.5);
      },
    );
  });

  describe('tone text on its soft background (4.5:1)', () => {
    it.each(tones)('foreground.%s on its Soft background', (tone) => {
      expect(contrastRatio(foreground[tone], background[`${tone}Soft`])).toBeGreaterThanOrEqual(4.5);
    });
  });

  describe('text on tinted backgrounds (4.5:1)', () => {
    // Body and muted text also sit on the soft tints (alerts, badges, the hero glow), and links and
    // step numbers on the accent tint.
    const tints = ['accentSoft', 'infoSoft', 'successSoft', 'warningSoft', 'dangerSoft'] as const;
    it.each(tints.flatMap((tint) => (['primary', 'muted'] as const).map((text) => [text, tint] as const)))(
      'foreground.%s on background.%s',
      (text, tint) => {
        expect(contrastRatio(foreground[text], background[tint])).toBeGreaterThanOrEqual(4.5);
      },
    );
    it('foreground.link on background.accentSoft', () => {
      expect(contrastRatio(foreground.link, background.accentSoft)).toBeGreaterThanOrEqual(4.5);
    });
  });

  describe('text on the accent (4.5:1)', () => {
    it.each(['accent', 'accentHover'] as const)('foreground.onAccent on background.%s', (fill) => {
      expect(contrastRatio(foreground.onAccent, background[fill])).toBeGreaterThanOrEqual(4.5);
    });
  });

  describe('text on the translucent scrolled header (4.5:1)', () => {
    // The scrolled header is see-through: check it over every surface that can scroll under it.
    it.each((['primary', 'muted', 'link'] as const).flatMap((text) => surfaces.map((s) => [text, s] as const)))(
      'foreground.%s on headerScrolled over background.%s',
      (text, surface) => {
        expect(contrastRatio(foreground[text], background.headerScrolled, background[surface])).toBeGreaterThanOrEqual(
          4.5,
        );
      },
    );
  });

  describe('control borders and the focus ring (3:1)', () => {
    it.each((['field', 'focus'] as const).flatMap((line) => surfaces.map((surface) => [line, surface] as const)))(
      'border.%s against background.%s',
      (line, surface) => {
        expect(contrastRatio(border[line], background[surface])).toBeGreaterThanOrEqual(3);
      },
    );
  });
});
