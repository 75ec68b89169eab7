import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const shimmer = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.55 }, '100%': { opacity: 1 } });

export const root = style({
  position: 'relative',
  width: '100%',
  overflow: 'hidden',
  borderWidth: vars.border.width.standard,
  borderStyle: 'solid',
  borderColor: vars.color.border.subtle,
  borderRadius: vars.radius.large,
  background: vars.color.background.surface,
  boxShadow: vars.shadow.standard,
});

// Holds the space while the address is not final: the frame's outline, without its shadow.
export const pending = style({
  display: 'flex',
  alignItems: 'flex-start',
  padding: vars.space.medium,
  borderWidth: vars.border.width.standard,
  borderStyle: 'solid',
  borderColor: vars.color.border.subtle,
  borderRadius: vars.radius.large,
  background: vars.color.background.surface,
});

export const frame = style({
  display: 'block',
  width: '100%',
  border: 0,
  transitionProperty: 'opacity',
  transitionDuration: vars.motion.duration.standard,
  transitionTimingFunction: vars.motion.easing.standard,
});

// Until the embedded page has loaded, its blank (often white) canvas stays hidden behind the skeleton.
export const frameLoading = style({ opacity: 0 });

export const loading = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInline: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  padding: vars.space.medium,
  maxHeight: '100%',
  overflow: 'hidden',
});

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
});

export const spinner = style({ color: vars.color.foreground.link, display: 'flex' });

// Grey bars in the shape of a form: where the labels and fields will appear.
export const skeleton = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  animation: `${shimmer} 1.6s ease-in-out infinite`,
});

export const skeletonField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

const bar = style({
  display: 'block',
  borderRadius: vars.radius.small,
  // The divider colour reads as a quiet grey placeholder on the surface of both themes.
  background: vars.color.border.subtle,
});

export const skeletonLabel = style([bar, { width: '30%', height: '0.75rem' }]);
export const skeletonLabelShort = style([bar, { width: '20%', height: '0.75rem' }]);
export const skeletonInput = style([
  bar,
  {
    height: '2.75rem',
    borderRadius: vars.radius.standard,
    background: vars.color.background.surfaceSunken,
    border: `${vars.border.width.standard} solid ${vars.color.border.subtle}`,
  },
]);
