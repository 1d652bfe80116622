import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.js';
import { adviserKeys } from '../../http/auth-hook.js';
import { badRequest } from '../../http/http-error.js';
import { ACCOUNT_STATUSES, type AccountFilter } from '../shared/account-filters.js';
import { parseSort } from '../shared/account-sort.js';
import { searchBabbage, toBabbageAccount } from '../shared/babbage-search.js';
import { cachedQuery } from '../shared/query-cache.js';
import { linkedAccounts } from '../shared/linked-accounts.js';
import { amount, bool, date, enumList, int, list, str, tokens, type Query } from '../shared/params.js';
import { termDepositFacts } from './term-deposit-facts.js';
import { referenceDay } from '../shared/reference-day.js';

const CASH_AND_TD = ['CASH', 'TD'] as const;

// Babbage (cash and term deposit) accounts and products (000 §7).
export function registerBabbageRoutes(app: FastifyInstance, db: Db): void {
  app.get<{ Querystring: Query }>('/wealth/babbage/accounts', async (request) => {
    const q = request.query;
    const result = await searchBabbage(db, {
      entityKeys: adviserKeys(request),
      filter: babbageFilter(q, request.headers.account_list as string | undefined),
      sort: parseSort(q, ['account_short_name'], [{ expr: 'a.account_id', cast: '::text' }]),
      limit: int(q, 'limit', 1, 100, 25),
      cursor: str(q, 'pagingToken') ?? str(q, 'endCursor'),
    });
    // A term deposit (TD product codes; TDEP is a cash account) also answers its current term (issue 17).
    const reference = result.rows.some((row) => /^TD_/.test(row.product_code)) ? await referenceDay(db) : undefined;
    const accounts = result.rows.map((row) =>
      /^TD_/.test(row.product_code) ? { ...toBabbageAccount(row), termDeposit: termDepositFacts(row, reference) } : toBabbageAccount(row),
    );
    if (bool(q, 'showLinks')) {
      const links = await linkedAccounts(db, request.scope.entityKeys, result.rows.map((r) => r.account_number));
      accounts.forEach((a) => Object.assign(a, { linkedAccounts: links.get(a.accountNumber) ?? [] }));
    }
    return { accounts, pagingToken: result.nextCursor, endCursor: result.nextCursor, totalCount: result.totalCount };
  });

  app.get<{ Querystring: Query }>('/wealth/babbage/products', async (request) => {
    const statuses = enumList(request.query, 'accountStatus', ACCOUNT_STATUSES);
    const products = await cachedQuery<{ productCode: string; productDescription: string }>(
      db,
      `select a.product_code as "productCode", min(a.product_description) as "productDescription"
         from accounts a
        where a.account_type in ('CASH', 'TD')
          and exists (select 1 from account_advisers aa where aa.account_id = a.account_id and aa.entity_key = any($1::text[]))
          and ($2::text[] is null or a.account_status = any($2::text[]))
        group by a.product_code order by a.product_code`,
      [adviserKeys(request, str(request.query, 'advisers')), statuses ?? null],
    );
    return { products };
  });
}

function babbageFilter(q: Query, accountListHeader: string | undefined): AccountFilter {
  const onOpen = bool(q, 'openDate');
  const onClose = bool(q, 'closedDate');
  if (onOpen && onClose) throw badRequest('openDate and closedDate cannot both be true');
  const from = date(q, 'fromDate');
  const to = date(q, 'toDate');
  return {
    keywords: tokens(str(q, 'keyword')),
    statuses: enumList(q, 'accountStatus', ACCOUNT_STATUSES) ?? ['Active'],
    types: enumList(q, 'accountType', CASH_AND_TD) ?? [...CASH_AND_TD],
    ventures: list(q.businessVenture),
    productCodes: list(q.productCodes),
    productDescriptions: list(q.productDesc),
    // fromDate/toDate apply to the opening date unless closedDate=true.
    ...(onClose ? { closeFrom: from, closeTo: to } : { openFrom: from, openTo: to }),
    minBalance: amount(q, 'gtAmt'),
    maxBalance: amount(q, 'ltAmt'),
    accountIds: list(accountListHeader),
  };
}
