import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const root = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.standard,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.medium },
    [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  background: vars.color.background.surfaceRaised,
  border: `${vars.border.width.standard} solid ${vars.color.border.subtle}`,
  boxShadow: vars.shadow.small,
});

export const iconBox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  alignSelf: 'flex-start',
  width: vars.space.xlarge,
  height: vars.space.xlarge,
  marginBlockEnd: vars.space.xxsmall,
  borderRadius: vars.radius.standard,
  background: vars.color.background.accentSoft,
  color: vars.color.foreground.link,
});

export const title = style({
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.foreground.primary,
  overflowWrap: 'break-word',
  hyphens: 'auto',
});

export const description = style({
  overflowWrap: 'break-word',
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.standard,
});
