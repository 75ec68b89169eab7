import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme';

export const page = style({
  minHeight: '100vh',
  background: vars.color.background.body,
});

// The header is fixed over the page: the hero starts below it.
export const main = style({
  display: 'block',
  outline: 'none',
  paddingBlockStart: vars.layout.headerHeight,
});

// The confirmation after an account deletion, above the hero.
export const notice = style({
  maxWidth: vars.layout.contentWidth,
  marginInline: 'auto',
  paddingInline: vars.space.gutter,
  paddingBlockStart: vars.space.medium,
});

export const noticeText = style({
  margin: 0,
  padding: `${vars.space.small} ${vars.space.standard}`,
  borderInlineStart: `4px solid ${vars.color.border.success}`,
  borderRadius: vars.radius.standard,
  background: vars.color.background.successSoft,
  color: vars.color.foreground.primary,
  fontSize: vars.font.size.standard,
  fontWeight: vars.font.weight.medium,
});

export const pricing = style({
  maxWidth: '60rem',
  marginInline: 'auto',
  width: '100%',
});

export const faq = style({
  maxWidth: vars.layout.readingWidth,
  width: '100%',
});

export const closingAction = style({
  display: 'flex',
  justifyContent: 'center',
});
