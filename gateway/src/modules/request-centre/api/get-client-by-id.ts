// One client by id (ADA client search with client-id; scoped to the user's clients upstream).
import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import type { ClientRecord } from '@gateway/kit/clients/search-clients.js';

export async function getClientById(upstream: RequestUpstream, contactId: string, badge?: string): Promise<ClientRecord | null> {
  const res = await upstream.api.GET('/api/wealth/ada/search/clients', { params: { query: { 'client-id': contactId, 'client-view': 'details', badge } } });
  return (res?.data ?? []).find((c) => c.contact_id === contactId) ?? null;
}
