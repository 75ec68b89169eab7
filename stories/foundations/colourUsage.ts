// Where each colour token is used, as pairs of a colour and the surfaces behind it, with the WCAG
// minimum the pair must reach. The Colours foundation page computes every ratio from the theme's
// own token values (ui/theme), so the figures cannot drift from the themes.
import { contrastRatio, type ThemeTokens } from '../../ui/theme';

type Colours = ThemeTokens['color'];
export type ColourGroup = keyof Colours;
type Path = { [G in ColourGroup]: `${G}.${keyof Colours[G] & string}` }[ColourGroup];

export interface ColourPair {
  /** The colour drawn on top (text, icon or border). */
  top: Path;
  /** What it sits on. */
  on: Path;
  /** What shows through `on` when it is translucent. */
  over?: Path;
  /** WCAG minimum: 4.5 for text (SC 1.4.3), 3 for control borders and focus (SC 1.4.11). */
  minimum: 4.5 | 3;
}

const surfaces = [
  'background.body',
  'background.surface',
  'background.surfaceRaised',
  'background.surfaceSunken',
] as const;
const onSurfaces = (top: Path, minimum: 4.5 | 3): ColourPair[] => surfaces.map((on) => ({ top, on, minimum }));
const tones = ['info', 'success', 'warning', 'danger'] as const;

/** For each token: the pairs in which it appears, checked against the token's usage. */
export const colourUsage: Partial<Record<Path, ColourPair[]>> = {
  'background.body': [{ top: 'foreground.primary', on: 'background.body', minimum: 4.5 }],
  'background.surface': [{ top: 'foreground.primary', on: 'background.surface', minimum: 4.5 }],
  'background.surfaceRaised': [{ top: 'foreground.primary', on: 'background.surfaceRaised', minimum: 4.5 }],
  'background.surfaceSunken': [{ top: 'foreground.primary', on: 'background.surfaceSunken', minimum: 4.5 }],
  'background.headerScrolled': [
    { top: 'foreground.primary', on: 'background.headerScrolled', over: 'background.body', minimum: 4.5 },
  ],
  'background.accent': [{ top: 'foreground.onAccent', on: 'background.accent', minimum: 4.5 }],
  'background.accentHover': [{ top: 'foreground.onAccent', on: 'background.accentHover', minimum: 4.5 }],
  'background.accentSoft': [
    { top: 'foreground.primary', on: 'background.accentSoft', minimum: 4.5 },
    { top: 'foreground.link', on: 'background.accentSoft', minimum: 4.5 },
  ],
  ...Object.fromEntries(
    tones.map((tone) => [
      `background.${tone}Soft`,
      [
        { top: 'foreground.primary', on: `background.${tone}Soft`, minimum: 4.5 },
        { top: `foreground.${tone}`, on: `background.${tone}Soft`, minimum: 4.5 },
      ],
    ]),
  ),
  'foreground.primary': onSurfaces('foreground.primary', 4.5),
  'foreground.muted': onSurfaces('foreground.muted', 4.5),
  'foreground.link': onSurfaces('foreground.link', 4.5),
  'foreground.onAccent': [
    { top: 'foreground.onAccent', on: 'background.accent', minimum: 4.5 },
    { top: 'foreground.onAccent', on: 'background.accentHover', minimum: 4.5 },
  ],
  ...Object.fromEntries(tones.map((tone) => [`foreground.${tone}`, onSurfaces(`foreground.${tone}`, 4.5)])),
  'border.field': onSurfaces('border.field', 3),
  'border.focus': onSurfaces('border.focus', 3),
};

/** A token's value in a theme, by its path (`foreground.muted`). */
export function colourOf(colours: Colours, path: Path): string {
  const [group, name] = path.split('.') as [ColourGroup, string];
  return (colours[group] as Record<string, string>)[name]!;
}

export function ratioOf(colours: Colours, pair: ColourPair): number {
  return contrastRatio(
    colourOf(colours, pair.top),
    colourOf(colours, pair.on),
    pair.over ? colourOf(colours, pair.over) : undefined,
  );
}

export type { Path as ColourPath };
