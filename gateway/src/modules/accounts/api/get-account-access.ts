import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import type { UpstreamResponse } from '@gateway/upstream/upstream-api.js';

const ACCESS = '/api/wealth/channel/user/v1/account/access';
export type AccessLevel = UpstreamResponse<typeof ACCESS>['accessibleAccounts'][number]['access'];

export async function getAccountAccess(upstream: RequestUpstream, accountIds: readonly string[]): Promise<Map<string, AccessLevel>> {
  const res = await upstream.api.GET(ACCESS, { params: { query: { accountCode: accountIds } } });
  return new Map((res?.accessibleAccounts ?? []).map((a) => [a.id, a.access]));
}
