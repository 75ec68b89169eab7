import { style } from '@vanilla-extract/css';

// The fieldset only groups the controls for `disabled`: no border, no padding, and no
// `min-inline-size: min-content`, which would let a long field push the page sideways at 320 px.
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});
