import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  margin: 0,
  maxWidth: vars.layout.readingWidth,
  paddingBlock: vars.space.small,
  paddingInlineStart: vars.space.standard,
  paddingInlineEnd: vars.space.small,
  // A thick bar at the start sets the text apart by shape; the field border colour keeps it at 3:1.
  borderInlineStartWidth: '5px',
  borderInlineStartStyle: 'solid',
  borderInlineStartColor: vars.color.border.field,
  color: vars.color.foreground.primary,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
  overflowWrap: 'break-word',
});
