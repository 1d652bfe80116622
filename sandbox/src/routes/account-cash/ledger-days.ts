// A cash ledger day by day (issue 31 §3; additive to ledger-sql.ts, whose ledger it reads): each day that has a
// movement, its closing running balance, and its money in and out, all of it and the part that came from or went
// outside the account (not its interest or fees). A day with no movement closes where the day before did, and
// every day before the first movement where that movement started from: the Transactions tab's balances.
import type { Db } from '../../db/index.js';
import { LEDGER_CTE, ledgerParams, type LedgerFee } from './ledger-sql.js';

/** Dollars as whole cents (the ledger's numeric text, two decimals). */
export const centsOf = (text: string | number) => Math.round(Number(text) * 100);

export interface LedgerDay {
  day: string;
  /** Cents, the running balance after the day's last movement. */
  closing: number;
  /** Cents credited and debited (both positive). */
  credits: number;
  debits: number;
  /** Cents in and out from outside: every movement but interest and fees. */
  externalIn: number;
  externalOut: number;
}

export interface LedgerDays {
  /** The ledger's first day (its start, or the opening when later) and last (today, or the closing day). */
  first: string;
  last: string;
  /** Cents before the first movement. */
  opening: number;
  /** Days with a movement, oldest first. */
  days: LedgerDay[];
}

const DAYS_SQL = `with ${LEDGER_CTE}
  select to_char(day, 'YYYY-MM-DD') as day, (array_agg(running_balance order by seq desc))[1]::text as closing,
         coalesce(sum(amount) filter (where amount > 0), 0)::text as credits,
         coalesce(-sum(amount) filter (where amount < 0), 0)::text as debits,
         coalesce(sum(amount) filter (where amount > 0 and type not in ('INTEREST', 'FEE')), 0)::text as external_in,
         coalesce(-sum(amount) filter (where amount < 0 and type not in ('INTEREST', 'FEE')), 0)::text as external_out
    from ledger group by day order by day`;

const BOUNDS_SQL = `with ${LEDGER_CTE}
  select to_char(greatest(first_day, opened_date), 'YYYY-MM-DD') as first, to_char(last_day, 'YYYY-MM-DD') as last,
         ledger_balance::text as balance
    from acct`;

interface DayRow { day: string; closing: string; credits: string; debits: string; external_in: string; external_out: string }

/** `fees`: the wrap fees a linked cash account pays (portfolio/cash-fees.ts cashFeesOf). */
export async function ledgerDays(db: Pick<Db, 'query'>, cashAccountId: string, superLinked: boolean, fees: readonly LedgerFee[]): Promise<LedgerDays> {
  const params = ledgerParams(cashAccountId, superLinked, fees);
  const [{ rows }, { rows: bounds }] = [await db.query<DayRow>(DAYS_SQL, params), await db.query<{ first: string; last: string; balance: string }>(BOUNDS_SQL, params)];
  const b = bounds[0]!;
  const days = rows.map((r) => ({
    day: r.day,
    closing: centsOf(r.closing),
    credits: centsOf(r.credits),
    debits: centsOf(r.debits),
    externalIn: centsOf(r.external_in),
    externalOut: centsOf(r.external_out),
  }));
  const f = days[0];
  const opening = f ? f.closing - f.credits + f.debits : centsOf(b.balance);
  return { first: b.first, last: b.last, opening, days };
}

/** A reader of the ledger's closing balance on any day, asked in ascending order of days (a walk, not a search). */
export function closingWalker(ledger: LedgerDays): (day: string) => number {
  let i = 0;
  let balance = ledger.opening;
  return (day) => {
    while (i < ledger.days.length && ledger.days[i]!.day <= day) balance = ledger.days[i++]!.closing;
    return balance;
  };
}
