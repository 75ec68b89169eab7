// scripts/critical-css.ts: what a prerendered page's inline CSS keeps for its first paint.
import { describe, expect, it } from 'vitest';
import { criticalCss, requiredClasses, unicodeRanges } from '../../scripts/critical-css';

const face = (family: string, range: string) =>
  `@font-face{font-family:${family};src:url(/${family}.woff2);unicode-range:${range}}`;

describe('scripts/critical-css.ts', () => {
  it('keeps the rules the markup can use and drops those needing a class it lacks', () => {
    const css = '.a{color:red}.a .b{color:blue}.c{color:green}:root{--x:1}.a:not(.c){margin:0}';
    const kept = criticalCss(css, new Set(['a', 'b']));
    expect(kept).toContain('.a{color:red}');
    expect(kept).toContain('.a .b{color:blue}');
    expect(kept).toContain(':root{--x:1}');
    expect(kept).toContain('.a:not(.c)');
    expect(kept).not.toContain('.c{color:green}');
    expect(requiredClasses('.a:is(.b, .c) > [data-x=".d"]')).toEqual(['a']);
  });

  it('leaves print-only rules to the stylesheets and keeps the other media queries', () => {
    const css = '.a{color:red}@media print{.a{color:black}}@media screen and (width>=640px){.a{color:blue}}';
    const kept = criticalCss(css, new Set(['a']));
    expect(kept).not.toContain('print');
    expect(kept).not.toContain('black');
    expect(kept).toContain('@media screen and (width>=640px){.a{color:blue}}');
  });

  it('reads unicode-range values, wildcards included', () => {
    expect(unicodeRanges('U+0000-00FF, U+131,U+1F??')).toEqual([
      [0, 0xff],
      [0x131, 0x131],
      [0x1f00, 0x1fff],
    ]);
    expect(unicodeRanges('nonsense')).toEqual([]);
  });

  it("keeps only the font faces that can draw a character of the page's text", () => {
    const css = [
      face('Latin', 'U+0000-00FF,U+2019'),
      face('Cyrillic', 'U+0400-045F'),
      face('Greek', 'U+1F??'),
      '@font-face{font-family:Whole;src:local(Arial)}',
    ].join('');
    const english = criticalCss(css, new Set(), '<p>It’s here</p>');
    expect(english).toContain('Latin');
    expect(english).toContain('Whole');
    expect(english).not.toContain('Cyrillic');
    expect(english).not.toContain('Greek');
    const greek = criticalCss(css, new Set(), 'ἀρχή');
    expect(greek).toContain('Greek');
    expect(greek).not.toContain('Cyrillic');
    // Without the page's text, every face stays.
    expect(criticalCss(css, new Set())).toContain('Cyrillic');
  });
});
