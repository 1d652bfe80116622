// Grouping v2 writes: validate, create, update, close (000 §7). Writes invalidate the caller's GET cache.
import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import type { GroupRecord } from '@gateway/kit/groups/search-groups.js';

const BASE = '/api/wealth/grouping/v2/account-groups';

export interface GroupPayload {
  name: string;
  groupTypes: string[];
  attributes: string[];
  businessVentureId: string;
  status: string;
  dealerCode: string;
  accounts: Array<{ code: string }>;
}

export interface ValidatePayload {
  accounts: Array<{ code: string }>;
  dealerCode?: string;
  groupTypes?: string[];
  groupCode?: string;
}

export async function validateGroup(upstream: RequestUpstream, payload: ValidatePayload) {
  const res = await upstream.post<{ accounts?: Array<{ code: string; valid: boolean }> }>(`${BASE}/validate`, { json: payload });
  return res?.accounts ?? [];
}

export function createGroup(upstream: RequestUpstream, payload: GroupPayload, idempotencyKey?: string) {
  return upstream.post<GroupRecord>(BASE, { json: payload, headers: { 'idempotency-key': idempotencyKey } });
}

export function updateGroup(upstream: RequestUpstream, code: string, payload: GroupPayload) {
  return upstream.put<GroupRecord>(`${BASE}/${encodeURIComponent(code)}`, { json: payload });
}

export function closeGroup(upstream: RequestUpstream, code: string) {
  return upstream.put<{ code: string; status: string }>(`${BASE}/${encodeURIComponent(code)}/close`);
}
