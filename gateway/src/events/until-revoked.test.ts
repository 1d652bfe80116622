import { describe, expect, it } from 'vitest';
import { createPubSub } from 'graphql-yoga';
import { untilRevoked } from './until-revoked.js';

describe('untilRevoked', () => {
  it('passes events on until the watch says stop, then ends and releases its source', async () => {
    const pubsub = createPubSub<{ t: [number] }>();
    let revoke = () => {};
    let unwatched = false;
    const stream = untilRevoked(pubsub.subscribe('t'), (stop) => {
      revoke = stop;
      return () => void (unwatched = true);
    });
    const iterator = stream[Symbol.asyncIterator]();
    const first = iterator.next();
    await new Promise((r) => setTimeout(r, 10));
    pubsub.publish('t', 1);
    expect(await first).toEqual({ done: false, value: 1 });
    const second = iterator.next();
    revoke();
    expect(await second).toEqual({ done: true, value: undefined });
    expect(unwatched).toBe(true);
  });
});
