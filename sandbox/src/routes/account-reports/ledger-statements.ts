// A cash account's statement figures from its ledger (issue 31, sandbox/README.md "Figures that agree"): the
// period's opening and closing balances are the ledger's running balance either side of it, and its lines are the
// ledger's movements in it by kind, so a statement says what the account's Transactions tab says.
import type { Db } from '../../db/index.js';
import { LEDGER_CTE, ledgerParams } from '../account-cash/ledger-sql.js';
import { cashFeesOf } from '../portfolio/cash-fees.js';
import type { Period } from './periods.js';
import type { ReportAccount } from './report-account.js';

export interface StatementFigures {
  opening: number;
  closing: number;
  deposits: number;
  interest: number;
  withdrawals: number;
  fees: number;
}

interface Movement {
  day: string;
  type: string;
  amount: number;
  balance: number;
}

const cents = (value: number) => Math.round(value * 100);

/** The ledger's movements of a cash account, oldest first; none for other accounts. */
export async function ledgerMovements(db: Pick<Db, 'query'>, account: ReportAccount): Promise<Movement[] | null> {
  if (account.account_type !== 'CASH') return null;
  const superLinked = await db.query<{ s: boolean }>(
    `select coalesce(w.wrap_product_type = 'Super', false) as s from accounts c left join accounts w on w.account_id = c.parent_account_id
      where c.account_id = $1`,
    [account.account_id],
  );
  const { rows } = await db.query<{ day: string; type: string; amount: string; balance: string }>(
    `with ${LEDGER_CTE}
     select to_char(day, 'YYYY-MM-DD') as day, type, amount::text as amount, running_balance::text as balance
       from ledger order by day, seq`,
    ledgerParams(account.account_id, superLinked.rows[0]?.s ?? false, await cashFeesOf(db, account.account_id)),
  );
  return rows.map((r) => ({ day: r.day, type: r.type, amount: Number(r.amount), balance: Number(r.balance) }));
}

/** A period's figures; they add up: opening + deposits + interest − withdrawals − fees = closing, to the cent. */
export function statementFigures(movements: readonly Movement[], period: Period): StatementFigures {
  const inside = movements.filter((m) => m.day >= period.from && m.day <= period.to);
  const before = movements.filter((m) => m.day < period.from).at(-1);
  const first = movements[0];
  const opening = inside[0] ? inside[0].balance - inside[0].amount : before ? before.balance : first ? first.balance - first.amount : 0;
  const sum = (keep: (m: Movement) => boolean) => inside.filter(keep).reduce((total, m) => total + cents(m.amount), 0) / 100;
  const figures = {
    opening: cents(opening) / 100,
    closing: inside.length ? inside.at(-1)!.balance : cents(opening) / 100,
    deposits: sum((m) => m.amount > 0 && m.type !== 'INTEREST'),
    interest: sum((m) => m.type === 'INTEREST'),
    withdrawals: -sum((m) => m.amount < 0 && m.type !== 'FEE'),
    fees: -sum((m) => m.type === 'FEE'),
  };
  return figures;
}
