import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.js';
import { adviserKeys } from '../../http/auth-hook.js';
import { badRequest } from '../../http/http-error.js';
import { ACCOUNT_STATUSES, ACCOUNT_TYPES, type AccountFilter } from '../shared/account-filters.js';
import { ACCOUNT_COLUMNS, toAccountRecord, type AccountRow } from '../shared/account-record.js';
import { searchAccounts } from '../shared/account-search.js';
import { balancesAsAt } from '../shared/balances-as-at.js';
import { cachedQuery } from '../shared/query-cache.js';
import { parseSort } from '../shared/account-sort.js';
import { amount, date, enumList, int, list, str, tokens, type Query } from '../shared/params.js';

type MacRoute = { Params: { mac: string }; Querystring: Query };
const UNIQUE_KEYS = [
  { expr: 'a.account_id', cast: '::text' },
  { expr: 'aa.entity_key', cast: '::text' },
];

// Intermediary accounts (000 §7): v2 search, list by ids, product codes.
export function registerIntermediaryAccountRoutes(app: FastifyInstance, db: Db): void {
  app.get<MacRoute>('/intermediary-accounts/v2/intermediaries/:mac/accounts', async (request) => {
    const q = request.query;
    const result = await searchAccounts(db, {
      entityKeys: adviserKeys(request),
      filter: v2Filter(q),
      sort: parseSort(q, ['account_short_name', 'account_type'], UNIQUE_KEYS),
      limit: int(q, 'limit', 1, 100, 25),
      cursor: str(q, 'endCursor'),
    });
    return {
      total_count: result.totalCount,
      totalCount: result.totalCount,
      balancesAsAt: await balancesAsAt(db),
      data: { accounts: result.accounts, hasNextPage: result.hasNextPage, endCursor: result.endCursor },
    };
  });

  app.get<MacRoute>('/intermediary-accounts/v1/intermediaries/:mac/accounts/list', async (request) => {
    const ids = list(request.query.account_list);
    if (!ids) return { accounts: [] };
    if (ids.length > 500) throw badRequest('account_list takes at most 500 ids');
    const { rows } = await db.query<AccountRow>(
      `select ${ACCOUNT_COLUMNS} from account_advisers aa join accounts a on a.account_id = aa.account_id
        where a.account_id = any($1::text[]) and aa.entity_key = any($2::text[])
        order by a.account_id, aa.adviser_type, aa.entity_key`,
      [ids, request.scope.entityKeys],
    );
    return { accounts: rows.map(toAccountRecord) };
  });

  app.get<MacRoute>('/intermediary-accounts/v1/intermediaries/:mac/product-codes', async (request) => {
    const statuses = enumList(request.query, 'accountStatus', ACCOUNT_STATUSES);
    const products = await cachedQuery<{ productCode: string; productDescription: string }>(
      db,
      `select a.product_code as "productCode", min(a.product_description) as "productDescription"
         from accounts a
        where exists (select 1 from account_advisers aa where aa.account_id = a.account_id and aa.entity_key = any($1::text[]))
          and ($2::text[] is null or a.account_status = any($2::text[]))
        group by a.product_code order by a.product_code`,
      [adviserKeys(request), statuses ?? null],
    );
    return { products };
  });
}

function v2Filter(q: Query): AccountFilter {
  return {
    keywords: tokens(str(q, 'keyword')),
    statuses: enumList(q, 'accountStatus', ACCOUNT_STATUSES) ?? ['Active'],
    types: enumList(q, 'accountType', ACCOUNT_TYPES),
    ventures: list(q.businessVenture),
    productCodes: list(q.productCodes),
    openFrom: date(q, 'openDateFrom'),
    openTo: date(q, 'openDateTo'),
    closeFrom: date(q, 'closeDateFrom'),
    closeTo: date(q, 'closeDateTo'),
    minBalance: amount(q, 'fromAmount'),
    maxBalance: amount(q, 'toAmount'),
    accountIds: list(q.accountIds),
  };
}
