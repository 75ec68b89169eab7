import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const root = style({
  position: 'relative',
  isolation: 'isolate',
  overflow: 'hidden',
  paddingBlock: vars.space.xlarge,
  color: vars.color.foreground.primary,
  background: `radial-gradient(ellipse 70% 60% at 85% 0%, ${vars.color.background.accentSoft}, transparent 70%), radial-gradient(ellipse 50% 50% at 0% 100%, ${vars.color.background.surface}, transparent 70%)`,
  '@media': { [media.desktop]: { paddingBlock: vars.space.xxlarge } },
  selectors: {
    // Gradients cannot use logical positions: mirror the glow by hand for right-to-left pages.
    '&:dir(rtl)': {
      background: `radial-gradient(ellipse 70% 60% at 15% 0%, ${vars.color.background.accentSoft}, transparent 70%), radial-gradient(ellipse 50% 50% at 100% 100%, ${vars.color.background.surface}, transparent 70%)`,
    },
    // A faint dot grid behind the content, fading out towards the edges.
    '&::before': {
      content: '""',
      position: 'absolute',
      inset: 0,
      zIndex: -1,
      backgroundImage: `radial-gradient(${vars.color.border.subtle} 1px, transparent 1px)`,
      backgroundSize: `${vars.space.large} ${vars.space.large}`,
      maskImage: 'radial-gradient(ellipse 80% 70% at 50% 40%, #000 30%, transparent 100%)',
      pointerEvents: 'none',
    },
  },
});

export const inner = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.xlarge,
  maxWidth: vars.layout.contentWidth,
  marginInline: 'auto',
  paddingInline: vars.space.gutter,
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 0.9fr)', gap: vars.space.xxlarge },
  },
});

// Children stretch to the column so a long word (German compounds) wraps inside it instead of
// widening its heading past the column; only the pill hugs its text.
export const content = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const eyebrow = style({
  display: 'inline-flex',
  alignSelf: 'flex-start',
  alignItems: 'center',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
  border: `${vars.border.width.standard} solid ${vars.color.border.info}`,
  background: vars.color.background.accentSoft,
  color: vars.color.foreground.link,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
});

export const headline = style({
  marginBlockStart: vars.space.medium,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.display,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: vars.font.letterSpacing.tight,
  textWrap: 'balance',
  overflowWrap: 'break-word',
  hyphens: 'auto',
});

export const subtext = style({
  overflowWrap: 'break-word',
  maxWidth: vars.layout.readingWidth,
  marginBlockStart: vars.space.medium,
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.large,
  lineHeight: vars.font.lineHeight.relaxed,
  textWrap: 'pretty',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  marginBlockStart: vars.space.large,
});

// On phones each action fills its row: a large, easy target. From tablet width they sit side by side.
globalStyle(`${actions} > *`, {
  flexGrow: 1,
  '@media': { [media.tablet]: { flexGrow: 0 } },
});

export const trust = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  marginBlockStart: vars.space.large,
  '@media': { [media.tablet]: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.large } },
});

export const trustItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
});

export const visual = style({ minWidth: 0 });
