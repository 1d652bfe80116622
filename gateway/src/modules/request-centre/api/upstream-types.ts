// The Request Centre's upstream shapes (002 §3, §7; the paths 002 leaves unshown are the sandbox's, sandbox/README.md).

export interface UpstreamCaseAccount {
  account_number: string;
  account_name?: string | null;
  product_description?: string | null;
  adviser_code?: string | null;
  dealer_code?: string | null;
  adviser_name?: string | null;
  business_area?: string | null;
  is_death_pension?: boolean | null;
}

export interface UpstreamCaseAdviser {
  adviser_code: string;
  dealer_code?: string | null;
  adviser_name?: string | null;
}

export interface UpstreamUpdateDetail {
  code?: string | null;
  message?: string | null;
  user_name?: string | null;
}

export interface UpstreamPayload {
  account_details?: UpstreamCaseAccount[] | null;
  adviser_codes?: UpstreamCaseAdviser[] | null;
  create_request_type?: string | null;
  update_detail?: UpstreamUpdateDetail | null;
  amount?: number | string | null;
  [field: string]: unknown;
}

/** A case of the list (tasks/search content item). */
export interface UpstreamCase {
  intent_id: string;
  intent_name: string;
  status: string;
  approval_id?: string | null;
  fulfillment_id?: string | null;
  initiator_name?: string | null;
  initiator_mac?: string | null;
  request_source?: string | null;
  description?: string | null;
  created_date: string;
  updated_date: string;
  case_id?: string | null;
  cancellation_reason_code?: string | null;
  payload?: UpstreamPayload | null;
}

export interface UpstreamAuthoriser {
  activity_id?: string | null;
  party_id?: string | null;
  authoriser_name: string;
  authorisation_level?: string | null;
  role_type?: string | null;
  status: string;
  updated_at?: string | null;
  expire_by?: string | null;
  errors?: Array<string | { code?: string; message?: string }> | null;
}

export interface UpstreamDocumentRef {
  document_id: string;
  document_name: string;
}

export interface UpstreamFollowUp {
  id: string;
  status: string;
  request_type?: string | null;
  recipient_type?: string | null;
  request_method?: string | null;
  request_reason?: string | null;
  response_expected_channels?: string[] | null;
  response_received_channel?: string | null;
  requested_by?: string | null;
  responded_by?: string | null;
  requested_date_time?: string | null;
  responded_date_time?: string | null;
  request_why?: string | null;
  request_what?: string | null;
  request_return_method?: string | null;
  response_content?: string | null;
  visible_online?: boolean | null;
  response_expected_date?: string | null;
  reminder_sent?: boolean | null;
  documents?: UpstreamDocumentRef[] | null;
}

export interface UpstreamDocument extends UpstreamDocumentRef {
  content_type?: string | null;
  size?: number | null;
  uploaded_at?: string | null;
  uploaded_by?: string | null;
  malware?: boolean | null;
}

export interface UpstreamHistoryEvent {
  type: string;
  timestamp: string;
  follow_up_ids?: string[] | null;
  authorisers?: Array<string | { authoriser_name?: string }> | null;
}

export interface UpstreamIntentMeta {
  case_id?: string | null;
  online_request_name?: string | null;
  subprocess_name?: string | null;
  product_code?: string | null;
  business_venture?: string | null;
  sla?: string | null;
  eta?: string | null;
  linked_document_references?: UpstreamDocumentRef[] | null;
  attachment_status?: Array<{ code?: string; description?: string }> | null;
}

/** One case with everything (GET tasks/{intentId}). */
export interface UpstreamIntent extends UpstreamCase {
  meta?: UpstreamIntentMeta | null;
  event_name?: string | null;
  event_type?: string | null;
  history?: UpstreamHistoryEvent[] | null;
  follow_ups?: UpstreamFollowUp[] | null;
  authorisers?: UpstreamAuthoriser[] | null;
  documents?: UpstreamDocument[] | null;
}

export type { IndexationRow } from '@gateway/kit/requests/indexation.js';

export interface UpstreamSummaryItem {
  request_type: string;
  request_id?: string | null;
  approval_id?: string | null;
  requestor_name?: string | null;
  request_created_datetime?: string | null;
  request_status: string;
  api_status?: string | null;
}

export interface UpstreamFile {
  file_name: string;
  content_type: string;
  /** base64 */
  content: string;
}
