import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';
import { focusRing } from '../../private/focusRing';

const appear = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  gap: vars.space.xsmall,
  minHeight: '2.75rem',
  minWidth: '2.75rem',
  paddingInline: vars.space.small,
  border: `${vars.border.width.standard} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.foreground.primary,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&:hover, &[data-state="open"]': {
      background: vars.color.background.surfaceRaised,
      borderColor: vars.color.border.field,
    },
    '&:focus-visible': focusRing,
  },
});

export const globe = style({
  display: 'flex',
  flexShrink: 0,
  color: vars.color.foreground.muted,
});

export const chevron = style({
  display: 'flex',
  flexShrink: 0,
  color: vars.color.foreground.muted,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.standard,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' },
  },
});

// Below the desktop breakpoint the button shrinks to the globe, so it fits beside the header's
// navigation; the language's name stays in the accessible name. (A visible short code would not
// match that name, which voice-control users speak to press the button.)
export const currentName = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  '@media': {
    [media.desktop]: {
      position: 'static',
      width: 'auto',
      height: 'auto',
      overflow: 'visible',
      clipPath: 'none',
    },
  },
});

export const content = style({
  minWidth: '12rem',
  padding: vars.space.xsmall,
  background: vars.color.background.surfaceRaised,
  color: vars.color.foreground.primary,
  border: `${vars.border.width.standard} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.standard,
  boxShadow: vars.shadow.large,
  zIndex: vars.zIndex.modal,
  fontFamily: vars.font.family.body,
  transformOrigin: 'var(--radix-dropdown-menu-content-transform-origin)',
  selectors: {
    '&[data-state="open"]': {
      animation: `${appear} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    },
  },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.standard,
  minHeight: '2.75rem',
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.snug,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.background.accentSoft },
    '&[data-state="checked"]': { fontWeight: vars.font.weight.semibold },
    '&:focus-visible': focusRing,
  },
});

export const indicator = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: '1.25rem',
  color: vars.color.foreground.link,
});
