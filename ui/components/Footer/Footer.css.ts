import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';
import { focusRing } from '../../private/focusRing';

export const root = style({
  background: vars.color.background.surfaceSunken,
  borderBlockStart: `${vars.border.width.standard} solid ${vars.color.border.subtle}`,
  color: vars.color.foreground.primary,
  fontSize: vars.font.size.small,
  // Chrome, not content: left off the printed page.
  '@media': { [media.print]: { display: 'none' } },
});

export const inner = style({
  maxWidth: vars.layout.contentWidth,
  marginInline: 'auto',
  paddingInline: vars.space.gutter,
  paddingBlockStart: vars.space.xlarge,
  paddingBlockEnd: vars.space.large,
  '@media': { [media.desktop]: { paddingBlockStart: vars.space.xxlarge } },
});

export const top = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xlarge,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 1.3fr) minmax(0, 2fr) minmax(0, 1.2fr)',
      gap: vars.space.large,
    },
  },
});

export const brand = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.standard,
  '@media': { [media.tablet]: { gridColumn: '1 / -1' }, [media.desktop]: { gridColumn: 'auto' } },
});

export const about = style({
  overflowWrap: 'break-word',
  maxWidth: vars.layout.narrowWidth,
  color: vars.color.foreground.muted,
  lineHeight: vars.font.lineHeight.relaxed,
});

export const nav = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.large,
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(auto-fit, minmax(0, 1fr))' } },
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, minWidth: 0 });

export const heading = style({
  color: vars.color.foreground.primary,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: vars.font.letterSpacing.wide,
  textTransform: 'uppercase',
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  // Comfortable tap target without visible padding.
  minHeight: vars.space.large,
  color: vars.color.foreground.muted,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  overflowWrap: 'anywhere',
  transitionProperty: 'color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&:hover': { color: vars.color.foreground.primary, textDecoration: 'underline', textUnderlineOffset: '0.2em' },
    '&:focus-visible': focusRing,
  },
});

export const contact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, minWidth: 0 });

export const address = style({
  fontStyle: 'normal',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const contactLine = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  color: vars.color.foreground.muted,
});

export const contactIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.space.large,
  color: vars.color.foreground.link,
});

export const addressText = style({
  display: 'flex',
  flexDirection: 'column',
  paddingBlock: vars.space.xxsmall,
  lineHeight: vars.font.lineHeight.standard,
});

export const bottom = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  marginBlockStart: vars.space.xlarge,
  paddingBlockStart: vars.space.large,
  borderBlockStart: `${vars.border.width.standard} solid ${vars.color.border.subtle}`,
});

export const disclaimer = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.relaxed,
});

export const legalRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  '@media': {
    [media.tablet]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
  },
});

export const copyright = style({ color: vars.color.foreground.muted });

export const legalList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.medium,
  rowGap: vars.space.xxsmall,
});
