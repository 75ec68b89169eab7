import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme';

export const zone = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.standard,
  border: `${vars.border.width.thick} dashed ${vars.color.border.field}`,
  background: vars.color.background.surfaceSunken,
  textAlign: 'center',
});

export const zoneActive = style({
  borderColor: vars.color.border.focus,
  background: vars.color.background.accentSoft,
});

/** The native input stays in the page for keyboards and screen readers, drawn as the button beside it. */
export const input = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

export const pickButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: 44,
  padding: `${vars.space.xsmall} ${vars.space.standard}`,
  borderRadius: vars.radius.standard,
  border: `${vars.border.width.standard} solid ${vars.color.border.field}`,
  background: vars.color.background.surface,
  color: vars.color.foreground.primary,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    [`${input}:focus-visible + &`]: {
      outline: `3px solid ${vars.color.border.focus}`,
      outlineOffset: 2,
    },
    '&:hover': { borderColor: vars.color.foreground.primary },
  },
});

export const progress = style({
  width: '100%',
  height: 8,
  appearance: 'none',
  border: 'none',
  borderRadius: vars.radius.full,
  overflow: 'hidden',
  background: vars.color.background.surfaceSunken,
  color: vars.color.background.accent,
  selectors: {
    '&::-webkit-progress-bar': { background: vars.color.background.surfaceSunken },
    '&::-webkit-progress-value': { background: vars.color.background.accent, borderRadius: vars.radius.full },
    '&::-moz-progress-bar': { background: vars.color.background.accent, borderRadius: vars.radius.full },
  },
});

export const fileName = style({ overflowWrap: 'anywhere' });
