import { style } from '@vanilla-extract/css';

// The region is on the page before anything is announced in it, so screen readers already watch
// it. While empty it is taken out of the flow: a stack or grid around it adds no gap for it.
export const root = style({
  selectors: { '&:empty': { position: 'absolute' } },
});
