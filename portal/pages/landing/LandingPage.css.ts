import { globalStyle, style } from '@vanilla-extract/css';
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

// On the prerendered page, the sections below the hero are left unrendered while they are off
// screen, so the first paint lays out the hero alone (the whole page's layout and styles took
// most of that paint on a slow phone); each is rendered as it nears the viewport. Off screen they
// take an estimated height, so a jump to a section lays the page out in full first:
// public/theme-init.js marks <html> `data-laid-out` when the page opens at a section,
// portal/app/navigation.ts before it scrolls to one.
globalStyle(`html[data-prerendered]:not([data-laid-out]) ${main} > section`, {
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 50rem',
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
