import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import type { UpstreamResponse } from '@gateway/upstream/upstream-api.js';

const SEARCH = '/api/wealth/grouping/v2/account-groups/search';
export type GroupRecord = UpstreamResponse<typeof SEARCH>['groups'][number];

export async function searchGroups(
  upstream: RequestUpstream,
  params: { query?: string; bv?: readonly string[]; groupType?: string; codes?: readonly string[] },
): Promise<GroupRecord[]> {
  const res = await upstream.api.GET(SEARCH, { params: { query: { query: params.query, bv: params.bv, groupType: params.groupType, codes: params.codes } } });
  return res?.groups ?? [];
}
