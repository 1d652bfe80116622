// Grouping v2 writes: validate, create, update, close (000 §7). Writes invalidate the caller's GET cache.
import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import type { UpstreamBody } from '@gateway/upstream/upstream-api.js';

const BASE = '/api/wealth/grouping/v2/account-groups';
const GROUP = '/api/wealth/grouping/v2/account-groups/{code}';

export type GroupPayload = UpstreamBody<typeof BASE>;
export type ValidatePayload = UpstreamBody<'/api/wealth/grouping/v2/account-groups/validate'>;

export async function validateGroup(upstream: RequestUpstream, payload: ValidatePayload) {
  const res = await upstream.api.POST('/api/wealth/grouping/v2/account-groups/validate', { body: payload });
  return res?.accounts ?? [];
}

/** The idempotency key is a header the document does not list. */
export function createGroup(upstream: RequestUpstream, payload: GroupPayload, idempotencyKey?: string) {
  return upstream.api.POST(BASE, { body: payload, headers: { 'idempotency-key': idempotencyKey } });
}

export function updateGroup(upstream: RequestUpstream, code: string, payload: GroupPayload) {
  return upstream.api.PUT(GROUP, { params: { path: { code } }, body: payload });
}

export function closeGroup(upstream: RequestUpstream, code: string) {
  return upstream.api.PUT('/api/wealth/grouping/v2/account-groups/{code}/close', { params: { path: { code } } });
}
