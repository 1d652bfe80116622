import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';

export interface AdviserEntity {
  entity_key: string;
  entity_source?: string;
  entity_type: string;
  product_type: string;
  adviser_name?: string | null;
  dealer_name?: string | null;
}

export async function getAdviserEntities(upstream: RequestUpstream, includeMot: boolean): Promise<AdviserEntity[]> {
  const res = await upstream.get<{ data?: AdviserEntity[] }>('/api/wealth/channel/adviser/v1/adviser/entities', {
    query: {
      'include-linked-adviser-entities': true,
      'include-mot-entities': includeMot,
      'include-adviser-names': true,
    },
  });
  return res?.data ?? [];
}
