import type { ThemeTokens } from './tokens';

/** Tokens that do not change between themes. */
export const sharedTokens: Omit<ThemeTokens, 'color' | 'shadow'> = {
  font: {
    // Latin, Greek and Cyrillic text is always drawn with a font the app ships (@fontsource
    // packages: Inter, JetBrains Mono; Noto Sans Arabic for right-to-left samples), so every
    // machine draws the same pixels. 'Inter Fallback' is Inter's metric-matched stand-in while
    // the web font loads (portal/prerender.css.ts). Chinese comes from the system's CJK font,
    // since a CJK web font would weigh megabytes.
    family: {
      body: "'Inter Variable', 'Inter Fallback', 'Noto Sans Arabic Variable', 'Noto Sans CJK SC', 'Noto Sans SC', 'PingFang SC', 'Microsoft YaHei', sans-serif",
      heading:
        "'Inter Variable', 'Inter Fallback', 'Noto Sans Arabic Variable', 'Noto Sans CJK SC', 'Noto Sans SC', 'PingFang SC', 'Microsoft YaHei', sans-serif",
      mono: "'JetBrains Mono Variable', 'Noto Sans Mono CJK SC', monospace",
    },
    weight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
    size: {
      xsmall: '0.8125rem',
      small: '0.875rem',
      standard: '1rem',
      large: '1.125rem',
      xlarge: '1.5rem',
      xxlarge: 'clamp(1.75rem, 1.4rem + 1.6vw, 2.5rem)',
      display: 'clamp(2.25rem, 1.6rem + 3.2vw, 4rem)',
    },
    lineHeight: { tight: '1.15', snug: '1.3', standard: '1.55', relaxed: '1.7' },
    letterSpacing: { tight: '-0.02em', standard: '0', wide: '0.06em' },
  },
  space: {
    none: '0',
    xxsmall: '0.25rem',
    xsmall: '0.5rem',
    small: '0.75rem',
    standard: '1rem',
    medium: '1.5rem',
    large: '2rem',
    xlarge: '3rem',
    xxlarge: '5rem',
    gutter: 'clamp(1rem, 0.6rem + 2vw, 2rem)',
  },
  radius: { small: '6px', standard: '10px', large: '16px', full: '9999px' },
  border: { width: { standard: '1px', thick: '2px' } },
  motion: {
    duration: { fast: '120ms', standard: '200ms', slow: '320ms' },
    easing: { standard: 'cubic-bezier(0.2, 0, 0, 1)', emphasised: 'cubic-bezier(0.3, 0, 0, 1.2)' },
  },
  zIndex: { base: '0', raised: '1', sticky: '10', header: '50', overlay: '90', modal: '100' },
  layout: { contentWidth: '72rem', narrowWidth: '28rem', readingWidth: '42rem', headerHeight: '4rem' },
};
