import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  width: '100%',
  minWidth: 0,
});

export const control = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

// Room at the inline end for the chevron drawn over the native arrow's place.
export const select = style({
  paddingInlineEnd: `calc(${vars.space.standard} * 2 + 1.25rem)`,
  cursor: 'pointer',
  textOverflow: 'ellipsis',
  selectors: {
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.standard,
  display: 'flex',
  color: vars.color.foreground.muted,
  pointerEvents: 'none',
});
