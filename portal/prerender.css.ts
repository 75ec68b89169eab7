/*
 * Styles the prerendered page needs before the app starts.
 *
 * 1. 'Inter Fallback': a local sans-serif resized to Inter's metrics. The theme's font stack names
 *    it right after Inter, so text painted before the Inter file arrives takes the same room and
 *    nothing moves when Inter swaps in. Widths were measured in Chromium on a paragraph of landing
 *    copy (Inter 4 from @fontsource-variable/inter against Arial's metrics, which Liberation Sans
 *    shares; Roboto's average width is within 0.3% of Arial's). Inter's vertical metrics are from
 *    its hhea/OS/2 tables: ascender 1984, descender 494, line gap 0, 2048 units per em. The
 *    overrides are divided by size-adjust because the browser scales them by it.
 * 2. Pending language: public/theme-init.js marks <html> when the saved language is not the one
 *    the page was prerendered in. The page stays hidden until portal/main.tsx has rendered it in
 *    the right language (one clean paint instead of English text swapped for longer text), and
 *    shows anyway after a few seconds should the app fail to start. A signed-in page seen without
 *    a saved session is hidden the same way.
 */
import { globalFontFace, globalStyle, keyframes } from '@vanilla-extract/css';

const INTER_UNITS_PER_EM = 2048;
const INTER_ASCENT = 1984 / INTER_UNITS_PER_EM;
const INTER_DESCENT = 494 / INTER_UNITS_PER_EM;

const percent = (ratio: number) => `${(ratio * 100).toFixed(2)}%`;

function fallbackFace(fontWeight: string, localNames: readonly string[], sizeAdjust: number) {
  globalFontFace('Inter Fallback', {
    src: localNames.map((name) => `local('${name}')`).join(', '),
    fontStyle: 'normal',
    fontWeight,
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(INTER_ASCENT / sizeAdjust),
    descentOverride: percent(INTER_DESCENT / sizeAdjust),
    lineGapOverride: '0%',
  });
}

// Inter at 400 is 5.84% wider than Arial; at 600-700 it is 0.6-1.5% wider than Arial Bold.
fallbackFace('100 500', ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Roboto', 'Roboto-Regular'], 1.0584);
fallbackFace(
  '600 900',
  ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Roboto Bold', 'Roboto-Bold'],
  1.011,
);

const reveal = keyframes({ to: { visibility: 'visible' } });

globalStyle('html[data-pending-locale] body', {
  visibility: 'hidden',
  animation: `${reveal} 0s linear 3s forwards`,
});

// A signed-in page's markup is hidden from a visitor without a saved session until the app has
// sent them to /login (public/theme-init.js), and shown after a while should the app not start.
globalStyle('html[data-pending-session] body', {
  visibility: 'hidden',
  animation: `${reveal} 0s linear 10s forwards`,
});
