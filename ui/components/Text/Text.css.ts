import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const text = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.family.body,
    overflowWrap: 'break-word',
  },
  variants: {
    size: {
      xsmall: { fontSize: vars.font.size.xsmall },
      small: { fontSize: vars.font.size.small },
      standard: { fontSize: vars.font.size.standard },
      large: { fontSize: vars.font.size.large },
    },
    leading: {
      standard: { lineHeight: vars.font.lineHeight.standard },
      relaxed: { lineHeight: vars.font.lineHeight.relaxed },
    },
    tone: {
      primary: { color: vars.color.foreground.primary },
      muted: { color: vars.color.foreground.muted },
      danger: { color: vars.color.foreground.danger },
      success: { color: vars.color.foreground.success },
    },
    weight: {
      regular: { fontWeight: vars.font.weight.regular },
      medium: { fontWeight: vars.font.weight.medium },
      semibold: { fontWeight: vars.font.weight.semibold },
      bold: { fontWeight: vars.font.weight.bold },
    },
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
      end: { textAlign: 'end' },
    },
  },
  defaultVariants: { size: 'standard', leading: 'standard', tone: 'primary', weight: 'regular', align: 'start' },
});
