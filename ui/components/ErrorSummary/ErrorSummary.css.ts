import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';
import { focusRing } from '../../private/focusRing';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.small,
  padding: vars.space.standard,
  borderWidth: vars.border.width.thick,
  borderStyle: 'solid',
  borderColor: vars.color.border.danger,
  borderInlineStartWidth: '5px',
  borderRadius: vars.radius.standard,
  background: vars.color.background.dangerSoft,
  color: vars.color.foreground.primary,
  fontFamily: vars.font.family.body,
  '@media': {
    [media.tablet]: { padding: vars.space.medium, columnGap: vars.space.standard },
  },
  selectors: {
    '&:focus-visible': focusRing,
    // Focus arrives here by script after a submit; the thick border already marks the box.
    '&:focus:not(:focus-visible)': { outline: 'none' },
  },
});

export const icon = style({
  display: 'flex',
  color: vars.color.foreground.danger,
  paddingBlockStart: '2px',
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  color: vars.color.foreground.primary,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
});

export const description = style({
  color: vars.color.foreground.primary,
  fontSize: vars.font.size.small,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  paddingInlineStart: vars.space.standard,
  color: vars.color.foreground.danger,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.standard,
});

export const item = style({
  paddingInlineStart: vars.space.xxsmall,
  overflowWrap: 'break-word',
  selectors: { '&::marker': { color: vars.color.foreground.danger } },
});

export const message = style({
  color: vars.color.foreground.danger,
  fontWeight: vars.font.weight.medium,
});

export const link = style({
  color: vars.color.foreground.danger,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.small,
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': focusRing,
  },
});
