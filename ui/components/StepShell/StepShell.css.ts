import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { breakpoints, media } from '../../theme/breakpoints';

// Phones only: the complement of `media.desktop`, where labels give way to markers.
const belowDesktop = `screen and (max-width: ${breakpoints.desktop - 0.02}px)`;

const markerSize = createVar();

export const root = style({
  display: 'block',
  outline: 'none',
});

export const container = style({
  display: 'grid',
  gap: vars.space.large,
  maxWidth: vars.layout.contentWidth,
  marginInline: 'auto',
  paddingInline: vars.space.gutter,
  paddingBlock: vars.space.large,
  '@media': { [media.tablet]: { paddingBlock: vars.space.xlarge } },
});

export const progress = style({
  display: 'grid',
  gap: vars.space.standard,
  padding: vars.space.standard,
  background: vars.color.background.surface,
  border: `${vars.border.width.standard} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.small,
  '@media': {
    [media.desktop]: { paddingBlock: vars.space.medium, paddingInline: vars.space.large },
    // The progress is for the screen; the printed page is the step's own content.
    [media.print]: { display: 'none' },
  },
});

// The short summary above the markers. Wide screens show every label instead. The step's name
// goes under the count, not beside it: beside it, it would move whenever the count's width
// changes, as when the web font replaces its stand-in (whose digits and spaces cannot all match).
export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  rowGap: vars.space.xxsmall,
  '@media': { [media.desktop]: { display: 'none' } },
});

export const summaryCount = style({
  color: vars.color.foreground.link,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.bold,
  letterSpacing: vars.font.letterSpacing.wide,
  textTransform: 'uppercase',
});

export const summaryLabel = style({
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
});

export const list = style({
  vars: { [markerSize]: '1.75rem' },
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(0, 1fr)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.desktop]: { vars: { [markerSize]: '2.5rem' } } },
});

export const item = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xsmall,
  paddingInline: vars.space.xxsmall,
  textAlign: 'center',
  // The line joining this marker to the previous one. Logical insets keep it right in RTL.
  selectors: {
    '&:not(:first-child)::before': {
      content: '""',
      position: 'absolute',
      insetBlockStart: `calc(${markerSize} / 2 - 1px)`,
      insetInlineStart: `calc(-50% + ${markerSize} / 2 + 4px)`,
      insetInlineEnd: `calc(50% + ${markerSize} / 2 + 4px)`,
      height: '2px',
      borderRadius: vars.radius.full,
      background: vars.color.border.subtle,
    },
  },
});

export const itemStatus = styleVariants({
  complete: {
    selectors: { '&:not(:first-child)::before': { background: vars.color.background.accent } },
  },
  current: {
    selectors: { '&:not(:first-child)::before': { background: vars.color.background.accent } },
  },
  upcoming: {},
});

const markerBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: markerSize,
  height: markerSize,
  borderRadius: vars.radius.full,
  borderStyle: 'solid',
  borderWidth: vars.border.width.thick,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
});

export const marker = styleVariants({
  complete: [
    markerBase,
    {
      background: vars.color.background.accent,
      borderColor: vars.color.background.accent,
      color: vars.color.foreground.onAccent,
    },
  ],
  current: [
    markerBase,
    {
      background: vars.color.background.surface,
      borderColor: vars.color.background.accent,
      color: vars.color.foreground.link,
      boxShadow: `0 0 0 4px ${vars.color.background.accentSoft}`,
    },
  ],
  upcoming: [
    markerBase,
    {
      background: vars.color.background.surfaceSunken,
      borderColor: vars.color.border.field,
      color: vars.color.foreground.muted,
    },
  ],
});

const labelBase = style({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.snug,
  overflowWrap: 'anywhere',
  hyphens: 'auto',
  // Below the desktop breakpoint the label stays for screen readers only; the summary shows it.
  '@media': {
    [belowDesktop]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

export const label = styleVariants({
  complete: [labelBase, { color: vars.color.foreground.primary, fontWeight: vars.font.weight.medium }],
  current: [labelBase, { color: vars.color.foreground.primary, fontWeight: vars.font.weight.bold }],
  upcoming: [labelBase, { color: vars.color.foreground.muted, fontWeight: vars.font.weight.medium }],
});

export const header = style({
  display: 'grid',
  gap: vars.space.small,
});

export const body = style({
  display: 'grid',
  gap: vars.space.large,
  minWidth: 0,
});
