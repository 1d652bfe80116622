// Writing cases: whole new cases (the seed, the bulk seed and rc-create, through one bulk path), the account and
// adviser parts of a payload, and the changes the adviser and the back office make (status, history).
import { bulkInsert, pgArray, type BulkColumn } from '../../db/bulk-insert.js';
import type { Db } from '../../db/index.js';
import { searchText } from './case-model.js';

export interface NewHistory { type: string; at: Date; follow_up_ids?: string[]; authorisers?: string[] }
export interface NewFollowUp {
  id: string; status: string; request_type: string; recipient_type: string; request_method: string; request_reason?: string | null;
  response_expected_channels: string[]; response_received_channel?: string | null; requested_by: string; responded_by?: string | null;
  requested_at: Date; responded_at?: Date | null; request_why?: string | null; request_what?: string | null;
  request_return_method?: string | null; response_content?: string | null; visible_online?: boolean;
  response_expected_date?: string | null; reminder_sent?: boolean; document_ids?: string[];
}
export interface NewAuthoriser {
  activity_id: string; party_id: string; authoriser_name: string; authorisation_level: string; role_type: string;
  status: string; updated_at: Date; expire_by?: Date | null; errors?: unknown[]; otp_locked?: boolean; position: number;
}
export interface NewDocument {
  document_id: string; document_name: string; content_type: string; content: Buffer; uploaded_at: Date; uploaded_by: string;
  kind?: 'attachment' | 'signed' | 'follow_up'; malware?: boolean;
}
export interface CaseAccount {
  account_number: string; account_name: string; product_description: string; adviser_code: string | null; dealer_code: string;
  adviser_name: string | null; business_area: 'Wrap' | 'Cash' | 'Central'; is_death_pension: boolean;
}
export interface NewCase {
  intent_id: string; case_id: string; intent_name: string; event_name: string | null; event_type: string | null; status: string;
  api_status?: string; approval_id?: string | null; fulfillment_id?: string | null; initiator_mac: string; initiator_name: string;
  request_source: string; description?: string | null; indexation_id?: string | null; created_date: Date; updated_date: Date;
  cancellation_reason_code?: string | null; payload: Record<string, unknown> & { account_details: CaseAccount[] };
  meta: Record<string, unknown>; entity_keys: string[];
  history?: NewHistory[]; follow_ups?: NewFollowUp[]; authorisers?: NewAuthoriser[]; documents?: NewDocument[];
}

const cols = (spec: string): BulkColumn[] => spec.split(',').map((p) => {
  const [name, type] = p.trim().split(/\s+/);
  return { name, type: type ?? 'text' };
});
const CASES = cols(`intent_id, case_id, intent_name, event_name, event_type, status, api_status, approval_id, fulfillment_id,
  initiator_mac, initiator_name, request_source, description, indexation_id, created_date timestamptz, updated_date timestamptz,
  cancellation_reason_code, payload jsonb, meta jsonb, search_text, entity_keys text[]`);
const HISTORY = cols('intent_id, type, occurred_at timestamptz, follow_up_ids text[], authorisers text[]');
const FOLLOW_UPS = cols(`id, intent_id, status, request_type, recipient_type, request_method, request_reason,
  response_expected_channels text[], response_received_channel, requested_by, responded_by, requested_at timestamptz,
  responded_at timestamptz, request_why, request_what, request_return_method, response_content, visible_online boolean,
  response_expected_date date, reminder_sent boolean, document_ids text[]`);
const AUTHORISERS = cols(`activity_id, intent_id, party_id, authoriser_name, authorisation_level, role_type, status,
  updated_at timestamptz, expire_by timestamptz, errors jsonb, otp_locked boolean, position integer`);
const DOCUMENTS = cols(`document_id, intent_id, document_name, content_type, size integer, content bytea, uploaded_at timestamptz,
  uploaded_by, kind, malware boolean`);

/** Columns of the cases table for one case (the bulk seed writes these alone). */
export function caseValues(c: NewCase): unknown[] {
  const text = searchText({ ...c, accounts: c.payload.account_details });
  return [
    c.intent_id, c.case_id, c.intent_name, c.event_name, c.event_type, c.status, c.api_status ?? 'success', c.approval_id ?? null,
    c.fulfillment_id ?? null, c.initiator_mac, c.initiator_name, c.request_source, c.description ?? null, c.indexation_id ?? null,
    c.created_date, c.updated_date, c.cancellation_reason_code ?? null, JSON.stringify(c.payload), JSON.stringify(c.meta), text,
    pgArray(c.entity_keys),
  ];
}
export const CASE_SPEC = CASES;

function columnsOf(rows: unknown[][], width: number): unknown[][] {
  return Array.from({ length: width }, (_, i) => rows.map((r) => r[i]));
}

/** Inserts whole cases with their history, follow-ups, authorisers and documents: five statements in all. */
export async function writeCases(db: Db, cases: readonly NewCase[]): Promise<void> {
  if (!cases.length) return;
  await bulkInsert(db, 'cases', CASES, columnsOf(cases.map(caseValues), CASES.length));
  const history = cases.flatMap((c) => (c.history ?? []).map((h) => [c.intent_id, h.type, h.at, pgArray(h.follow_up_ids ?? []), pgArray(h.authorisers ?? [])]));
  await bulkInsert(db, 'case_history', HISTORY, columnsOf(history, HISTORY.length));
  const followUps = cases.flatMap((c) => (c.follow_ups ?? []).map((f) => [
    f.id, c.intent_id, f.status, f.request_type, f.recipient_type, f.request_method, f.request_reason ?? null,
    pgArray(f.response_expected_channels), f.response_received_channel ?? null, f.requested_by, f.responded_by ?? null, f.requested_at,
    f.responded_at ?? null, f.request_why ?? null, f.request_what ?? null, f.request_return_method ?? null, f.response_content ?? null,
    f.visible_online ?? true, f.response_expected_date ?? null, f.reminder_sent ?? false, pgArray(f.document_ids ?? []),
  ]));
  await bulkInsert(db, 'case_follow_ups', FOLLOW_UPS, columnsOf(followUps, FOLLOW_UPS.length));
  const authorisers = cases.flatMap((c) => (c.authorisers ?? []).map((a) => [
    a.activity_id, c.intent_id, a.party_id, a.authoriser_name, a.authorisation_level, a.role_type, a.status, a.updated_at,
    a.expire_by ?? null, JSON.stringify(a.errors ?? []), a.otp_locked ?? false, a.position,
  ]));
  await bulkInsert(db, 'case_authorisers', AUTHORISERS, columnsOf(authorisers, AUTHORISERS.length));
  const documents = cases.flatMap((c) => (c.documents ?? []).map((d) => [
    d.document_id, c.intent_id, d.document_name, d.content_type, d.content.length, `\\x${d.content.toString('hex')}`, d.uploaded_at,
    d.uploaded_by, d.kind ?? 'attachment', d.malware ?? false,
  ]));
  await bulkInsert(db, 'case_documents', DOCUMENTS, columnsOf(documents, DOCUMENTS.length));
}

/** The next ids from the store's sequences: intent ids, case ids, and item numbers (follow-ups, activities, documents). */
export async function nextIds(db: Db, count = 1): Promise<{ intent: number; caseNo: number }> {
  const { rows } = await db.query<{ intent: string; case_no: string }>(
    `select setval('case_intent_seq', nextval('case_intent_seq') + $1 - 1) - $1 + 1 as intent,
            setval('case_number_seq', nextval('case_number_seq') + $1 - 1) - $1 + 1 as case_no`,
    [count],
  );
  return { intent: Number(rows[0].intent), caseNo: Number(rows[0].case_no) };
}

export async function nextItem(db: Db, prefix: string): Promise<string> {
  const { rows } = await db.query<{ n: string }>(`select nextval('case_item_seq') as n`);
  return `${prefix}${rows[0].n}`;
}

export const intentIdOf = (n: number) => `INT${n}`;
export const caseIdOf = (n: number) => `C-${String(n).padStart(7, '0')}`;

interface AccountLinkRow {
  account_number: string; account_name: string; product_description: string; product_code: string; account_type: string;
  wrap_product_type: string | null; business_venture: string; dealer_code: string; entity_keys: string[];
  primary_key: string | null; adviser_code: string | null; adviser_name: string | null; account_status: string; opened_date: string;
  client_id: string | null; account_id: string;
}

export type AccountInfo = AccountLinkRow;

/** Accounts by number with their adviser links (every entity key, the primary adviser's code and name). */
export async function accountsByNumber(db: Pick<Db, 'query'>, numbers: readonly string[]): Promise<Map<string, AccountInfo>> {
  if (!numbers.length) return new Map();
  const { rows } = await db.query<AccountLinkRow>(
    `select a.account_id, a.account_number, a.account_name, a.product_description, a.product_code, a.account_type, a.wrap_product_type,
            a.business_venture, a.dealer_code, a.account_status, a.opened_date, a.client_id,
            array(select aa.entity_key from account_advisers aa where aa.account_id = a.account_id order by aa.entity_key) as entity_keys,
            p.entity_key as primary_key, e.adviser_code, e.adviser_name
       from accounts a
       left join lateral (select aa.entity_key from account_advisers aa where aa.account_id = a.account_id
                           order by aa.adviser_type, aa.entity_key limit 1) p on true
       left join adviser_entities e on e.entity_key = p.entity_key
      where a.account_number = any($1::text[])`,
    [numbers],
  );
  return new Map(rows.map((r) => [r.account_number, r]));
}

/** 002 §3 business area of an account: wrap accounts and their cash Wrap, bank cash and term deposits Cash, trading Central. */
export function businessArea(a: Pick<AccountInfo, 'account_type' | 'product_code'>): CaseAccount['business_area'] {
  if (a.account_type === 'WRAP' || a.product_code === 'CMHW' || a.product_code === 'CMHV') return 'Wrap';
  if (a.account_type === 'MOT') return 'Central';
  return 'Cash';
}

export function caseAccount(a: AccountInfo, deathPension = false): CaseAccount {
  return {
    account_number: a.account_number,
    account_name: a.account_name,
    product_description: a.product_description,
    adviser_code: a.adviser_code,
    dealer_code: a.dealer_code,
    adviser_name: a.adviser_name,
    business_area: businessArea(a),
    is_death_pension: deathPension && a.wrap_product_type === 'Pension',
  };
}

/** Records a history event and moves the case's update time. */
export async function addHistory(db: Db, intentId: string, h: NewHistory): Promise<void> {
  await db.query(
    'insert into case_history (intent_id, type, occurred_at, follow_up_ids, authorisers) values ($1, $2, $3, $4::text[], $5::text[])',
    [intentId, h.type, h.at, h.follow_up_ids ?? [], h.authorisers ?? []],
  );
}

/**
 * Moves a case to a status: history event, update time, and what a closing status does to the rest
 * (pending authorisers are cancelled; pending follow-ups stop waiting: expired when the request expired).
 */
export async function setStatus(
  db: Db,
  intentId: string,
  status: string,
  opts: { reason?: string | null; updateDetail?: Record<string, unknown>; followUpIds?: string[]; authorisers?: string[]; at?: Date } = {},
): Promise<void> {
  const at = opts.at ?? new Date();
  await db.query(
    `update cases set status = $2, updated_date = $3,
            cancellation_reason_code = case when $2 in ('CANCELLED', 'DECLINED', 'FAILED') then $4 else null end,
            fulfillment_id = case when $2 in ('INPROGRESS', 'COMPLETED', 'READY_FOR_COLLECTION', 'AWAITING_PROCESSING_DATE')
                                  then coalesce(fulfillment_id, 'F-' || substr(intent_id, 4)) else fulfillment_id end,
            payload = case when $5::jsonb is null then payload else payload || jsonb_build_object('update_detail', $5::jsonb) end
      where intent_id = $1`,
    [intentId, status, at, opts.reason ?? null, opts.updateDetail ? JSON.stringify(opts.updateDetail) : null],
  );
  if (['CANCELLED', 'DECLINED', 'FAILED', 'COMPLETED', 'RECLASSIFIED'].includes(status)) {
    await db.query(
      `update case_authorisers set status = 'CANCELLED', updated_at = $2
        where intent_id = $1 and status in ('PENDING_APPROVAL', 'PENDING_DOC_UPLOAD')`,
      [intentId, at],
    );
    await db.query(
      `update case_follow_ups set status = $2 where intent_id = $1 and status = 'Pending'`,
      [intentId, opts.reason === 'CANCELLED_EXPIRED' ? 'NoResponse-Expired' : 'NoResponse-UnPend'],
    );
  }
  await addHistory(db, intentId, { type: status, at, follow_up_ids: opts.followUpIds, authorisers: opts.authorisers });
}

/** After an approval: APPROVED when every authoriser still in play has approved, else PARTIAL_APPROVED. */
export async function statusAfterApproval(db: Pick<Db, 'query'>, intentId: string): Promise<string> {
  const { rows } = await db.query<{ open: number }>(
    `select count(*) filter (where status in ('PENDING_APPROVAL', 'PENDING_DOC_UPLOAD')) as open from case_authorisers where intent_id = $1`,
    [intentId],
  );
  return Number(rows[0].open) === 0 ? 'APPROVED' : 'PARTIAL_APPROVED';
}
