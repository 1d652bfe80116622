// The gateway's pub/sub for live events (docs/architecture.md "Live events"): in process by default; through Redis when
// REDIS_URL is set (@graphql-yoga/redis-event-target), so an event received by any gateway instance reaches
// the subscriptions of every instance. Events are keyed by the user's mac: a subscriber only ever hears its
// own user's.
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub, type PubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';

/**
 * Every topic's publish arguments: a routing key that starts with the user's mac, and the event. The topics
 * themselves are the modules' (`liveTopics` in defineModule, events/live-topic.ts); the core names none.
 */
export type LiveEvents = Record<string, [key: string, event: unknown]>;

export interface LivePubSub {
  pubsub: PubSub<LiveEvents>;
  /** Where events travel: 'memory' (this instance only) or 'redis'. */
  transport: 'memory' | 'redis';
  close(): Promise<void>;
}

/** This instance's own pub/sub (no REDIS_URL, or a test in process). */
export const memoryLivePubSub = (): LivePubSub => ({ pubsub: createPubSub<LiveEvents>(), transport: 'memory', close: async () => undefined });

export async function createLivePubSub(redisUrl?: string): Promise<LivePubSub> {
  if (!redisUrl) return memoryLivePubSub();
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
    pubsub: createPubSub<LiveEvents>({ eventTarget: eventTarget as never }),
    transport: 'redis',
    close: async () => {
      await Promise.allSettled([publishClient.quit(), subscribeClient.quit()]);
    },
  };
}
