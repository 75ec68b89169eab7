// WCAG 2.x contrast of the theme tokens. Text must reach 4.5:1 (SC 1.4.3) on every surface it is
// used on; control borders and the focus ring must reach 3:1 (SC 1.4.11). The checks run on the
// token values themselves, so a token edit that breaks contrast fails here before any screenshot.
import { describe, expect, it } from 'vitest';
import { darkTokens } from '../../ui/theme/darkTokens';
import { lightTokens } from '../../ui/theme/lightTokens';
import type { ThemeTokens } from '../../ui/theme/tokens';
import { contrastRatio } from '../../ui/theme/contrast';

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
