import { describe, expect, it, vi } from 'vitest';
import { badgeCount, notificationLinks } from './bell-logic';
import { nearEnd, throttle } from './list-scroll';

const prefs = { accountBalanceThresholdSelected: true, insufficientFundsForPendingPaymentsThresholdSelected: true, isPreferencesBeenSet: true };
const counts = { accountBalanceCount: 3, insufficientFundsForPendingPaymentsCount: 2, accountBalanceVisited: false, pendingPaymentsVisited: true };

describe('notification links', () => {
  it('shows a link only when its preference is selected and its count is above 0', () => {
    expect(notificationLinks(counts, prefs).map((l) => l.type)).toEqual(['pendingPayments', 'accountBalance']);
    expect(notificationLinks(counts, { ...prefs, accountBalanceThresholdSelected: false }).map((l) => l.type)).toEqual(['pendingPayments']);
    expect(notificationLinks({ ...counts, insufficientFundsForPendingPaymentsCount: 0 }, prefs).map((l) => l.type)).toEqual(['accountBalance']);
    expect(notificationLinks(null, prefs)).toEqual([]);
  });
});

describe('badge count', () => {
  it('adds unvisited notification pages to unread alerts, none while the preferences are viewed', () => {
    const links = notificationLinks(counts, prefs);
    expect(badgeCount(4, links, false)).toBe(5);
    expect(badgeCount(4, links, true)).toBe(4);
    expect(badgeCount(null, [], false)).toBe(0);
  });
});

describe('infinite scroll', () => {
  it('is near the end within 2 tenths of the visible height', () => {
    expect(nearEnd(0, 400, 1000)).toBe(false);
    expect(nearEnd(520, 400, 1000)).toBe(true);
    expect(nearEnd(519, 400, 1000)).toBe(false);
  });

  it('throttles to one call per 50 ms with a trailing call', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const throttled = throttle(fn, 50);
    throttled(1);
    throttled(2);
    throttled(3);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(50);
    expect(fn).toHaveBeenLastCalledWith(3);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });
});
