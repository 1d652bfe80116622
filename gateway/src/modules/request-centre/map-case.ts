// Upstream cases as the schema's Case, CaseDetails and their parts (002 §3).
import type {
  UpstreamAuthoriser, UpstreamCase, UpstreamDocument, UpstreamFollowUp, UpstreamIntent, UpstreamSummaryItem,
} from './api/task-centre.js';
import { malwareFileNames } from './attachments.js';
import { caseHistory } from './case-history.js';
import { caseStatus, type CancelFacts } from './case-status.js';
import type { Copy } from '../../copy.js';
import { payloadBlocks } from './payload-blocks.js';
import { readDecimal } from '@gateway/kit/decimal.js';

/** 002 §5: the list keeps only cases with account details or adviser codes. */
export const hasAccountsOrAdvisers = (c: UpstreamCase) =>
  (c.payload?.account_details?.length ?? 0) > 0 || (c.payload?.adviser_codes?.length ?? 0) > 0;

const isRolloverAuthority = (c: UpstreamCase) => c.payload?.rollover_authority != null || /rollover authority/i.test(c.intent_name ?? '');

/** The facts behind a cancelled case's secondary label; the list has no authorisers, the details do. */
export function cancelFacts(c: UpstreamCase, authorisers: readonly UpstreamAuthoriser[] = []): CancelFacts {
  return {
    cancellationReasonCode: c.cancellation_reason_code ?? null,
    decliningAuthoriser: authorisers.find((a) => a.status?.toUpperCase() === 'DECLINED')?.authoriser_name ?? null,
    rolloverAuthority: isRolloverAuthority(c),
    cancelledBy: c.payload?.update_detail?.user_name ?? c.initiator_name ?? null,
  };
}

export function toCase(c: UpstreamCase, copy: Copy, authorisers: readonly UpstreamAuthoriser[] = []) {
  return {
    intentId: c.intent_id,
    caseId: c.case_id ?? null,
    requestName: c.intent_name,
    description: c.description ?? null,
    requestorName: c.initiator_name ?? null,
    status: caseStatus(c.status, cancelFacts(c, authorisers), copy),
    accounts: (c.payload?.account_details ?? []).map((a) => ({
      accountNumber: a.account_number,
      accountName: a.account_name ?? null,
      productDescription: a.product_description ?? null,
      adviserCode: a.adviser_code ?? null,
      dealerCode: a.dealer_code ?? null,
      adviserName: a.adviser_name ?? null,
      businessArea: a.business_area ?? null,
      isDeathPension: a.is_death_pension === true,
    })),
    advisers: (c.payload?.adviser_codes ?? []).map((a) => ({ adviserCode: a.adviser_code, dealerCode: a.dealer_code ?? null, adviserName: a.adviser_name ?? null })),
    requestSource: c.request_source ?? null,
    createCaseType: c.payload?.create_request_type ?? null,
    approvalId: c.approval_id ?? null,
    fulfillmentId: c.fulfillment_id ?? null,
    createdDateTime: c.created_date,
    updatedDateTime: c.updated_date,
  };
}

// The document leaves an authoriser's errors untyped: text, or { code, message }.
const errorText = (e: unknown): string => {
  if (typeof e === 'string') return e;
  const { message, code } = (e ?? {}) as { code?: unknown; message?: unknown };
  return typeof message === 'string' ? message : typeof code === 'string' ? code : '';
};

export const toAuthoriser = (a: UpstreamAuthoriser) => ({
  activityId: a.activity_id ?? null,
  partyId: a.party_id ?? null,
  authoriserName: a.authoriser_name,
  authorisationLevel: a.authorisation_level ?? null,
  roleType: a.role_type ?? null,
  status: a.status,
  updatedAt: a.updated_at ?? null,
  expireBy: a.expire_by ?? null,
  errors: (a.errors ?? []).map(errorText).filter(Boolean),
});

export const toFollowUp = (f: UpstreamFollowUp) => ({
  id: f.id,
  status: f.status,
  requestType: f.request_type ?? null,
  recipientType: f.recipient_type ?? null,
  requestMethod: f.request_method ?? null,
  requestReason: f.request_reason ?? null,
  responseExpectedChannels: f.response_expected_channels ?? [],
  responseReceivedChannel: f.response_received_channel ?? null,
  requestedBy: f.requested_by ?? null,
  respondedBy: f.responded_by ?? null,
  requestedDateTime: f.requested_date_time ?? null,
  respondedDateTime: f.responded_date_time ?? null,
  requestWhy: f.request_why ?? null,
  requestWhat: f.request_what ?? null,
  requestReturnMethod: f.request_return_method ?? null,
  responseContent: f.response_content ?? null,
  visibleOnline: f.visible_online !== false,
  responseExpectedDate: f.response_expected_date ?? null,
  reminderSent: f.reminder_sent === true,
  documents: (f.documents ?? []).map((d) => ({ documentId: d.document_id, documentName: d.document_name })),
});

export const toDocument = (d: Pick<UpstreamDocument, 'document_id' | 'document_name'> & Partial<UpstreamDocument>, malware: ReadonlySet<string> = new Set()) => ({
  documentId: d.document_id,
  documentName: d.document_name,
  contentType: d.content_type ?? null,
  size: d.size ?? null,
  uploadedAt: d.uploaded_at ?? null,
  malware: d.malware === true || malware.has(d.document_name),
});

/** Every document id of a case: its uploads, its linked references and its follow-ups' documents. */
export function documentIdsOf(intent: UpstreamIntent): Set<string> {
  return new Set([
    ...(intent.documents ?? []).map((d) => d.document_id),
    ...(intent.meta?.linked_document_references ?? []).map((d) => d.document_id),
    ...(intent.follow_ups ?? []).flatMap((f) => (f.documents ?? []).map((d) => d.document_id)),
  ]);
}

/** The adviser may cancel while the case is neither finished nor moved on. */
const NOT_CANCELLABLE = new Set(['COMPLETED', 'CANCELLED', 'RECLASSIFIED']);

/** The payload's amount for the Money scalar: decimal text kept by its digits, a finite number as it came; else null. */
const amountOf = (value: unknown): string | number | null => {
  if (typeof value === 'string') return readDecimal(value.trim()) ? value.trim() : null;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

export function toCaseDetails(intent: UpstreamIntent, copy: Copy) {
  const authorisers = intent.authorisers ?? [];
  const facts = cancelFacts(intent, authorisers);
  const followUps = (intent.follow_ups ?? []).filter((f) => f.visible_online !== false);
  const malware = malwareFileNames(intent.meta?.attachment_status);
  const malwareSet = new Set(malware);
  const documents = (intent.documents ?? []).map((d) => toDocument(d, malwareSet));
  const listed = new Set(documents.map((d) => d.documentId));
  for (const ref of intent.meta?.linked_document_references ?? []) {
    if (!listed.has(ref.document_id)) documents.push(toDocument(ref, malwareSet));
  }
  const statusOf = (type: string) => {
    try {
      return caseStatus(type, facts, copy);
    } catch {
      return null; // history types that are not task statuses (FOLLOW_UP_RAISED...) have none
    }
  };
  const c = toCase(intent, copy, authorisers);
  return {
    case: c,
    onlineRequestName: intent.meta?.online_request_name ?? null,
    subprocessName: intent.meta?.subprocess_name ?? null,
    productCode: intent.meta?.product_code ?? null,
    businessVenture: intent.meta?.business_venture ?? null,
    amount: amountOf(intent.payload?.amount),
    sla: intent.meta?.sla ?? null,
    eta: intent.meta?.eta ?? null,
    cancellationReasonCode: intent.cancellation_reason_code ?? null,
    payload: payloadBlocks(intent.payload),
    history: caseHistory(intent.created_date, intent.history ?? [], followUps.map((f) => f.id)).map((e) => ({ ...e, status: statusOf(e.type) })),
    followUps: followUps.map(toFollowUp),
    authorisers: authorisers.map(toAuthoriser),
    documents,
    malwareFileNames: malware,
    cancellable: !NOT_CANCELLABLE.has(c.status.display),
  };
}

export function toRequestInProgress(item: UpstreamSummaryItem, copy: Copy) {
  return {
    requestType: item.request_type,
    requestId: item.request_id ?? null,
    approvalId: item.approval_id ?? null,
    requestorName: item.requestor_name ?? null,
    requestCreatedDatetime: item.request_created_datetime ?? null,
    status: caseStatus(item.request_status, {}, copy),
    apiStatus: item.api_status ?? null,
  };
}

