import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    // A pill on one line (the radius exceeds half the height); a soft rectangle when long text wraps.
    borderRadius: vars.radius.large,
    borderWidth: vars.border.width.standard,
    borderStyle: 'solid',
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'normal',
    overflowWrap: 'anywhere',
    maxWidth: '100%',
    // A pill hugs its text even as a grid item, where items stretch by default.
    justifySelf: 'start',
  },
  variants: {
    tone: {
      info: {
        background: vars.color.background.infoSoft,
        color: vars.color.foreground.info,
        borderColor: vars.color.border.info,
      },
      success: {
        background: vars.color.background.successSoft,
        color: vars.color.foreground.success,
        borderColor: vars.color.border.success,
      },
      warning: {
        background: vars.color.background.warningSoft,
        color: vars.color.foreground.warning,
        borderColor: vars.color.border.warning,
      },
      neutral: {
        background: vars.color.background.surfaceSunken,
        color: vars.color.foreground.muted,
        borderColor: vars.color.border.subtle,
      },
    },
    size: {
      small: {
        paddingBlock: vars.space.xxsmall,
        paddingInline: vars.space.small,
        fontSize: vars.font.size.xsmall,
      },
      standard: {
        paddingBlock: vars.space.xsmall,
        paddingInline: vars.space.standard,
        fontSize: vars.font.size.small,
      },
    },
  },
  defaultVariants: { tone: 'info', size: 'standard' },
});
