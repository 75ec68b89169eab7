import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: `calc(100vh - ${vars.layout.headerHeight})`,
  paddingBlock: vars.space.xlarge,
  paddingInline: vars.space.gutter,
  color: vars.color.foreground.primary,
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  width: '100%',
  maxWidth: '34rem',
  textAlign: 'center',
});

export const iconTile = style({
  display: 'grid',
  placeItems: 'center',
  width: '4.5rem',
  height: '4.5rem',
  borderRadius: vars.radius.large,
  background: vars.color.background.accentSoft,
  color: vars.color.foreground.link,
  boxShadow: `inset 0 0 0 1px ${vars.color.border.subtle}`,
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.small,
  marginBlockStart: vars.space.xsmall,
});
