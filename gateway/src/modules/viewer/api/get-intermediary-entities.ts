import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import type { UpstreamResponse } from '@gateway/upstream/upstream-api.js';

const ENTITIES = '/api/intermediary-accounts/v1/intermediaries/{mac}/entities';
export type IntermediaryEntity = UpstreamResponse<typeof ENTITIES>['entities'][number];

export async function getIntermediaryEntities(upstream: RequestUpstream, mac: string, badge: string): Promise<IntermediaryEntity[]> {
  const res = await upstream.api.GET(ENTITIES, { params: { path: { mac }, query: { badge, scope: 'mot,cash,wrap' } } });
  return res?.entities ?? [];
}
