/**
 * Breakpoints in px (min-width). Media queries cannot read custom properties, so these are plain
 * values shared by sprinkles and component styles.
 */
export const breakpoints = { mobile: 0, tablet: 640, desktop: 1024, wide: 1280 } as const;

export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  /** On paper: dark ink on white, without the page's chrome. */
  print: 'print',
} as const;
