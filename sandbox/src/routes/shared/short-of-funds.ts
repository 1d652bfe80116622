// Cash accounts short of funds for their scheduled payments: the bell's insufficient-funds rule (the approved
// scheduled payments due from today to `windowDays` after it add up to more than the available balance). Both the
// bell and the book read the state migration 014 keeps (book_due, counted per entity set in book_due_totals), so they
// count the same accounts and neither adds up the store's due payments per request. The state is as at a day: the
// first read that finds it as at another day moves it on (book_due_roll) and reads again.
import type { Db } from '../../db/index.js';
import { sydneyToday } from './format.js';
import { referenceDay } from './reference-day.js';

export interface ShortOfFunds {
  account_id: string;
  account_number: string;
  account_name: string;
  product_description: string;
  available_balance: number;
  scheduled_total: number;
  payment_count: number;
  next_payment_date: string;
  shortfall: number;
}

/** The windows the state keeps (the bell offers these; the book uses the bell's, 10 days by default). */
export const SHORT_OF_FUNDS_WINDOWS = [5, 10, 20] as const;
export type ShortWindow = (typeof SHORT_OF_FUNDS_WINDOWS)[number];

/** The day the rule counts from: Sydney's today, or the store's reference day when that is later (the book's today). */
export async function dueToday(db: Pick<Db, 'query'>): Promise<string> {
  return [await referenceDay(db), sydneyToday()].sort()[1]!;
}

function windowOf(windowDays: number): ShortWindow {
  if (!SHORT_OF_FUNDS_WINDOWS.includes(windowDays as ShortWindow)) throw new Error(`no short-of-funds state for a ${windowDays}-day window`);
  return windowDays as ShortWindow;
}

/** The columns of one window's figures, as the lists show them. */
const listColumns = (w: ShortWindow) =>
  `d.account_id, d.account_number, a.account_name, a.product_description, d.available::float8 as available_balance,
   d.due_${w}::float8 as scheduled_total, d.n_${w} as payment_count, d.next_day::text as next_payment_date,
   (d.due_${w} - d.available)::float8 as shortfall`;

export type ShortOrder = 'next payment' | 'shortfall';
/** Each order as the limited rows are picked, and again as they are gathered (json_agg keeps no order by itself). */
const ORDER: Record<ShortOrder, [pick: string, gather: string]> = {
  'next payment': ['d.next_day, d.account_number', 'i.next_payment_date, i.account_number'],
  shortfall: ['shortfall desc, d.account_number', 'i.shortfall desc, i.account_number'],
};

export interface ShortOfFundsAnswer {
  /** Every short account the keys see (exact). */
  count: number;
  items: ShortOfFunds[];
}

/**
 * The accounts the entity `keys` see that are short within `windowDays` as at `today`: the exact count, and the
 * first `limit` in `order`. One statement; a second (and the roll) only on the first read of a day.
 */
export async function shortOfFunds(
  db: Pick<Db, 'query'>,
  keys: string[],
  opts: { today: string; windowDays: number; limit: number; order: ShortOrder },
): Promise<ShortOfFundsAnswer> {
  const w = windowOf(opts.windowDays);
  const read = () =>
    db.query<{ day: string | null; n: number; items: ShortOfFunds[] }>(
      `select (select day::text from book_due_day) as day,
              (select coalesce(sum(t.short_${w}), 0)::int from book_due_totals t
                 where t.entity_set in (select s.entity_set from book_set_keys k join book_sets s on s.set_id = k.set_id
                                         where k.entity_key = any($1::text[]))) as n,
              (select coalesce(json_agg(i order by ${ORDER[opts.order][1]}), '[]'::json) from (
                 select ${listColumns(w)}
                   from book_due d join accounts a on a.account_id = d.account_id
                  where d.short_${w} and d.entity_set && $1::text[]
                  order by ${ORDER[opts.order][0]} limit $2::int) as i) as items`,
      [keys, opts.limit],
    );
  let { rows } = await read();
  if (rows[0]!.day !== opts.today) {
    await rollShortOfFunds(db, opts.today);
    ({ rows } = await read());
  }
  return { count: rows[0]!.n, items: rows[0]!.items };
}

/** Moves the state to `today` (nothing when it is already): the accounts refreshed, -1 when it was rebuilt. */
export async function rollShortOfFunds(db: Pick<Db, 'query'>, today: string): Promise<number> {
  const { rows } = await db.query<{ refreshed: number }>('select book_due_roll($1::date) as refreshed', [today]);
  return rows[0]!.refreshed;
}
