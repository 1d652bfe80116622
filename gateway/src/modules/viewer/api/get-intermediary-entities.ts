import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';

export interface IntermediaryEntity {
  dealer_code: string;
  adviser_code: string;
  product_type?: string | null;
}

export async function getIntermediaryEntities(
  upstream: RequestUpstream,
  mac: string,
  badge: string,
): Promise<IntermediaryEntity[]> {
  const res = await upstream.get<{ entities?: IntermediaryEntity[] }>(
    `/api/intermediary-accounts/v1/intermediaries/${encodeURIComponent(mac)}/entities`,
    { query: { badge, scope: 'mot,cash,wrap' } },
  );
  return res?.entities ?? [];
}
