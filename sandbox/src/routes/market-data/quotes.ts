// The market data of the wrap menu's managed funds and listed securities (issue 32 §5): the one price source the
// valuations use (portfolio/prices.ts), read as a platform publishes it. The latest price is the reference day's
// (the sandbox's market data ends there: sandbox/README.md "Figures that agree"), which is the price the account's
// Portfolio valuation uses today; the change is against the business day before it.
import { monthsBefore } from '../account-cash/history-range.js';
import { INVESTMENT_MENU } from '../fee-calculator/fee-schedule.js';
import type { Asset } from '../portfolio/assets.js';
import { businessOnOrBefore, toDay, toIso } from '../portfolio/days.js';
import { priceOn } from '../portfolio/prices.js';

/** The menu's investments that have a market price: listed securities (ASX codes) and managed funds (APIR codes). */
export const PRICED: readonly Asset[] = INVESTMENT_MENU.map((m) => m.asset).filter((a) => a.type === 'LISTED' || a.type === 'MANAGED_FUND');
export const PRICED_BY_CODE: ReadonlyMap<string, Asset> = new Map(PRICED.map((a) => [a.code, a]));

export const PRICE_RANGES = ['1M', '3M', '1Y', '5Y'] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];
const RANGE_MONTHS: Record<PriceRange, number> = { '1M': 1, '3M': 3, '1Y': 12, '5Y': 60 };

/** A price in 10^-4 dollars: prices are to 4 decimals at most, so differences are exact in integers. */
const tenThousandths = (price: number) => Math.round(price * 10_000);

export interface Quote {
  code: string;
  name: string;
  type: 'LISTED' | 'MANAGED_FUND';
  asset_class: string;
  price: number;
  price_date: string;
  previous_price: number;
  previous_date: string;
  change: number;
  change_percent: number;
}

/** The latest price day for a reference day: it, or the Friday before on a weekend. */
export const latestPriceDay = (reference: string): number => businessOnOrBefore(toDay(reference));

export function quoteOf(asset: Asset, reference: string): Quote {
  const day = latestPriceDay(reference);
  const before = businessOnOrBefore(day - 1);
  const price = priceOn(asset, day);
  const previous = priceOn(asset, before);
  const change = tenThousandths(price) - tenThousandths(previous);
  return {
    code: asset.code,
    name: asset.name,
    type: asset.type as Quote['type'],
    asset_class: asset.assetClass,
    price,
    price_date: toIso(day),
    previous_price: previous,
    previous_date: toIso(before),
    change: change / 10_000,
    change_percent: previous > 0 ? Math.round((change / tenThousandths(previous)) * 10_000) / 100 : 0,
  };
}

/**
 * The menu's priced investments matching the words typed: every word must start the code or a word of the name
 * (case-insensitive), so "BHP", "van aus" and "VAN0002" all find theirs. The exact code first, then codes starting
 * with the text, then the rest by name.
 */
export function searchInvestments(text: string, type: Quote['type'] | undefined): Asset[] {
  const words = text.toLowerCase().split(/[^a-z0-9&']+/).filter(Boolean);
  const whole = text.trim().toUpperCase();
  const hits = PRICED.filter((a) => {
    if (type && a.type !== type) return false;
    const code = a.code.toLowerCase();
    const nameWords = a.name.toLowerCase().split(/[^a-z0-9&']+/);
    return words.every((w) => code.startsWith(w) || nameWords.some((n) => n.startsWith(w)));
  });
  const rank = (a: Asset) => (a.code === whole ? 0 : whole && a.code.startsWith(whole) ? 1 : 2);
  return hits.sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name) || a.code.localeCompare(b.code));
}

export interface PricePoint {
  date: string;
  price: number;
}

/**
 * The closing prices over a range ending on the latest price day: every business day for 1 and 3 months, weekly
 * (the latest day's weekday) for 1 and 5 years; the range's first business day and the latest day are always points.
 */
export function priceHistory(asset: Asset, reference: string, range: PriceRange): { from: string; to: string; points: PricePoint[] } {
  const to = latestPriceDay(reference);
  const start = toDay(monthsBefore(toIso(to), RANGE_MONTHS[range]));
  let from = start;
  while (from !== businessOnOrBefore(from)) from++;
  const days = new Set<number>([from, to]);
  if (range === '1M' || range === '3M') {
    for (let d = from; d <= to; d++) if (d === businessOnOrBefore(d)) days.add(d);
  } else {
    // A week apart back from the latest day, which is a business day, so every point is one too.
    for (let d = to - 7; d > from; d -= 7) days.add(d);
  }
  const points = [...days].sort((a, b) => a - b).map((d) => ({ date: toIso(d), price: priceOn(asset, d) }));
  return { from: toIso(from), to: toIso(to), points };
}
