import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../private/focusRing';

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    flexShrink: 0,
    color: vars.color.foreground.primary,
    textDecoration: 'none',
    borderRadius: vars.radius.standard,
    selectors: {
      '&:focus-visible': focusRing,
    },
  },
  variants: {
    size: {
      small: { gap: vars.space.xsmall, fontSize: vars.font.size.standard },
      standard: { gap: vars.space.small, fontSize: vars.font.size.large },
      large: { gap: vars.space.small, fontSize: vars.font.size.xlarge },
    },
  },
  defaultVariants: { size: 'standard' },
});

// The mark scales with the wordmark's font size so the two always stay in proportion.
export const mark = style({
  display: 'block',
  width: '1.9em',
  height: '1.9em',
  flexShrink: 0,
});

export const markTile = style({ fill: vars.color.background.accent });

export const markLine = style({
  fill: 'none',
  stroke: vars.color.foreground.onAccent,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

export const markHanger = style({ opacity: 0.85 });

export const wordmark = style({
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.bold,
  letterSpacing: vars.font.letterSpacing.tight,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
});
