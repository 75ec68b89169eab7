import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../private/focusRing';

export const root = style({
  margin: 0,
  minWidth: 0,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
});

// Phones: key, value and action stacked. From tablet up: three columns (GOV.UK summary list).
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  rowGap: vars.space.xxsmall,
  paddingBlock: vars.space.small,
  borderBlockEndWidth: vars.border.width.standard,
  borderBlockEndStyle: 'solid',
  borderBlockEndColor: vars.color.border.subtle,
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 4fr) minmax(0, 2fr)',
      columnGap: vars.space.medium,
    },
  },
});

// A list with no action in any row uses the space of the action column for the value.
export const rowWithoutActions = style({
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 6fr)' },
  },
});

export const key = style({
  margin: 0,
  color: vars.color.foreground.primary,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'break-word',
});

export const value = style({
  margin: 0,
  color: vars.color.foreground.primary,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
});

export const actions = style({
  margin: 0,
  '@media': { [media.tablet]: { textAlign: 'end' } },
});

export const action = style({
  color: vars.color.foreground.link,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.small,
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': focusRing,
  },
});
