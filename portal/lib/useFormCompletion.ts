import { useEffect, useRef, type RefObject } from 'react';
import { formOriginOf, isFormCompletionMessage } from './embeddedForm';

/**
 * Calls `onComplete` when the form in `iframeRef` posts its completion message (see
 * `isFormCompletionMessage`). Messages from any other window or origin are ignored.
 *
 *   const frame = useRef<HTMLIFrameElement>(null);
 *   useFormCompletion(frame, url, markCompleted);
 */
export function useFormCompletion(
  iframeRef: RefObject<HTMLIFrameElement | null>,
  formUrl: string,
  onComplete: () => void,
): void {
  const callback = useRef(onComplete);
  useEffect(() => {
    callback.current = onComplete;
  });
  useEffect(() => {
    const origin = formOriginOf(formUrl);
    const onMessage = (event: MessageEvent) => {
      if (isFormCompletionMessage(event, iframeRef.current, origin)) callback.current();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [iframeRef, formUrl]);
}
