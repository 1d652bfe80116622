// The notification centre's signed events (sandbox/README.md "Events"): a new alert or changed counts, for one
// user, published under the user's mac for the alertEvents subscription.
import { defineLiveTopic, type LiveEventReading } from '../../events/live-topic.js';

/** The upstream's alert counts, as its count call and its events carry them (001 §3). */
export interface UpstreamAlertCounts {
  total_alerts: number;
  unread_alerts: number;
  unseen_alerts: number;
}

/** One notification-centre event for one user. */
export interface NotificationEvent {
  type: 'alert.created' | 'alert.counts';
  /** The upstream's alert JSON, for alert.created. */
  alert?: Record<string, unknown>;
  counts: UpstreamAlertCounts;
}

const MAC = /^[A-Za-z0-9_-]{1,40}$/;

function isCounts(value: unknown): value is NotificationEvent['counts'] {
  const c = value as Record<string, unknown> | null;
  return !!c && ['total_alerts', 'unread_alerts', 'unseen_alerts'].every((k) => Number.isInteger(c[k]) && (c[k] as number) >= 0);
}

/** The event under its user's mac, or why it is refused. */
export function parseAlertEvent(e: Record<string, unknown>): LiveEventReading<NotificationEvent> {
  if (e.type !== 'alert.created' && e.type !== 'alert.counts') return 'unknown event type';
  if (typeof e.mac !== 'string' || !MAC.test(e.mac)) return 'mac is missing';
  if (!isCounts(e.counts)) return 'counts are missing';
  if (e.type === 'alert.created' && (!e.alert || typeof e.alert !== 'object' || Array.isArray(e.alert))) return 'alert is missing';
  return { key: e.mac, event: { type: e.type, counts: e.counts, ...(e.type === 'alert.created' ? { alert: e.alert as Record<string, unknown> } : {}) } };
}

/** Routing key: the user's mac. */
export const alertTopic = defineLiveTopic<NotificationEvent>({
  name: 'notification-centre',
  eventTypes: ['alert.created', 'alert.counts'],
  parse: parseAlertEvent,
});
