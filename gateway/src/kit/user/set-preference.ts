import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import type { UpstreamBody } from '@gateway/upstream/upstream-api.js';

const ENTRY = '/api/channel/micro/v3s/preference/entry/{key}';

export async function setPreference(upstream: RequestUpstream, key: string, value: UpstreamBody<typeof ENTRY>['value'] | undefined) {
  return upstream.api.POST(ENTRY, { params: { path: { key } }, body: { value: value ?? null } });
}
