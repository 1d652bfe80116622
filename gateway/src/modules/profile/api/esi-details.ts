import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import type { UpstreamResponse } from '@gateway/upstream/upstream-api.js';

const ESI = '/api/wealth/channel/adviser/v1/adviser/esi-details';
export type UpstreamEsi = UpstreamResponse<typeof ESI>['data']['esiDetails'][number];

export async function getEsiDetails(upstream: RequestUpstream): Promise<UpstreamEsi[]> {
  const res = await upstream.api.GET(ESI);
  return res.data.esiDetails;
}
