// The catch-up read: none before the page has painted, one LIVE_CATCH_UP_MS after, none once unmounted or for a
// view mounted after the paint.
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markPagePainted } from './plugin-load';
import { LIVE_CATCH_UP_MS, useLiveCatchUp } from './use-live-catch-up';

// The load gates are closed again before each test by web/src/testing/module-state-setup.ts.
afterEach(() => vi.useRealTimers());

describe('useLiveCatchUp', () => {
  it('refreshes once, LIVE_CATCH_UP_MS after the page has painted, and not before', async () => {
    vi.useFakeTimers();
    const refresh = vi.fn();
    renderHook(() => useLiveCatchUp(refresh));
    await vi.advanceTimersByTimeAsync(LIVE_CATCH_UP_MS * 2);
    expect(refresh).not.toHaveBeenCalled();
    markPagePainted();
    await vi.advanceTimersByTimeAsync(LIVE_CATCH_UP_MS - 100);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(LIVE_CATCH_UP_MS * 4);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('does not refresh a view mounted after the page painted: its subscription started with its first read', async () => {
    vi.useFakeTimers();
    markPagePainted();
    const refresh = vi.fn();
    renderHook(() => useLiveCatchUp(refresh));
    await vi.advanceTimersByTimeAsync(LIVE_CATCH_UP_MS * 2);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('does not refresh a view that has gone', async () => {
    vi.useFakeTimers();
    const refresh = vi.fn();
    const { unmount } = renderHook(() => useLiveCatchUp(refresh));
    markPagePainted();
    await vi.advanceTimersByTimeAsync(100);
    unmount();
    await vi.advanceTimersByTimeAsync(LIVE_CATCH_UP_MS * 2);
    expect(refresh).not.toHaveBeenCalled();
  });
});
