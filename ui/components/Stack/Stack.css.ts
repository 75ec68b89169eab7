import { style } from '@vanilla-extract/css';

// Stacks may render lists; the list's own spacing would fight the gap.
export const root = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minWidth: 0,
});
