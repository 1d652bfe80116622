import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceTaskSubmitted, refreshAfterTaskSubmissions } from './task-events';

afterEach(() => vi.useRealTimers());

describe('refresh after task submissions', () => {
  it('refreshes 20000 ms after each submission, and not after it stops listening', () => {
    vi.useFakeTimers();
    const refresh = vi.fn();
    const stop = refreshAfterTaskSubmissions(refresh);
    announceTaskSubmitted();
    vi.advanceTimersByTime(19_999);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    announceTaskSubmitted();
    stop();
    vi.advanceTimersByTime(20_000);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
