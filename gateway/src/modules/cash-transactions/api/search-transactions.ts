// Cash transactions search (issue 16; the spec shows no endpoint): our path, served by the sandbox
// (sandbox/README.md "Cash transactions"). The upstream scopes every call to the signed-in user's adviser
// entities: an account number the user does not see answers 404.
import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import type { UpstreamQuery, UpstreamResponse } from '@gateway/upstream/upstream-api.js';

export const TRANSACTIONS_PATH = '/api/wealth/channel/cash/v1/transactions';

export type UpstreamTransaction = UpstreamResponse<typeof TRANSACTIONS_PATH>['data'][number];
/** Empty values are left out of the URL (build-url.ts). */
export type TransactionsQuery = UpstreamQuery<typeof TRANSACTIONS_PATH>;

export function searchTransactions(upstream: RequestUpstream, query: TransactionsQuery) {
  return upstream.api.GET(TRANSACTIONS_PATH, { params: { query } });
}
