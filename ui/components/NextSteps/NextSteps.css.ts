import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const markerSize = createVar();

export const root = style({
  vars: { [markerSize]: vars.space.large },
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const item = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: `${markerSize} minmax(0, 1fr)`,
  columnGap: vars.space.standard,
  paddingBlockEnd: vars.space.medium,
  selectors: {
    '&:last-child': { paddingBlockEnd: 0 },
    // The rail joining one marker to the next.
    '&:not(:last-child)::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: `calc(${markerSize} / 2 - 1px)`,
      insetBlockStart: `calc(${markerSize} + ${vars.space.xxsmall})`,
      insetBlockEnd: vars.space.xxsmall,
      width: vars.border.width.thick,
      borderRadius: vars.radius.full,
      background: vars.color.border.subtle,
    },
  },
});

// A finished step's rail takes the success colour so progress reads at a glance.
export const itemDone = style({
  selectors: { '&:not(:last-child)::before': { background: vars.color.border.success } },
});

export const marker = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: markerSize,
  height: markerSize,
  borderRadius: vars.radius.full,
});

export const markerState = styleVariants({
  done: { background: vars.color.background.successSoft, color: vars.color.foreground.success },
  current: {
    background: vars.color.background.infoSoft,
    color: vars.color.foreground.info,
    boxShadow: `0 0 0 ${vars.border.width.thick} ${vars.color.border.info}`,
  },
  upcoming: { background: vars.color.background.surfaceSunken, color: vars.color.foreground.muted },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
  // Centres a one-line title on the marker.
  paddingBlockStart: `calc((${markerSize} - ${vars.font.size.standard} * ${vars.font.lineHeight.snug}) / 2)`,
});

export const title = style({
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.snug,
  overflowWrap: 'break-word',
  hyphens: 'auto',
});

export const titleState = styleVariants({
  done: { color: vars.color.foreground.primary, fontWeight: vars.font.weight.medium },
  current: { color: vars.color.foreground.primary, fontWeight: vars.font.weight.bold },
  upcoming: { color: vars.color.foreground.muted, fontWeight: vars.font.weight.medium },
});

export const description = style({
  overflowWrap: 'break-word',
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.standard,
});
