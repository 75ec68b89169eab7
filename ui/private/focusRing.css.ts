import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** A visible keyboard focus ring that never shows for mouse clicks. */
export const focusRing = style({
  selectors: {
    '&:focus-visible': {
      outline: `3px solid ${vars.color.border.focus}`,
      outlineOffset: '2px',
    },
  },
});
