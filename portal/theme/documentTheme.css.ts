/*
 * The theme as it applies before React starts. public/theme-init.js sets `data-theme` on <html>
 * from the saved preference before the first paint (a static script cannot know the hashed theme
 * class names), and these rules give that attribute the same tokens as the kit's theme classes.
 * ThemeProvider keeps the attribute and the class in step, so both always agree.
 */
import { assignVars, createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { darkTokens, lightTokens, media, vars } from '../../ui/theme';

createGlobalTheme(':root:not([data-theme="light"])', vars, darkTokens);
createGlobalTheme(':root[data-theme="light"]', vars, lightTokens);
// Printed, the dark theme takes the light one's colours, as the kit's theme class does.
globalStyle(':root:not([data-theme="light"])', {
  '@media': { [media.print]: { vars: assignVars(vars, lightTokens) } },
});
