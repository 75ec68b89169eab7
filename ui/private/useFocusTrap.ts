import { useEffect, type RefObject } from 'react';

// Elements a keyboard user can reach with Tab. Hidden and inert ones are filtered out below.
const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

/** The elements inside `container` that Tab visits, in document order. */
export function getTabbables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) => !element.closest('[inert]') && element.getClientRects().length > 0,
  );
}

/**
 * While `active`, keeps keyboard focus inside `containerRef`: focus moves to the first tabbable
 * element on activation and Tab / Shift+Tab wrap at the ends, as the WAI-ARIA modal dialog pattern
 * asks. Focus that somehow lands outside (a click on the page behind) is pulled back in.
 */
export function useFocusTrap(containerRef: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;
    const doc = container.ownerDocument;

    const first = getTabbables(container)[0];
    (first ?? container).focus({ preventScroll: true });

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const tabbables = getTabbables(container);
      const head = tabbables[0];
      const tail = tabbables[tabbables.length - 1];
      if (!head || !tail) {
        event.preventDefault();
        return;
      }
      const current = doc.activeElement;
      if (event.shiftKey && (current === head || !container.contains(current))) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && (current === tail || !container.contains(current))) {
        event.preventDefault();
        head.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !container.contains(event.target)) {
        (getTabbables(container)[0] ?? container).focus({ preventScroll: true });
      }
    };
    doc.addEventListener('keydown', onKeyDown);
    doc.addEventListener('focusin', onFocusIn);
    return () => {
      doc.removeEventListener('keydown', onKeyDown);
      doc.removeEventListener('focusin', onFocusIn);
    };
  }, [containerRef, active]);
}
