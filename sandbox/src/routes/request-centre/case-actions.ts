// What the back office does to a case (the console at /console/requests): move it, raise a follow-up, approve or
// decline as an authoriser, cancel with a reason, flag an attachment as malware. Each change is one transaction
// and raises the initiator's alert (case-alerts.ts) once it is committed.
import type { Db } from '../../db/index.js';
import type { EventHooks } from '../../events/event-hooks.js';
import { badRequest, conflict, notFound } from '../../http/http-error.js';
import { alertInitiator, type CaseChange } from './case-alerts.js';
import { CANCELLATION_REASONS, TASK_STATUSES, isOpen, malwareItem, type CaseRow } from './case-model.js';
import { anyCase } from './case-read.js';
import { nextItem, setStatus, statusAfterApproval } from './case-write.js';

export const BACK_OFFICE = 'Back office';
export const RETURN_METHODS = ['Upload in Adviser Online', 'Email', 'Post'] as const;

async function load(db: Db, intentId: string): Promise<CaseRow> {
  const row = await anyCase(db, intentId);
  if (!row) throw notFound();
  return row;
}

async function done(db: Db, events: EventHooks, intentId: string, change: CaseChange): Promise<CaseRow> {
  const row = await load(db, intentId);
  await alertInitiator(db, events, row, change);
  return row;
}

/** Any status but CANCELLED (that takes a reason: cancelCase) and DECLINED (an authoriser declines). */
export async function moveCase(db: Db, events: EventHooks, intentId: string, status: string): Promise<CaseRow> {
  if (!(TASK_STATUSES as readonly string[]).includes(status) || status === 'CANCELLED' || status === 'DECLINED') {
    throw badRequest('status must be a task status other than CANCELLED (cancel with a reason) and DECLINED (an authoriser declines)');
  }
  const row = await load(db, intentId);
  if (row.status === status) throw conflict(`request ${intentId} is already ${status}`);
  await db.transaction((tx) => setStatus(tx, intentId, status, { reason: status === 'FAILED' ? 'CANCELLED_PROCESSING_ERROR' : null }));
  return done(db, events, intentId, { kind: 'status', status });
}

export interface FollowUpIn { why: string; what: string; returnMethod: string; expectedDate: string | null; recipient: 'Adviser' | 'Client' }

export async function raiseFollowUp(db: Db, events: EventHooks, intentId: string, f: FollowUpIn): Promise<{ row: CaseRow; id: string }> {
  const row = await load(db, intentId);
  if (!isOpen(row.status)) throw conflict(`request ${intentId} is ${row.status}`);
  if (!f.why.trim() || !f.what.trim() || f.why.length > 1000 || f.what.length > 1000) throw badRequest('why and what must be 1 to 1000 characters');
  if (!(RETURN_METHODS as readonly string[]).includes(f.returnMethod)) throw badRequest(`return method must be one of ${RETURN_METHODS.join(', ')}`);
  if (f.expectedDate !== null && !/^\d{4}-\d{2}-\d{2}$/.test(f.expectedDate)) throw badRequest('expected date must be yyyy-MM-dd');
  const id = await db.transaction(async (tx) => {
    const fid = await nextItem(tx, 'FU-');
    const now = new Date();
    await tx.query(
      `insert into case_follow_ups (id, intent_id, status, request_type, recipient_type, request_method, request_reason,
              response_expected_channels, requested_by, requested_at, request_why, request_what, request_return_method,
              response_expected_date)
       values ($1, $2, 'Pending', 'INFORMATION', $3, 'ONLINE', $4, $5::text[], $6, $7, $4, $8, $9, coalesce($10::date, current_date + 7))`,
      [fid, intentId, f.recipient, f.why.trim(), f.returnMethod === 'Upload in Adviser Online' ? ['ONLINE'] : [f.returnMethod.toUpperCase()],
        BACK_OFFICE, now, f.what.trim(), f.returnMethod, f.expectedDate],
    );
    await setStatus(tx, intentId, 'AWAITING_ADVISER', { followUpIds: [fid], at: now });
    return fid;
  });
  return { row: await done(db, events, intentId, { kind: 'follow_up' }), id };
}

async function openAuthoriser(db: Db, intentId: string, activityId: string) {
  const { rows } = await db.query<{ authoriser_name: string; status: string }>(
    'select authoriser_name, status from case_authorisers where intent_id = $1 and activity_id = $2', [intentId, activityId],
  );
  if (!rows[0]) throw notFound();
  if (rows[0].status !== 'PENDING_APPROVAL' && rows[0].status !== 'PENDING_DOC_UPLOAD') throw conflict(`${rows[0].authoriser_name} is ${rows[0].status}`);
  return rows[0];
}

export async function approveAs(db: Db, events: EventHooks, intentId: string, activityId: string): Promise<CaseRow> {
  const row = await load(db, intentId);
  if (!isOpen(row.status)) throw conflict(`request ${intentId} is ${row.status}`);
  const a = await openAuthoriser(db, intentId, activityId);
  const status = await db.transaction(async (tx) => {
    await tx.query(`update case_authorisers set status = 'APPROVED', updated_at = now() where activity_id = $1`, [activityId]);
    const next = await statusAfterApproval(tx, intentId);
    await setStatus(tx, intentId, next, { authorisers: [a.authoriser_name] });
    return next;
  });
  return done(db, events, intentId, { kind: 'status', status });
}

export async function declineAs(db: Db, events: EventHooks, intentId: string, activityId: string): Promise<CaseRow> {
  const row = await load(db, intentId);
  if (!isOpen(row.status)) throw conflict(`request ${intentId} is ${row.status}`);
  const a = await openAuthoriser(db, intentId, activityId);
  await db.transaction(async (tx) => {
    await tx.query(`update case_authorisers set status = 'DECLINED', updated_at = now() where activity_id = $1`, [activityId]);
    await setStatus(tx, intentId, 'DECLINED', { authorisers: [a.authoriser_name] });
  });
  return done(db, events, intentId, { kind: 'status', status: 'DECLINED', by: a.authoriser_name });
}

export async function cancelCase(db: Db, events: EventHooks, intentId: string, reason: string): Promise<CaseRow> {
  if (!(CANCELLATION_REASONS as readonly string[]).includes(reason)) throw badRequest(`reason must be one of ${CANCELLATION_REASONS.join(', ')}`);
  const row = await load(db, intentId);
  if (!isOpen(row.status)) throw conflict(`request ${intentId} is ${row.status}`);
  await db.transaction((tx) =>
    setStatus(tx, intentId, 'CANCELLED', {
      reason,
      updateDetail: { code: reason, message: 'Cancelled by the back office', user_name: reason === 'CANCELLED_BY_ADVISER' ? row.initiator_name : BACK_OFFICE },
    }),
  );
  return done(db, events, intentId, { kind: 'status', status: 'CANCELLED' });
}

/** Flags a document and adds the CMSE067 attachment status item naming it (002 §8). */
export async function markMalware(db: Db, events: EventHooks, intentId: string, documentId: string): Promise<CaseRow> {
  const { rows } = await db.query<{ document_name: string; malware: boolean }>(
    'select document_name, malware from case_documents where intent_id = $1 and document_id = $2', [intentId, documentId],
  );
  if (!rows[0]) throw notFound();
  if (rows[0].malware) throw conflict(`${rows[0].document_name} is already flagged`);
  const name = rows[0].document_name;
  await db.transaction(async (tx) => {
    await tx.query('update case_documents set malware = true where document_id = $1', [documentId]);
    await tx.query(
      `update cases set updated_date = now(),
              meta = jsonb_set(meta, '{attachment_status}', coalesce(meta->'attachment_status', '[]'::jsonb) || jsonb_build_array($2::jsonb))
        where intent_id = $1`,
      [intentId, JSON.stringify(malwareItem(name))],
    );
  });
  return done(db, events, intentId, { kind: 'malware', documentName: name });
}
