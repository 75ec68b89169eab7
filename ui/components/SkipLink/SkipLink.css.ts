import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../private/focusRing';

export const root = style({
  position: 'fixed',
  insetBlockStart: vars.space.small,
  insetInlineStart: vars.space.small,
  zIndex: vars.zIndex.modal,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.standard,
  background: vars.color.background.accent,
  color: vars.color.foreground.onAccent,
  boxShadow: vars.shadow.large,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.standard,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: {
    // Clipped rather than moved off-screen: it stays in the reading order and needs no animation.
    '&:not(:focus)': {
      width: '1px',
      height: '1px',
      padding: 0,
      margin: '-1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
      boxShadow: 'none',
    },
    '&:focus-visible': focusRing,
  },
});
