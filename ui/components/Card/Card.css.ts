import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const card = recipe({
  base: {
    position: 'relative',
    minWidth: 0,
    margin: 0,
    borderWidth: vars.border.width.standard,
    borderStyle: 'solid',
    borderColor: vars.color.border.subtle,
    borderRadius: vars.radius.large,
    background: vars.color.background.surface,
    color: vars.color.foreground.primary,
    listStyle: 'none',
  },
  variants: {
    padding: {
      none: { padding: 0 },
      small: { padding: vars.space.standard },
      standard: {
        padding: vars.space.medium,
        '@media': { [media.tablet]: { padding: vars.space.large } },
      },
      large: {
        paddingBlock: vars.space.large,
        paddingInline: vars.space.medium,
        '@media': { [media.tablet]: { padding: vars.space.xlarge } },
      },
    },
    tone: {
      neutral: {},
      // A thin accent frame marks the one card that matters most on a page (the package on offer).
      accent: {
        borderColor: vars.color.background.accent,
        boxShadow: `inset 0 0 0 1px ${vars.color.background.accent}`,
      },
      sunken: {
        background: vars.color.background.surfaceSunken,
      },
    },
    elevation: {
      flat: {},
      raised: { boxShadow: vars.shadow.standard },
      floating: { background: vars.color.background.surfaceRaised, boxShadow: vars.shadow.large },
    },
  },
  compoundVariants: [
    // Keep the accent frame when the card is also lifted.
    {
      variants: { tone: 'accent', elevation: 'raised' },
      style: { boxShadow: `inset 0 0 0 1px ${vars.color.background.accent}, ${vars.shadow.standard}` },
    },
    {
      variants: { tone: 'accent', elevation: 'floating' },
      style: { boxShadow: `inset 0 0 0 1px ${vars.color.background.accent}, ${vars.shadow.large}` },
    },
  ],
  defaultVariants: { padding: 'standard', tone: 'neutral', elevation: 'flat' },
});
