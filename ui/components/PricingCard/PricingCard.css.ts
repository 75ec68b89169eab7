import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { breakpoints } from '../../theme/breakpoints';

// The card lays itself out by its own width (container query), so it works both full width on
// the landing page and in the narrower column of the payment step.
const wide = `(min-width: ${breakpoints.tablet}px)`;

export const root = style({
  containerType: 'inline-size',
  position: 'relative',
  borderRadius: vars.radius.large,
  background: vars.color.background.surfaceRaised,
  border: `${vars.border.width.standard} solid ${vars.color.border.subtle}`,
  boxShadow: vars.shadow.large,
  color: vars.color.foreground.primary,
  overflow: 'hidden',
});

export const highlighted = style({
  borderColor: vars.color.border.info,
  boxShadow: `0 0 0 ${vars.border.width.standard} ${vars.color.border.info}, ${vars.shadow.large}`,
});

// A thin accent bar along the top edge marks the recommended package.
export const accentBar = style({
  display: 'block',
  height: vars.space.xxsmall,
  background: `linear-gradient(90deg, ${vars.color.background.accent}, ${vars.color.border.info})`,
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  padding: vars.space.medium,
  '@container': {
    [wide]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      gap: vars.space.xlarge,
      padding: vars.space.xlarge,
    },
  },
});

export const summary = style({ display: 'flex', flexDirection: 'column', gap: vars.space.standard, minWidth: 0 });

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  gap: vars.space.xxsmall,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
  background: vars.color.background.accent,
  color: vars.color.foreground.onAccent,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.bold,
  letterSpacing: vars.font.letterSpacing.wide,
  textTransform: 'uppercase',
});

export const name = style({
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
  letterSpacing: vars.font.letterSpacing.tight,
  overflowWrap: 'break-word',
  hyphens: 'auto',
});

export const description = style({
  overflowWrap: 'break-word',
  color: vars.color.foreground.muted,
  lineHeight: vars.font.lineHeight.standard,
});

export const priceRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.xsmall,
  rowGap: vars.space.xxsmall,
  paddingBlock: vars.space.xsmall,
});

export const price = style({
  fontSize: vars.font.size.display,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: vars.font.letterSpacing.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const period = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.standard,
  fontWeight: vars.font.weight.medium,
});

export const action = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const footnotes = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const footnote = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.small,
});

export const features = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.standard,
  minWidth: 0,
  paddingBlockStart: vars.space.large,
  borderBlockStart: `${vars.border.width.standard} solid ${vars.color.border.subtle}`,
  '@container': {
    [wide]: {
      paddingBlockStart: 0,
      paddingInlineStart: vars.space.xlarge,
      borderBlockStart: 'none',
      borderInlineStart: `${vars.border.width.standard} solid ${vars.color.border.subtle}`,
    },
  },
});

export const featuresTitle = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: vars.font.letterSpacing.wide,
  textTransform: 'uppercase',
});
