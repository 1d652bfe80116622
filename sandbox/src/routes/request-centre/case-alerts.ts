// The alert each change to a case raises for its initiator (002 §2 "Alert text to status"): the text and
// category are chosen so the gateway's derivation (gateway/src/modules/notifications/alert-status.ts) reads
// the right status. Every alert goes through publishAlert, so open portals hear of it at once.
import type { Db } from '../../db/index.js';
import type { EventHooks } from '../../events/event-hooks.js';
import { publishAlert, type NewAlert } from '../notification-centre/alert-store.js';
import type { CaseRow } from './case-model.js';

export type CaseChange =
  | { kind: 'created' }
  | { kind: 'follow_up' }
  | { kind: 'status'; status: string; by?: string }
  | { kind: 'malware'; documentName: string };

const FOR_ACTION_CLIENT = new Set(['AWAITING_CLIENT_APPROVAL', 'PENDING_APPROVAL', 'AWAITING_CLIENT', 'PENDING_DOC_UPLOAD', 'PARTIAL_APPROVED']);
const words = (status: string) => status.toLowerCase().replace(/_/g, ' ').replace(/^inprogress$/, 'in progress');

/** Category, text and status text of the alert for a change (README "Request Centre": the alert table). */
export function alertForChange(c: Pick<CaseRow, 'case_id' | 'intent_name'>, change: CaseChange): Pick<NewAlert, 'category' | 'text' | 'status'> {
  const id = c.case_id;
  if (change.kind === 'created') return { category: 'submitted', text: `Your request ${id} (${c.intent_name}) has been submitted.`, status: 'submitted' };
  if (change.kind === 'follow_up') return { category: 'follow_up', text: `Your request ${id} needs your action on a pending task.`, status: 'awaiting adviser' };
  if (change.kind === 'malware') {
    return { category: 'alert_warning', text: `Malware was detected in ${change.documentName} on your request ${id}; the file has been blocked.`, status: null };
  }
  const s = change.status;
  if (s === 'AWAITING_ADVISER') return { category: 'follow_up', text: `Your request ${id} needs your action on a pending task.`, status: 'awaiting adviser' };
  if (FOR_ACTION_CLIENT.has(s)) return { category: 'awaiting', text: `Your request ${id} is awaiting action.`, status: 'awaiting client approval' };
  if (s === 'COMPLETED') return { category: 'completed', text: `Your request ${id} (${c.intent_name}) has been completed.`, status: 'completed' };
  if (s === 'APPROVED') return { category: 'approved', text: `Your client approved request ${id} (${c.intent_name}).`, status: 'approved' };
  if (s === 'DECLINED') return { category: 'rejected', text: `Request ${id} (${c.intent_name}) was declined${change.by ? ` by ${change.by}` : ''}.`, status: 'declined' };
  if (s === 'CANCELLED') return { category: 'rejected', text: `Request ${id} (${c.intent_name}) has been cancelled.`, status: 'cancelled' };
  if (s === 'FAILED') return { category: 'rejected', text: `Request ${id} (${c.intent_name}) could not be processed.`, status: 'failed' };
  return { category: 'follow_up', text: `Request ${id} (${c.intent_name}) is now ${words(s)}.`, status: words(s) };
}

/** Publishes the change's alert to the case's initiator when the initiator is a user of the portal. */
export async function alertInitiator(db: Db, events: EventHooks, c: CaseRow, change: CaseChange): Promise<Record<string, unknown> | null> {
  const { rows } = await db.query('select 1 from users where mac = $1', [c.initiator_mac]);
  if (!rows.length) return null;
  const accounts = (c.payload.account_details as { account_number?: string }[] | undefined) ?? [];
  return publishAlert(db, events, c.initiator_mac, {
    ...alertForChange(c, change),
    objectType: 'others',
    requestNumber: c.case_id,
    accountNumber: accounts[0]?.account_number ?? null,
    links: [{ key: 'intentId', value: c.intent_id }],
  });
}
