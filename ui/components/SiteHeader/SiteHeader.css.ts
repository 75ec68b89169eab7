import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';
import { focusRing } from '../../private/focusRing';

export const root = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  zIndex: vars.zIndex.header,
  // Chrome, not content: left off the printed page.
  '@media': { [media.print]: { display: 'none' } },
});

// The header's background sits on its own layer so that its opacity can fade with the scroll
// position without fading the text and controls above it.
export const surface = style({
  position: 'absolute',
  inset: 0,
  background: 'transparent',
  borderBlockEnd: `${vars.border.width.standard} solid transparent`,
  transitionProperty: 'background-color, border-color, box-shadow, backdrop-filter',
  transitionDuration: vars.motion.duration.slow,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    [`${root}[data-scrolled] &`]: {
      background: vars.color.background.headerScrolled,
      borderBlockEndColor: vars.color.border.subtle,
      boxShadow: vars.shadow.standard,
      backdropFilter: 'blur(14px) saturate(1.4)',
      WebkitBackdropFilter: 'blur(14px) saturate(1.4)',
    },
  },
});

// Positioned so it paints above the absolutely positioned surface that precedes it.
export const bar = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  maxWidth: vars.layout.contentWidth,
  minHeight: vars.layout.headerHeight,
  marginInline: 'auto',
  paddingInline: vars.space.gutter,
  '@media': { [media.desktop]: { gap: vars.space.medium } },
});

export const logo = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  minWidth: 0,
});

export const nav = style({
  display: 'none',
  flex: '1 1 auto',
  minWidth: 0,
  justifyContent: 'center',
  '@media': { [media.tablet]: { display: 'flex' } },
});

export const navList = style({
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.desktop]: { gap: vars.space.xsmall } },
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.standard,
  color: vars.color.foreground.primary,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'center',
  textDecoration: 'none',
  // Long labels (German) wrap onto a second line rather than pushing the controls off the bar.
  textWrap: 'balance',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&:hover': { background: vars.color.background.surfaceRaised },
    '&:focus-visible': focusRing,
  },
  '@media': {
    [media.desktop]: { paddingInline: vars.space.small, fontSize: vars.font.size.standard },
  },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  gap: vars.space.xsmall,
  marginInlineStart: 'auto',
  '@media': { [media.tablet]: { marginInlineStart: 0 } },
});

export const barAction = style({
  display: 'none',
  '@media': { [media.tablet]: { display: 'flex' } },
});

const iconButton = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2.75rem',
  height: '2.75rem',
  padding: 0,
  border: `${vars.border.width.standard} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.foreground.primary,
  cursor: 'pointer',
} as const;

export const menuButton = style({
  ...iconButton,
  selectors: {
    '&:hover, &[aria-expanded="true"]': { background: vars.color.background.surfaceRaised },
    '&:focus-visible': focusRing,
  },
  '@media': { [media.tablet]: { display: 'none' } },
});

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.background.overlay,
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': { [media.tablet]: { display: 'none' } },
});

// A sheet along the inline end, leaving a strip of the page visible to click away.
export const panel = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineEnd: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  width: `min(calc(100% - 3rem), 22rem)`,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  background: vars.color.background.surface,
  color: vars.color.foreground.primary,
  borderInlineStart: `${vars.border.width.standard} solid ${vars.color.border.subtle}`,
  boxShadow: vars.shadow.large,
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': { [media.tablet]: { display: 'none' } },
});

export const panelTop = style({
  display: 'flex',
  justifyContent: 'flex-end',
  minHeight: `calc(${vars.layout.headerHeight} - ${vars.space.small})`,
  alignItems: 'center',
});

export const closeButton = style({
  ...iconButton,
  selectors: {
    '&:hover': { background: vars.color.background.surfaceRaised },
    '&:focus-visible': focusRing,
  },
});

export const panelList = style({
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const panelLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '3.25rem',
  paddingInline: vars.space.small,
  borderRadius: vars.radius.standard,
  color: vars.color.foreground.primary,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.background.surfaceRaised },
    '&:focus-visible': focusRing,
  },
});

export const panelItem = style({
  borderBlockEnd: `${vars.border.width.standard} solid ${vars.color.border.subtle}`,
  paddingBlock: vars.space.xxsmall,
});

export const panelAction = style({
  display: 'grid',
  paddingBlockStart: vars.space.xsmall,
});
