import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const breathe = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.5 } });

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.medium,
  minHeight: '100vh',
  // The dynamic viewport unit keeps it centred on phones whose toolbars come and go.
  '@supports': { '(min-height: 100dvh)': { minHeight: '100dvh' } },
  paddingInline: vars.space.gutter,
  paddingBlock: vars.space.xlarge,
  background: `radial-gradient(40rem 28rem at 50% 45%, ${vars.color.background.accentSoft}, transparent 70%), ${vars.color.background.body}`,
  color: vars.color.foreground.primary,
  fontFamily: vars.font.family.body,
  textAlign: 'center',
});

export const indicator = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  width: '5rem',
  height: '5rem',
});

// A full faint track with an accent arc travelling round it.
export const ring = style({
  position: 'absolute',
  inset: 0,
  borderRadius: vars.radius.full,
  borderWidth: '3px',
  borderStyle: 'solid',
  borderColor: vars.color.border.subtle,
  borderBlockStartColor: vars.color.background.accent,
  animation: `${spin} 0.9s linear infinite`,
  '@media': {
    [media.reducedMotion]: { animation: `${breathe} 2.4s ease-in-out infinite` },
  },
});

// The mark is sized in em, so the font size here sets it.
export const centre = style({
  display: 'block',
  fontSize: '1.25rem',
});

export const label = style({
  margin: 0,
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.standard,
  fontWeight: vars.font.weight.medium,
  letterSpacing: vars.font.letterSpacing.standard,
});
