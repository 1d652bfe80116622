// A pension wrap account's Centrelink schedules (issue 17; our path). Any other account: 404.
import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import type { UpstreamResponse } from '@gateway/upstream/upstream-api.js';

const SCHEDULES = '/api/wealth/channel/centrelink/v1/accounts/{accountId}/schedules';
export type UpstreamSchedule = UpstreamResponse<typeof SCHEDULES>['data'][number];

export async function getCentrelinkSchedules(upstream: RequestUpstream, accountId: string) {
  const res = await upstream.api.GET(SCHEDULES, { params: { path: { accountId } } });
  return res.data;
}
