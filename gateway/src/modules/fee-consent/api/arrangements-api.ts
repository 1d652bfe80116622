// Advice fee consent (issue 32 §2; ours, the specification shows no endpoint): the sandbox's arrangements calls
// (sandbox/README.md "Advice fee consent"), scoped upstream to the caller's adviser entities.
import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import type { UpstreamQuery, UpstreamResponse } from '@gateway/upstream/upstream-api.js';

const LIST = '/api/wealth/advice-fees/v1/arrangements';
const RENEWAL = '/api/wealth/advice-fees/v1/arrangements/{accountNumber}/renewal';

export type UpstreamArrangements = UpstreamResponse<typeof LIST>;
export type UpstreamArrangement = UpstreamArrangements['data'][number];
export type ArrangementsQuery = UpstreamQuery<typeof LIST>;

export function listArrangements(upstream: RequestUpstream, query: ArrangementsQuery): Promise<UpstreamArrangements> {
  return upstream.api.GET(LIST, { params: { query } });
}

export function sendRenewal(upstream: RequestUpstream, accountNumber: string): Promise<UpstreamResponse<typeof RENEWAL, 'post'>> {
  return upstream.api.POST(RENEWAL, { params: { path: { accountNumber } } });
}
