import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';

export interface UpstreamEsi {
  fundName: string;
  abn: string;
  usi: string;
  esa: string;
  esaProvider: string;
  contactEmail: string;
  bsb: string;
  accountNumber: string;
  reference: string;
}

export async function getEsiDetails(upstream: RequestUpstream): Promise<UpstreamEsi[]> {
  const res = await upstream.get<{ data: { esiDetails: UpstreamEsi[] } }>('/api/wealth/channel/adviser/v1/adviser/esi-details');
  return res.data.esiDetails;
}
