import { createThemeContract } from '@vanilla-extract/css';
import { darkTokens } from './darkTokens';

type Shape<T> = { [K in keyof T]: T[K] extends string ? null : Shape<T[K]> };

// The contract takes its shape from one reference token set, so `createTheme(vars, tokens)`
// rejects a theme with a missing key at compile time.
function shapeOf<T extends object>(tokens: T): Shape<T> {
  return Object.fromEntries(
    Object.entries(tokens).map(([key, value]) => [key, typeof value === 'string' ? null : shapeOf(value as object)]),
  ) as Shape<T>;
}

/** Every design token as a CSS custom property reference. Components read only these. */
export const vars = createThemeContract(shapeOf(darkTokens));
