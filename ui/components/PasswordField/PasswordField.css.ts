import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { insetFocusRing } from '../../private/focusRing';

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.foreground.muted,
  cursor: 'pointer',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&:hover:not(:disabled)': { color: vars.color.foreground.primary, background: vars.color.background.surfaceRaised },
    '&[aria-pressed="true"]': { color: vars.color.foreground.link },
    '&:focus-visible': insetFocusRing,
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});
