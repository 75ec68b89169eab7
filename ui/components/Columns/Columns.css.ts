import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';

// One column on narrow screens; side by side from the chosen breakpoint up. Columns keep their own
// height (a short card is not stretched to match its neighbour).
export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
});

const templates = {
  equal: 'repeat(2, minmax(0, 1fr))',
  wideNarrow: 'minmax(0, 3fr) minmax(0, 2fr)',
} as const;

export const tablet = styleVariants(templates, (columns) => ({
  '@media': { [media.tablet]: { gridTemplateColumns: columns } },
}));

export const desktop = styleVariants(templates, (columns) => ({
  '@media': { [media.desktop]: { gridTemplateColumns: columns } },
}));
