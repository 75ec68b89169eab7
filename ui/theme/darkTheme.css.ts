import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkTokens } from './darkTokens';

/** Class that applies the dark theme (the default) to an element and its descendants. */
export const darkTheme = createTheme(vars, darkTokens, 'dark');
