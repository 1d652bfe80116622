import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';

const PATH = '/api/v1/security/preference';

export async function getSecurityPreference(upstream: RequestUpstream, key: string): Promise<unknown> {
  const res = await upstream.api.GET(PATH, { params: { query: { key } } });
  return res.value;
}

export async function setSecurityPreference(upstream: RequestUpstream, key: string, value: string): Promise<unknown> {
  const res = await upstream.api.POST(PATH, { body: { key, value } });
  return res.value;
}
