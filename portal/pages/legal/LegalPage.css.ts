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

export const main = style({
  flex: '1 0 auto',
  paddingBlock: vars.space.xlarge,
});

export const article = style({
  display: 'grid',
  gap: vars.space.large,
  maxWidth: vars.layout.readingWidth,
});
