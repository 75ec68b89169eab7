// The story tests audit the fonts a story draws in one theme only (.storybook/vitest.setup.ts):
// that holds because the two themes differ in colours and shadows alone.
import { describe, expect, it } from 'vitest';
import { darkTokens } from '../../ui/theme/darkTokens';
import { lightTokens } from '../../ui/theme/lightTokens';

describe('the dark and the light theme', () => {
  it('share their typography: families, weights, sizes, line heights and letter spacing', () => {
    expect(lightTokens.font).toEqual(darkTokens.font);
  });

  it('differ only in colours and shadows', () => {
    const differing = Object.keys(darkTokens).filter(
      (key) =>
        JSON.stringify(darkTokens[key as keyof typeof darkTokens]) !==
        JSON.stringify(lightTokens[key as keyof typeof lightTokens]),
    );
    expect(differing.sort()).toEqual(['color', 'shadow']);
  });
});
