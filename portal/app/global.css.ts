import { globalStyle } from '@vanilla-extract/css';

// Headings and sections receive focus from code (after navigation, after a section scroll) so
// screen readers and the next Tab start there; they are not controls, so no focus ring is drawn.
globalStyle('h1[tabindex="-1"]:focus, section[tabindex="-1"]:focus, [id][tabindex="-1"]:focus:not(:focus-visible)', {
  outline: 'none',
});
