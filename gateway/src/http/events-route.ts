// POST /events/notification-centre: the wealth API's signed events (a new alert, changed counts) arrive here
// and go out on the pub/sub to every instance's subscriptions for that user. Off (404) without EVENTS_SECRET.
// The signature is HMAC-SHA256 over `<timestamp>.<body>` with the shared secret; a timestamp more than five
// minutes away is refused, so a captured event cannot be replayed later.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { LivePubSub, NotificationEvent } from '../events/notification-pubsub.js';
import { parseScreenShareEvent } from '../modules/screenshare/screenshare-events.js';
import { isChatEvent, parseChatEvent } from '../modules/chat/chat-events.js';

export const EVENTS_PATH = '/events/notification-centre';
const SIGNATURE_HEADER = 'x-events-signature';
const TIMESTAMP_HEADER = 'x-events-timestamp';
const MAX_SKEW_MS = 5 * 60_000;
const MAC = /^[A-Za-z0-9_-]{1,40}$/;

export function verifySignature(secret: string, timestamp: string, body: string, signature: string): boolean {
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`);
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function isCounts(value: unknown): value is NotificationEvent['counts'] {
  const c = value as Record<string, unknown> | null;
  return !!c && ['total_alerts', 'unread_alerts', 'unseen_alerts'].every((k) => Number.isInteger(c[k]) && (c[k] as number) >= 0);
}

/** The event, or why it is refused. */
export function parseEvent(raw: unknown): { mac: string; event: NotificationEvent } | string {
  const e = raw as Record<string, unknown> | null;
  if (!e || typeof e !== 'object') return 'body must be a JSON object';
  if (e.type !== 'alert.created' && e.type !== 'alert.counts') return 'unknown event type';
  if (typeof e.mac !== 'string' || !MAC.test(e.mac)) return 'mac is missing';
  if (!isCounts(e.counts)) return 'counts are missing';
  if (e.type === 'alert.created' && (!e.alert || typeof e.alert !== 'object' || Array.isArray(e.alert))) return 'alert is missing';
  return { mac: e.mac, event: { type: e.type, counts: e.counts, ...(e.type === 'alert.created' ? { alert: e.alert as Record<string, unknown> } : {}) } };
}

/**
 * Publishes one event on its topic, by type: screen-share state under the owner's mac and session, chat under
 * the owner's mac and conversation, the notification centre's under the mac. Answers why it is refused, or null.
 */
function publishEvent(live: LivePubSub, raw: unknown): string | null {
  const type = (raw as { type?: unknown } | null)?.type;
  if (type === 'screenshare.state') {
    const parsed = parseScreenShareEvent(raw);
    if (typeof parsed === 'string') return parsed;
    live.pubsub.publish('screenshare', parsed.key, parsed.event);
    return null;
  }
  if (isChatEvent(raw)) {
    const parsed = parseChatEvent(raw);
    if (typeof parsed === 'string') return parsed;
    live.pubsub.publish('chat', parsed.key, parsed.event);
    return null;
  }
  const parsed = parseEvent(raw);
  if (typeof parsed === 'string') return parsed;
  live.pubsub.publish('notification-centre', parsed.mac, parsed.event);
  return null;
}

export function registerEventsRoute(app: FastifyInstance, live: LivePubSub, secret: string | undefined, now: () => number = Date.now): void {
  if (!secret) return;
  app.register(async (events) => {
    events.removeAllContentTypeParsers();
    events.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));
    events.post(EVENTS_PATH, async (request, reply) => {
      const body = typeof request.body === 'string' ? request.body : '';
      const timestamp = String(request.headers[TIMESTAMP_HEADER] ?? '');
      const signature = String(request.headers[SIGNATURE_HEADER] ?? '');
      if (!/^\d{1,15}$/.test(timestamp) || Math.abs(now() - Number(timestamp)) > MAX_SKEW_MS || !verifySignature(secret, timestamp, body, signature)) {
        return reply.code(401).send({ error: 'invalid_signature' });
      }
      let raw: unknown;
      try {
        raw = JSON.parse(body);
      } catch {
        return reply.code(400).send({ error: 'bad_request', message: 'body must be JSON' });
      }
      const refused = publishEvent(live, raw);
      if (refused) return reply.code(400).send({ error: 'bad_request', message: refused });
      return reply.code(202).send({ accepted: true });
    });
  });
}
