// Styling foundations for the portal's own `.css.ts` files and for the app shell.
import './global.css';

export { vars } from './contract.css';
export { darkTheme } from './darkTheme.css';
export { lightTheme } from './lightTheme.css';
export { sprinkles, type Sprinkles } from './sprinkles.css';
export { breakpoints, media } from './breakpoints';
export type { ThemeTokens } from './tokens';
export { darkTokens } from './darkTokens';
export { lightTokens } from './lightTokens';
export { contrastRatio } from './contrast';
