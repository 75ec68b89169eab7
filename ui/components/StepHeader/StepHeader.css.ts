import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { breakpoints, media } from '../../theme/breakpoints';
import { focusRing } from '../../private/focusRing';

// Phones only: the complement of `media.tablet`.
const belowTablet = `screen and (max-width: ${breakpoints.tablet - 0.02}px)`;

export const root = style({
  background: vars.color.background.surface,
  borderBlockEnd: `${vars.border.width.standard} solid ${vars.color.border.subtle}`,
  boxShadow: vars.shadow.small,
  // Chrome, not content: left off the printed page.
  '@media': { [media.print]: { display: 'none' } },
});

// Two rows on phones (brand and account; step and controls), one row from the tablet breakpoint.
// On phones the account spans into the middle column and the step label spans out of it, so the
// logo and the controls keep their natural widths and only the name and the label give way.
export const bar = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gridTemplateAreas: '"logo account account" "step step controls"',
  alignItems: 'center',
  columnGap: vars.space.xsmall,
  rowGap: vars.space.xsmall,
  maxWidth: vars.layout.contentWidth,
  marginInline: 'auto',
  paddingInline: vars.space.gutter,
  paddingBlock: vars.space.xsmall,
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: 'auto minmax(0, 1fr) auto auto',
      gridTemplateAreas: '"logo step controls account"',
      columnGap: vars.space.medium,
      minHeight: vars.layout.headerHeight,
    },
  },
});

export const logo = style({
  gridArea: 'logo',
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
});

export const step = style({
  gridArea: 'step',
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
  '@media': {
    [media.tablet]: {
      paddingInlineStart: vars.space.medium,
      borderInlineStart: `${vars.border.width.standard} solid ${vars.color.border.subtle}`,
    },
  },
});

export const stepLabel = style({
  display: 'inline-block',
  maxWidth: '100%',
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  // Round on one line, a soft rectangle if a long label wraps.
  borderRadius: vars.radius.large,
  background: vars.color.background.accentSoft,
  color: vars.color.foreground.primary,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  letterSpacing: vars.font.letterSpacing.standard,
  overflowWrap: 'anywhere',
});

export const controls = style({
  gridArea: 'controls',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xsmall,
});

export const account = style({
  gridArea: 'account',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xsmall,
  minWidth: 0,
  '@media': {
    [media.tablet]: {
      gap: vars.space.small,
      paddingInlineStart: vars.space.medium,
      borderInlineStart: `${vars.border.width.standard} solid ${vars.color.border.subtle}`,
    },
  },
});

export const user = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
});

// The name as a link to the account page: a 44 px target, underlined on hover.
export const userLink = style({
  minHeight: '2.75rem',
  paddingInline: vars.space.xxsmall,
  borderRadius: vars.radius.small,
  color: vars.color.foreground.primary,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.foreground.link, textDecoration: 'underline', textUnderlineOffset: '0.2em' },
    '&:focus-visible': focusRing,
  },
});

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.full,
  background: vars.color.background.accentSoft,
  color: vars.color.foreground.link,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
  // No name, no initial.
  selectors: { '&:empty': { display: 'none' } },
  // Phones keep the name and the logout button; the decorative initial makes room for them.
  '@media': { [belowTablet]: { display: 'none' } },
});

export const userName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  maxWidth: '7rem',
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  '@media': { [media.desktop]: { maxWidth: '14rem' } },
});

export const logout = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  flexShrink: 0,
  minHeight: '2.75rem',
  minWidth: '2.75rem',
  paddingInline: vars.space.small,
  border: `${vars.border.width.standard} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.foreground.primary,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.background.surfaceRaised, borderColor: vars.color.border.field },
    '&:focus-visible': focusRing,
  },
  '@media': { [belowTablet]: { paddingInline: 0 } },
});

// The arrow points out of the page, so it mirrors in right-to-left layouts.
// The icon mirrors itself in right-to-left text (Icon's directional icons).
export const logoutIcon = style({
  display: 'flex',
  flexShrink: 0,
});

// Phones show the icon alone; the text stays in the accessible name.
export const logoutText = style({
  '@media': {
    [belowTablet]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});
