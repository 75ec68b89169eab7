import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { lightTokens } from './lightTokens';

/** Class that applies the light theme to an element and its descendants. */
export const lightTheme = createTheme(vars, lightTokens, 'light');
