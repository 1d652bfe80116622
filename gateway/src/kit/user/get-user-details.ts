import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import type { UpstreamResponse } from '@gateway/upstream/upstream-api.js';

const DETAILS = '/api/wealth/channel/user/v1/user/details';
export type UserDetails = UpstreamResponse<typeof DETAILS>['data'];

export async function getUserDetails(upstream: RequestUpstream): Promise<UserDetails> {
  const res = await upstream.api.GET(DETAILS);
  return res.data;
}
