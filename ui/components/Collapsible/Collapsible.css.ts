import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../private/focusRing';

const open = keyframes({
  from: { height: 0, opacity: 0 },
  to: { height: 'var(--radix-collapsible-content-height)', opacity: 1 },
});
const close = keyframes({
  from: { height: 'var(--radix-collapsible-content-height)', opacity: 1 },
  to: { height: 0, opacity: 0 },
});

export const root = style({
  display: 'block',
});

export const trigger = style({
  display: 'inline-flex',
  // A long label wraps; the chevron stays beside its first line.
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  minHeight: '2.75rem',
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.xsmall,
  marginInlineStart: `calc(-1 * ${vars.space.xsmall})`,
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.foreground.link,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.standard,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  textAlign: 'start',
  textDecoration: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.25em',
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const chevron = style({
  display: 'flex',
  flexShrink: 0,
  // Centres the 20 px icon on the first line of text (line height 1.3 × 1 rem ≈ 21 px).
  marginBlockStart: '0.03rem',
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.standard,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' },
  },
});

export const content = style({
  overflow: 'hidden',
  selectors: {
    '&[data-state="open"]': {
      animation: `${open} ${vars.motion.duration.standard} ${vars.motion.easing.standard}`,
    },
    '&[data-state="closed"]': {
      animation: `${close} ${vars.motion.duration.standard} ${vars.motion.easing.standard}`,
    },
  },
});

// A bar on the start edge ties the revealed text to its trigger (as GOV.UK's details does).
// Padding lives on this inner box: on the animated element it would show while the height is 0.
export const contentInner = style({
  marginBlockStart: vars.space.xsmall,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.standard,
  borderInlineStart: `4px solid ${vars.color.border.subtle}`,
  color: vars.color.foreground.primary,
  lineHeight: vars.font.lineHeight.relaxed,
});
