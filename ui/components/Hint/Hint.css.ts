import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  margin: 0,
  maxWidth: vars.layout.readingWidth,
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.standard,
  overflowWrap: 'break-word',
});
