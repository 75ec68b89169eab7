/**
 * The shape of every design token, by meaning. Both themes are typed against this, so a theme
 * with a missing or extra key does not compile. Scales use words: xsmall … xxlarge, with
 * `standard` as the middle.
 */
export interface ThemeTokens {
  color: {
    background: {
      /** The page behind everything. */
      body: string;
      /** Cards, panels, the header once it is solid. */
      surface: string;
      /** Surfaces that sit above `surface` (menus, popovers, the pricing card). */
      surfaceRaised: string;
      /** Recessed areas: field backgrounds, code, the mobile menu backdrop panel. */
      surfaceSunken: string;
      /** The header while the page is scrolled past its threshold (translucent). */
      headerScrolled: string;
      /** Scrim behind overlays such as the mobile menu. */
      overlay: string;
      /** The one call-to-action colour. */
      accent: string;
      accentHover: string;
      /** A quiet tint of the accent for selected or current items. */
      accentSoft: string;
      infoSoft: string;
      successSoft: string;
      warningSoft: string;
      dangerSoft: string;
    };
    foreground: {
      /** Body text and headings. */
      primary: string;
      /** Secondary text: hints, captions, meta. */
      muted: string;
      /** Text and icons placed on `background.accent`. */
      onAccent: string;
      /** Links and accent-coloured text on surfaces. */
      link: string;
      info: string;
      success: string;
      warning: string;
      danger: string;
    };
    border: {
      /** Decorative dividers and card outlines (no contrast requirement). */
      subtle: string;
      /** Borders that identify a control (fields, outline buttons): at least 3:1. */
      field: string;
      /** The keyboard focus ring: at least 3:1 against every surface. */
      focus: string;
      info: string;
      success: string;
      warning: string;
      danger: string;
    };
  };
  font: {
    family: { body: string; heading: string; mono: string };
    weight: { regular: string; medium: string; semibold: string; bold: string };
    size: {
      xsmall: string;
      small: string;
      standard: string;
      large: string;
      xlarge: string;
      xxlarge: string;
      display: string;
    };
    lineHeight: { tight: string; snug: string; standard: string; relaxed: string };
    letterSpacing: { tight: string; standard: string; wide: string };
  };
  space: {
    none: string;
    xxsmall: string;
    xsmall: string;
    small: string;
    standard: string;
    medium: string;
    large: string;
    xlarge: string;
    xxlarge: string;
    gutter: string;
  };
  radius: { small: string; standard: string; large: string; full: string };
  border: { width: { standard: string; thick: string } };
  shadow: { small: string; standard: string; large: string };
  motion: {
    duration: { fast: string; standard: string; slow: string };
    easing: { standard: string; emphasised: string };
  };
  zIndex: { base: string; raised: string; sticky: string; header: string; overlay: string; modal: string };
  layout: {
    contentWidth: string;
    narrowWidth: string;
    /** Comfortable measure for running text (intros, hero subtext). */
    readingWidth: string;
    headerHeight: string;
  };
}
