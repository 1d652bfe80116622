import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';

export interface ClientRecord {
  contact_id: string;
  contact_type?: string | null;
  type: string;
  suburb?: string | null;
  status?: string | null;
  first_name?: string | null;
  middle_name?: string | null;
  last_name?: string | null;
  organisation_name?: string | null;
}

export interface ClientSearchResponse {
  data?: ClientRecord[];
  meta?: { result_size?: number; total_hits?: number; paging_token?: string | null };
  error?: unknown[];
}

export function searchClients(
  upstream: RequestUpstream,
  params: { query: string; limit: number; pagingToken?: string | null; badge?: string },
): Promise<ClientSearchResponse> {
  return upstream.get<ClientSearchResponse>('/api/wealth/ada/search/clients', {
    query: { query: params.query, limit: params.limit, pagingToken: params.pagingToken, badge: params.badge },
  });
}
