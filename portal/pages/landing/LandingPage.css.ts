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
