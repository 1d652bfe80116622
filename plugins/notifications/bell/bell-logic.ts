// The bell's rules (001 §2.4, §3, §4) as plain functions: which notification links show, what the badge
// counts, and when the list is near enough its end to load the next page.

export interface NotificationCountsView {
  accountBalanceCount: number;
  insufficientFundsForPendingPaymentsCount: number;
  accountBalanceVisited: boolean;
  pendingPaymentsVisited: boolean;
}

export interface PreferencesView {
  accountBalanceThresholdSelected: boolean;
  insufficientFundsForPendingPaymentsThresholdSelected: boolean;
  isPreferencesBeenSet: boolean;
}

export type NotificationLink =
  | { type: 'pendingPayments'; count: number; visited: boolean }
  | { type: 'accountBalance'; count: number; visited: boolean };

/** A link shows only when its preference is selected and its count is above 0 (001 §2.4). */
export function notificationLinks(counts: NotificationCountsView | null | undefined, prefs: PreferencesView | null | undefined): NotificationLink[] {
  if (!counts || !prefs) return [];
  const links: NotificationLink[] = [];
  if (prefs.insufficientFundsForPendingPaymentsThresholdSelected && counts.insufficientFundsForPendingPaymentsCount > 0) {
    links.push({ type: 'pendingPayments', count: counts.insufficientFundsForPendingPaymentsCount, visited: counts.pendingPaymentsVisited });
  }
  if (prefs.accountBalanceThresholdSelected && counts.accountBalanceCount > 0) {
    links.push({ type: 'accountBalance', count: counts.accountBalanceCount, visited: counts.accountBalanceVisited });
  }
  return links;
}

/** Unread alerts plus the notification pages not visited since they changed; the latter is 0 while the preferences are viewed (001 §4). */
export function badgeCount(unread: number | null | undefined, links: readonly NotificationLink[], preferencesViewed: boolean): number {
  const unvisited = preferencesViewed ? 0 : links.filter((l) => !l.visited).length;
  return (unread ?? 0) + unvisited;
}

/** Infinite scroll's distance (001 §9: 2): load more when the unseen rest is within 2 tenths of the list's height. */
export const SCROLL_DISTANCE = 2;
export const SCROLL_THROTTLE_MS = 50;

export function nearEnd(scrollTop: number, clientHeight: number, scrollHeight: number, distance = SCROLL_DISTANCE): boolean {
  return scrollHeight - (scrollTop + clientHeight) <= clientHeight * (distance / 10);
}

/** Runs fn at most once per `ms` (leading call, plus one trailing call for the last event in a burst). */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number, now: () => number = Date.now): (...args: A) => void {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  return (...args: A) => {
    const elapsed = now() - last;
    if (elapsed >= ms) {
      last = now();
      fn(...args);
      return;
    }
    pending = args;
    timer ??= setTimeout(() => {
      timer = undefined;
      last = now();
      if (pending) fn(...pending);
      pending = undefined;
    }, ms - elapsed);
  };
}
