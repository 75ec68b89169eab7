import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../ui/theme';

export const framePlaceholder = style({
  display: 'flex',
  alignItems: 'flex-start',
  padding: vars.space.medium,
  borderWidth: vars.border.width.standard,
  borderStyle: 'solid',
  borderColor: vars.color.border.subtle,
  borderRadius: vars.radius.large,
  background: vars.color.background.surface,
});

export const framePlaceholderStatus = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
});

/** The row under a form or a card: the next action and a note beside it. */
export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.standard,
  '@media': {
    [media.tablet]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
  },
});

export const actionNote = style({
  margin: 0,
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.standard,
  maxWidth: vars.layout.readingWidth,
});

export const stack = style({
  display: 'grid',
  gap: vars.space.large,
});

export const twoColumns = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
  },
});

export const cardStack = style({
  display: 'grid',
  gap: vars.space.standard,
});

export const paragraph = style({
  margin: 0,
  color: vars.color.foreground.muted,
  lineHeight: vars.font.lineHeight.relaxed,
});

export const statusRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const estimate = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.foreground.primary,
});

export const paymentForm = style({
  display: 'grid',
  gap: vars.space.small,
});

export const actionsEnd = style({
  display: 'flex',
  justifyContent: 'flex-end',
});

export const supportIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  alignSelf: 'flex-start',
  justifySelf: 'start',
  width: vars.space.xlarge,
  height: vars.space.xlarge,
  borderRadius: vars.radius.standard,
  background: vars.color.background.accentSoft,
  color: vars.color.foreground.link,
});

// Announcements appear here; while there is none, the empty region must not add a gap of its own.
export const liveRegion = style({
  selectors: { '&:empty': { marginBlockEnd: `calc(-1 * ${vars.space.large})` } },
});

export const nowrap = style({ whiteSpace: 'nowrap' });
