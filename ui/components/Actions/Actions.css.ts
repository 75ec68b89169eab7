import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

// A note beside the actions: stacked on phones (full-width buttons), one row from tablet up.
export const withNote = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.standard,
  '@media': {
    [media.tablet]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
  },
});

const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small });

export const align = styleVariants({
  start: [row, { justifyContent: 'flex-start' }],
  end: [row, { justifyContent: 'flex-end' }],
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  '@media': { [media.tablet]: { flexDirection: 'row', alignItems: 'center' } },
});

export const note = style({
  margin: 0,
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.standard,
  maxWidth: vars.layout.readingWidth,
});
