import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.js';
import { badRequest, notFound } from '../../http/http-error.js';
import { amount, int, str, type Query } from '../shared/params.js';
import { searchTransactions } from './schemas.js';
import { addDays, addMonths } from '../../seed/calendar.js';
import { TRANSACTION_ID, ledgerCte, ledgerParams } from '../account-cash/ledger-sql.js';
import { topupCents, type TopupAccount } from '../account-cash/ledger-topup.js';
import { cashFeesOfMany } from '../portfolio/cash-fees.js';

// Cash transactions search (issue 16; the spec shows no endpoint: this path and shape are ours, sandbox/README.md
// "Cash transactions"). It searches the ledgers of the Active and Closed cash accounts the user sees (an adviser
// link to one of their entities): the rows each account's Transactions tab lists (account-cash/ledger-sql.ts),
// with the same ids, dates, descriptions and amounts (issue 31). The visible accounts are picked first, then
// their ledgers derived; filtering, sorting and paging happen in SQL.
export const TRANSACTIONS_PREFIX = '/wealth/channel/cash/v1/transactions';

const SORTS: Record<string, string> = {
  date: 'date',
  amount: 'amount',
  description: 'description',
  account: 'account_number',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function day(query: Query, name: string): string | undefined {
  const v = str(query, name);
  if (v === undefined) return undefined;
  if (!DAY.test(v) || Number.isNaN(Date.parse(`${v}T00:00:00Z`))) throw badRequest(`${name} must be a date yyyy-MM-dd`);
  return v;
}

export interface TransactionRow {
  transaction_id: string;
  account_id: string;
  account_number: string;
  account_name: string;
  date: string;
  description: string;
  amount: number;
  direction: 'CREDIT' | 'DEBIT';
}

export function registerTransactionRoutes(app: FastifyInstance, db: Db): void {
  app.get<{ Querystring: Query }>(TRANSACTIONS_PREFIX, { schema: searchTransactions }, async (request) => {
    const q = request.query;
    const accountNumber = str(q, 'accountNumber');
    const from = day(q, 'from');
    const to = day(q, 'to');
    const minAmount = amount(q, 'minAmount');
    const maxAmount = amount(q, 'maxAmount');
    const keyword = str(q, 'keyword');
    const direction = str(q, 'direction')?.toUpperCase();
    if (direction !== undefined && direction !== 'CREDIT' && direction !== 'DEBIT') throw badRequest('direction must be credit or debit');
    if (from && to && from > to) throw badRequest('from must not be after to');
    if (minAmount !== undefined && maxAmount !== undefined && minAmount > maxAmount) throw badRequest('minAmount must not be more than maxAmount');
    if (keyword && keyword.length > 100) throw badRequest('keyword takes at most 100 characters');
    const sortKey = str(q, 'sort') ?? 'date';
    const column = SORTS[sortKey];
    if (!column) throw badRequest(`sort must be one of ${Object.keys(SORTS).join(', ')}`);
    const order = (str(q, 'order') ?? 'desc').toLowerCase();
    if (order !== 'asc' && order !== 'desc') throw badRequest('order must be asc or desc');
    const limit = int(q, 'limit', 1, 200, 25);
    const offset = int(q, 'offset', 0, 1_000_000, 0);
    const { entityKeys } = request.scope;

    // The user's Active and Closed cash accounts (one, with accountNumber), picked before any ledger is derived.
    const visible = `a.account_type = 'CASH' and a.account_status in ('Active', 'Closed') and ($2::text is null or a.account_number = $2)
      and exists (select 1 from account_advisers aa where aa.account_id = a.account_id and aa.entity_key = any($1::text[]))`;
    const { rows: accounts } = await db.query<TopupAccount & { today: string }>(
      `select a.account_id, a.ledger_balance::text as balance, a.parent_account_id is not null as linked,
              to_char(greatest(date_trunc('month', s.reference_date - interval '24 months')::date, a.opened_date), 'YYYY-MM-DD') as first_day,
              to_char(coalesce(a.closed_date, greatest(s.reference_date, current_date)), 'YYYY-MM-DD') as last_day,
              to_char(greatest(s.reference_date, current_date), 'YYYY-MM-DD') as today
         from accounts a cross join seed_info s where ${visible}`,
      [entityKeys, accountNumber ?? null],
    );
    // A cash account the user does not see answers 404, as an unknown one does.
    if (accountNumber && !accounts.length) throw notFound();
    // Without dates, the last month (to the last day a ledger has).
    const until = to ?? accounts[0]?.today ?? new Date().toISOString().slice(0, 10);
    const since = from ?? addDays(addMonths(until, -1), 1);
    const topups = topupsOf(db, accounts.filter((a) => a.last_day >= since && a.last_day <= until));
    // The wrap fees the linked cash accounts pay (each month's last day), for those whose ledger reaches the period.
    const linked = accounts.filter((a) => a.linked && a.last_day >= since).map((a) => a.account_id);
    const fees = [...(await cashFeesOfMany(db, linked)).values()].flat().filter((f) => f.day >= since && f.day <= until);

    // $1 the user's entity keys, $2 the account number or null, $3 .. $11 the ledger's texts and $12 the wrap fees
    // (ledger-sql.ts), then the period, the day's transfers out, the filters and the page.
    const params: unknown[] = [entityKeys, accountNumber ?? null, ...ledgerParams(null, false, fees).slice(2)];
    const at = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const window = { from: `${at(since)}::date`, to: `${at(until)}::date`, topups: `unnest(${at([...topups.keys()])}::text[], ${at([...topups.values()])}::numeric[])` };
    const superLinked = `exists (select 1 from accounts w where w.account_id = a.parent_account_id and w.account_type = 'WRAP' and w.wrap_product_type = 'Super')`;
    const cte = ledgerCte(visible, superLinked, window);
    const where: string[] = [];
    const add = (sql: (n: string) => string, value: unknown) => where.push(sql(at(value)));
    if (minAmount !== undefined) add((p) => `abs(amount) >= ${p}::numeric`, minAmount);
    if (maxAmount !== undefined) add((p) => `abs(amount) <= ${p}::numeric`, maxAmount);
    if (keyword) add((p) => `position(lower(${p}::text) in lower(description)) > 0`, keyword);
    if (direction) add((p) => `direction = ${p}`, direction);
    const filter = where.length ? `where ${where.join(' and ')}` : '';
    const [lim, off] = [at(limit), at(offset)];

    const { rows } = await db.query<Omit<TransactionRow, 'amount'> & { amount_text: string; total: string }>(
      `with ${cte}, rows as (
         select ${TRANSACTION_ID} as transaction_id, s.account_id, a.account_number, a.account_name, s.day as date, s.direction, s.description, s.amount
           from adjusted s join accounts a on a.account_id = s.account_id
       )
       select transaction_id, account_id, account_number, account_name, to_char(date, 'YYYY-MM-DD') as date, description,
              amount::text as amount_text, direction, count(*) over () as total
         from rows ${filter}
        order by ${column} ${order}, transaction_id ${order}
        limit ${lim} offset ${off}`,
      params,
    );
    const total = rows.length ? Number(rows[0]!.total) : 0;
    return {
      data: rows.map(({ total: _t, amount_text, ...row }) => ({ ...row, amount: Number(amount_text) })),
      meta: { total_count: total, limit, offset },
    };
  });
}

/** Transfers out worked out, by store: `${account id}:${ledger balance}:${first day}:${last day}` → cents. */
const TOPUPS = new WeakMap<Db, Map<string, bigint>>();
const TOPUPS_KEPT = 500_000;

/**
 * The transfer out (ledger-sql.ts) each account makes on its last day, in dollars, keyed by account id (none: no
 * transfer). It needs the account's whole ledger, so each is worked out once per balance and day and kept.
 */
function topupsOf(db: Db, accounts: TopupAccount[]): Map<string, string> {
  let kept = TOPUPS.get(db);
  if (!kept) TOPUPS.set(db, (kept = new Map()));
  if (kept.size > TOPUPS_KEPT) kept.clear();
  const out = new Map<string, string>();
  for (const a of accounts) {
    const key = `${a.account_id}:${a.balance}:${a.first_day}:${a.last_day}:${a.linked}`;
    let cents = kept.get(key);
    if (cents === undefined) kept.set(key, (cents = topupCents(a)));
    if (cents > 0n) out.set(a.account_id, `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`);
  }
  return out;
}
