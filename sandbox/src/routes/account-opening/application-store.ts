// Applications on the store: reading one the caller sees, its JSON, the state moves and the alert each raises.
import type { Db } from '../../db/index.js';
import type { EventHooks } from '../../events/event-hooks.js';
import { HttpError, conflict, notFound } from '../../http/http-error.js';
import { publishAlert } from '../notification-centre/alert-store.js';
import type { Product } from './products.js';

type Query = Pick<Db, 'query'>;

export const STATUSES = ['DRAFT', 'AWAITING_CLIENT_SIGNATURE', 'SUBMITTED', 'AWAITING_DOCUMENTS', 'OPENED', 'DECLINED', 'EXPIRED', 'CANCELLED'] as const;
export type Status = (typeof STATUSES)[number];
/** How long a draft, or an application waiting for the client's signature, lives without a change. */
export const EXPIRY_DAYS = 30;

export interface ApplicationRow {
  application_id: string;
  product: Product;
  status: Status;
  step: string;
  created_by: string;
  entity_key: string;
  client: Record<string, unknown>;
  client_name: string;
  options: Record<string, unknown>;
  linked_account: Record<string, unknown> | null;
  adviser_fee: Record<string, unknown> | null;
  created_at: Date | string;
  updated_at: Date | string;
  submitted_at: Date | string | null;
  sent_at: Date | string | null;
  sends: number;
  signed_at: Date | string | null;
  decided_at: Date | string | null;
  decision_note: string | null;
  expires_at: Date | string;
  account_id: string | null;
  account_number: string | null;
  adviser_name: string;
  created_by_name: string;
}

export const COLUMNS = `a.application_id, a.product, a.status, a.step, a.created_by, a.entity_key, a.client, a.client_name, a.options,
  a.linked_account, a.adviser_fee, a.created_at, a.updated_at, a.submitted_at, a.sent_at, a.sends, a.signed_at, a.decided_at,
  a.decision_note, a.expires_at, a.account_id, acc.account_number, e.adviser_name, u.first_name || ' ' || u.last_name as created_by_name`;
export const FROM = `applications a join adviser_entities e on e.entity_key = a.entity_key join users u on u.mac = a.created_by
  left join accounts acc on acc.account_id = a.account_id`;

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
/** Amounts are kept as text to the cent and answered as numbers written from that text. */
const dollars = (v: unknown) => (v === null || v === undefined ? null : Number(v));

function optionsJson(o: Record<string, unknown>) {
  return {
    amount: dollars(o.amount),
    statement_frequency: o.statement_frequency ?? null,
    term_months: o.term_months ?? null,
    interest_payment: o.interest_payment ?? null,
    maturity_instruction: o.maturity_instruction ?? null,
    investment_menu: o.investment_menu ?? null,
    pension_frequency: o.pension_frequency ?? null,
  };
}

export function applicationJson(row: ApplicationRow, documents: DocumentRow[] = []) {
  const client = row.client as { contact_id?: string; new?: Record<string, string | null> };
  const fee = row.adviser_fee;
  return {
    application_id: row.application_id,
    product: row.product,
    status: row.status,
    step: row.step,
    adviser: { entity_key: row.entity_key, adviser_name: row.adviser_name },
    created_by: row.created_by_name,
    client_name: row.client_name || null,
    client: client.contact_id ? { contact_id: client.contact_id, new_client: null } : client.new ? { contact_id: null, new_client: client.new } : null,
    options: Object.keys(row.options).length ? optionsJson(row.options) : null,
    linked_account: row.linked_account,
    adviser_fee: fee ? { ongoing_type: fee.ongoing_type, ongoing_percent: fee.ongoing_percent ?? null, ongoing_dollars: dollars(fee.ongoing_dollars), upfront: dollars(fee.upfront) } : null,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    submitted_at: iso(row.submitted_at),
    sent_at: iso(row.sent_at),
    sends: row.sends,
    signed_at: iso(row.signed_at),
    decided_at: iso(row.decided_at),
    decision_note: row.decision_note,
    expires_at: ['DRAFT', 'AWAITING_CLIENT_SIGNATURE'].includes(row.status) ? iso(row.expires_at) : null,
    account_number: row.account_number,
    documents: documents.map((d) => ({ document_id: d.document_id, document_name: d.document_name, content_type: d.content_type, size: d.size, uploaded_at: iso(d.uploaded_at), uploaded_by: d.uploaded_by })),
  };
}

export interface DocumentRow { document_id: string; document_name: string; content_type: string; size: number; uploaded_at: Date | string; uploaded_by: string }

export async function documentsOf(db: Query, id: string): Promise<DocumentRow[]> {
  return (await db.query<DocumentRow>(
    'select document_id, document_name, content_type, size, uploaded_at, uploaded_by from application_documents where application_id = $1 order by uploaded_at, document_id', [id],
  )).rows;
}

/** Any application by id (the back office and the client's phone). */
export async function anyApplication(db: Query, id: string): Promise<ApplicationRow | undefined> {
  return (await db.query<ApplicationRow>(`select ${COLUMNS} from ${FROM} where a.application_id = $1`, [id])).rows[0];
}

/** An application of one of the caller's adviser entities; another's answers as an unknown one. */
export async function visibleApplication(db: Query, entityKeys: readonly string[], id: string): Promise<ApplicationRow> {
  const { rows } = await db.query<ApplicationRow>(`select ${COLUMNS} from ${FROM} where a.application_id = $1 and a.entity_key = any($2::text[])`, [id, entityKeys]);
  if (!rows[0]) throw notFound();
  return rows[0];
}

const PRODUCT_WORDS: Record<Product, string> = { CASH: 'cash management account', TD: 'term deposit', INVESTMENT: 'wrap investment account', SUPER: 'wrap super account', PENSION: 'wrap pension account' };

/** The alert of each state an application moves to (the bell's words: sandbox/README.md "Account opening"). */
function alertFor(row: ApplicationRow, status: Status) {
  const what = `${row.application_id} (${PRODUCT_WORDS[row.product]}${row.client_name ? ` for ${row.client_name}` : ''})`;
  switch (status) {
    case 'AWAITING_CLIENT_SIGNATURE': return { category: 'awaiting', text: `Your application ${what} was sent to your client to sign.`, status: 'awaiting client approval' };
    case 'SUBMITTED': return { category: 'submitted', text: `Your client signed application ${what}; it has been submitted for identity verification.`, status: 'submitted' };
    case 'AWAITING_DOCUMENTS': return { category: 'follow_up', text: `Application ${what} needs identity documents from you.`, status: 'awaiting adviser' };
    case 'OPENED': return { category: 'completed', text: `Application ${what} has been completed: account ${row.account_number} is open.`, status: 'completed' };
    case 'DECLINED': return { category: 'rejected', text: `Application ${what} was declined.`, status: 'declined' };
    case 'EXPIRED': return { category: 'rejected', text: `Application ${what} has expired.`, status: 'expired' };
    case 'CANCELLED': return { category: 'rejected', text: `Application ${what} has been cancelled.`, status: 'cancelled' };
    default: return null;
  }
}

/** Raises the alert of the application's new state for the adviser who started it. */
export async function alertAdviser(db: Db, events: EventHooks, row: ApplicationRow): Promise<void> {
  const alert = alertFor(row, row.status);
  if (!alert) return;
  await publishAlert(db, events, row.created_by, {
    ...alert,
    objectType: 'others',
    requestNumber: row.application_id,
    accountNumber: row.account_number,
    links: [{ key: 'applicationId', value: row.application_id }],
  });
}

/**
 * Moves an application from one of `from` to `to` with `set` (more assignments), then raises its alert. A move from
 * a state it is no longer in is 409 with the state it is in; an application that was not there is 404.
 */
export async function moveApplication(db: Db, events: EventHooks, id: string, from: readonly Status[], to: Status, set = '', values: unknown[] = []): Promise<ApplicationRow> {
  const { rows } = await db.query<{ application_id: string }>(
    `update applications set status = $2, updated_at = now()${set ? `, ${set}` : ''} where application_id = $1 and status = any($3::text[]) returning application_id`,
    [id, to, from, ...values],
  );
  const row = await anyApplication(db, id);
  if (!row) throw notFound();
  if (!rows[0]) throw conflict(`application ${id} is ${row.status.toLowerCase().replace(/_/g, ' ')}`);
  await alertAdviser(db, events, row);
  return row;
}

/** Drafts and applications waiting for a signature whose time is up expire, each with its alert. */
export async function expireDue(db: Db, events: EventHooks): Promise<void> {
  const { rows } = await db.query<{ application_id: string }>(
    `update applications set status = 'EXPIRED', updated_at = now() where status in ('DRAFT', 'AWAITING_CLIENT_SIGNATURE') and expires_at <= now() returning application_id`,
  );
  for (const r of rows) {
    const row = await anyApplication(db, r.application_id);
    if (row) await alertAdviser(db, events, row);
  }
}

export const idempotencyReused = () =>
  new HttpError(422, { error: 'idempotency_key_reused', message: 'This Idempotency-Key was used to submit a different application' });
