import type { Db } from '../../db/index.js';
import { accountConditions, type AccountFilter } from './account-filters.js';
import { ACCOUNT_COLUMNS, toAccountRecord, type AccountRow } from './account-record.js';
import { keyset, type Sort } from './account-sort.js';
import { SqlParams } from './sql-params.js';
import { cachedCount } from './query-cache.js';
import { canSearchByKeyword, searchByKeyword } from './keyword-search.js';

export interface AccountSearch {
  /** The entity keys searched: links to these make an account row visible. */
  entityKeys: string[];
  filter: AccountFilter;
  sort: Sort;
  limit: number;
  cursor?: string;
}

/**
 * The intermediary v2 search: one row per (account, visible adviser link), keyset-paged. With
 * keywords it runs on account_search (keyword-search.ts). Without, it walks an index in sort order
 * from account_advisers on the user's entity keys, joining accounts by primary key.
 */
export async function searchAccounts(db: Db, search: AccountSearch) {
  if (!search.entityKeys.length) return { totalCount: 0, accounts: [], hasNextPage: false, endCursor: null };
  if (canSearchByKeyword(search.filter)) {
    const { totalCount, rows, cursorOf } = await searchByKeyword(db, search);
    return pageOf(totalCount, rows, search.limit, cursorOf);
  }
  const params = new SqlParams();
  const where = [`aa.entity_key = any(${params.add(search.entityKeys, '::text[]')})`, ...accountConditions(params, search.filter)];
  const from = 'from account_advisers aa join accounts a on a.account_id = aa.account_id';
  const countSql = `select count(*) as n ${from} where ${where.join(' and ')}`;
  const countValues = [...params.values];

  const page = keyset(params, search.sort, search.cursor);
  if (page.after) where.push(page.after);
  const pageSql = `select ${ACCOUNT_COLUMNS}, ${page.select} ${from}
    where ${where.join(' and ')} order by ${page.orderBy} limit ${params.add(search.limit + 1)}`;

  const [count, rows] = await Promise.all([
    cachedCount(db, countSql, countValues),
    db.query<AccountRow & Record<string, unknown>>(pageSql, params.values),
  ]);
  return pageOf(count, rows.rows, search.limit, page.cursorOf);
}

function pageOf(totalCount: number, rows: Array<AccountRow & Record<string, unknown>>, limit: number, cursorOf: (row: Record<string, unknown>) => string) {
  const hasNextPage = rows.length > limit;
  const pageRows = rows.slice(0, limit);
  return {
    totalCount,
    accounts: pageRows.map(toAccountRecord),
    hasNextPage,
    // null at the end, so "while (endCursor)" loops stop.
    endCursor: hasNextPage ? cursorOf(pageRows[pageRows.length - 1]) : null,
  };
}
