import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme/contract.css';

export const storyRoot = style({
  padding: vars.space.medium,
  background: vars.color.background.body,
  color: vars.color.foreground.primary,
  fontFamily: vars.font.family.body,
});

/** The root of whole-screen stories (`parameters.fullBleed`): no frame around the page. */
export const storyRootFullBleed = style({
  background: vars.color.background.body,
  color: vars.color.foreground.primary,
  fontFamily: vars.font.family.body,
});
