// What needs the adviser's attention across their book (sandbox/README.md "The book"). Each reads an index in order
// (migrations 013, 014) and keeps the visible rows, stopping at COUNT_LIMIT, so a large book costs what it shows.
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

/**
 * The entity sets (migration 014's numbers) the caller's keys see: the lists test a row's set against this short
 * list, hashed, rather than probe its adviser links.
 */
export async function visibleSets(db: Pick<Db, 'query'>, keys: string[]): Promise<number[]> {
  const { rows } = await db.query<{ ids: number[] }>(
    `select coalesce(array_agg(distinct set_id), '{}') as ids from book_set_keys where entity_key = any($1::text[])`,
    [keys],
  );
  return rows[0]!.ids;
}

/**
 * The first COUNT_LIMIT + 1 rows of book_accounts in `order` that pass `where` (with the caller's sets as $1), and
 * the first SHOWN of them with their account's columns: one statement, which reads the accounts only for those shown.
 */
async function cappedBook<T>(db: Pick<Db, 'query'>, where: string, order: string, columns: string, params: unknown[]): Promise<Attention<T>> {
  const { rows } = await db.query<{ n: number; items: T[] | null }>(
    `with hits as (
       select b.account_id, b.balance, b.maturity_date from book_accounts b
        where ${where} and b.set_id = any($1::int[])
        order by ${order} limit ${COUNT_LIMIT + 1}
     ), shown as (
       select * from hits b order by ${order} limit ${SHOWN}
     )
     select (select count(*)::int from hits) as n,
            (select json_agg(i) from (
               select a.account_id, a.account_number, a.account_name, a.product_description, ${columns}
                 from shown b join accounts a on a.account_id = b.account_id order by ${order}) as i) as items`,
    params,
  );
  const n = rows[0]!.n;
  return { count: Math.min(n, COUNT_LIMIT), count_is_lower_bound: n > COUNT_LIMIT, items: rows[0]!.items ?? [] };
}

/** Active stand-alone cash accounts whose balance is below the threshold, lowest first. */
export function lowCash(db: Pick<Db, 'query'>, sets: number[], threshold: number) {
  return cappedBook<{ account_id: string; account_number: string; account_name: string; product_description: string; balance: number }>(
    db,
    `b.product = 'CASH' and b.active and b.balance < $2::numeric`,
    'b.balance, b.account_id',
    'b.balance::float8 as balance',
    [sets, threshold],
  );
}

/** Active term deposits maturing from today to MATURING_DAYS after it, soonest first. */
export function maturingTermDeposits(db: Pick<Db, 'query'>, sets: number[], today: string) {
  return cappedBook<{ account_id: string; account_number: string; account_name: string; product_description: string; balance: number; maturity_date: string }>(
    db,
    `b.product = 'TD' and b.active and b.maturity_date between $2::date and $2::date + ${MATURING_DAYS}`,
    'b.maturity_date, b.account_id',
    'b.balance::float8 as balance, b.maturity_date::text as maturity_date',
    [sets, today],
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

/**
 * Cash accounts whose scheduled payments due within `windowDays` exceed the available balance, soonest payment
 * first: the bell's state (migration 014), which counts them exactly; the count stops at COUNT_LIMIT like the others.
 */
export async function scheduledPaymentsShort(db: Pick<Db, 'query'>, keys: string[], today: string, windowDays: number) {
  const { count, items } = await shortOfFunds(db, keys, { today, windowDays, limit: SHOWN, order: 'next payment' });
  return { count: Math.min(count, COUNT_LIMIT), count_is_lower_bound: count > COUNT_LIMIT, items: items.map(({ product_description: _, ...item }) => item) };
}
