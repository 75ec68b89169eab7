/**
 * Calls `refresh` every `interval` ms while the page is visible, and at once when the tab comes
 * back (visible again, or the window regains focus). Nothing runs while the tab is hidden, so a
 * page left open in the background costs the server nothing.
 *
 *   const { reload } = useApplication();
 *   useRefreshWhileVisible(reload, 60_000);              // step 5: the status moves on its own
 *   useRefreshWhileVisible(reload, 2_000, confirming);   // step 4: until the payment is confirmed
 */
import { useEffect, useRef } from 'react';

export function useRefreshWhileVisible(refresh: () => unknown, interval: number, enabled = true): void {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });

  useEffect(() => {
    if (!enabled) return;
    let timer: number | undefined;
    let lastRun = 0;
    const visible = () => document.visibilityState !== 'hidden';
    const stop = () => {
      if (timer !== undefined) window.clearInterval(timer);
      timer = undefined;
    };
    const run = () => {
      lastRun = Date.now();
      void latest.current();
    };
    const start = () => {
      stop();
      if (visible()) timer = window.setInterval(run, interval);
    };
    const onReturn = () => {
      if (!visible()) return stop();
      // Focus and visibility often come together: one refresh for both.
      if (Date.now() - lastRun > 500) run();
      start();
    };
    const onVisibility = () => (visible() ? onReturn() : stop());
    start();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('focus', onReturn);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('focus', onReturn);
    };
  }, [interval, enabled]);
}
