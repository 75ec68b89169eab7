import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../private/focusRing';

// Children are plain elements, so the rhythm lives on the container: each block is spaced from the
// one before it (a heading gets more room above than below, so it sits with its own text).
export const root = style({
  maxWidth: vars.layout.readingWidth,
  minWidth: 0,
  color: vars.color.foreground.primary,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.relaxed,
  overflowWrap: 'break-word',
});

// Sections of the text (`<section>` around a heading and its paragraphs) follow the same rhythm.
const flow = `:is(${root}, ${root} > section)`;
globalStyle(`${flow} > *`, { marginBlock: 0 });
globalStyle(`${flow} > * + *`, { marginBlockStart: vars.space.standard });
globalStyle(`${flow} > * + :is(h2, h3, section)`, { marginBlockStart: vars.space.large });
globalStyle(`${flow} > :is(h2, h3) + *`, { marginBlockStart: vars.space.small });

globalStyle(`${root} :is(h2, h3)`, {
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: vars.font.letterSpacing.tight,
  textWrap: 'balance',
});
globalStyle(`${root} h2`, { fontSize: vars.font.size.xlarge, lineHeight: vars.font.lineHeight.snug });
globalStyle(`${root} h3`, { fontSize: vars.font.size.large, lineHeight: vars.font.lineHeight.snug });

globalStyle(`${root} :is(ul, ol)`, { paddingInlineStart: vars.space.medium });
globalStyle(`${root} li + li`, { marginBlockStart: vars.space.xsmall });

globalStyle(`${root} dt`, { fontWeight: vars.font.weight.semibold });
globalStyle(`${root} dd`, { marginInlineStart: 0, color: vars.color.foreground.muted });
globalStyle(`${root} dd > p`, { margin: 0 });
globalStyle(`${root} dd > p + p`, { marginBlockStart: vars.space.xxsmall });
// Entries of a list may each be wrapped in a `<div>` (the HTML allows it, for styling or testing).
globalStyle(`${root} :is(dd + dt, dl > div + div)`, { marginBlockStart: vars.space.standard });

globalStyle(`${root} strong`, { fontWeight: vars.font.weight.semibold });

globalStyle(`${root} code`, {
  paddingInline: vars.space.xxsmall,
  borderRadius: vars.radius.small,
  background: vars.color.background.surfaceSunken,
  fontFamily: vars.font.family.mono,
  fontSize: '0.9em',
});

// Links written as plain `<a>` (kit links bring their own class and look the same).
globalStyle(`${root} a`, {
  color: vars.color.foreground.link,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.small,
});
globalStyle(`${root} a:hover`, { textDecorationThickness: '2px' });
globalStyle(`${root} a:focus-visible`, focusRing);

export const tableRegion = style({
  maxWidth: '100%',
  overflowX: 'auto',
  borderRadius: vars.radius.small,
  selectors: { '&:focus-visible': focusRing },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.standard,
});

export const caption = style({
  paddingBlockEnd: vars.space.xsmall,
  textAlign: 'start',
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.standard,
});

globalStyle(`${table} :is(th, td)`, {
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  textAlign: 'start',
  verticalAlign: 'top',
  borderBlockEnd: `${vars.border.width.standard} solid ${vars.color.border.subtle}`,
  // Cells keep their words whole and the region scrolls, instead of one letter per line at 320 px.
  overflowWrap: 'normal',
  minWidth: '8rem',
});
globalStyle(`${table} :is(th, td):first-child`, { paddingInlineStart: 0 });
globalStyle(`${table} thead th`, {
  fontWeight: vars.font.weight.semibold,
  borderBlockEndWidth: vars.border.width.thick,
  borderBlockEndColor: vars.color.border.field,
});
globalStyle(`${table} tbody th`, { fontWeight: vars.font.weight.semibold });
