import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  columnGap: vars.space.small,
  color: vars.color.foreground.primary,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.snug,
});

export const label = style({
  minWidth: 0,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});

export const valueText = style({
  color: vars.color.foreground.muted,
  fontVariantNumeric: 'tabular-nums',
});

// The track is outlined in the field border colour, so its extent is visible at 3:1 even while empty.
export const track = style({
  position: 'relative',
  height: vars.space.xsmall,
  overflow: 'hidden',
  borderWidth: vars.border.width.standard,
  borderStyle: 'solid',
  borderColor: vars.color.border.field,
  borderRadius: vars.radius.full,
  background: vars.color.background.surfaceSunken,
});

export const indicator = style({
  height: '100%',
  borderRadius: vars.radius.full,
  transitionProperty: 'width',
  transitionDuration: vars.motion.duration.standard,
  transitionTimingFunction: vars.motion.easing.standard,
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const tone = styleVariants({
  info: { background: vars.color.background.accent },
  success: { background: vars.color.foreground.success },
  danger: { background: vars.color.foreground.danger },
});
