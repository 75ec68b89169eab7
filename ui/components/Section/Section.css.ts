import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const root = style({
  position: 'relative',
  paddingBlock: vars.space.xlarge,
  color: vars.color.foreground.primary,
  '@media': { [media.tablet]: { paddingBlock: vars.space.xxlarge } },
});

export const tone = styleVariants({
  plain: {},
  raised: {
    background: vars.color.background.surface,
    borderBlock: `${vars.border.width.standard} solid ${vars.color.border.subtle}`,
  },
});

export const inner = style({
  maxWidth: vars.layout.contentWidth,
  marginInline: 'auto',
  paddingInline: vars.space.gutter,
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  maxWidth: vars.layout.readingWidth,
  marginBlockEnd: vars.space.large,
  '@media': { [media.tablet]: { marginBlockEnd: vars.space.xlarge } },
});

export const headerAlign = styleVariants({
  start: { textAlign: 'start' },
  center: { textAlign: 'center', marginInline: 'auto' },
});

export const eyebrow = style({
  color: vars.color.foreground.link,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: vars.font.letterSpacing.wide,
  textTransform: 'uppercase',
});

export const title = style({
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xxlarge,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: vars.font.letterSpacing.tight,
  textWrap: 'balance',
  overflowWrap: 'break-word',
  hyphens: 'auto',
});

export const intro = style({
  overflowWrap: 'break-word',
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.large,
  lineHeight: vars.font.lineHeight.relaxed,
  textWrap: 'pretty',
});
