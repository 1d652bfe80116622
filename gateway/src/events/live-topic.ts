// A live-event topic, declared by the module whose subscription hears it (`liveTopics` in defineModule): which
// signed event types the events route hands it, how one is read into a routing key and an event, and typed
// publish and subscribe over the gateway's pub/sub (in process, or Redis with REDIS_URL). The core iterates
// the registrations and names no topic of its own.
import type { LivePubSub } from './live-pubsub.js';

/** The event and its routing key (always starting with the owner's mac), or why the event is refused. */
export type LiveEventReading<E> = { key: string; event: E } | string;

export interface LiveTopic<E = unknown> {
  /** The pub/sub topic; unique across modules. */
  readonly name: string;
  /** The `type` values of the signed events this topic takes; each belongs to one topic. */
  readonly eventTypes: readonly string[];
  /** Reads one signed event whose `type` is one of `eventTypes`. */
  parse(raw: Record<string, unknown>): LiveEventReading<E>;
  publish(live: LivePubSub, key: string, event: E): void;
  /** The events published under `key`, from now on, for as long as the caller iterates. */
  subscribe(live: LivePubSub, key: string): AsyncIterable<E>;
}

export function defineLiveTopic<E>(spec: Pick<LiveTopic<E>, 'name' | 'eventTypes' | 'parse'>): LiveTopic<E> {
  return {
    ...spec,
    publish: (live, key, event) => live.pubsub.publish(spec.name, key, event),
    subscribe: (live, key) => live.pubsub.subscribe(spec.name, key) as AsyncIterable<E>,
  };
}

/** The topics by the event types they take; a topic name or an event type claimed twice stops the start. */
export function liveTopicsByType(topics: readonly LiveTopic[]): ReadonlyMap<string, LiveTopic> {
  const byType = new Map<string, LiveTopic>();
  const names = new Set<string>();
  for (const topic of topics) {
    if (names.has(topic.name)) throw new Error(`live topic '${topic.name}' is registered twice`);
    names.add(topic.name);
    for (const type of topic.eventTypes) {
      const owner = byType.get(type);
      if (owner) throw new Error(`live event type '${type}' is claimed by topics '${owner.name}' and '${topic.name}'`);
      byType.set(type, topic);
    }
  }
  return byType;
}
