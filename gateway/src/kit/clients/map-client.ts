// ADA client records as the schema's Client (000 §3).
import type { ClientRecord } from './search-clients.js';

const joinNames = (...names: Array<string | null | undefined>) =>
  names.map((name) => name?.trim()).filter(Boolean).join(' ');

/** Individuals: first (middle) last; everyone else: the organisation name. */
export function displayName(client: ClientRecord): string {
  if (client.type === 'individual') {
    return joinNames(client.first_name, client.middle_name, client.last_name) || client.organisation_name || '';
  }
  return client.organisation_name?.trim() || joinNames(client.first_name, client.middle_name, client.last_name);
}

export function toClient(client: ClientRecord) {
  return {
    contactId: client.contact_id,
    contactType: client.contact_type ?? null,
    type: client.type,
    firstName: client.first_name ?? null,
    middleName: client.middle_name ?? null,
    lastName: client.last_name ?? null,
    organisationName: client.organisation_name ?? null,
    displayName: displayName(client),
    // 000 §2: the suburb is shown for individuals only.
    suburb: client.type === 'individual' ? (client.suburb ?? null) : null,
    status: client.status ?? null,
  };
}
