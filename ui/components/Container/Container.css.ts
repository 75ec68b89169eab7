import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  boxSizing: 'border-box',
  width: '100%',
  marginInline: 'auto',
  paddingInline: vars.space.gutter,
});

// The max width counts the gutters too, so the content column itself is exactly the token wide.
export const width = styleVariants({
  standard: { maxWidth: `calc(${vars.layout.contentWidth} + 2 * ${vars.space.gutter})` },
  narrow: { maxWidth: `calc(${vars.layout.narrowWidth} + 2 * ${vars.space.gutter})` },
});
