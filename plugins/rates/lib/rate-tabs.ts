// The rates page's tabs (002 §2, §6): cash and wrap follow the user's rate-badge lists; term deposits are the
// bank's cash product, so that tab follows the cash list too (our choice, plugins/rates/README.md).
import { fixedDecimal } from '@kit/money';

export const RATE_TABS = ['cash', 'termDeposit', 'wrap'] as const;
export type RateTab = (typeof RATE_TABS)[number];

export interface RateBadgeLists {
  cash: readonly string[];
  wrap: readonly string[];
}

/** The tabs shown, in order: each only when its rate-badge list is non-empty. */
export function visibleTabs(badges: RateBadgeLists): RateTab[] {
  return RATE_TABS.filter((tab) => (tab === 'wrap' ? badges.wrap.length > 0 : badges.cash.length > 0));
}

/** Each tab's name in the copy catalogue. */
export const TAB_LABEL = { cash: 'rates.tab.cash', termDeposit: 'rates.tab.termDeposit', wrap: 'rates.tab.wrap' } as const satisfies Record<RateTab, string>;

/** A rate (the gateway's decimal text) in % p.a. with two decimals ("4.10"), rounded by its digits. */
export function formatRate(rate: string): string {
  return fixedDecimal(rate, 2);
}

/** 25 bps as "0.25". */
export function bpsAsPercent(bps: number): string {
  return (bps / 100).toFixed(2);
}
