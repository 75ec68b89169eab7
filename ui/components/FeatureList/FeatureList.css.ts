import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const root = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  columnGap: vars.space.large,
  rowGap: vars.space.small,
});

export const columns = styleVariants({
  1: {},
  2: { '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
});

export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  color: vars.color.foreground.primary,
  lineHeight: vars.font.lineHeight.standard,
});

export const size = styleVariants({
  small: { fontSize: vars.font.size.small },
  standard: { fontSize: vars.font.size.standard },
});

// The mark sits in a small tinted disc, centred on the first line of text whatever its length.
export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.space.medium,
  height: vars.space.medium,
  borderRadius: vars.radius.full,
});

export const markTone = styleVariants({
  success: { background: vars.color.background.successSoft, color: vars.color.foreground.success },
  accent: { background: vars.color.background.accentSoft, color: vars.color.foreground.link },
  neutral: { background: vars.color.background.surfaceSunken, color: vars.color.foreground.muted },
});

export const text = style({ minWidth: 0, overflowWrap: 'break-word' });
