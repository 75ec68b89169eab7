import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background.body,
});

export const header = style({
  background: vars.color.background.surface,
  borderBlockEnd: `${vars.border.width.standard} solid ${vars.color.border.subtle}`,
});

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
  maxWidth: vars.layout.contentWidth,
  marginInline: 'auto',
  paddingInline: vars.space.gutter,
  paddingBlock: vars.space.xsmall,
  minHeight: vars.layout.headerHeight,
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const main = style({
  flex: '1 0 auto',
  paddingBlock: vars.space.xlarge,
});

export const article = style({
  display: 'grid',
  gap: vars.space.large,
  maxWidth: vars.layout.readingWidth,
});

export const section = style({
  display: 'grid',
  gap: vars.space.small,
});

export const list = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
  paddingInlineStart: vars.space.medium,
  color: vars.color.foreground.primary,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.relaxed,
});

export const definitions = style({
  display: 'grid',
  gap: vars.space.standard,
  margin: 0,
});

export const term = style({
  fontSize: vars.font.size.standard,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.foreground.primary,
});

export const definition = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  margin: 0,
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.relaxed,
});

export const backIcon = style({
  display: 'inline-flex',
  verticalAlign: 'middle',
  marginInlineEnd: vars.space.xxsmall,
});

export const related = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
