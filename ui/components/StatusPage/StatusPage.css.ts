import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '100vh',
  paddingBlock: vars.space.xlarge,
  paddingInline: vars.space.gutter,
  color: vars.color.foreground.primary,
});

// Under the app's header the page fills the rest of the screen.
export const belowHeader = style({ minHeight: `calc(100vh - ${vars.layout.headerHeight})` });

// The status code stands in a soft glow of the accent colour.
export const glow = style({
  background: `radial-gradient(48rem 30rem at 50% 30%, ${vars.color.background.accentSoft}, transparent 70%), ${vars.color.background.body}`,
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  width: '100%',
  maxWidth: '34rem',
  textAlign: 'center',
});

export const code = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: 'clamp(5rem, 3.5rem + 8vw, 9rem)',
  fontWeight: vars.font.weight.bold,
  lineHeight: '1',
  letterSpacing: '-0.04em',
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.foreground.link,
});

export const iconTile = style({
  display: 'grid',
  placeItems: 'center',
  width: '4.5rem',
  height: '4.5rem',
  borderRadius: vars.radius.large,
  background: vars.color.background.accentSoft,
  color: vars.color.foreground.link,
  boxShadow: `inset 0 0 0 1px ${vars.color.border.subtle}`,
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.small,
  marginBlockStart: vars.space.xsmall,
});
