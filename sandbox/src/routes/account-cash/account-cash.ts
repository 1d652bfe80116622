import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.js';
import { badRequest, notFound } from '../../http/http-error.js';
import type { Scope } from '../../http/scope.js';
import { amount, enumList, int, str, type Query } from '../shared/params.js';
import { contributions, ledger, scheduledPayments } from './schemas.js';
import { CONTRIBUTION_TYPES, LEDGER_CTE, TYPES, ledgerParams } from './ledger-sql.js';
import { IS_SCHEDULED } from '../payments/scheduled-payments.js';
import { cashFeesOf } from '../portfolio/cash-fees.js';
import { runDuePayments } from '../payments/scheduled-run.js';

// Per-account cash pages (issue 17; the spec shows no endpoints: these paths and shapes are ours, sandbox/README.md
// "Account cash"): the ledger, the scheduled payments and, for a super-linked cash account, the contributions.
// {accountId} is a cash account, or a wrap account standing for its linked cash account (the wrap's "Cash
// transactions" tab). An account the user does not see (no adviser link to one of their entities) answers 404.
export const ACCOUNT_CASH_PREFIX = '/wealth/channel/cash/v1/accounts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
function day(query: Query, name: string): string | undefined {
  const v = str(query, name);
  if (v === undefined) return undefined;
  if (!DAY.test(v) || Number.isNaN(Date.parse(`${v}T00:00:00Z`)) || new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) !== v) {
    throw badRequest(`${name} must be a date yyyy-MM-dd`);
  }
  return v;
}

function range(q: Query) {
  const from = day(q, 'from');
  const to = day(q, 'to');
  if (from && to && from > to) throw badRequest('from must not be after to');
  return { from, to };
}

function order(q: Query, fallback: 'asc' | 'desc') {
  const v = (str(q, 'order') ?? fallback).toLowerCase();
  if (v !== 'asc' && v !== 'desc') throw badRequest('order must be asc or desc');
  return v;
}

export interface CashAccountRef {
  account_id: string;
  account_type: string;
  cash_account_id: string | null;
  cash_account_number: string | null;
  ledger_balance: string | null;
  super_linked: boolean;
}

/** The cash account behind `accountId` (itself, or a wrap account's linked cash), if the user sees `accountId`. */
export async function resolveCashAccount(db: Db, scope: Scope, accountId: string): Promise<CashAccountRef> {
  const { rows } = await db.query<CashAccountRef>(
    `select a.account_id, a.account_type, c.account_id as cash_account_id, c.account_number as cash_account_number,
            c.ledger_balance::text as ledger_balance, coalesce(w.wrap_product_type = 'Super', false) as super_linked
       from accounts a
       left join accounts c on c.account_type = 'CASH'
             and ((a.account_type = 'CASH' and c.account_id = a.account_id)
               or (a.account_type = 'WRAP' and c.account_number = a.linked_cash_account))
       left join accounts w on w.account_id = c.parent_account_id and w.account_type = 'WRAP'
      where a.account_id = $1 and a.account_type in ('CASH', 'WRAP')
        and exists (select 1 from account_advisers aa where aa.account_id = a.account_id and aa.entity_key = any($2::text[]))
      limit 1`,
    [accountId, scope.entityKeys],
  );
  if (!rows.length) throw notFound();
  return rows[0]!;
}

/** The ledger's parameters for a resolved cash account, with the wrap fees it pays when it is a wrap's. */
const paramsOf = async (db: Db, ref: CashAccountRef) => ledgerParams(ref.cash_account_id, ref.super_linked, ref.cash_account_id ? await cashFeesOf(db, ref.cash_account_id) : []);

const SORTS: Record<string, (o: string) => string> = {
  date: (o) => `day ${o}, seq ${o}`,
  amount: (o) => `amount ${o}, day ${o}, seq ${o}`,
  description: (o) => `description ${o}, day ${o}, seq ${o}`,
};

interface LedgerRow {
  transaction_id: string;
  date: string;
  type: string;
  direction: 'CREDIT' | 'DEBIT';
  description: string;
  amount_text: string;
  balance_text: string;
  contribution_type: string | null;
  contributor: string | null;
  total: string;
}

function cashAccountMeta(ref: CashAccountRef) {
  return ref.cash_account_id
    ? { account_id: ref.cash_account_id, account_number: ref.cash_account_number, ledger_balance: Number(ref.ledger_balance), super_linked: ref.super_linked }
    : null;
}

export function registerAccountCashRoutes(api: FastifyInstance, db: Db): void {
  api.get<{ Params: { accountId: string }; Querystring: Query }>(`${ACCOUNT_CASH_PREFIX}/:accountId/transactions`, { schema: ledger }, async (request) => {
    const q = request.query;
    const { from, to } = range(q);
    const types = enumList(q, 'type', TYPES);
    const minAmount = amount(q, 'minAmount');
    const maxAmount = amount(q, 'maxAmount');
    if (minAmount !== undefined && minAmount < 0) throw badRequest('minAmount must be zero or more');
    if (maxAmount !== undefined && maxAmount < 0) throw badRequest('maxAmount must be zero or more');
    if (minAmount !== undefined && maxAmount !== undefined && minAmount > maxAmount) throw badRequest('minAmount must not be more than maxAmount');
    const keyword = str(q, 'keyword');
    if (keyword && keyword.length > 100) throw badRequest('keyword takes at most 100 characters');
    const sortKey = str(q, 'sort') ?? 'date';
    const sort = SORTS[sortKey];
    if (!sort) throw badRequest(`sort must be one of ${Object.keys(SORTS).join(', ')}`);
    const direction = order(q, sortKey === 'description' ? 'asc' : 'desc');
    const limit = int(q, 'limit', 1, 500, 50);
    const offset = int(q, 'offset', 0, 1_000_000, 0);

    const ref = await resolveCashAccount(db, request.scope, request.params.accountId);
    if (!ref.cash_account_id) return { data: [], meta: { total_count: 0, limit, offset, cash_account: null } };

    const params = await paramsOf(db, ref);
    const where: string[] = [];
    const add = (sql: (p: string) => string, value: unknown) => {
      params.push(value);
      where.push(sql(`$${params.length}`));
    };
    if (from) add((p) => `day >= ${p}::date`, from);
    if (to) add((p) => `day <= ${p}::date`, to);
    if (types) add((p) => `type = any(${p}::text[])`, types);
    if (minAmount !== undefined) add((p) => `abs(amount) >= ${p}::numeric`, minAmount);
    if (maxAmount !== undefined) add((p) => `abs(amount) <= ${p}::numeric`, maxAmount);
    if (keyword) add((p) => `position(lower(${p}::text) in lower(description)) > 0`, keyword);
    params.push(limit, offset);

    const { rows } = await db.query<LedgerRow>(
      `with ${LEDGER_CTE}
       select transaction_id, to_char(day, 'YYYY-MM-DD') as date, type, direction, description, amount::text as amount_text,
              running_balance::text as balance_text, ctype as contribution_type, contributor, count(*) over () as total
         from ledger ${where.length ? `where ${where.join(' and ')}` : ''}
        order by ${sort(direction)}
        limit $${params.length - 1} offset $${params.length}`,
      params,
    );
    return {
      data: rows.map(({ total: _t, amount_text, balance_text, ...row }) => ({ ...row, amount: Number(amount_text), running_balance: Number(balance_text) })),
      meta: { total_count: rows.length ? Number(rows[0]!.total) : 0, limit, offset, cash_account: cashAccountMeta(ref) },
    };
  });

  api.get<{ Params: { accountId: string } }>(`${ACCOUNT_CASH_PREFIX}/:accountId/scheduled-payments`, { schema: scheduledPayments }, async (request) => {
    const ref = await resolveCashAccount(db, request.scope, request.params.accountId);
    if (!ref.cash_account_id) return { data: [], meta: { total_count: 0, cash_account: null } };
    // The payments store's scheduled payments (scheduled-payments.ts): what Payments → Scheduled payments and the
    // bell's insufficient-funds count read, the seed's (set up by the back office) and those approved in the portal.
    await runDuePayments(db, { accountId: ref.cash_account_id });
    const { rows } = await db.query<{ payment_id: string; payee_name: string; amount: string; next_payment_date: string; frequency: string; payment_type: string | null; last_payment_date: string | null }>(
      `select p.payment_id, p.payee_name, p.amount::text as amount, to_char(p.next_date, 'YYYY-MM-DD') as next_payment_date,
              coalesce(p.frequency, 'Once') as frequency, p.destination_type as payment_type, to_char(p.last_date, 'YYYY-MM-DD') as last_payment_date
         from payments p
        where p.account_id = $1 and ${IS_SCHEDULED}
        order by p.next_date, p.payment_id`,
      [ref.cash_account_id],
    );
    return {
      data: rows.map((r) => ({ ...r, amount: Number(r.amount), recurring: r.frequency !== 'Once' })),
      meta: { total_count: rows.length, cash_account: cashAccountMeta(ref) },
    };
  });

  api.get<{ Params: { accountId: string }; Querystring: Query }>(`${ACCOUNT_CASH_PREFIX}/:accountId/contributions`, { schema: contributions }, async (request) => {
    const q = request.query;
    const { from, to } = range(q);
    const types = enumList(q, 'type', CONTRIBUTION_TYPES);
    const fyParam = str(q, 'financialYear');
    if (fyParam !== undefined && !/^\d{4}$/.test(fyParam)) throw badRequest('financialYear must be the year it starts, yyyy');
    const direction = order(q, 'desc');
    const limit = int(q, 'limit', 1, 500, 100);
    const offset = int(q, 'offset', 0, 1_000_000, 0);
    const ref = await resolveCashAccount(db, request.scope, request.params.accountId);
    // Only a cash account whose parent is a Super wrap account takes contributions; any other answers empty, flagged.
    if (!ref.cash_account_id || !ref.super_linked) {
      return { data: [], totals: [], meta: { super_linked: false, total_count: 0, limit, offset, financial_year: null, cash_account: cashAccountMeta(ref) } };
    }
    const params = await paramsOf(db, ref);
    const { rows: fyRows } = await db.query<{ today: string }>(
      `select to_char(greatest(reference_date, current_date), 'YYYY-MM-DD') as today from seed_info`,
    );
    const today = fyRows[0]!.today;
    const fyStart = fyParam ? Number(fyParam) : Number(today.slice(0, 4)) - (Number(today.slice(5, 7)) >= 7 ? 0 : 1);
    const fy = { from: `${fyStart}-07-01`, to: `${fyStart + 1}-06-30` };
    const where = [`type = 'CONTRIBUTION'`];
    const add = (sql: (p: string) => string, value: unknown) => {
      params.push(value);
      where.push(sql(`$${params.length}`));
    };
    if (from) add((p) => `day >= ${p}::date`, from);
    if (to) add((p) => `day <= ${p}::date`, to);
    if (types) add((p) => `ctype = any(${p}::text[])`, types);
    params.push(limit, offset);
    const { rows: page } = await db.query<{ transaction_id: string; date: string; contribution_type: string; contributor: string; amount_text: string; total: string }>(
      `with ${LEDGER_CTE}
       select transaction_id, to_char(day, 'YYYY-MM-DD') as date, ctype as contribution_type, contributor, amount::text as amount_text,
              count(*) over () as total
         from ledger where ${where.join(' and ')}
        order by day ${direction}, seq ${direction}
        limit $${params.length - 1} offset $${params.length}`,
      params,
    );
    const { rows: totals } = await db.query<{ contribution_type: string; amount: string; count: string }>(
      `with ${LEDGER_CTE}
       select ctype as contribution_type, sum(amount)::text as amount, count(*)::text as count
         from ledger where type = 'CONTRIBUTION' and day between $13::date and $14::date
        group by ctype`,
      [...(await paramsOf(db, ref)), fy.from, fy.to],
    );
    const byType = new Map(totals.map((r) => [r.contribution_type, r]));
    return {
      data: page.map((r) => ({ transaction_id: r.transaction_id, date: r.date, contribution_type: r.contribution_type, contributor: r.contributor, amount: Number(r.amount_text) })),
      totals: CONTRIBUTION_TYPES.map((type) => ({ contribution_type: type, amount: Number(byType.get(type)?.amount ?? 0), count: Number(byType.get(type)?.count ?? 0) })),
      meta: { super_linked: true, total_count: page.length ? Number(page[0]!.total) : 0, limit, offset, financial_year: fy, cash_account: cashAccountMeta(ref) },
    };
  });
}
