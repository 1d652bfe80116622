// A wrap account's fees per period (issue 17; our path). Not a wrap account, or not the user's: 404.
import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import type { UpstreamQuery, UpstreamResponse } from '@gateway/upstream/upstream-api.js';

const FEES = '/api/wealth/channel/fees/v1/accounts/{accountId}/fees';

export type FeesResponse = UpstreamResponse<typeof FEES>;
export type UpstreamFee = FeesResponse['data'][number];

/** Empty values are left out of the URL (build-url.ts). */
export function getFees(upstream: RequestUpstream, accountId: string, query: UpstreamQuery<typeof FEES>) {
  return upstream.api.GET(FEES, { params: { path: { accountId }, query } });
}
