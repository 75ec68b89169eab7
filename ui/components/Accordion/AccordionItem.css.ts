import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../private/focusRing';

// Radix measures the content and exposes its height, so the panel can animate to its real size.
const open = keyframes({
  from: { height: 0, opacity: 0 },
  to: { height: 'var(--radix-accordion-content-height)', opacity: 1 },
});
const close = keyframes({
  from: { height: 'var(--radix-accordion-content-height)', opacity: 1 },
  to: { height: 0, opacity: 0 },
});

export const item = style({
  background: vars.color.background.surface,
  border: `${vars.border.width.standard} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.large,
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.duration.standard,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&[data-state="open"]': {
      borderColor: vars.color.border.info,
      boxShadow: vars.shadow.standard,
    },
  },
});

export const header = style({
  margin: 0,
  fontSize: 'inherit',
  fontWeight: 'inherit',
});

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.standard,
  width: '100%',
  minHeight: '3.5rem',
  paddingBlock: vars.space.standard,
  paddingInline: vars.space.medium,
  border: 0,
  borderRadius: vars.radius.large,
  background: 'transparent',
  color: vars.color.foreground.primary,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  textAlign: 'start',
  cursor: 'pointer',
  transitionProperty: 'color, background-color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&:hover': { color: vars.color.foreground.link },
    '&:focus-visible': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const label = style({
  flex: '1 1 auto',
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const chevronBox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.full,
  background: vars.color.background.surfaceSunken,
  color: vars.color.foreground.muted,
  transitionProperty: 'transform, background-color, color',
  transitionDuration: vars.motion.duration.standard,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    [`${trigger}[data-state="open"] &`]: {
      transform: 'rotate(180deg)',
      background: vars.color.background.accentSoft,
      color: vars.color.foreground.link,
    },
  },
});

export const content = style({
  overflow: 'hidden',
  color: vars.color.foreground.muted,
  selectors: {
    '&[data-state="open"]': {
      animation: `${open} ${vars.motion.duration.standard} ${vars.motion.easing.standard}`,
    },
    '&[data-state="closed"]': {
      animation: `${close} ${vars.motion.duration.standard} ${vars.motion.easing.standard}`,
    },
  },
});

// Padding sits on an inner box: on the animated element it would show while the height is 0.
export const contentInner = style({
  paddingInline: vars.space.medium,
  paddingBlockEnd: vars.space.medium,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.relaxed,
  maxWidth: '68ch',
});
