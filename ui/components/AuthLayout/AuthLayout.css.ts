import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.gutter,
  // A soft glow of the accent behind the card, fading into the page: branded but quiet.
  background: [
    `radial-gradient(56rem 26rem at 50% -6rem, ${vars.color.background.accentSoft}, transparent 72%)`,
    `radial-gradient(36rem 24rem at 100% 100%, ${vars.color.background.infoSoft}, transparent 70%)`,
    vars.color.background.body,
  ].join(', '),
  color: vars.color.foreground.primary,
  fontFamily: vars.font.family.body,
  '@media': {
    [media.tablet]: { paddingBlock: vars.space.large },
  },
});

export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  maxWidth: vars.layout.contentWidth,
  minHeight: '2.75rem',
  marginInline: 'auto',
});

export const body = style({
  display: 'flex',
  flex: 1,
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.medium,
  paddingBlock: vars.space.large,
});

export const panel = style({
  width: '100%',
  maxWidth: vars.layout.narrowWidth,
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  marginBlockEnd: vars.space.large,
  textAlign: 'center',
});

export const logo = style({
  display: 'flex',
  justifyContent: 'center',
  marginBlockEnd: vars.space.small,
});

export const subtitle = style({
  margin: 0,
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
  // Balanced lines: on phones the subtitle wraps into two even lines instead of leaving one word behind.
  textWrap: 'balance',
});

export const footer = style({
  maxWidth: vars.layout.narrowWidth,
  margin: 0,
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.standard,
  textAlign: 'center',
  textWrap: 'balance',
});

// Inline, so that when the note wraps the icon stays with its first word.
export const footerIcon = style({
  display: 'inline-flex',
  verticalAlign: '-0.2em',
  marginInlineEnd: vars.space.xxsmall,
  color: vars.color.foreground.success,
});

export const alternative = style({
  margin: 0,
  marginBlockStart: vars.space.large,
  paddingBlockStart: vars.space.medium,
  borderBlockStart: `${vars.border.width.standard} solid ${vars.color.border.subtle}`,
  textAlign: 'center',
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.small,
});
