import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

// One look for every field's message, so every field of a form says "wrong" the same way.
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
  display: 'flex',
  flexShrink: 0,
  marginBlockStart: '1px',
});
