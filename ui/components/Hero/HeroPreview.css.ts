import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const root = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.standard,
  maxWidth: vars.layout.narrowWidth,
  marginInline: 'auto',
  '@media': { [media.desktop]: { maxWidth: 'none', marginInline: 0 } },
  selectors: {
    // A soft accent glow behind the stack gives it depth without an image.
    '&::before': {
      content: '""',
      position: 'absolute',
      inset: `calc(-1 * ${vars.space.large})`,
      zIndex: -1,
      borderRadius: vars.radius.full,
      background: `radial-gradient(closest-side, ${vars.color.background.accentSoft}, transparent)`,
      pointerEvents: 'none',
    },
  },
});

export const card = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.medium,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  border: `${vars.border.width.standard} solid ${vars.color.border.info}`,
  background: `linear-gradient(135deg, ${vars.color.background.accentSoft} 0%, ${vars.color.background.surfaceRaised} 65%)`,
  boxShadow: vars.shadow.large,
  '@media': { [media.tablet]: { padding: vars.space.large } },
});

export const cardTop = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const cardBrand = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space.xlarge,
  height: vars.space.xlarge,
  borderRadius: vars.radius.standard,
  background: vars.color.background.accent,
  color: vars.color.foreground.onAccent,
});

export const chip = style({
  width: vars.space.xlarge,
  height: vars.space.large,
  borderRadius: vars.radius.small,
  background: `linear-gradient(135deg, ${vars.color.foreground.warning}, ${vars.color.border.warning})`,
  opacity: 0.85,
});

export const cardLabel = style({
  overflowWrap: 'break-word',
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: vars.font.letterSpacing.wide,
  textTransform: 'uppercase',
});

// The sample number is set in the heading face with tabular figures rather than the mono face:
// the landing page then needs no second web font before it is complete.
export const cardNumber = style({
  marginBlockStart: vars.space.xxsmall,
  fontFamily: vars.font.family.heading,
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: vars.font.letterSpacing.wide,
  color: vars.color.foreground.primary,
});

export const cardBottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const cardHolder = style({
  color: vars.color.foreground.primary,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: vars.font.letterSpacing.wide,
  textTransform: 'uppercase',
});

export const panel = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  border: `${vars.border.width.standard} solid ${vars.color.border.subtle}`,
  background: vars.color.background.surface,
  boxShadow: vars.shadow.standard,
  '@media': { [media.desktop]: { marginInlineStart: vars.space.xlarge } },
});

export const panelTop = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.small,
  fontSize: vars.font.size.small,
});

export const panelTitle = style({ fontWeight: vars.font.weight.semibold, color: vars.color.foreground.primary });

export const panelValue = style({ fontWeight: vars.font.weight.semibold, color: vars.color.foreground.link });

export const track = style({
  height: vars.space.xsmall,
  borderRadius: vars.radius.full,
  background: vars.color.background.surfaceSunken,
  overflow: 'hidden',
});

export const fill = style({
  height: '100%',
  borderRadius: vars.radius.full,
  background: `linear-gradient(90deg, ${vars.color.border.info}, ${vars.color.background.accent})`,
});

export const steps = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xsmall,
  marginBlockStart: vars.space.xxsmall,
});

export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.font.size.small,
});

export const stepState = styleVariants({
  done: { color: vars.color.foreground.primary },
  current: { color: vars.color.foreground.primary, fontWeight: vars.font.weight.semibold },
  upcoming: { color: vars.color.foreground.muted },
});

export const stepIcon = styleVariants({
  done: { color: vars.color.foreground.success },
  current: { color: vars.color.foreground.info },
  upcoming: { color: vars.color.foreground.muted },
});

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(0, 1fr))',
  gap: vars.space.standard,
  '@media': { [media.desktop]: { marginInlineEnd: vars.space.xlarge } },
});

export const stat = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.standard,
  borderRadius: vars.radius.standard,
  border: `${vars.border.width.standard} solid ${vars.color.border.subtle}`,
  background: vars.color.background.surface,
});

export const statValue = style({
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.foreground.primary,
  fontVariantNumeric: 'tabular-nums',
});

export const statLabel = style({ color: vars.color.foreground.muted, fontSize: vars.font.size.xsmall });
