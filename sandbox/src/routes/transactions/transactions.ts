import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.js';
import { badRequest, notFound } from '../../http/http-error.js';
import { amount, int, str, type Query } from '../shared/params.js';
import { searchTransactions } from './schemas.js';

// Cash transactions search (issue 16; the spec shows no endpoint: this path and shape are ours, sandbox/README.md
// "Cash transactions"). Transactions are derived, not stored: each Active or Closed cash account the user sees
// (an adviser link to one of their entities) has TX_PER_ACCOUNT transactions whose date, amount and description
// come from md5(account_id:n), dated back from the seed's reference day. The same store gives the same rows,
// and filtering, sorting and paging happen in SQL.
export const TRANSACTIONS_PREFIX = '/wealth/channel/cash/v1/transactions';
export const TX_PER_ACCOUNT = 12;

const CREDITS = [
  'Interest credit',
  'Direct credit SALARY ACME PTY LTD',
  'Dividend BHP GROUP LTD',
  'Dividend COMMONWEALTH BANK',
  'Transfer from 182-512 wrap cash',
  'ATO refund',
];
const DEBITS = [
  'BPAY ORIGIN ENERGY',
  'BPAY TELSTRA',
  'Direct debit AUSTRALIANSUPER',
  'Adviser service fee',
  'Transfer to 062-000 savings',
  'ATO payment',
  'Account keeping fee',
  'Council rates CITY OF SYDNEY',
];

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

    if (accountNumber) {
      // A cash account the user does not see answers 404, as an unknown one does.
      const { rows } = await db.query<{ n: number }>(
        `select 1 as n from accounts a
          where a.account_number = $1 and a.account_type = 'CASH' and a.account_status in ('Active', 'Closed')
            and exists (select 1 from account_advisers aa where aa.account_id = a.account_id and aa.entity_key = any($2::text[]))`,
        [accountNumber, entityKeys],
      );
      if (!rows.length) throw notFound();
    }

    const params: unknown[] = [entityKeys, CREDITS, DEBITS, TX_PER_ACCOUNT];
    const where: string[] = [];
    const add = (sql: (n: string) => string, value: unknown) => {
      params.push(value);
      where.push(sql(`$${params.length}`));
    };
    if (accountNumber) add((p) => `account_number = ${p}`, accountNumber);
    if (from) add((p) => `date >= ${p}::date`, from);
    if (to) add((p) => `date <= ${p}::date`, to);
    if (minAmount !== undefined) add((p) => `abs(amount) >= ${p}::numeric`, minAmount);
    if (maxAmount !== undefined) add((p) => `abs(amount) <= ${p}::numeric`, maxAmount);
    if (keyword) add((p) => `position(lower(${p}::text) in lower(description)) > 0`, keyword);
    if (direction) add((p) => `direction = ${p}`, direction);
    const filter = where.length ? `where ${where.join(' and ')}` : '';
    params.push(limit, offset);

    const { rows } = await db.query<Omit<TransactionRow, 'amount'> & { amount_text: string; total: string }>(
      `with acc as (
         select a.account_id, a.account_number, a.account_name, coalesce(a.closed_date, s.reference_date) as last_day
           from accounts a cross join seed_info s
          where a.account_type = 'CASH' and a.account_status in ('Active', 'Closed')
            and exists (select 1 from account_advisers aa where aa.account_id = a.account_id and aa.entity_key = any($1::text[]))
       ), gen as (
         select acc.*, n, ('x' || substr(md5(acc.account_id || ':' || n), 1, 7))::bit(28)::int as h
           from acc cross join generate_series(1, $4::int) as n
       ), tx as (
         select account_id || '-' || lpad(n::text, 2, '0') as transaction_id, account_id, account_number, account_name,
                last_day - ((n - 1) * 8 + h % 8) as date,
                case when h % 3 = 0 then 'CREDIT' else 'DEBIT' end as direction,
                case when h % 3 = 0 then $2::text[] else $3::text[] end as texts,
                h
           from gen
       ), rows as (
         select transaction_id, account_id, account_number, account_name, date, direction,
                texts[1 + (h / 7) % array_length(texts, 1)] as description,
                (case when direction = 'CREDIT' then 1 else -1 end) * round(((h / 11) % 480000 + 500)::numeric / 100, 2) as amount
           from tx
       )
       select transaction_id, account_id, account_number, account_name, to_char(date, 'YYYY-MM-DD') as date, description,
              amount::text as amount_text, direction, count(*) over () as total
         from rows ${filter}
        order by ${column} ${order}, transaction_id ${order}
        limit $${params.length - 1} offset $${params.length}`,
      params,
    );
    const total = rows.length ? Number(rows[0]!.total) : 0;
    return {
      data: rows.map(({ total: _t, amount_text, ...row }) => ({ ...row, amount: Number(amount_text) })),
      meta: { total_count: total, limit, offset },
    };
  });
}
