import { useEffect } from 'react';

/**
 * While `locked`, stops the page behind an overlay from scrolling by hiding the body's overflow,
 * and puts back whatever inline value the body had before when it unlocks or unmounts.
 */
export function useBodyScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    const { body } = document;
    const previous = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = previous;
    };
  }, [locked]);
}
