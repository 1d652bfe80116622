// The v2 search when it has keywords, on `account_search` (migration 005): one index holds the links'
// entity keys and the trigram haystack, so only the signed-in user's matching links are read. The
// first page counts them in the same pass (a window count) and remembers the count for the pages after.
import type { Db } from '../../db/index.js';
import { accountConditions, type AccountFilter } from './account-filters.js';
import { ACCOUNT_COLUMNS, type AccountRow } from './account-record.js';
import { keyset, type Sort } from './account-sort.js';
import { cachedCount, peekCount, rememberCount } from './query-cache.js';
import { SqlParams } from './sql-params.js';

export interface KeywordSearch {
  entityKeys: string[];
  filter: AccountFilter;
  sort: Sort;
  limit: number;
  cursor?: string;
}

/** account_search has every filter column of the v2 search but product_description (babbage only). */
export const canSearchByKeyword = (filter: AccountFilter) => filter.keywords.length > 0 && !filter.productDescriptions;

/** The same sort on `account_search s`: the columns carry the same names and values. */
const onSearchTable = (sort: Sort): Sort => ({
  ...sort,
  keys: sort.keys.map((k) => ({ ...k, expr: k.expr.replace(/\baa?\./g, 's.') })),
});

export async function searchByKeyword(db: Db, search: KeywordSearch) {
  const params = new SqlParams();
  const where = [`array[s.entity_key] && ${params.add(search.entityKeys, '::text[]')}`, ...accountConditions(params, search.filter, 's')];
  const countSql = `select count(*) as n from account_search s where ${where.join(' and ')}`;
  const countValues = [...params.values];
  const known = peekCount(db, countSql, countValues);
  // Only the first page can count in passing: a cursor page sees the rows after the cursor.
  const countInPassing = known === undefined && !search.cursor;

  const hits = keyset(params, onSearchTable(search.sort), search.cursor);
  if (hits.after) where.push(hits.after);
  const page = keyset(params, search.sort, undefined);
  // The 26 page rows are picked on account_search alone, and only they join the account and its link.
  const sql = `with hits as materialized (
      select s.account_id, s.entity_key${countInPassing ? ', count(*) over () as total' : ''}
        from account_search s where ${where.join(' and ')}
       order by ${hits.orderBy} limit ${params.add(search.limit + 1)})
    select ${ACCOUNT_COLUMNS}, ${page.select}${countInPassing ? ', h.total' : ''}
      from hits h
      join accounts a on a.account_id = h.account_id
      join account_advisers aa on aa.account_id = h.account_id and aa.entity_key = h.entity_key
     order by ${page.orderBy}`;
  const { rows } = await db.query<AccountRow & Record<string, unknown>>(sql, params.values);

  let totalCount: number;
  if (known !== undefined) totalCount = known;
  else if (countInPassing) {
    totalCount = rows.length ? Number(rows[0].total) : 0;
    rememberCount(db, countSql, countValues, totalCount);
  } else totalCount = await cachedCount(db, countSql, countValues);
  return { totalCount, rows, cursorOf: page.cursorOf };
}
