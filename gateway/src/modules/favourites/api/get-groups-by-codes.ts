import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import type { GroupRecord } from '@gateway/kit/groups/search-groups.js';

/** Open, visible groups among the codes (the search call's codes filter). */
export async function getGroupsByCodes(upstream: RequestUpstream, codes: readonly string[]): Promise<GroupRecord[]> {
  const res = await upstream.api.GET('/api/wealth/grouping/v2/account-groups/search', { params: { query: { codes, limit: 100 } } });
  return res?.groups ?? [];
}
