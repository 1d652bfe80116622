// What needs the adviser's attention across their book (sandbox/README.md "The book"). Each reads an index in order
// (migration 013) and keeps the visible rows, stopping at COUNT_LIMIT, so a large book costs what it shows.
import type { Db } from '../../db/index.js';
import { shortOfFunds } from '../shared/short-of-funds.js';

/** Counts stop here ("500 or more"): the dashboard shows the first few and links to the full list. */
export const COUNT_LIMIT = 500;
export const SHOWN = 5;
export const MATURING_DAYS = 30;

const VISIBLE = 'exists (select 1 from account_advisers aa where aa.account_id = a.account_id and aa.entity_key = any($1::text[]))';

export interface Attention<T> {
  count: number;
  count_is_lower_bound: boolean;
  items: T[];
}

async function capped<T>(db: Pick<Db, 'query'>, sql: string, params: unknown[]): Promise<Attention<T>> {
  const { rows } = await db.query<T>(`${sql} limit ${COUNT_LIMIT + 1}`, params);
  return { count: Math.min(rows.length, COUNT_LIMIT), count_is_lower_bound: rows.length > COUNT_LIMIT, items: rows.slice(0, SHOWN) };
}

const accountColumns = `a.account_id, a.account_number, a.account_name, a.product_description`;

/** Active stand-alone cash accounts whose balance is below the threshold, lowest first. */
export function lowCash(db: Pick<Db, 'query'>, keys: string[], threshold: number) {
  return capped<{ account_id: string; account_number: string; account_name: string; product_description: string; balance: number }>(
    db,
    `select ${accountColumns}, a.ledger_balance::float8 as balance
       from accounts a
      where a.account_type = 'CASH' and a.account_status = 'Active' and a.parent_account_id is null
        and a.ledger_balance < $2::numeric and ${VISIBLE}
      order by a.ledger_balance, a.account_id`,
    [keys, threshold],
  );
}

/** Active term deposits maturing from today to MATURING_DAYS after it, soonest first. */
export function maturingTermDeposits(db: Pick<Db, 'query'>, keys: string[], today: string) {
  return capped<{ account_id: string; account_number: string; account_name: string; product_description: string; balance: number; maturity_date: string }>(
    db,
    `select ${accountColumns}, a.ledger_balance::float8 as balance, a.maturity_date::text as maturity_date
       from accounts a
      where a.account_type = 'TD' and a.account_status = 'Active'
        and a.maturity_date between $2::date and $2::date + ${MATURING_DAYS} and ${VISIBLE}
      order by a.maturity_date, a.account_id`,
    [keys, today],
  );
}

/** Payments from visible accounts waiting for a signatory, oldest first. */
export function paymentsAwaitingAuthorisation(db: Pick<Db, 'query'>, keys: string[]) {
  return capped<{ payment_id: string; account_id: string; account_number: string; payee_name: string; amount: number; next_date: string }>(
    db,
    `select p.payment_id, a.account_id, a.account_number, p.payee_name, p.amount::float8 as amount, p.next_date::text as next_date
       from payments p join accounts a on a.account_id = p.account_id
      where p.status = 'AWAITING_AUTHORISATION' and ${VISIBLE}
      order by p.created_at, p.payment_id`,
    [keys],
  );
}

/** Requests waiting for the adviser (AWAITING_ADVISER) that the user sees, most recently updated first. */
export function requestsAwaitingAdviser(db: Pick<Db, 'query'>, keys: string[]) {
  return capped<{ intent_id: string; case_id: string; request_name: string; updated_date: string }>(
    db,
    `select c.intent_id, c.case_id, c.intent_name as request_name, to_char(c.updated_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as updated_date
       from cases c
      where c.scope_status && array(select k || ':AWAITING_ADVISER' from unnest($1::text[]) as k)
      order by c.updated_date desc, c.intent_id`,
    [keys],
  );
}

/** Cash accounts whose scheduled payments due within `windowDays` exceed the available balance. */
export async function scheduledPaymentsShort(db: Pick<Db, 'query'>, keys: string[], today: string, windowDays: number) {
  const rows = await shortOfFunds(db, keys, today, windowDays, COUNT_LIMIT + 1);
  return { count: Math.min(rows.length, COUNT_LIMIT), count_is_lower_bound: rows.length > COUNT_LIMIT, items: rows.slice(0, SHOWN) };
}
