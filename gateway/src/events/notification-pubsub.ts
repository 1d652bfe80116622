// The gateway's pub/sub for live events (DESIGN.md "Live updates"): in process by default; through Redis when
// REDIS_URL is set (@graphql-yoga/redis-event-target), so an event received by any gateway instance reaches
// the subscriptions of every instance. Events are keyed by the user's mac: a subscriber only ever hears its
// own user's.
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub, type PubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';
import type { ScreenShareLiveEvent } from '../modules/screenshare/screenshare-events.js';
import type { ChatEvent } from '../modules/chat/chat-events.js';

/** The upstream's alert counts, as its count call and its events carry them (001 §3). */
export interface UpstreamAlertCounts {
  total_alerts: number;
  unread_alerts: number;
  unseen_alerts: number;
}

/** One notification-centre event for one user (sandbox/README.md "Events"). */
export interface NotificationEvent {
  type: 'alert.created' | 'alert.counts';
  /** The upstream's alert JSON, for alert.created. */
  alert?: Record<string, unknown>;
  counts: UpstreamAlertCounts;
}

export type EventTopics = {
  /** Routing key: the user's mac. */
  'notification-centre': [mac: string, event: NotificationEvent];
  /** Routing key: `<mac>/<sessionId>` (modules/screenshare/screenshare-events.ts). */
  screenshare: [key: string, event: ScreenShareLiveEvent];
  /** Routing key: `<mac>/<conversationId>` (modules/chat/chat-events.ts). */
  chat: [key: string, event: ChatEvent];
};

export interface LivePubSub {
  pubsub: PubSub<EventTopics>;
  /** Where events travel: 'memory' (this instance only) or 'redis'. */
  transport: 'memory' | 'redis';
  close(): Promise<void>;
}

export async function createLivePubSub(redisUrl?: string): Promise<LivePubSub> {
  if (!redisUrl) return { pubsub: createPubSub<EventTopics>(), transport: 'memory', close: async () => undefined };
  const publishClient = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
  try {
    await Promise.all([publishClient.connect(), subscribeClient.connect()]);
  } catch (error) {
    publishClient.disconnect();
    subscribeClient.disconnect();
    throw new Error(`REDIS_URL: cannot connect for live events (${(error as Error).message})`);
  }
  const eventTarget = createRedisEventTarget<CustomEvent>({ publishClient, subscribeClient });
  return {
    pubsub: createPubSub<EventTopics>({ eventTarget: eventTarget as never }),
    transport: 'redis',
    close: async () => {
      await Promise.allSettled([publishClient.quit(), subscribeClient.quit()]);
    },
  };
}
