import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

export const wrapper = style({ display: 'inline-flex', alignItems: 'center' });

export const root = style({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  borderStyle: 'solid',
  borderColor: 'currentColor',
  borderInlineEndColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    // Without rotation the spinner would look frozen: pulse slowly instead.
    [media.reducedMotion]: {
      animation: `${pulse} 2s ease-in-out infinite`,
      borderInlineEndColor: 'currentColor',
      opacity: 0.7,
    },
  },
});

export const size = styleVariants({
  small: { width: '1rem', height: '1rem', borderWidth: '2px' },
  standard: { width: '1.5rem', height: '1.5rem', borderWidth: '3px' },
  large: { width: '2.5rem', height: '2.5rem', borderWidth: '4px' },
});
