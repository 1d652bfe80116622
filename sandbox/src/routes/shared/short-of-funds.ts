// Cash accounts short of funds for their scheduled payments: the bell's insufficient-funds rule (the payments due
// from today to `windowDays` after it add up to more than the available balance), read from the due payments
// first, so a user who sees 200,000 accounts pays for the few payments due rather than for every account.
// Scheduled payments are the payments store's (payments/scheduled-payments.ts), read through its condition.
import type { Db } from '../../db/index.js';
import { IS_SCHEDULED } from '../payments/scheduled-payments.js';

export interface ShortOfFunds {
  account_id: string;
  account_number: string;
  account_name: string;
  available_balance: number;
  scheduled_total: number;
  payment_count: number;
  next_payment_date: string;
  shortfall: number;
}

export async function shortOfFunds(db: Pick<Db, 'query'>, keys: string[], today: string, windowDays: number, limit: number): Promise<ShortOfFunds[]> {
  const { rows } = await db.query<ShortOfFunds>(
    `with due as (
       select p.account_id, sum(p.amount) as total, count(*)::int as n, min(p.next_date) as next_day
         from payments p
        where ${IS_SCHEDULED} and p.next_date between $2::date and $2::date + $3::int
        group by p.account_id
     )
     select a.account_id, a.account_number, a.account_name, coalesce(a.available_balance, a.ledger_balance)::float8 as available_balance,
            d.total::float8 as scheduled_total, d.n as payment_count, d.next_day::text as next_payment_date,
            (d.total - coalesce(a.available_balance, a.ledger_balance))::float8 as shortfall
       from due d join accounts a on a.account_id = d.account_id
      where a.account_type = 'CASH' and a.account_status = 'Active' and d.total > coalesce(a.available_balance, a.ledger_balance)
        and exists (select 1 from account_advisers aa where aa.account_id = a.account_id and aa.entity_key = any($1::text[]))
      order by d.next_day, a.account_number
      limit $4::int`,
    [keys, today, windowDays, limit],
  );
  return rows;
}
