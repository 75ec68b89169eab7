import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

// The same bar as an invalid Fieldset: the error is marked by shape, not only by colour.
export const invalid = style({
  paddingInlineStart: vars.space.standard,
  borderInlineStartWidth: '5px',
  borderInlineStartStyle: 'solid',
  borderInlineStartColor: vars.color.foreground.danger,
});
