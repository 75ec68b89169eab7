import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const label = style({
  color: vars.color.foreground.primary,
  fontSize: vars.font.size.standard,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  overflowWrap: 'break-word',
});

export const hint = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.standard,
  overflowWrap: 'break-word',
});

// The drop zone: a dashed outline (3:1) that turns solid and tinted while a file is dragged over it.
export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderWidth: vars.border.width.thick,
  borderStyle: 'dashed',
  borderColor: vars.color.border.field,
  borderRadius: vars.radius.standard,
  background: vars.color.background.surface,
  color: vars.color.foreground.muted,
  textAlign: 'center',
  transitionProperty: 'border-color, background-color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  '@media': {
    [media.tablet]: { flexDirection: 'row', justifyContent: 'center', textAlign: 'start' },
    [media.reducedMotion]: { transition: 'none' },
  },
  selectors: {
    '&[data-dragging]': {
      borderStyle: 'solid',
      borderColor: vars.color.background.accent,
      background: vars.color.background.accentSoft,
      color: vars.color.foreground.primary,
    },
    '&[data-invalid]': { borderColor: vars.color.foreground.danger },
  },
});

export const dropText = style({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.standard,
  overflowWrap: 'break-word',
});

export const files = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  marginBlockStart: vars.space.xxsmall,
  padding: 0,
  listStyle: 'none',
});

export const file = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.small,
  rowGap: vars.space.xsmall,
  padding: vars.space.small,
  borderWidth: vars.border.width.standard,
  borderStyle: 'solid',
  borderColor: vars.color.border.subtle,
  borderRadius: vars.radius.standard,
  background: vars.color.background.surface,
  selectors: {
    '&[data-status="failed"]': {
      borderColor: vars.color.foreground.danger,
      borderInlineStartWidth: '5px',
    },
  },
});

export const fileIcon = style({
  display: 'flex',
  paddingBlockStart: '2px',
  color: vars.color.foreground.muted,
});

export const fileBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const fileHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
});

export const fileName = style({
  minWidth: 0,
  color: vars.color.foreground.primary,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const fileSize = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.small,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

/** Words about the file (the kind it was filed as): they wrap on a narrow screen, unlike the size. */
export const fileDetail = style({
  minWidth: 0,
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.small,
  overflowWrap: 'anywhere',
});

export const fileStatus = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.snug,
});

export const statusDone = style({ color: vars.color.foreground.success });

export const fileActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
});

export const hiddenInput = style({ display: 'none' });
