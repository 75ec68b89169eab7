import { globalStyle, layer } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { media } from './breakpoints';

// The reset lives in a lower cascade layer so it never wins over a component's own styles.
const reset = layer('reset');

globalStyle('*, *::before, *::after', { '@layer': { [reset]: { boxSizing: 'border-box' } } });

globalStyle('html', {
  '@layer': {
    [reset]: {
      colorScheme: 'dark light',
      WebkitTextSizeAdjust: '100%',
      textSizeAdjust: '100%',
      scrollPaddingTop: `calc(${vars.layout.headerHeight} + ${vars.space.standard})`,
    },
  },
});

globalStyle('body', {
  '@layer': {
    [reset]: {
      margin: 0,
      minHeight: '100vh',
      background: vars.color.background.body,
      color: vars.color.foreground.primary,
      fontFamily: vars.font.family.body,
      fontSize: vars.font.size.standard,
      lineHeight: vars.font.lineHeight.standard,
      WebkitFontSmoothing: 'antialiased',
      MozOsxFontSmoothing: 'grayscale',
      textRendering: 'optimizeLegibility',
    },
  },
});

globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd, ul, ol', {
  '@layer': { [reset]: { margin: 0 } },
});

globalStyle('img, svg, video, iframe', { '@layer': { [reset]: { display: 'block', maxWidth: '100%' } } });

globalStyle('button, input, select, textarea', {
  '@layer': { [reset]: { font: 'inherit', color: 'inherit', letterSpacing: 'inherit' } },
});

// The browser's own monospace face differs from machine to machine: code samples use the kit's.
globalStyle('code, kbd, samp, pre', {
  '@layer': { [reset]: { fontFamily: vars.font.family.mono, fontSize: '0.9em' } },
});

globalStyle('a', { '@layer': { [reset]: { color: vars.color.foreground.link } } });

globalStyle('::selection', {
  '@layer': { [reset]: { background: vars.color.background.accentSoft, color: vars.color.foreground.primary } },
});

globalStyle('html', {
  '@layer': { [reset]: { '@media': { [media.reducedMotion]: { scrollBehavior: 'auto' } } } },
});

// People who ask the system for less motion get none: animations and transitions finish at once,
// and smooth scrolling becomes a jump.
globalStyle('*, *::before, *::after', {
  '@layer': {
    [reset]: {
      '@media': {
        [media.reducedMotion]: {
          animationDuration: '0.01ms !important',
          animationIterationCount: '1 !important',
          transitionDuration: '0.01ms !important',
        },
      },
    },
  },
});
