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

export const title = style({
  display: 'grid',
  gap: vars.space.small,
});

export const section = style({
  display: 'grid',
  gap: vars.space.standard,
});

export const form = style({
  display: 'grid',
  gap: vars.space.standard,
});

export const fieldset = style({
  display: 'grid',
  gap: vars.space.standard,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const list = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  margin: 0,
  paddingInlineStart: vars.space.medium,
  color: vars.color.foreground.primary,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
});

export const documents = style({
  display: 'grid',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const documentRow = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  justifyItems: 'start',
});

export const backIcon = style({
  display: 'inline-flex',
  verticalAlign: 'middle',
  marginInlineEnd: vars.space.xxsmall,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});
