import { sharedTokens } from './base';
import type { ThemeTokens } from './tokens';

/** Dark theme (the default): calm deep navy, one azure accent. */
export const darkTokens: ThemeTokens = {
  ...sharedTokens,
  color: {
    background: {
      body: '#0a1324',
      surface: '#101c33',
      surfaceRaised: '#16253f',
      surfaceSunken: '#0c1629',
      headerScrolled: 'rgba(10, 19, 36, 0.92)',
      overlay: 'rgba(3, 8, 18, 0.72)',
      accent: '#6aa5ff',
      accentHover: '#8ab8ff',
      accentSoft: '#1a3159',
      infoSoft: '#12294a',
      successSoft: '#0f2f28',
      warningSoft: '#33280f',
      dangerSoft: '#3a1821',
    },
    foreground: {
      primary: '#eef3fb',
      muted: '#a8b5cc',
      onAccent: '#061228',
      link: '#8dbbff',
      info: '#8dbbff',
      success: '#63dcaa',
      warning: '#f5c76a',
      danger: '#ff9b9b',
    },
    border: {
      subtle: '#22324f',
      field: '#6e7f9e',
      focus: '#ffd166',
      info: '#4f7fc4',
      success: '#2f8f6a',
      warning: '#a7832f',
      danger: '#c0525f',
    },
  },
  shadow: {
    small: '0 1px 2px rgba(0, 0, 0, 0.4)',
    standard: '0 4px 16px rgba(0, 0, 0, 0.35)',
    large: '0 16px 48px rgba(0, 0, 0, 0.45)',
  },
};
