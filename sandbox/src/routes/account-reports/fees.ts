// Wrap account fees (issue 17), derived per account on read: each completed month of the last 24 (not before
// the account opened) charges an adviser service fee, an administration fee and investment fees, each a yearly
// rate of the month-end value; the rates come from the account's hash, so every read agrees. The month-end value
// is the portfolio's, as the Portfolio valuation and the value-over-time chart show it for that day (issue 31,
// sandbox/README.md "Figures that agree"; portfolio/month-end-values.ts).
import type { ReportAccount } from './report-account.js';
import { balanceAt, cents, unit } from './derive.js';
import { completedPeriods, periodOf, type PeriodKind } from './periods.js';

export const FEE_TYPES = ['ADVISER_SERVICE', 'ADMINISTRATION', 'INVESTMENT'] as const;
export type FeeType = (typeof FEE_TYPES)[number];
export const FEE_MONTHS = 24;

const DESCRIPTIONS: Record<FeeType, string> = {
  ADVISER_SERVICE: 'Ongoing adviser service fee',
  ADMINISTRATION: 'Administration fee',
  INVESTMENT: 'Investment management fees',
};

export interface FeeRow {
  period_from: string;
  period_to: string;
  fee_type: FeeType;
  description: string;
  amount: number;
}

/** Yearly rates (fractions) and a fixed yearly administration amount for this account. */
export function feeRates(accountId: string) {
  return {
    ADVISER_SERVICE: 0.0035 + 0.0075 * unit(accountId, 'fee:asf'),
    ADMINISTRATION: 0.0012 + 0.0013 * unit(accountId, 'fee:admin'),
    INVESTMENT: 0.0025 + 0.0065 * unit(accountId, 'fee:icr'),
    adminFixed: 120 + Math.round(180 * unit(accountId, 'fee:fixed')),
  };
}

/** A wrap account's value in whole cents at the end of each day (portfolio/month-end-values.ts). */
export type ValuesByDay = ReadonlyMap<string, number>;

/**
 * One month's fees on a month-end value (whole cents): a twelfth of each yearly rate of the value, and of the fixed
 * yearly administration amount, each rounded to the cent (half away from zero). A month that ends with nothing in
 * the account (before it was funded) charges nothing.
 */
export function monthFees(accountId: string, valueCents: number): Record<FeeType, number> {
  const r = feeRates(accountId);
  if (valueCents <= 0) return { ADVISER_SERVICE: 0, ADMINISTRATION: 0, INVESTMENT: 0 };
  return {
    ADVISER_SERVICE: Math.round((valueCents * r.ADVISER_SERVICE) / 12) / 100,
    ADMINISTRATION: Math.round((valueCents * r.ADMINISTRATION + r.adminFixed * 100) / 12) / 100,
    INVESTMENT: Math.round((valueCents * r.INVESTMENT) / 12) / 100,
  };
}

/** A month charges the adviser service fee only while the account's fee arrangement runs on its last day. */
const adviserFeeCharged = (account: FeeAccount, monthEnd: string) => !account.adviser_fee_stops || monthEnd < account.adviser_fee_stops;

/**
 * The monthly fee rows of the account, oldest first. `values`: the portfolio's value by day (a month missing from it
 * is worth nothing then); null only where no value series is at hand (a statement built without its sources), when
 * the derived balance walk (derive.ts balanceAt) stands in.
 */
export function monthlyFees(account: FeeAccount, values: ValuesByDay | null = null): FeeRow[] {
  const months = completedPeriods('month', account.opened_date, account.last_day, FEE_MONTHS).reverse();
  return months.flatMap((m) => {
    const value = values ? (values.get(m.to) ?? 0) : Math.round(balanceAt(account.account_id, account.ledger_balance, m.to, account.last_day) * 100);
    return monthRows(account, m, value);
  });
}

/** What the fees of a wrap account are worked out from. */
export type FeeAccount = Pick<ReportAccount, 'account_id' | 'opened_date' | 'last_day' | 'ledger_balance' | 'adviser_fee_stops'>;

function monthRows(account: FeeAccount, m: { from: string; to: string }, valueCents: number): FeeRow[] {
  const amounts = monthFees(account.account_id, valueCents);
  const types = FEE_TYPES.filter((type) => type !== 'ADVISER_SERVICE' || adviserFeeCharged(account, m.to));
  return types.map((type) => ({ period_from: m.from, period_to: m.to, fee_type: type, description: DESCRIPTIONS[type], amount: amounts[type] }));
}

/**
 * The monthly fee rows (oldest first) of a wrap account that pays them from its linked cash account, on each
 * month's last day: `valueBeforeLaterFees(day)` is the month-end value (cents) the cash ledger gives without any
 * wrap fee. The fees after a month lift its month-end cash balance (the ledger walks back from today's balance),
 * so the months are worked out newest first; the month's own fee, its day's last movement, does not change it.
 * The rows are what `monthlyFees` gives on the value series of the ledger with the fees.
 */
export function monthlyFeesFromCash(account: FeeAccount, valueBeforeLaterFees: (day: string) => number): FeeRow[] {
  const months = completedPeriods('month', account.opened_date, account.last_day, FEE_MONTHS);
  let later = 0;
  const rows: FeeRow[][] = [];
  for (const m of months) {
    const month = monthRows(account, m, valueBeforeLaterFees(m.to) + later);
    later += month.reduce((sum, r) => sum + Math.round(r.amount * 100), 0);
    rows.push(month);
  }
  return rows.reverse().flat();
}

/** Monthly rows summed per period of `kind` and fee type, restricted to months inside from..to. */
export function feesByPeriod(rows: readonly FeeRow[], kind: PeriodKind, from?: string, to?: string): FeeRow[] {
  const out = new Map<string, FeeRow>();
  for (const row of rows) {
    if ((from && row.period_to < from) || (to && row.period_from > to)) continue;
    const p = periodOf(kind, row.period_from);
    const key = `${p.from}:${row.fee_type}`;
    const hit = out.get(key);
    if (hit) hit.amount = cents(hit.amount + row.amount);
    else out.set(key, { ...row, period_from: p.from, period_to: p.to });
  }
  return [...out.values()];
}

export function feeTotals(rows: readonly FeeRow[]) {
  const byType = FEE_TYPES.map((type) => ({ fee_type: type, description: DESCRIPTIONS[type], amount: cents(rows.filter((r) => r.fee_type === type).reduce((s, r) => s + r.amount, 0)) }));
  return { by_type: byType, total: cents(byType.reduce((s, t) => s + t.amount, 0)) };
}
