import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background.body,
});

export const main = style({
  flex: '1 0 auto',
  paddingBlock: vars.space.large,
  outline: 'none',
});

export const column = style({
  display: 'grid',
  gap: vars.space.large,
  maxWidth: vars.layout.readingWidth,
});
