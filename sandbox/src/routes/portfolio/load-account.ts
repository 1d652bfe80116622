// The wrap account behind a path's {account} (account id, number or composer code, as the balance call takes),
// when the signed-in user sees it; anything else (unknown, not wrap, another adviser's) answers 404.
import type { Db } from '../../db/index.js';
import { BALANCE_ON_SQL, ledgerParams } from '../account-cash/ledger-sql.js';
import { notFound } from '../../http/http-error.js';
import type { Scope } from '../../http/scope.js';
import { cashFeesOf } from './cash-fees.js';
import { toDay } from './days.js';
import type { PortfolioAccount } from './derive-portfolio.js';

export interface WrapAccount extends PortfolioAccount {
  accountNumber: string;
  openedDate: string;
  /** The linked cash account (the wrap's cash holding), and whether its ledger shows contributions (super). */
  cashAccountId: string | null;
  superLinked: boolean;
}

export interface WrapRow {
  account_id: string;
  account_number: string;
  account_status: string;
  opened_date: string;
  funded_date: string | null;
  ledger_balance: string;
  reference_date: string;
  cash_account_id: string | null;
  cash_balance: string | null;
  super_linked: boolean;
}

export async function loadWrapAccount(db: Pick<Db, 'query'>, scope: Scope, code: string): Promise<WrapAccount> {
  const { rows } = await db.query<WrapRow>(
    `select ${WRAP_COLUMNS}
       from accounts a cross join seed_info s
       left join accounts c on c.account_type = 'CASH' and c.account_number = a.linked_cash_account
      where (a.account_id = $1 or a.account_number = $1 or a.composer_code = $1) and a.account_type = 'WRAP'
        and exists (select 1 from account_advisers aa where aa.account_id = a.account_id and aa.entity_key = any($2::text[]))
      limit 1`,
    [code, scope.entityKeys],
  );
  const row = rows[0];
  if (!row) throw notFound();
  return wrapAccountOf(row);
}

/** The columns of a WrapRow: `a` the wrap account, `c` its linked cash account, `s` the seed's facts. */
export const WRAP_COLUMNS = `a.account_id, a.account_number, a.account_status, to_char(a.opened_date, 'YYYY-MM-DD') as opened_date,
            to_char(a.funded_date, 'YYYY-MM-DD') as funded_date, a.ledger_balance::text as ledger_balance,
            to_char(s.reference_date, 'YYYY-MM-DD') as reference_date,
            c.account_id as cash_account_id, c.ledger_balance::text as cash_balance,
            coalesce(a.wrap_product_type = 'Super', false) as super_linked`;

export function wrapAccountOf(row: WrapRow): WrapAccount {
  return {
    accountId: row.account_id,
    accountNumber: row.account_number,
    openedDate: row.opened_date,
    fundedDay: row.funded_date ? toDay(row.funded_date) : null,
    referenceDay: toDay(row.reference_date),
    balance: Number(row.ledger_balance),
    active: row.account_status === 'Active',
    cashBalance: row.cash_balance === null ? null : Number(row.cash_balance),
    cashAccountId: row.cash_account_id,
    superLinked: row.super_linked,
  };
}

/** The wrap's cash holding on a day: its linked cash account's ledger balance at the end of that day. */
export async function cashHoldingOn(db: Pick<Db, 'query'>, account: WrapAccount, day: string): Promise<number | undefined> {
  if (!account.cashAccountId) return undefined;
  const fees = await cashFeesOf(db, account.cashAccountId);
  const { rows } = await db.query<{ balance: string }>(BALANCE_ON_SQL, [...ledgerParams(account.cashAccountId, account.superLinked, fees), day]);
  return Number(rows[0]!.balance);
}
