import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../private/focusRing';

export const root = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderBlockStartWidth: vars.border.width.standard,
  borderBlockStartStyle: 'solid',
  borderBlockStartColor: vars.color.border.subtle,
});

// Phones: the status under the name. From tablet up: the status at the end of the row (GOV.UK task list).
export const item = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  rowGap: vars.space.xsmall,
  paddingBlock: vars.space.standard,
  paddingInline: vars.space.xsmall,
  borderBlockEndWidth: vars.border.width.standard,
  borderBlockEndStyle: 'solid',
  borderBlockEndColor: vars.color.border.subtle,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: vars.space.medium, alignItems: 'start' },
  },
});

export const itemWithLink = style({
  selectors: { '&:hover': { background: vars.color.background.surfaceRaised } },
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const title = style({
  color: vars.color.foreground.primary,
  fontSize: vars.font.size.standard,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  overflowWrap: 'break-word',
});

export const link = style({
  color: vars.color.foreground.link,
  textDecoration: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.small,
  selectors: {
    // The whole row is the target: a wide, tall tap area without a second link.
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': focusRing,
  },
});

export const hint = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.standard,
  overflowWrap: 'break-word',
});

export const note = style({
  marginBlockStart: vars.space.xxsmall,
  paddingInlineStart: vars.space.small,
  borderInlineStartWidth: '4px',
  borderInlineStartStyle: 'solid',
  borderInlineStartColor: vars.color.border.warning,
  color: vars.color.foreground.primary,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.standard,
  overflowWrap: 'break-word',
});

export const status = style({
  display: 'flex',
  '@media': { [media.tablet]: { justifyContent: 'flex-end' } },
});
