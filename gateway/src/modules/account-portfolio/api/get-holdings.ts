// A wrap account's holdings as at a day (issue 17; our path, sandbox/README.md "Portfolio"). The upstream scopes
// the account to the user's adviser entities (404 otherwise) and rejects a future day or one before opening (400).
import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import type { UpstreamResponse } from '@gateway/upstream/upstream-api.js';

const HOLDINGS = '/api/wealth/channel/portfolio/v1/{account}/holdings';

export type HoldingsResponse = UpstreamResponse<typeof HOLDINGS>;
export type UpstreamHolding = HoldingsResponse['holdings'][number];

export function getHoldings(upstream: RequestUpstream, accountId: string, asAt: string) {
  return upstream.api.GET(HOLDINGS, { params: { path: { account: accountId }, query: { asAt } } });
}
