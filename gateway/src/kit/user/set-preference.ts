import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';

export async function setPreference(upstream: RequestUpstream, key: string, value: unknown) {
  return upstream.post<{ key: string; value: unknown }>(
    `/api/channel/micro/v3s/preference/entry/${encodeURIComponent(key)}`,
    { json: { value: value ?? null } },
  );
}
