import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUIET_MAX_MS, QUIET_POLL_MS, whenPageQuiet } from './page-quiet';

afterEach(() => vi.useRealTimers());

describe('whenPageQuiet', () => {
  it('waits for two quiet looks in a row: a moment with nothing in flight between two loads does not count', () => {
    vi.useFakeTimers();
    // Busy, then a gap (data in, the widgets it brings not yet drawn), busy again, then quiet for good.
    const looks = [true, false, true, false, false];
    const quiet = vi.fn();
    whenPageQuiet(() => looks.shift() ?? false, quiet);
    vi.advanceTimersByTime(QUIET_POLL_MS * 4);
    expect(quiet).not.toHaveBeenCalled();
    vi.advanceTimersByTime(QUIET_POLL_MS);
    expect(quiet).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(QUIET_POLL_MS * 10);
    expect(quiet).toHaveBeenCalledTimes(1);
  });

  it('does not look before the views mounting with the page have had a poll interval to start their loads', () => {
    vi.useFakeTimers();
    const busy = vi.fn(() => false);
    whenPageQuiet(busy, () => undefined);
    expect(busy).not.toHaveBeenCalled();
    vi.advanceTimersByTime(QUIET_POLL_MS);
    expect(busy).toHaveBeenCalledTimes(1);
  });

  it('lets deferred code through after QUIET_MAX_MS on a page that keeps loading', () => {
    vi.useFakeTimers();
    const quiet = vi.fn();
    whenPageQuiet(() => true, quiet);
    vi.advanceTimersByTime(QUIET_MAX_MS - QUIET_POLL_MS);
    expect(quiet).not.toHaveBeenCalled();
    vi.advanceTimersByTime(QUIET_POLL_MS);
    expect(quiet).toHaveBeenCalledTimes(1);
  });

  it('stops looking once cancelled (the page left before it was quiet)', () => {
    vi.useFakeTimers();
    const quiet = vi.fn();
    const cancel = whenPageQuiet(() => false, quiet);
    vi.advanceTimersByTime(QUIET_POLL_MS);
    cancel();
    vi.advanceTimersByTime(QUIET_MAX_MS);
    expect(quiet).not.toHaveBeenCalled();
  });
});
