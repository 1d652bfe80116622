import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import type { UpstreamResponse } from '@gateway/upstream/upstream-api.js';

const ENTITIES = '/api/wealth/channel/adviser/v1/adviser/entities';
export type AdviserEntity = UpstreamResponse<typeof ENTITIES>['data'][number];

export async function getAdviserEntities(upstream: RequestUpstream, includeMot: boolean): Promise<AdviserEntity[]> {
  const res = await upstream.api.GET(ENTITIES, {
    params: { query: { 'include-linked-adviser-entities': true, 'include-mot-entities': includeMot, 'include-adviser-names': true } },
  });
  return res?.data ?? [];
}
