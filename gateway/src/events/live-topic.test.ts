import { describe, expect, it } from 'vitest';
import { publishEvent } from '../http/events-route.js';
import { gatewayModules } from '../schema/build-schema.js';
import { memoryLivePubSub } from './live-pubsub.js';
import { defineLiveTopic, liveTopicsByType } from './live-topic.js';

const pings = defineLiveTopic<{ n: number }>({
  name: 'pings',
  eventTypes: ['ping.one', 'ping.two'],
  parse: (raw) => (typeof raw.mac === 'string' && typeof raw.n === 'number' ? { key: raw.mac, event: { n: raw.n } } : 'n is missing'),
});

async function firstOf<T>(stream: AsyncIterable<T>): Promise<T> {
  for await (const value of stream) return value;
  throw new Error('stream ended');
}

describe('live topics', () => {
  it('hands a signed event to the topic that claims its type, under the key the topic reads', async () => {
    const live = memoryLivePubSub();
    const topics = liveTopicsByType([pings]);
    const heard = firstOf(pings.subscribe(live, 'M1'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(publishEvent(topics, live, { type: 'ping.two', mac: 'OTHER', n: 1 })).toBeNull();
    expect(publishEvent(topics, live, { type: 'ping.one', mac: 'M1', n: 2 })).toBeNull();
    await expect(heard).resolves.toEqual({ n: 2 });
  });

  it('refuses what no topic claims, and what the claiming topic cannot read', () => {
    const live = memoryLivePubSub();
    const topics = liveTopicsByType([pings]);
    expect(publishEvent(topics, live, null)).toBe('body must be a JSON object');
    expect(publishEvent(topics, live, 'ping.one')).toBe('body must be a JSON object');
    expect(publishEvent(topics, live, { type: 'ping.three', mac: 'M1', n: 1 })).toBe('unknown event type');
    expect(publishEvent(topics, live, [{ type: 'ping.one' }])).toBe('unknown event type');
    expect(publishEvent(topics, live, { type: 'ping.one', mac: 'M1' })).toBe('n is missing');
  });

  it('stops the start when two topics claim one name or one event type', () => {
    const again = defineLiveTopic({ name: 'pings', eventTypes: ['ping.zero'], parse: () => 'no' });
    const overlap = defineLiveTopic({ name: 'pongs', eventTypes: ['ping.two'], parse: () => 'no' });
    expect(() => liveTopicsByType([pings, again])).toThrow("live topic 'pings' is registered twice");
    expect(() => liveTopicsByType([pings, overlap])).toThrow("live event type 'ping.two' is claimed by topics 'pings' and 'pongs'");
  });

  it("serves every module's registered event types without a clash", () => {
    const topics = liveTopicsByType(gatewayModules.flatMap((m) => m.module.liveTopics ?? []));
    expect(topics.size).toBeGreaterThan(0);
    for (const [type, topic] of topics) expect(topic.eventTypes).toContain(type);
  });
});
