import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../private/focusRing';

export const heading = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.family.heading,
    color: vars.color.foreground.primary,
    overflowWrap: 'break-word',
    // Balanced lines keep a lone word from dangling on the last line of a wrapped title.
    textWrap: 'balance',
    selectors: {
      '&:focus-visible': focusRing,
      // The app moves focus here after navigation; a ring around a heading that nobody tabbed to
      // only looks like a bug to mouse and touch users.
      '&[tabindex="-1"]:focus:not(:focus-visible)': { outline: 'none' },
    },
  },
  variants: {
    size: {
      small: {
        fontSize: vars.font.size.large,
        lineHeight: vars.font.lineHeight.snug,
        fontWeight: vars.font.weight.semibold,
      },
      standard: {
        fontSize: vars.font.size.xlarge,
        lineHeight: vars.font.lineHeight.snug,
        fontWeight: vars.font.weight.semibold,
        letterSpacing: vars.font.letterSpacing.tight,
      },
      large: {
        fontSize: vars.font.size.xxlarge,
        lineHeight: vars.font.lineHeight.tight,
        fontWeight: vars.font.weight.bold,
        letterSpacing: vars.font.letterSpacing.tight,
      },
      xlarge: {
        fontSize: vars.font.size.display,
        lineHeight: vars.font.lineHeight.tight,
        fontWeight: vars.font.weight.bold,
        letterSpacing: vars.font.letterSpacing.tight,
      },
    },
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
    },
  },
  defaultVariants: { size: 'standard', align: 'start' },
});
