import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from './focusRing';

// Radio buttons and checkboxes share one anatomy (GOV.UK radios and checkboxes): a 32 px control,
// its label beside it on a row at least 44 px tall, an optional hint under the label and optional
// follow-up content under the whole item.
const controlSize = '2rem';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const listHorizontal = style({
  flexDirection: 'row',
  flexWrap: 'wrap',
  columnGap: vars.space.medium,
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: `${controlSize} minmax(0, 1fr)`,
  columnGap: vars.space.small,
  alignItems: 'start',
  minWidth: 0,
});

export const control = style({
  position: 'relative',
  display: 'flex',
  width: controlSize,
  height: controlSize,
  // Centres the control on the first line of a 44 px label row.
  marginBlockStart: '0.375rem',
});

const inputBase = style({
  flexShrink: 0,
  width: controlSize,
  height: controlSize,
  margin: 0,
  borderWidth: vars.border.width.thick,
  borderStyle: 'solid',
  borderColor: vars.color.border.field,
  background: vars.color.background.surfaceSunken,
  cursor: 'pointer',
  appearance: 'none',
  transitionProperty: 'border-color, background-color, box-shadow',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.foreground.primary },
    '&:focus-visible': focusRing,
    '&[aria-invalid="true"]': { borderColor: vars.color.foreground.danger },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const radio = style([
  inputBase,
  {
    borderRadius: vars.radius.full,
    selectors: {
      // Ring, gap and dot drawn by the border and an inset shadow: no image, so both themes'
      // colours apply and the dot stays visible in forced-colours mode as the border.
      '&:checked': {
        borderColor: vars.color.background.accent,
        background: vars.color.background.accent,
        boxShadow: `inset 0 0 0 0.375rem ${vars.color.background.surfaceSunken}`,
      },
      '&:checked:hover:not(:disabled)': { borderColor: vars.color.background.accent },
    },
  },
]);

export const checkbox = style([
  inputBase,
  {
    borderRadius: vars.radius.small,
    selectors: {
      '&:checked': { borderColor: vars.color.background.accent, background: vars.color.background.accent },
      '&:checked:hover:not(:disabled)': { borderColor: vars.color.background.accent },
    },
  },
]);

// The tick sits on the checked box; the input stays the element people click and focus.
export const tick = style({
  position: 'absolute',
  inset: 0,
  margin: 'auto',
  width: '1.25rem',
  height: '1.25rem',
  color: vars.color.foreground.onAccent,
  pointerEvents: 'none',
  opacity: 0,
  selectors: { [`${checkbox}:checked + &`]: { opacity: 1 } },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const label = style({
  display: 'block',
  paddingBlock: '0.625rem',
  color: vars.color.foreground.primary,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
  cursor: 'pointer',
  overflowWrap: 'break-word',
  selectors: { [`${item}[data-disabled] &`]: { cursor: 'not-allowed', opacity: 0.6 } },
});

export const hint = style({
  marginBlockStart: `calc(-1 * ${vars.space.xsmall})`,
  paddingBlockEnd: vars.space.xxsmall,
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.standard,
  overflowWrap: 'break-word',
});

// Follow-up questions of the chosen option, joined to it by a bar under the control's centre.
export const conditional = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.standard,
  minWidth: 0,
  marginBlockStart: vars.space.xxsmall,
  marginInlineStart: `calc(${controlSize} / 2 - 2px)`,
  paddingBlock: vars.space.xsmall,
  paddingInlineStart: `calc(${controlSize} / 2 + ${vars.space.small} - 2px)`,
  borderInlineStartWidth: '4px',
  borderInlineStartStyle: 'solid',
  borderInlineStartColor: vars.color.border.field,
  selectors: { '&[hidden]': { display: 'none' } },
});
