// POST /events/notification-centre: the wealth APIs' signed events (the notification centre's, and those of any
// other service a module registers a live topic for) arrive here and go out on the pub/sub to every instance's
// subscriptions for that user. Off (404) without EVENTS_SECRET.
// The signature is HMAC-SHA256 over `<timestamp>.<body>` with the shared secret; a timestamp more than five
// minutes away is refused, so a captured event cannot be replayed later.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { LivePubSub } from '../events/live-pubsub.js';
import type { LiveTopic } from '../events/live-topic.js';

export const EVENTS_PATH = '/events/notification-centre';
const SIGNATURE_HEADER = 'x-events-signature';
const TIMESTAMP_HEADER = 'x-events-timestamp';
const MAX_SKEW_MS = 5 * 60_000;

export function verifySignature(secret: string, timestamp: string, body: string, signature: string): boolean {
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`);
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Publishes one event on the topic that claims its type (the modules' `liveTopics`). Answers why it is refused,
 * or null.
 */
export function publishEvent(topics: ReadonlyMap<string, LiveTopic>, live: LivePubSub, raw: unknown): string | null {
  if (!raw || typeof raw !== 'object') return 'body must be a JSON object';
  const type = (raw as { type?: unknown }).type;
  const topic = typeof type === 'string' ? topics.get(type) : undefined;
  if (!topic) return 'unknown event type';
  const parsed = topic.parse(raw as Record<string, unknown>);
  if (typeof parsed === 'string') return parsed;
  topic.publish(live, parsed.key, parsed.event);
  return null;
}

export function registerEventsRoute(
  app: FastifyInstance,
  live: LivePubSub,
  topics: ReadonlyMap<string, LiveTopic>,
  secret: string | undefined,
  now: () => number = Date.now,
): void {
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
      const refused = publishEvent(topics, live, raw);
      if (refused) return reply.code(400).send({ error: 'bad_request', message: refused });
      return reply.code(202).send({ accepted: true });
    });
  });
}
