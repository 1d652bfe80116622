// Screen-share sessions (001 §2.8, §4; sandbox/README.md "Screen sharing"): the one-time PIN, the status
// machine, the recording events and the control messages, each change pushed as a signed `screenshare.state`
// event to the gateway and to the viewer pages' live streams of this process.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Db } from '../../db/index.js';
import { HttpError, notFound } from '../../http/http-error.js';
import type { EventHooks, NotificationEvent } from '../../events/event-hooks.js';

export type ScreenShareStatus = 'WAITING' | 'CONNECTED' | 'ENDED' | 'FAILED';
export type ScreenShareControl = 'cancel' | 'logout' | 'end';
export type EndedBy = 'ADVISER' | 'VIEWER' | 'EXPIRED' | 'FAILURE';

/** The PIN is valid this long after the session starts (ours; the spec does not say). */
export const PIN_TTL_MS = 10 * 60_000;
/** One recording event at most (JSON text, bytes). */
export const MAX_EVENT_BYTES = 64 * 1024;
/** One upload at most (the JSON array, bytes). */
export const MAX_BATCH_BYTES = 512 * 1024;
/** A session keeps at most this many events and bytes; uploads past either are refused (413). */
// Ours: about half an hour of an adviser working (rrweb emits a few events a second once sampled; the web sends
// each event as strings of at most 1,000 characters, the gateway's argument limit, so a page's full snapshot is
// a few hundred chunks).
export const MAX_SESSION_EVENTS = 100_000;
export const MAX_SESSION_BYTES = 32 * 1024 * 1024;
export const MAX_PRODUCT = 60;

/** Assist numbers by brand (002 §9; 001 §2.8). */
export const ASSIST_NUMBERS: Record<string, string> = { mgl: '1800 808 508', oasis: '1800 893 141', perpetual: '1800 099 652' };

/** The service's clock; tests fix it. */
export const clock = { now: (): number => Date.now() };

export interface SessionRow {
  session_id: string;
  mac: string;
  product: string;
  badge: string;
  pin_expires_at: Date | string;
  pin_used_at: Date | string | null;
  status: ScreenShareStatus;
  ended_by: EndedBy | null;
  event_count: number;
  event_bytes: number;
  created_at: Date | string;
  updated_at: Date | string;
}

/** The `screenshare.state` event (sandbox/README.md "Events"). */
export interface ScreenShareStateEvent {
  type: 'screenshare.state';
  mac: string;
  sessionId: string;
  status: ScreenShareStatus;
  /** A control message from the viewer, or null for a plain status change. */
  control: ScreenShareControl | null;
  endedBy: EndedBy | null;
  at: string;
}

/** What a viewer page's live stream hears. */
export type ViewerMessage = { kind: 'state'; event: ScreenShareStateEvent } | { kind: 'events'; from: number; events: string[] };

const listeners = new Map<string, Set<(m: ViewerMessage) => void>>();

export function listen(sessionId: string, fn: (m: ViewerMessage) => void): () => void {
  const set = listeners.get(sessionId) ?? new Set();
  set.add(fn);
  listeners.set(sessionId, set);
  return () => {
    set.delete(fn);
    if (!set.size) listeners.delete(sessionId);
  };
}

/** How many viewer streams a session has open now. */
export const listening = (sessionId: string): number => listeners.get(sessionId)?.size ?? 0;

function tell(sessionId: string, message: ViewerMessage): void {
  for (const fn of listeners.get(sessionId) ?? []) fn(message);
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
export const hashPin = (pin: string) => createHash('sha256').update(`screenshare:${pin}`).digest('hex');
const tooLarge = (message: string) => new HttpError(413, { error: 'payload_too_large', message });
const notConnected = () => new HttpError(409, { error: 'not_connected', message: 'The session is not connected.' });

export function sessionJson(row: SessionRow) {
  return {
    sessionId: row.session_id,
    product: row.product,
    badge: row.badge,
    status: row.status,
    endedBy: row.ended_by,
    expiresAt: iso(row.pin_expires_at),
    connectedAt: iso(row.pin_used_at),
    eventCount: row.event_count,
    assistNumber: ASSIST_NUMBERS[row.badge] ?? ASSIST_NUMBERS.mgl,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** The last control message of each session this process has seen (the viewer page says how a session ended). */
const lastControls = new Map<string, ScreenShareControl>();
export const lastControl = (sessionId: string): ScreenShareControl | null => lastControls.get(sessionId) ?? null;

function announce(events: EventHooks, row: SessionRow, control: ScreenShareControl | null): void {
  if (control) {
    lastControls.delete(row.session_id);
    lastControls.set(row.session_id, control);
    // Bounded: the oldest sessions' go first.
    if (lastControls.size > 1000) lastControls.delete(lastControls.keys().next().value as string);
  }
  const event: ScreenShareStateEvent = {
    type: 'screenshare.state', mac: row.mac, sessionId: row.session_id, status: row.status, control, endedBy: row.ended_by, at: new Date(clock.now()).toISOString(),
  };
  // The hooks' type lists the notification centre's events; the wire format is the same signed JSON.
  events.emit(event as unknown as NotificationEvent);
  tell(row.session_id, { kind: 'state', event });
}

export async function startSession(db: Db, events: EventHooks, mac: string, badge: string, product: string) {
  const now = clock.now();
  const sessionId = `SS${randomBytes(9).toString('base64url')}`;
  // A PIN no waiting session holds now (a clash is retried; 10^6 codes against a handful of live sessions).
  for (let attempt = 0; ; attempt++) {
    const pin = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const { rows: clash } = await db.query(`select 1 from screenshare_sessions where pin_hash = $1 and status = 'WAITING' and pin_expires_at > $2`, [hashPin(pin), new Date(now)]);
    if (clash.length && attempt < 20) continue;
    const { rows } = await db.query<SessionRow>(
      `insert into screenshare_sessions (session_id, mac, product, badge, pin_hash, pin_expires_at, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $7) returning *`,
      [sessionId, mac, product, badge, hashPin(pin), new Date(now + PIN_TTL_MS), new Date(now)],
    );
    return { ...sessionJson(rows[0]), pin };
  }
}

/** The caller's session, or 404 (another adviser's reads as unknown). A waiting session whose PIN expired becomes FAILED. */
export async function ownSession(db: Db, events: EventHooks, mac: string, sessionId: string): Promise<SessionRow> {
  const { rows } = await db.query<SessionRow>('select * from screenshare_sessions where session_id = $1 and mac = $2', [sessionId, mac]);
  if (!rows[0]) throw notFound();
  return expireIfDue(db, events, rows[0]);
}

export async function anySession(db: Db, events: EventHooks, sessionId: string): Promise<SessionRow | undefined> {
  const { rows } = await db.query<SessionRow>('select * from screenshare_sessions where session_id = $1', [sessionId]);
  return rows[0] && expireIfDue(db, events, rows[0]);
}

async function expireIfDue(db: Db, events: EventHooks, row: SessionRow): Promise<SessionRow> {
  if (row.status !== 'WAITING' || new Date(row.pin_expires_at).getTime() > clock.now()) return row;
  return (await transition(db, events, row.session_id, ['WAITING'], 'FAILED', 'EXPIRED', null)) ?? row;
}

async function transition(
  db: Db, events: EventHooks, sessionId: string, from: ScreenShareStatus[], to: ScreenShareStatus, endedBy: EndedBy | null, control: ScreenShareControl | null,
): Promise<SessionRow | undefined> {
  const { rows } = await db.query<SessionRow>(
    `update screenshare_sessions set status = $3, ended_by = $4, updated_at = $5 where session_id = $1 and status = any($2::text[]) returning *`,
    [sessionId, from, to, endedBy, new Date(clock.now())],
  );
  if (rows[0]) announce(events, rows[0], control);
  return rows[0];
}

/** The viewer joins with the PIN: single use (the update claims it once), refused once expired. */
export async function joinWithPin(db: Db, events: EventHooks, pin: string): Promise<SessionRow | undefined> {
  if (!/^\d{6}$/.test(pin)) return undefined;
  const now = new Date(clock.now());
  const { rows } = await db.query<SessionRow>(
    `update screenshare_sessions set status = 'CONNECTED', pin_used_at = $2, updated_at = $2
      where session_id = (select session_id from screenshare_sessions where pin_hash = $1 and status = 'WAITING' and pin_expires_at > $2 order by created_at desc limit 1)
        and status = 'WAITING' returning *`,
    [hashPin(pin), now],
  );
  if (rows[0]) announce(events, rows[0], null);
  return rows[0];
}

/** The adviser ends their session (any open status; an ended one is answered as it is); `logout`: by signing out. */
export async function adviserEnds(db: Db, events: EventHooks, mac: string, sessionId: string, logout = false): Promise<SessionRow> {
  const row = await ownSession(db, events, mac, sessionId);
  return (await transition(db, events, row.session_id, ['WAITING', 'CONNECTED'], 'ENDED', 'ADVISER', logout ? 'logout' : 'end')) ?? row;
}

/** The viewer's control message: cancel (the adviser's modal closes; the session stays), end, logout (both end it), or fail. */
export async function viewerSends(db: Db, events: EventHooks, sessionId: string, action: ScreenShareControl | 'fail'): Promise<SessionRow | undefined> {
  const row = await anySession(db, events, sessionId);
  if (!row || row.status !== 'CONNECTED') return undefined;
  if (action === 'cancel') {
    announce(events, row, 'cancel');
    return row;
  }
  if (action === 'fail') return transition(db, events, sessionId, ['CONNECTED'], 'FAILED', 'FAILURE', null);
  return transition(db, events, sessionId, ['CONNECTED'], 'ENDED', 'VIEWER', action);
}

/** Validates and stores one upload of recording events; answers how many were accepted. */
export async function storeEvents(db: Db, events: EventHooks, mac: string, sessionId: string, body: unknown, rawBytes: number): Promise<number> {
  const row = await ownSession(db, events, mac, sessionId);
  if (rawBytes > MAX_BATCH_BYTES) throw tooLarge(`A batch is at most ${MAX_BATCH_BYTES} bytes.`);
  if (!Array.isArray(body)) throw new HttpError(400, { error: 'bad_request', message: 'The body must be a JSON array of events.' });
  const texts = body.map((e, i) => {
    if (!e || typeof e !== 'object' || Array.isArray(e)) throw new HttpError(400, { error: 'bad_request', message: `Event ${i} must be a JSON object.` });
    const text = JSON.stringify(e);
    if (Buffer.byteLength(text) > MAX_EVENT_BYTES) throw tooLarge(`Event ${i} is larger than ${MAX_EVENT_BYTES} bytes.`);
    return text;
  });
  if (row.status !== 'CONNECTED') throw notConnected();
  if (!texts.length) return 0;
  const bytes = texts.reduce((n, t) => n + Buffer.byteLength(t), 0);
  const stored = await db.transaction(async (tx) => {
    const { rows } = await tx.query<SessionRow>(
      `update screenshare_sessions set event_count = event_count + $2, event_bytes = event_bytes + $3
        where session_id = $1 and status = 'CONNECTED' and event_count + $2 <= $4 and event_bytes + $3 <= $5 returning *`,
      [sessionId, texts.length, bytes, MAX_SESSION_EVENTS, MAX_SESSION_BYTES],
    );
    if (!rows[0]) return undefined;
    const from = rows[0].event_count - texts.length;
    await tx.query(
      `insert into screenshare_events (session_id, seq, event) select $1, $2 + n, e from unnest($3::text[]) with ordinality as t(e, n)`,
      [sessionId, from, texts],
    );
    return from;
  });
  if (stored === undefined) {
    const now = await ownSession(db, events, mac, sessionId);
    if (now.status !== 'CONNECTED') throw notConnected();
    throw tooLarge(`A session keeps at most ${MAX_SESSION_EVENTS} events and ${MAX_SESSION_BYTES} bytes.`);
  }
  tell(sessionId, { kind: 'events', from: stored + 1, events: texts });
  return texts.length;
}

/** Stored events after `after` (1-based sequence numbers), in order. */
export async function eventsAfter(db: Db, sessionId: string, after: number): Promise<{ seq: number; event: string }[]> {
  const { rows } = await db.query<{ seq: number; event: string }>('select seq, event from screenshare_events where session_id = $1 and seq > $2 order by seq', [sessionId, after]);
  return rows;
}
