import { useEffect, useState } from 'react';

/**
 * The window's vertical scroll offset, updated at most once per animation frame. The listener is
 * passive, so it never delays scrolling. Reads the offset once on mount, for pages that load
 * already scrolled (a reload, or a link to a section).
 */
export function useWindowScrollY(): number {
  const [scrollY, setScrollY] = useState(0);

  useEffect(() => {
    let frame = 0;
    const read = () => {
      frame = 0;
      setScrollY(window.scrollY);
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(read);
    };
    read();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, []);

  return scrollY;
}
