// A wrap account's value day by day and its time-weighted return (issue 31 §3; sandbox/README.md "Value over time,
// flows and performance"), in whole cents. A day's value is what the Portfolio valuation tab shows for it: each
// holding's units after that day's events at that day's price, rounded to the cent, plus the linked cash ledger's
// balance at the end of the day. Money the sandbox moves into or out of the portfolio from outside is an external
// flow: an investment buy (the sandbox funds it from outside the wrap: its cash ledger does not pay for it), a sale
// and a distribution paid out (neither lands in the cash ledger), and the cash ledger's movements but its
// interest and fees. The Fees tab's monthly fees are charged on each month's last day: a wrap with a linked cash
// account pays them from it (its value falls by them), one without has them charged against the return; either
// way the return is net of fees.
import type { Portfolio } from './derive-portfolio.js';
import { toDay, toIso } from './days.js';
import { priceOn } from './prices.js';
import { closingWalker, type LedgerDays } from '../account-cash/ledger-days.js';

export interface ValueDay {
  day: string;
  /** Cents at the end of the day. */
  value: number;
  /** Cents added from outside and taken out (positive) during the day. */
  moneyIn: number;
  moneyOut: number;
  /** Cents of fees charged on the day (the Fees tab's, on a month's last day). */
  fee: number;
  /** Cents of them paid from the linked cash account: already out of `value`. */
  feePaid?: number;
}

const centsOf = (dollars: number) => Math.round(dollars * 100);

/**
 * Every day from `first` to `last` (yyyy-MM-dd), with `cash` the linked cash ledger (null: no linked cash account)
 * and `fees` cents by day.
 */
export function dailyValues(portfolio: Portfolio, first: string, last: string, cash: LedgerDays | null, fees: ReadonlyMap<string, number> = new Map()): ValueDay[] {
  const holdings = [...portfolio.byAsset.values()];
  const next = holdings.map(() => 0);
  const units = holdings.map(() => 0);
  const flows = new Map<number, { in: number; out: number }>();
  const flow = (day: number) => flows.get(day) ?? flows.set(day, { in: 0, out: 0 }).get(day)!;
  for (const events of holdings) {
    for (const e of events) {
      if (e.type === 'BUY') flow(e.day).in += centsOf(e.amount);
      else if (e.type === 'SELL' || e.type === 'DISTRIBUTION') flow(e.day).out += centsOf(e.amount);
    }
  }
  const cashDays = new Map((cash?.days ?? []).map((d) => [d.day, d]));
  const closing = cash ? closingWalker(cash) : () => 0;
  const out: ValueDay[] = [];
  for (let day = toDay(first), end = toDay(last); day <= end; day++) {
    const priceDay = Math.min(day, portfolio.referenceDay);
    let value = 0;
    holdings.forEach((events, h) => {
      while (next[h]! < events.length && events[next[h]!]!.day <= day) units[h] = events[next[h]!++]!.balance;
      if (units[h]! > 0) value += centsOf(units[h]! * priceOn(events[0]!.asset, priceDay));
    });
    const iso = toIso(day);
    const ledger = cashDays.get(iso);
    const own = flows.get(day);
    out.push({
      day: iso,
      value: value + closing(iso),
      moneyIn: (own?.in ?? 0) + (ledger?.externalIn ?? 0),
      moneyOut: (own?.out ?? 0) + (ledger?.externalOut ?? 0),
      fee: fees.get(iso) ?? 0,
    });
  }
  return out;
}

/**
 * The holdings' value in cents at the end of each of `days` (yyyy-MM-dd, ascending), cash left out: what
 * `dailyValues` counts for those days before the linked cash ledger's balance.
 */
export function holdingsValues(portfolio: Portfolio, days: readonly string[]): number[] {
  const holdings = [...portfolio.byAsset.values()];
  const next = holdings.map(() => 0);
  const units = holdings.map(() => 0);
  return days.map((iso) => {
    const day = toDay(iso);
    const priceDay = Math.min(day, portfolio.referenceDay);
    let value = 0;
    holdings.forEach((events, h) => {
      while (next[h]! < events.length && events[next[h]!]!.day <= day) units[h] = events[next[h]!++]!.balance;
      if (units[h]! > 0) value += centsOf(units[h]! * priceOn(events[0]!.asset, priceDay));
    });
    return value;
  });
}

/**
 * The time-weighted return from the end of `days[from]` to the end of `days[to]`, as a fraction: each day's return
 * is (value − money in + money out − fees not paid from the value) / the day before's value − 1 (flows counted at the end of the day, as a
 * buy is priced at the day's close), and the days are chained. A day after a day worth nothing counts as none.
 */
export function timeWeightedReturn(days: readonly ValueDay[], from: number, to: number): number {
  let growth = 1;
  for (let i = from + 1; i <= to; i++) {
    const before = days[i - 1]!.value;
    if (before <= 0) continue;
    const d = days[i]!;
    growth *= (d.value - d.moneyIn + d.moneyOut - (d.fee - (d.feePaid ?? 0))) / before;
  }
  return growth - 1;
}

/** A cumulative return over `calendarDays` as a yearly rate: (1 + r)^(365 / days) − 1. */
export const annualise = (cumulative: number, calendarDays: number) => (1 + cumulative) ** (365 / calendarDays) - 1;
