import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

// Size of the number disc; the connector between steps is positioned from it.
const disc = createVar();

export const root = style({
  vars: { [disc]: vars.space.xlarge },
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  rowGap: vars.space.large,
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'none',
      gridAutoFlow: 'column',
      gridAutoColumns: 'minmax(0, 1fr)',
      columnGap: vars.space.medium,
    },
  },
});

export const item = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: `${disc} minmax(0, 1fr)`,
  columnGap: vars.space.standard,
  alignItems: 'start',
  // Steps in one row stretch to the tallest; keep each step's own rows packed at the top.
  alignContent: 'start',
  selectors: {
    // The connector: a vertical rule from this disc down to the next one on narrow screens.
    // The last step has none.
    '&:not(:last-child)::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: `calc(${disc} / 2 - 1px)`,
      insetBlockStart: `calc(${disc} + ${vars.space.xsmall})`,
      insetBlockEnd: `calc(-1 * ${vars.space.large} + ${vars.space.xsmall})`,
      width: vars.border.width.thick,
      borderRadius: vars.radius.full,
      background: vars.color.border.subtle,
    },
  },
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      rowGap: vars.space.medium,
      selectors: {
        // On desktop the connector runs across, from this disc to the next step's disc.
        '&:not(:last-child)::before': {
          insetBlockStart: `calc(${disc} / 2 - 1px)`,
          insetBlockEnd: 'auto',
          insetInlineStart: `calc(${disc} + ${vars.space.small})`,
          insetInlineEnd: `calc(-1 * ${vars.space.medium} + ${vars.space.small})`,
          width: 'auto',
          height: vars.border.width.thick,
        },
      },
    },
  },
});

export const number = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: disc,
  height: disc,
  borderRadius: vars.radius.full,
  background: vars.color.background.accentSoft,
  color: vars.color.foreground.link,
  boxShadow: `inset 0 0 0 ${vars.border.width.standard} ${vars.color.border.info}`,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 1,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
  paddingBlockStart: vars.space.small,
  '@media': { [media.desktop]: { paddingBlockStart: 0, paddingInlineEnd: vars.space.xsmall } },
});

export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.foreground.primary,
  overflowWrap: 'break-word',
  hyphens: 'auto',
});

export const description = style({
  overflowWrap: 'break-word',
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
});
