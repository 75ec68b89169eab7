import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background.body,
});

export const title = style({
  display: 'grid',
  gap: vars.space.small,
  maxWidth: vars.layout.readingWidth,
});
