/**
 * Everything a page needs to embed one of the external forms (docs/product.md § Embedded forms):
 * the address, built once with the signed-in user's first name, last name and e-mail (from the
 * session, like every other page), the language and the theme the page opened in; a ref for the
 * iframe; the height to show it at (the initial height, then the height the form reports, never
 * below the page's fixed height); and the form's completion message. One `message` listener reads
 * both kinds of message, trusted only from the iframe's own window and the form's origin.
 *
 *   const form = useEmbeddedForm({ baseUrl: config.intakeFormUrl, initialHeight: 1200, onComplete });
 *   <FormFrame form={form} title="…" />
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { formLanguageOf } from '../i18n/locales';
import { useCurrentUser } from '../session/hooks';
import { useSessionContext } from '../session/SessionContext';
import { useTheme } from '../theme/ThemeProvider';
import { buildFormUrl, formOriginOf, readFormMessage } from './formProtocol';

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
  /** Attach to the frame (`FormFrame` does). */
  frameRef: RefObject<HTMLIFrameElement | null>;
  /** The address to load: prefilled, with the language and the opening theme. */
  url: string;
  /** The height to give the frame (px). */
  height: number;
  /**
   * True until the account is known (a restored session is still being checked): the frame waits,
   * so it loads once, prefilled, rather than again with the names (losing what was typed).
   */
  pending: boolean;
}

/** The address to load; a malformed configured address is used as it is (and logged). */
function formUrlOf(...args: Parameters<typeof buildFormUrl>): string {
  try {
    return buildFormUrl(...args);
  } catch (error) {
    console.error('[form] Could not build the form URL; using it as configured.', error);
    return args[0];
  }
}

export function useEmbeddedForm({
  baseUrl,
  initialHeight,
  atLeastInitial = true,
  onComplete,
}: EmbeddedFormOptions): EmbeddedForm {
  const frameRef = useRef<HTMLIFrameElement | null>(null);
  const user = useCurrentUser();
  const signedIn = useSessionContext().status === 'authenticated';
  const lang = formLanguageOf(useIntl().locale);
  // Only the theme at opening: following later switches would reload the form and lose its answers.
  const { theme } = useTheme();
  const [openingTheme] = useState(theme);
  const url = formUrlOf(baseUrl, user, { lang, theme: openingTheme });
  const [reportedHeight, setReportedHeight] = useState<number | null>(null);

  const completed = useRef(onComplete);
  useEffect(() => {
    completed.current = onComplete;
  });

  useEffect(() => {
    const origin = formOriginOf(url);
    const onMessage = (event: MessageEvent) => {
      const message = readFormMessage(event, frameRef.current, origin);
      if (message?.type === 'completed') completed.current();
      else if (message?.type === 'height') setReportedHeight(Math.ceil(message.height));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [url]);

  const height =
    reportedHeight === null ? initialHeight : atLeastInitial ? Math.max(initialHeight, reportedHeight) : reportedHeight;
  return { frameRef, url, height, pending: signedIn && user === null };
}
