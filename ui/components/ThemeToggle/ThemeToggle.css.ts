import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../private/focusRing';

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2.75rem',
  height: '2.75rem',
  padding: 0,
  border: `${vars.border.width.standard} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.foreground.primary,
  cursor: 'pointer',
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&:hover': {
      background: vars.color.background.surfaceRaised,
      borderColor: vars.color.border.field,
    },
    '&:focus-visible': focusRing,
  },
});
