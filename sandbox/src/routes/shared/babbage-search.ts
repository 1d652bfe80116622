import type { Db } from '../../db/index.js';
import { accountConditions, type AccountFilter } from './account-filters.js';
import { keyset, type Sort } from './account-sort.js';
import { money, rate } from './format.js';
import { SqlParams } from './sql-params.js';
import { cachedCount } from './query-cache.js';

interface BabbageRow {
  account_id: string;
  account_number: string;
  account_name: string;
  product_code: string;
  product_description: string;
  account_status: string;
  ledger_balance: string;
  available_balance: string | null;
  opened_date: string;
  closed_date: string | null;
  maturity_date: string | null;
  interest_rate: string | null;
}

export interface BabbageSearch {
  entityKeys: string[];
  filter: AccountFilter;
  sort: Sort;
  limit: number;
  cursor?: string;
}

/** Cash and term deposit search: one row per visible account (not per adviser link), keyset-paged. */
export async function searchBabbage(db: Db, search: BabbageSearch) {
  if (!search.entityKeys.length) return { totalCount: 0, rows: [], nextCursor: null };
  const params = new SqlParams();
  const keys = params.add(search.entityKeys, '::text[]');
  const where = [
    `exists (select 1 from account_advisers aa where aa.account_id = a.account_id and aa.entity_key = any(${keys}))`,
    ...accountConditions(params, search.filter),
  ];
  const countSql = `select count(*) as n from accounts a where ${where.join(' and ')}`;
  const countValues = [...params.values];
  const page = keyset(params, search.sort, search.cursor);
  if (page.after) where.push(page.after);
  const pageSql = `select a.account_id, a.account_number, a.account_name, a.product_code, a.product_description,
      a.account_status, a.ledger_balance, a.available_balance, a.opened_date, a.closed_date, a.maturity_date,
      a.interest_rate, ${page.select}
    from accounts a where ${where.join(' and ')} order by ${page.orderBy} limit ${params.add(search.limit + 1)}`;
  const [count, result] = await Promise.all([
    cachedCount(db, countSql, countValues),
    db.query<BabbageRow & Record<string, unknown>>(pageSql, params.values),
  ]);
  const rows = result.rows.slice(0, search.limit);
  const more = result.rows.length > search.limit;
  return { totalCount: count, rows, nextCursor: more ? page.cursorOf(rows[rows.length - 1]) : null };
}

export function toBabbageAccount(r: BabbageRow) {
  return {
    accountNumber: r.account_number,
    accountName: r.account_name,
    productCode: r.product_code,
    productDescription: r.product_description,
    accountStatus: r.account_status,
    ledgerBalance: money(r.ledger_balance),
    availableBalance: money(r.available_balance),
    openDate: r.opened_date,
    closedDate: r.closed_date,
    maturityDate: r.maturity_date,
    interestRate: rate(r.interest_rate),
  };
}
