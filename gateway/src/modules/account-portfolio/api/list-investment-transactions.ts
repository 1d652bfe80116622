// A wrap account's investment transactions, filtered, sorted and paged upstream (issue 17; our path,
// sandbox/README.md "Portfolio").
import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import type { UpstreamQuery, UpstreamResponse } from '@gateway/upstream/upstream-api.js';

const TRANSACTIONS = '/api/wealth/channel/portfolio/v1/{account}/investment-transactions';

export type UpstreamInvestmentTransaction = UpstreamResponse<typeof TRANSACTIONS>['data'][number];
/** Empty values are left out of the URL (build-url.ts). */
export type InvestmentTransactionsQuery = UpstreamQuery<typeof TRANSACTIONS>;

export function listInvestmentTransactions(upstream: RequestUpstream, accountId: string, query: InvestmentTransactionsQuery) {
  return upstream.api.GET(TRANSACTIONS, { params: { path: { account: accountId }, query } });
}
