// The session service's signed `screenshare.state` events (sandbox/README.md "Screen sharing") arrive at the
// events route with the notification centre's and go out on the live pub/sub keyed by the owner's mac and the
// session id, so a subscription only ever hears its own user's session.
import { defineLiveTopic } from '../../events/live-topic.js';

export type ScreenShareStatus = 'WAITING' | 'CONNECTED' | 'ENDED' | 'FAILED';

/** One status change or control message of one session. */
export interface ScreenShareLiveEvent {
  sessionId: string;
  status: ScreenShareStatus;
  control: 'cancel' | 'logout' | 'end' | null;
  endedBy: 'ADVISER' | 'VIEWER' | 'EXPIRED' | 'FAILURE' | null;
  at: string;
}

const MAC = /^[A-Za-z0-9_-]{1,40}$/;
export const SESSION_ID = /^[A-Za-z0-9_-]{1,64}$/;
const STATUSES = new Set(['WAITING', 'CONNECTED', 'ENDED', 'FAILED']);
const CONTROLS = new Set(['cancel', 'logout', 'end']);
const ENDED_BY = new Set(['ADVISER', 'VIEWER', 'EXPIRED', 'FAILURE']);

/** The pub/sub key of one user's session. */
export const screenShareTopicKey = (mac: string, sessionId: string) => `${mac}/${sessionId}`;

/** The event and its pub/sub key, or why it is refused. */
export function parseScreenShareEvent(raw: unknown): { key: string; event: ScreenShareLiveEvent } | string {
  const e = raw as Record<string, unknown> | null;
  if (!e || typeof e !== 'object' || e.type !== 'screenshare.state') return 'unknown event type';
  if (typeof e.mac !== 'string' || !MAC.test(e.mac)) return 'mac is missing';
  if (typeof e.sessionId !== 'string' || !SESSION_ID.test(e.sessionId)) return 'sessionId is missing';
  if (typeof e.status !== 'string' || !STATUSES.has(e.status)) return 'status is missing';
  if (e.control !== null && e.control !== undefined && (typeof e.control !== 'string' || !CONTROLS.has(e.control))) return 'control is not known';
  if (e.endedBy !== null && e.endedBy !== undefined && (typeof e.endedBy !== 'string' || !ENDED_BY.has(e.endedBy))) return 'endedBy is not known';
  const at = typeof e.at === 'string' && !Number.isNaN(Date.parse(e.at)) ? new Date(e.at).toISOString() : new Date().toISOString();
  return {
    key: screenShareTopicKey(e.mac, e.sessionId),
    event: {
      sessionId: e.sessionId,
      status: e.status as ScreenShareStatus,
      control: (e.control ?? null) as ScreenShareLiveEvent['control'],
      endedBy: (e.endedBy ?? null) as ScreenShareLiveEvent['endedBy'],
      at,
    },
  };
}

/** Routing key: `<mac>/<sessionId>` (screenShareTopicKey). */
export const screenShareTopic = defineLiveTopic<ScreenShareLiveEvent>({ name: 'screenshare', eventTypes: ['screenshare.state'], parse: parseScreenShareEvent });
