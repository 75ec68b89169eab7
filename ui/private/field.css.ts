import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from './focusRing';

// The look of a field's parts, shared by the single-value fields (TextField, DateInput, Select) so
// every field of a form has the same label, border, focus ring and error state.

export const label = style({
  alignSelf: 'flex-start',
  color: vars.color.foreground.primary,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  overflowWrap: 'break-word',
});

export const requiredMarker = style({
  color: vars.color.foreground.danger,
  fontWeight: vars.font.weight.bold,
});

export const hint = style({
  marginBlockStart: `calc(-1 * ${vars.space.xxsmall})`,
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.standard,
  overflowWrap: 'break-word',
});

export const input = style({
  width: '100%',
  minWidth: 0,
  minHeight: '3rem',
  margin: 0,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.standard,
  borderWidth: vars.border.width.standard,
  borderStyle: 'solid',
  borderColor: vars.color.border.field,
  borderRadius: vars.radius.standard,
  background: vars.color.background.surfaceSunken,
  color: vars.color.foreground.primary,
  fontFamily: vars.font.family.body,
  // 16px or more stops iOS Safari from zooming the page when the field gains focus.
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.snug,
  appearance: 'none',
  transitionProperty: 'border-color, box-shadow, background-color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.foreground.muted },
    '&:focus-visible': { ...focusRing, borderColor: vars.color.foreground.primary },
    // A second inset line thickens the border so an invalid field differs by shape, not only hue.
    // The danger text colour (not the softer danger border token) keeps the field outline at 3:1.
    '&[aria-invalid="true"]': {
      borderColor: vars.color.foreground.danger,
      boxShadow: `inset 0 0 0 1px ${vars.color.foreground.danger}`,
    },
    '&:disabled': {
      cursor: 'not-allowed',
      opacity: 0.6,
      background: vars.color.background.surface,
    },
  },
});
