// WCAG 2.x contrast between colour tokens. Shared by the theme's contrast tests and the
// Foundations pages in Storybook, which show every token's ratio against the surfaces it is used on.

export type Rgba = { r: number; g: number; b: number; a: number };

/** Reads `#rrggbb`, `rgb()` or `rgba()`: the forms the theme tokens use. */
export function parseColour(value: string): Rgba {
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
export function blend(colour: Rgba, backdrop: Rgba): Rgba {
  if (backdrop.a !== 1) throw new Error('The backdrop must be opaque.');
  const mix = (top: number, bottom: number) => top * colour.a + bottom * (1 - colour.a);
  return { r: mix(colour.r, backdrop.r), g: mix(colour.g, backdrop.g), b: mix(colour.b, backdrop.b), a: 1 };
}

/** WCAG 2.x relative luminance of an opaque sRGB colour. */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * Contrast ratio (1 to 21) of a foreground on a background. A translucent background is first
 * blended over `backdrop` (what shows through it), and translucent text over the background.
 */
export function contrastRatio(foreground: string, background: string, backdrop?: string): number {
  let bg = parseColour(background);
  if (bg.a < 1) {
    if (!backdrop) throw new Error(`"${background}" is translucent: say what it sits on.`);
    bg = blend(bg, parseColour(backdrop));
  }
  const fg = blend(parseColour(foreground), bg);
  const [lighter, darker] = [relativeLuminance(fg), relativeLuminance(bg)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}
