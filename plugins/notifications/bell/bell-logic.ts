// The bell's rules (001 §2.4, §3, §4) as plain functions: which notification links show and what the badge
// counts. The list's scroll rules are the panel's (./list-scroll.ts).

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
