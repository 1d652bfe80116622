import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import type { UpstreamResponse } from '@gateway/upstream/upstream-api.js';

const CLIENTS = '/api/wealth/ada/search/clients';
export type ClientSearchResponse = UpstreamResponse<typeof CLIENTS>;
export type ClientRecord = ClientSearchResponse['data'][number];

export function searchClients(
  upstream: RequestUpstream,
  params: { query: string; limit: number; pagingToken?: string | null; badge?: string },
): Promise<ClientSearchResponse> {
  return upstream.api.GET(CLIENTS, { params: { query: { query: params.query, limit: params.limit, pagingToken: params.pagingToken ?? undefined, badge: params.badge } } });
}
