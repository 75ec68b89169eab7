import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

// The same look as TextField's message, so every field of a form says "wrong" the same way.
export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  margin: 0,
  color: vars.color.foreground.danger,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.snug,
  overflowWrap: 'break-word',
});

export const icon = style({
  flexShrink: 0,
  width: '1rem',
  height: '1rem',
  marginBlockStart: '1px',
});
