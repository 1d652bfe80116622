// The Request Centre's vocabulary (002 §3) and the upstream's JSON for a case and its parts (sandbox/README.md
// "Request Centre"). Rows come from the store (migration 008); this file turns them into the contract's shapes.

export const TASK_STATUSES = [
  'SUBMITTED', 'INPROGRESS', 'COMPLETED', 'RECEIVED', 'CANCELLED', 'DECLINED', 'RECLASSIFIED', 'AWAITING_ADVISER',
  'READY_FOR_COLLECTION', 'AWAITING_EXTERNAL_PARTY', 'AWAITING_CLIENT', 'AWAITING_FUNDS_OR_ASSETS', 'AWAITING_PROCESSING_DATE',
  'FAILED', 'AWAITING_CLIENT_APPROVAL', 'PENDING_APPROVAL', 'PENDING_DOC_UPLOAD', 'PARTIAL_APPROVED', 'APPROVED',
] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const CANCELLATION_REASONS = [
  'migrated_reference_id', 'migrated_pega_case', 'CANCELLED_BY_ADVISER', 'CANCELLED_BY_SYSTEM', 'CANCELLED_EXPIRED',
  'AWAITING_FUNDS_OR_ASSETS', 'AWAITING_EXTERNAL_PARTY', 'CLIENT_TO_RESUBMIT', 'NOT_REQUIRED_IN_PEGA',
  'CANCELLED_REVALIDATION_ERROR', 'CANCELLED_PROCESSING_ERROR',
] as const;

export const AUTHORISER_STATUSES = ['PENDING_APPROVAL', 'PENDING_DOC_UPLOAD', 'APPROVED', 'DECLINED', 'CANCELLED'] as const;
export const FOLLOW_UP_STATUSES = ['Pending', 'Responded', 'NoResponse-Expired', 'NoResponse-AutoUnpend', 'NoResponse-UnPend'] as const;

/** Finished cases: nothing more happens to them (no cancel, no follow-up, no upload). */
export const CLOSED_STATUSES: ReadonlySet<string> = new Set(['COMPLETED', 'CANCELLED', 'DECLINED', 'FAILED', 'RECLASSIFIED']);
export const isOpen = (status: string) => !CLOSED_STATUSES.has(status);

export interface CaseRow {
  intent_id: string;
  case_id: string;
  intent_name: string;
  event_name: string | null;
  event_type: string | null;
  status: string;
  api_status: string;
  approval_id: string | null;
  fulfillment_id: string | null;
  initiator_mac: string;
  initiator_name: string;
  request_source: string;
  description: string | null;
  indexation_id: string | null;
  created_date: Date | string;
  updated_date: Date | string;
  cancellation_reason_code: string | null;
  payload: Record<string, unknown>;
  meta: Record<string, unknown>;
  entity_keys: string[];
}

export const CASE_COLUMNS = `c.intent_id, c.case_id, c.intent_name, c.event_name, c.event_type, c.status, c.api_status, c.approval_id,
  c.fulfillment_id, c.initiator_mac, c.initiator_name, c.request_source, c.description, c.indexation_id, c.created_date,
  c.updated_date, c.cancellation_reason_code, c.payload, c.meta, c.entity_keys`;

export const iso = (value: Date | string | null | undefined) => (value == null ? null : new Date(value).toISOString());

/** A case of the list (tasks/search content item). The whole payload goes out; the list reads its first fields. */
export function caseJson(row: CaseRow): Record<string, unknown> {
  return {
    intent_id: row.intent_id,
    intent_name: row.intent_name,
    status: row.status,
    approval_id: row.approval_id,
    fulfillment_id: row.fulfillment_id,
    initiator_name: row.initiator_name,
    initiator_mac: row.initiator_mac,
    request_source: row.request_source,
    description: row.description,
    created_date: iso(row.created_date),
    updated_date: iso(row.updated_date),
    case_id: row.case_id,
    cancellation_reason_code: row.cancellation_reason_code,
    payload: row.payload,
  };
}

export interface HistoryRow {
  type: string;
  occurred_at: Date | string;
  follow_up_ids: string[];
  authorisers: string[];
}

export interface FollowUpRow {
  id: string;
  status: string;
  request_type: string;
  recipient_type: string;
  request_method: string;
  request_reason: string | null;
  response_expected_channels: string[];
  response_received_channel: string | null;
  requested_by: string;
  responded_by: string | null;
  requested_at: Date | string;
  responded_at: Date | string | null;
  request_why: string | null;
  request_what: string | null;
  request_return_method: string | null;
  response_content: string | null;
  visible_online: boolean;
  response_expected_date: string | null;
  reminder_sent: boolean;
  document_ids: string[];
}

export interface AuthoriserRow {
  activity_id: string;
  party_id: string;
  authoriser_name: string;
  authorisation_level: string;
  role_type: string;
  status: string;
  updated_at: Date | string;
  expire_by: Date | string | null;
  errors: unknown[];
  otp_locked: boolean;
  resent_at: (Date | string)[];
}

export interface DocumentRow {
  document_id: string;
  document_name: string;
  content_type: string;
  size: number;
  uploaded_at: Date | string;
  uploaded_by: string;
  kind: string;
  malware: boolean;
}

export const historyJson = (h: HistoryRow) => ({
  type: h.type,
  timestamp: iso(h.occurred_at),
  follow_up_ids: h.follow_up_ids,
  authorisers: h.authorisers,
});

export function followUpJson(f: FollowUpRow, names: ReadonlyMap<string, string>) {
  return {
    id: f.id,
    status: f.status,
    request_type: f.request_type,
    recipient_type: f.recipient_type,
    request_method: f.request_method,
    request_reason: f.request_reason,
    response_expected_channels: f.response_expected_channels,
    response_received_channel: f.response_received_channel,
    requested_by: f.requested_by,
    responded_by: f.responded_by,
    requested_date_time: iso(f.requested_at),
    responded_date_time: iso(f.responded_at),
    request_why: f.request_why,
    request_what: f.request_what,
    request_return_method: f.request_return_method,
    response_content: f.response_content,
    visible_online: f.visible_online,
    response_expected_date: f.response_expected_date,
    reminder_sent: f.reminder_sent,
    documents: f.document_ids.filter((id) => names.has(id)).map((id) => ({ document_id: id, document_name: names.get(id)! })),
  };
}

export const authoriserJson = (a: AuthoriserRow) => ({
  activity_id: a.activity_id,
  party_id: a.party_id,
  authoriser_name: a.authoriser_name,
  authorisation_level: a.authorisation_level,
  role_type: a.role_type,
  status: a.status,
  updated_at: iso(a.updated_at),
  expire_by: iso(a.expire_by),
  errors: a.errors,
});

export const documentJson = (d: DocumentRow) => ({
  document_id: d.document_id,
  document_name: d.document_name,
  content_type: d.content_type,
  size: d.size,
  uploaded_at: iso(d.uploaded_at),
  uploaded_by: d.uploaded_by,
  malware: d.malware,
});

/** `Malware detected in [a.pdf]` (002 §8): the attachment status item the portal reads malware names from. */
export const malwareItem = (name: string) => ({ code: 'CMSE067', description: `Malware detected in [${name}]` });

/** The lower-case haystack keyword search matches: ids, request name, initiator, account numbers and names. */
export function searchText(c: { intent_id: string; case_id: string; intent_name: string; initiator_name: string; accounts: { account_number: string; account_name: string }[] }): string {
  return [c.intent_id, c.case_id, c.intent_name, c.initiator_name, ...c.accounts.flatMap((a) => [a.account_number, a.account_name])].join(' ').toLowerCase();
}
