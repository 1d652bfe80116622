// Wrap account fees (issue 17), derived per account on read: each completed month of the last 24 (not before
// the account opened) charges an adviser service fee, an administration fee and investment fees, each a yearly
// rate of the month-end balance; the rates come from the account's hash, so every read agrees.
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
function rates(accountId: string) {
  return {
    ADVISER_SERVICE: 0.0035 + 0.0075 * unit(accountId, 'fee:asf'),
    ADMINISTRATION: 0.0012 + 0.0013 * unit(accountId, 'fee:admin'),
    INVESTMENT: 0.0025 + 0.0065 * unit(accountId, 'fee:icr'),
    adminFixed: 120 + Math.round(180 * unit(accountId, 'fee:fixed')),
  };
}

/** The monthly fee rows of the account, oldest first. */
export function monthlyFees(account: ReportAccount): FeeRow[] {
  const r = rates(account.account_id);
  const months = completedPeriods('month', account.opened_date, account.last_day, FEE_MONTHS).reverse();
  return months.flatMap((m) => {
    const balance = balanceAt(account.account_id, account.ledger_balance, m.to, account.last_day);
    const amounts: Record<FeeType, number> = {
      ADVISER_SERVICE: cents((balance * r.ADVISER_SERVICE) / 12),
      ADMINISTRATION: cents((balance * r.ADMINISTRATION + r.adminFixed) / 12),
      INVESTMENT: cents((balance * r.INVESTMENT) / 12),
    };
    return FEE_TYPES.map((type) => ({ period_from: m.from, period_to: m.to, fee_type: type, description: DESCRIPTIONS[type], amount: amounts[type] }));
  });
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
