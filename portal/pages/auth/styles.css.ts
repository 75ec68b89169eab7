import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../ui/theme';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

/** First and last name side by side from tablet width up. */
export const nameRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** A link placed at the end of a field row ("Forgot password?"). */
export const inlineEnd = style({
  display: 'flex',
  justifyContent: 'flex-end',
  marginBlockStart: `calc(-1 * ${vars.space.small})`,
  fontSize: vars.font.size.small,
});

export const alternative = style({
  marginBlockStart: vars.space.large,
  paddingBlockStart: vars.space.medium,
  borderBlockStart: `${vars.border.width.standard} solid ${vars.color.border.subtle}`,
  textAlign: 'center',
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.small,
});

export const fineprint = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.relaxed,
  textAlign: 'center',
});

export const checking = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space.large,
});

export const backIcon = style({
  display: 'inline-block',
  marginInlineEnd: vars.space.xxsmall,
  lineHeight: 0,
});

/** Groups a form's controls so they can be disabled together until the page is interactive. */
export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minInlineSize: 0,
  margin: 0,
  padding: 0,
  border: 0,
});
