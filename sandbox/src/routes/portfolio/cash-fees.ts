// A wrap account's fees as its linked cash account pays them (issue 31, sandbox/README.md "Figures that agree"):
// the Fees tab's rows, each debited on its month's last day, so the cash ledger's FEE movements are the Fees tab's.
// A month's fees are charged on the value the valuation gives that day: the holdings and the cash ledger's balance,
// which the later months' fees lift (the ledger walks back from today's balance), so they are worked out newest
// first on the ledger without them (account-cash/ledger-topup.ts, the same movements in exact cents), and every
// reader of the ledger passes them to its SQL (ledger-sql.ts $12).
import type { Db } from '../../db/index.js';
import type { LedgerFee } from '../account-cash/ledger-sql.js';
import { closingsBeforeFees, type TopupAccount } from '../account-cash/ledger-topup.js';
import { FEE_TYPES, monthlyFeesFromCash, type FeeAccount } from '../account-reports/fees.js';
import { sydneyToday } from '../shared/format.js';
import { portfolioOf } from './derive-portfolio.js';
import { WRAP_COLUMNS, wrapAccountOf, type WrapAccount, type WrapRow } from './load-account.js';
import { holdingsValues } from './value-history.js';

interface LinkedRow extends WrapRow {
  cash_first_day: string;
  cash_last_day: string;
  wrap_last_day: string;
  adviser_fee_stops: string | null;
}

/** The linked cash accounts among `cashIds` with their wraps (the rest have no wrap fees). */
const LINKED_SQL = `select ${WRAP_COLUMNS},
         to_char(greatest(date_trunc('month', s.reference_date - interval '24 months')::date, c.opened_date), 'YYYY-MM-DD') as cash_first_day,
         to_char(coalesce(c.closed_date, greatest(s.reference_date, current_date)), 'YYYY-MM-DD') as cash_last_day,
         to_char(coalesce(a.closed_date, s.reference_date), 'YYYY-MM-DD') as wrap_last_day,
         (select to_char(least(f.ended_date, f.anniversary_date + r.days), 'YYYY-MM-DD')
            from fee_arrangements f join fee_consent_rules r on r.rule = 'lapse' where f.account_id = a.account_id) as adviser_fee_stops
    from accounts c cross join seed_info s
    join accounts a on a.account_id = c.parent_account_id and a.account_type = 'WRAP' and a.linked_cash_account = c.account_number
   where c.account_id = any($1::text[]) and c.account_type = 'CASH'`;

/** The fees each linked cash account pays, by account, balances and day: the search reads many at once. */
const kept = new Map<string, LedgerFee[]>();
const KEPT = 5_000;

/** The wrap fees a cash account's ledger debits (none: not a wrap's linked cash account). */
export async function cashFeesOf(db: Pick<Db, 'query'>, cashAccountId: string): Promise<LedgerFee[]> {
  return (await cashFeesOfMany(db, [cashAccountId])).get(cashAccountId) ?? [];
}

/** The wrap fees of each linked cash account among `cashAccountIds` (the others are left out). */
export async function cashFeesOfMany(db: Pick<Db, 'query'>, cashAccountIds: readonly string[]): Promise<Map<string, LedgerFee[]>> {
  const out = new Map<string, LedgerFee[]>();
  if (!cashAccountIds.length) return out;
  const { rows } = await db.query<LinkedRow>(LINKED_SQL, [cashAccountIds]);
  const today = sydneyToday();
  for (const row of rows) {
    const key = `${row.cash_account_id}:${row.cash_balance}:${row.account_id}:${row.ledger_balance}:${row.cash_last_day}:${row.wrap_last_day}:${row.adviser_fee_stops}:${today}`;
    let fees = kept.get(key);
    if (!fees) {
      const wrap = wrapAccountOf(row);
      const cash = { account_id: row.cash_account_id!, balance: row.cash_balance!, first_day: row.cash_first_day, last_day: row.cash_last_day, linked: true };
      fees = linkedCashFees(wrap, cash, { account_id: row.account_id, opened_date: row.opened_date, last_day: row.wrap_last_day, ledger_balance: wrap.balance, adviser_fee_stops: row.adviser_fee_stops }, today);
      if (kept.size >= KEPT) kept.delete(kept.keys().next().value!);
      kept.set(key, fees);
    }
    out.set(row.cash_account_id!, fees);
  }
  return out;
}

/**
 * The fees `wrap` pays from its linked cash account `cash`: each month's Fees tab rows (fees.ts), on the month's last
 * day, in the order of FEE_TYPES (seq 3 to 5, after the day's interest). A month charging nothing debits nothing.
 * `today`: the last day of the wrap's value series (history.ts seriesOf).
 */
export function linkedCashFees(wrap: WrapAccount, cash: TopupAccount, account: FeeAccount, today: string): LedgerFee[] {
  const first = wrap.openedDate;
  const valueDays = new Set<string>();
  // The month ends the fees may fall on (the last 24 completed months, from the opening).
  for (const row of monthlyFeesFromCash(account, (day) => (valueDays.add(day), 0))) valueDays.add(row.period_to);
  const days = [...valueDays].filter((d) => d >= first && d <= today).sort();
  const holdings = holdingsValues(portfolioOf(wrap), days);
  const closings = closingsBeforeFees(cash, days);
  const valueOn = new Map(days.map((d, i) => [d, holdings[i]! + closings[i]!]));
  return monthlyFeesFromCash(account, (day) => valueOn.get(day) ?? 0)
    .filter((r) => r.amount > 0 && r.period_to >= cash.first_day && r.period_to <= cash.last_day)
    .map((r) => ({ account_id: cash.account_id, day: r.period_to, seq: 3 + FEE_TYPES.indexOf(r.fee_type), description: r.description, amount: r.amount }));
}
