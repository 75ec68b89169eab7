import { vars } from '../theme/contract.css';

/**
 * The kit's one focus ring: a 3 px outline in the focus colour, 2 px off the element, so it shows
 * against the element and its surroundings in both themes (WCAG 2.4.7, 2.4.11). Every focusable
 * kit component uses it in its own rule, e.g.
 *
 *   selectors: { '&:focus-visible': focusRing }
 *   selectors: { '&:focus-visible': { ...focusRing, borderColor: vars.color.foreground.primary } }
 *
 * Plain style data (not a class), so it can sit in any selector of a `.css.ts` file.
 */
export const focusRing = {
  outline: `3px solid ${vars.color.border.focus}`,
  outlineOffset: '2px',
} as const;

/**
 * The same ring drawn on the element's edge, for a control inside another control's border (the
 * show/hide toggle inside a password field), where an offset ring would cross the field's border.
 */
export const insetFocusRing = { ...focusRing, outlineOffset: '0' } as const;
