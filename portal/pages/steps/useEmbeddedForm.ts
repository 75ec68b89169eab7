/**
 * Everything a page needs to embed one of the external forms (docs/product.md § Embedded forms): the prefilled URL
 * (first name, last name, e-mail from `AuthService.getUser()`, the language, and the theme the
 * page opened in), a ref for the iframe, the height to show it at (the initial height, then the
 * height the form reports, never below the page's fixed height), and the form's completion
 * message, trusted only from the iframe's own window and the form's origin.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { formHeightFromMessage, formOriginOf } from '../../lib/embeddedForm';
import { useFormCompletion } from '../../lib/useFormCompletion';
import { usePrefilledFormUrl } from '../../session/hooks';
import { useTheme } from '../../theme/ThemeProvider';

export interface EmbeddedFormOptions {
  /** The form's configured address (e.g. `config.intakeFormUrl`). */
  baseUrl: string;
  /** Height before the form reports its own (px). */
  initialHeight: number;
  /** The initial height is also the least (the fixed heights of step 3 and the basic data form); otherwise the frame follows the form exactly. @default true */
  atLeastInitial?: boolean;
  /** Called each time the form reports a successful submit. */
  onComplete: () => void;
}

export interface EmbeddedForm {
  /** Attach to the `EmbeddedFrame`. */
  frameRef: RefObject<HTMLIFrameElement | null>;
  /** The address to load, prefilled. */
  url: string;
  /** True while the user is fetched for the prefill: mount the frame only afterwards, so it loads once. */
  loading: boolean;
  /** The height to give the frame (px). */
  height: number;
}

/** Adds the page's theme, so the form opens in the same colours (the stand-in forms read `theme`). */
function withTheme(url: string, theme: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return url;
    parsed.searchParams.set('theme', theme);
    return parsed.href;
  } catch {
    return url;
  }
}

export function useEmbeddedForm({
  baseUrl,
  initialHeight,
  atLeastInitial = true,
  onComplete,
}: EmbeddedFormOptions): EmbeddedForm {
  const frameRef = useRef<HTMLIFrameElement | null>(null);
  const { url: prefilledUrl, loading } = usePrefilledFormUrl(baseUrl);
  // Only the theme at opening: following later switches would reload the form and lose its answers.
  const { theme } = useTheme();
  const [openingTheme] = useState(theme);
  const url = withTheme(prefilledUrl, openingTheme);
  const [reportedHeight, setReportedHeight] = useState<number | null>(null);

  useFormCompletion(frameRef, url, onComplete);

  useEffect(() => {
    const origin = formOriginOf(url);
    const onMessage = (event: MessageEvent) => {
      const height = formHeightFromMessage(event, frameRef.current, origin);
      if (height !== null) setReportedHeight(Math.ceil(height));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [url]);

  const height =
    reportedHeight === null ? initialHeight : atLeastInitial ? Math.max(initialHeight, reportedHeight) : reportedHeight;
  return { frameRef, url, loading, height };
}
