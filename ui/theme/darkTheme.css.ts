import { assignVars, createTheme, globalStyle } from '@vanilla-extract/css';
import { media } from './breakpoints';
import { vars } from './contract.css';
import { darkTokens } from './darkTokens';
import { lightTokens } from './lightTokens';

/** Class that applies the dark theme (the default) to an element and its descendants. */
export const darkTheme = createTheme(vars, darkTokens, 'dark');

// Paper is white and browsers leave backgrounds out when printing: light text from the dark theme
// would all but vanish. A printed page always takes the light theme's colours.
globalStyle(`.${darkTheme}`, { '@media': { [media.print]: { vars: assignVars(vars, lightTokens) } } });
