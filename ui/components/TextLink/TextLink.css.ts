import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../private/focusRing';

export const root = style({
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

export const muted = style({ color: vars.color.foreground.muted });

// A link that must stay on one line, such as a phone number.
export const nowrap = style({ whiteSpace: 'nowrap' });

// The icon sits on the text's line, before it in the reading direction.
export const icon = style({
  display: 'inline-flex',
  verticalAlign: 'middle',
  marginInlineEnd: vars.space.xxsmall,
});
