import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';
import { focusRing } from '../../private/focusRing';

// Each tone fills these in; the parts below read them.
const toneForeground = createVar();
const toneBorder = createVar();

export const root = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'start',
    columnGap: vars.space.small,
    paddingBlock: vars.space.standard,
    paddingInlineStart: vars.space.standard,
    paddingInlineEnd: vars.space.standard,
    borderWidth: vars.border.width.standard,
    borderStyle: 'solid',
    borderColor: toneBorder,
    // A thicker leading edge identifies the tone at a glance, even without colour vision.
    borderInlineStartWidth: '4px',
    borderRadius: vars.radius.standard,
    color: vars.color.foreground.primary,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.standard,
    lineHeight: vars.font.lineHeight.standard,
    '@media': {
      [media.tablet]: { paddingInlineStart: vars.space.medium, columnGap: vars.space.standard },
    },
  },
  variants: {
    tone: {
      info: {
        vars: { [toneForeground]: vars.color.foreground.info, [toneBorder]: vars.color.border.info },
        background: vars.color.background.infoSoft,
      },
      success: {
        vars: { [toneForeground]: vars.color.foreground.success, [toneBorder]: vars.color.border.success },
        background: vars.color.background.successSoft,
      },
      warning: {
        vars: { [toneForeground]: vars.color.foreground.warning, [toneBorder]: vars.color.border.warning },
        background: vars.color.background.warningSoft,
      },
      error: {
        vars: { [toneForeground]: vars.color.foreground.danger, [toneBorder]: vars.color.border.danger },
        background: vars.color.background.dangerSoft,
      },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const icon = style({
  display: 'flex',
  color: toneForeground,
  // Centres the 20 px icon on the first line of the title; a one-line alert keeps its height.
  paddingBlockStart: '2px',
  paddingBlockEnd: '1px',
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
  overflowWrap: 'break-word',
});

export const title = style({
  margin: 0,
  color: vars.color.foreground.primary,
  fontSize: vars.font.size.standard,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  paddingBlockStart: '2px',
});

export const body = style({
  color: vars.color.foreground.primary,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.standard,
});

export const action = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  marginBlockStart: vars.space.small,
});

export const dismiss = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.25rem',
  height: '2.25rem',
  // Pulls the button into the corner so its tap area does not push the text inwards.
  marginBlock: `calc(-1 * ${vars.space.xsmall})`,
  marginInlineEnd: `calc(-1 * ${vars.space.xsmall})`,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.foreground.primary,
  cursor: 'pointer',
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&:hover': { background: vars.color.background.surfaceRaised },
    '&:focus-visible': focusRing,
  },
});
