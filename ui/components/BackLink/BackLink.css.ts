import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../private/focusRing';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  alignSelf: 'flex-start',
  // A 44 px tall target without pushing the page content down more than the text needs.
  minHeight: '2.75rem',
  paddingInlineEnd: vars.space.xxsmall,
  color: vars.color.foreground.primary,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.snug,
  textDecoration: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.small,
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': focusRing,
  },
  // Chrome, not content: left off the printed page.
  '@media': { [media.print]: { display: 'none' } },
});
