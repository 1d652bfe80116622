import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';

/** Upstream preference entries by key; keys that are not set are absent. */
export async function getPreferences(upstream: RequestUpstream, keys: string[]): Promise<Map<string, unknown>> {
  const res = await upstream.api.GET('/api/channel/micro/v3s/preference/entries', { params: { query: { key: keys } } });
  return new Map((res?.entries ?? []).map((entry) => [entry.key, entry.value as unknown]));
}
