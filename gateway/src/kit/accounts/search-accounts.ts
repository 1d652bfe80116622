import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import type { UpstreamQuery, UpstreamResponse } from '@gateway/upstream/upstream-api.js';

const SEARCH = '/api/intermediary-accounts/v2/intermediaries/{mac}/accounts';
export type AccountSearchPage = UpstreamResponse<typeof SEARCH>;
export type AccountSearchQuery = UpstreamQuery<typeof SEARCH>;

export function searchAccounts(upstream: RequestUpstream, mac: string, query: AccountSearchQuery, advisers: string | undefined): Promise<AccountSearchPage> {
  return upstream.api.GET(SEARCH, { params: { path: { mac }, query, header: { advisers } } });
}
