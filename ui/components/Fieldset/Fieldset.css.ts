import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const group = style({ minWidth: 0 });

export const root = style({
  // Browsers give a fieldset `min-inline-size: min-content`, which lets a long option push the
  // page sideways on a 320 px phone.
  minInlineSize: 0,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

// The whole question is marked by shape as well as colour: a thick bar at its start edge
// (GOV.UK's error form group).
export const invalid = style({
  paddingInlineStart: vars.space.standard,
  borderInlineStartWidth: '5px',
  borderInlineStartStyle: 'solid',
  borderInlineStartColor: vars.color.foreground.danger,
});

export const legend = style({
  maxWidth: '100%',
  padding: 0,
  marginBlockEnd: vars.space.xsmall,
  color: vars.color.foreground.primary,
  fontFamily: vars.font.family.heading,
  whiteSpace: 'normal',
  overflowWrap: 'break-word',
});

export const legendSize = styleVariants({
  small: {
    fontSize: vars.font.size.standard,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.snug,
  },
  standard: {
    fontSize: vars.font.size.large,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.snug,
  },
  large: {
    fontSize: vars.font.size.xlarge,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.snug,
    letterSpacing: vars.font.letterSpacing.tight,
  },
  xlarge: {
    marginBlockEnd: vars.space.small,
    fontSize: vars.font.size.xxlarge,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    letterSpacing: vars.font.letterSpacing.tight,
  },
});

// The heading inside a legend takes the legend's look: the level is for the page outline only.
export const legendHeading = style({
  margin: 0,
  font: 'inherit',
  letterSpacing: 'inherit',
  textWrap: 'balance',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
});
