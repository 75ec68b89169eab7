import { recipe } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../private/focusRing';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xsmall,
    borderRadius: vars.radius.standard,
    borderWidth: vars.border.width.standard,
    borderStyle: 'solid',
    borderColor: 'transparent',
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    textDecoration: 'none',
    textAlign: 'center',
    cursor: 'pointer',
    userSelect: 'none',
    whiteSpace: 'normal',
    transitionProperty: 'background-color, border-color, color, box-shadow, transform',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    // Nothing to press on paper.
    '@media': { [media.print]: { display: 'none' } },
    selectors: {
      '&:focus-visible': focusRing,
      '&:active:not([aria-disabled="true"], :disabled)': { transform: 'translateY(1px)' },
      // Its own `disabled` stays focusable (aria-disabled); a disabled <fieldset> around it
      // (the kit's Form) disables it natively. Both look the same.
      '&[aria-disabled="true"], &:disabled': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.background.accent,
        color: vars.color.foreground.onAccent,
        boxShadow: vars.shadow.small,
        selectors: {
          '&:hover:not([aria-disabled="true"], :disabled)': { background: vars.color.background.accentHover },
        },
      },
      secondary: {
        background: 'transparent',
        color: vars.color.foreground.primary,
        borderColor: vars.color.border.field,
        selectors: {
          '&:hover:not([aria-disabled="true"], :disabled)': { background: vars.color.background.surfaceRaised },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.foreground.primary,
        selectors: {
          '&:hover:not([aria-disabled="true"], :disabled)': { background: vars.color.background.surfaceRaised },
        },
      },
      link: {
        background: 'transparent',
        color: vars.color.foreground.link,
        paddingInline: '0 !important',
        minHeight: 'auto !important',
        textDecoration: 'underline',
        textUnderlineOffset: '0.2em',
        selectors: { '&:hover:not([aria-disabled="true"], :disabled)': { textDecorationThickness: '2px' } },
      },
    },
    size: {
      small: { minHeight: '2.25rem', paddingInline: vars.space.small, fontSize: vars.font.size.small },
      standard: { minHeight: '2.75rem', paddingInline: vars.space.medium, fontSize: vars.font.size.standard },
      large: { minHeight: '3.25rem', paddingInline: vars.space.large, fontSize: vars.font.size.large },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'standard', fullWidth: false },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });

// The loading text is read by screen readers but not shown; the spinner is the visual cue.
export const statusText = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
