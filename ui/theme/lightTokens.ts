import { sharedTokens } from './base';
import type { ThemeTokens } from './tokens';

/** Light theme: clean off-white, the same accent deepened for contrast. */
export const lightTokens: ThemeTokens = {
  ...sharedTokens,
  color: {
    background: {
      body: '#f6f7fb',
      surface: '#ffffff',
      surfaceRaised: '#ffffff',
      surfaceSunken: '#eef1f7',
      headerScrolled: 'rgba(255, 255, 255, 0.9)',
      overlay: 'rgba(10, 19, 36, 0.45)',
      accent: '#1d5bd6',
      accentHover: '#164bb5',
      accentSoft: '#e3ecfd',
      infoSoft: '#e8f0fe',
      successSoft: '#e6f6ef',
      warningSoft: '#fdf3dc',
      dangerSoft: '#fdecec',
    },
    foreground: {
      primary: '#0d1a30',
      muted: '#4b5a73',
      onAccent: '#ffffff',
      link: '#1a51c0',
      info: '#1a51c0',
      success: '#0b6b45',
      warning: '#7a5100',
      danger: '#b42318',
    },
    border: {
      subtle: '#dfe4ee',
      field: '#7b879c',
      focus: '#b45309',
      info: '#8fb0ec',
      success: '#7cc7a4',
      warning: '#e0b458',
      danger: '#e58b83',
    },
  },
  shadow: {
    small: '0 1px 2px rgba(13, 26, 48, 0.08)',
    standard: '0 4px 16px rgba(13, 26, 48, 0.08)',
    large: '0 16px 48px rgba(13, 26, 48, 0.14)',
  },
};
