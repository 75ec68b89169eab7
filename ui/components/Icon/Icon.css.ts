import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: 'middle',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.75,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

// Arrows and chevrons follow the reading direction. `:dir()` reads the inherited direction, so an
// icon inside a `dir="ltr"` island of a right-to-left page stays unmirrored.
export const directional = style({
  selectors: { '&:dir(rtl)': { transform: 'scaleX(-1)' } },
});

export const size = styleVariants({
  small: { width: '1rem', height: '1rem' },
  standard: { width: '1.25rem', height: '1.25rem' },
  large: { width: '1.5rem', height: '1.5rem' },
  xlarge: { width: '2rem', height: '2rem' },
});

export const tone = styleVariants({
  inherit: {},
  primary: { color: vars.color.foreground.primary },
  muted: { color: vars.color.foreground.muted },
  link: { color: vars.color.foreground.link },
  info: { color: vars.color.foreground.info },
  success: { color: vars.color.foreground.success },
  warning: { color: vars.color.foreground.warning },
  danger: { color: vars.color.foreground.danger },
});

// A tinted square behind the icon, as the visual anchor of a card.
export const tile = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  alignSelf: 'flex-start',
  justifySelf: 'start',
  width: vars.space.xlarge,
  height: vars.space.xlarge,
  borderRadius: vars.radius.standard,
  background: vars.color.background.accentSoft,
  color: vars.color.foreground.link,
});
