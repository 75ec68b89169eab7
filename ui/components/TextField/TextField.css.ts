import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import * as fieldStyles from '../../private/field.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  width: '100%',
  minWidth: 0,
});

// Label, hint and the field's box are every single-value field's (private/field.css.ts).
export { label, requiredMarker, hint } from '../../private/field.css';

export const control = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

export const input = style([
  fieldStyles.input,
  {
    selectors: {
      '&::placeholder': { color: vars.color.foreground.muted, opacity: 1 },
      // Browser autofill paints its own pale background, which breaks the dark theme; an inset
      // shadow is the one thing that covers it.
      '&:-webkit-autofill': {
        WebkitTextFillColor: vars.color.foreground.primary,
        boxShadow: `inset 0 0 0 100px ${vars.color.background.accentSoft}`,
        caretColor: vars.color.foreground.primary,
      },
    },
  },
]);

// Leaves room for a control placed inside the field at the inline end.
export const inputWithTrailing = style({
  paddingInlineEnd: '3.25rem',
});

export const trailing = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineEnd: vars.space.xxsmall,
  display: 'flex',
  alignItems: 'center',
});
