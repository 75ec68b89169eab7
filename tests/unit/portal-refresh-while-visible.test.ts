// The refresh of steps 4 and 5: on a timer while the page is visible, never while it is hidden,
// and at once when the tab comes back.
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRefreshWhileVisible } from '../../portal/application/useRefreshWhileVisible';

let visibility: DocumentVisibilityState = 'visible';
const setVisibility = (value: DocumentVisibilityState) => {
  visibility = value;
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('useRefreshWhileVisible', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    visibility = 'visible';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  });
  afterEach(() => {
    vi.useRealTimers();
    delete (document as unknown as Record<string, unknown>).visibilityState;
  });

  it('refreshes on every interval while visible', () => {
    const refresh = vi.fn();
    renderHook(() => useRefreshWhileVisible(refresh, 1000));
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(3000);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('stops while hidden and refreshes at once when the tab is visible again', () => {
    const refresh = vi.fn();
    renderHook(() => useRefreshWhileVisible(refresh, 1000));
    vi.advanceTimersByTime(1000);
    setVisibility('hidden');
    vi.advanceTimersByTime(10_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    setVisibility('visible');
    expect(refresh).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1000);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('refreshes when the window regains focus, once when focus and visibility come together', () => {
    const refresh = vi.fn();
    renderHook(() => useRefreshWhileVisible(refresh, 60_000));
    vi.advanceTimersByTime(1000);
    window.dispatchEvent(new Event('focus'));
    expect(refresh).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('does nothing when disabled, and stops when unmounted', () => {
    const refresh = vi.fn();
    const { rerender, unmount } = renderHook(({ on }) => useRefreshWhileVisible(refresh, 1000, on), {
      initialProps: { on: false },
    });
    vi.advanceTimersByTime(5000);
    window.dispatchEvent(new Event('focus'));
    expect(refresh).not.toHaveBeenCalled();
    rerender({ on: true });
    vi.advanceTimersByTime(1000);
    expect(refresh).toHaveBeenCalledTimes(1);
    unmount();
    vi.advanceTimersByTime(5000);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
