import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const fields = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.standard,
  minWidth: 0,
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

// Each field is as wide as what it holds: two digits, or four for the year (GOV.UK date input).
const widthFor = (digits: number) =>
  `calc(${digits}ch + 2 * ${vars.space.standard} + 2 * ${vars.border.width.standard} + ${vars.space.xsmall})`;

export const width = styleVariants({
  day: { width: widthFor(2) },
  month: { width: widthFor(2) },
  year: { width: widthFor(4) },
});

// Digits line up under each other from one field to the next.
export const input = style({
  fontVariantNumeric: 'tabular-nums',
});
