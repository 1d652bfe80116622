import { createPubSub } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import type { GatewayContext } from '../../context.js';
import { ErrorCode, gatewayError } from '../../errors.js';
import { assistNumberOf } from './assist-numbers.js';
import { MAX_BATCH_BYTES, MAX_BATCH_EVENTS, MAX_EVENT_BYTES, parseEventBatch } from './event-batch.js';
import { toEvent, toSession, unavailable, withCurrent } from './resolvers.js';
import { parseScreenShareEvent, type ScreenShareLiveEvent } from './screenshare-events.js';

const ctx = (copy: Record<string, string>) => ({ configHost: { current: () => ({ copy }) } }) as unknown as GatewayContext;
const UNAVAILABLE = 'Sorry, screen share is currently unavailable. Please try again later.';

describe('screenshare.state events', () => {
  const good = { type: 'screenshare.state', mac: 'M0000001', sessionId: 'SSabc_12-x', status: 'CONNECTED', control: null, endedBy: null, at: '2026-11-26T03:00:00.000Z' };

  it("are keyed by the owner's mac and the session", () => {
    expect(parseScreenShareEvent(good)).toEqual({ key: 'M0000001/SSabc_12-x', event: { sessionId: 'SSabc_12-x', status: 'CONNECTED', control: null, endedBy: null, at: good.at } });
    expect(parseScreenShareEvent({ ...good, status: 'ENDED', control: 'logout', endedBy: 'VIEWER' })).toMatchObject({ event: { control: 'logout', endedBy: 'VIEWER' } });
  });

  it('refuses what is not one', () => {
    expect(parseScreenShareEvent({ ...good, mac: 'M/1' })).toBe('mac is missing');
    expect(parseScreenShareEvent({ ...good, sessionId: '../x' })).toBe('sessionId is missing');
    expect(parseScreenShareEvent({ ...good, status: 'PAUSED' })).toBe('status is missing');
    expect(parseScreenShareEvent({ ...good, control: 'explode' })).toBe('control is not known');
    expect(parseScreenShareEvent({ ...good, endedBy: 'ME' })).toBe('endedBy is not known');
  });

  it("takes only screen-share events (the events route sends other types to their own parsers), keyed by mac and session", () => {
    expect(parseScreenShareEvent({ type: 'alert.counts', mac: 'M0000001' })).toBe('unknown event type');
    expect(parseScreenShareEvent(null)).toBe('unknown event type');
    expect(parseScreenShareEvent(good)).toMatchObject({ key: 'M0000001/SSabc_12-x' });
  });

  it('reach GraphQL with the control message as the enum', () => {
    expect(toEvent({ sessionId: 's', status: 'ENDED', control: 'logout', endedBy: 'VIEWER', at: 'x' }).control).toBe('LOGOUT');
    expect(toEvent({ sessionId: 's', status: 'CONNECTED', control: null, endedBy: null, at: 'x' }).control).toBeNull();
  });
});

describe('event batches', () => {
  it('are JSON objects, each at most 64 KB, at most 500 and 90 KB a call', () => {
    expect(parseEventBatch(['{"type":2,"data":{}}', '{"type":3}'])).toEqual([{ type: 2, data: {} }, { type: 3 }]);
    const refused = (events: string[]) => {
      try {
        parseEventBatch(events);
        return undefined;
      } catch (e) {
        return (e as { extensions: { code: string } }).extensions.code;
      }
    };
    expect(refused(['[1]'])).toBe(ErrorCode.BAD_USER_INPUT);
    expect(refused(['3'])).toBe(ErrorCode.BAD_USER_INPUT);
    expect(refused(['{oops'])).toBe(ErrorCode.BAD_USER_INPUT);
    expect(refused([`{"d":"${'x'.repeat(MAX_EVENT_BYTES)}"}`])).toBe(ErrorCode.BAD_USER_INPUT);
    expect(refused(Array.from({ length: MAX_BATCH_EVENTS + 1 }, () => '{}'))).toBe(ErrorCode.BAD_USER_INPUT);
    expect(refused(Array.from({ length: 3 }, () => `{"d":"${'y'.repeat(Math.ceil(MAX_BATCH_BYTES / 3))}"}`))).toBe(ErrorCode.BAD_USER_INPUT);
    expect(refused([])).toBeUndefined();
  });
});

describe('sessions', () => {
  it('carry the brand assist number (002 §9)', () => {
    expect(assistNumberOf('mgl')).toBe('1800 808 508');
    expect(assistNumberOf('oasis')).toBe('1800 893 141');
    expect(assistNumberOf('perpetual')).toBe('1800 099 652');
    expect(assistNumberOf('unknown')).toBe('1800 808 508');
    const s = { sessionId: 'S1', product: 'Wrap', badge: 'oasis', status: 'WAITING', endedBy: null, expiresAt: 'e', connectedAt: null, eventCount: 0, assistNumber: '', createdAt: 'c', updatedAt: 'u' } as const;
    expect(toSession(s)).toMatchObject({ pin: null, assistNumber: '1800 893 141' });
    expect(toSession({ ...s, pin: '012345' }).pin).toBe('012345');
  });

  it("a failed start is the spec's one message; sign-in problems stay", () => {
    const down = unavailable(ctx({ 'screenshare.unavailable': UNAVAILABLE }), gatewayError(ErrorCode.UPSTREAM_UNAVAILABLE, 'The wealth API failed with status 503'));
    expect(down.message).toBe(UNAVAILABLE);
    expect(down.extensions).toMatchObject({ code: ErrorCode.UPSTREAM_UNAVAILABLE, reason: 'SCREENSHARE_UNAVAILABLE' });
    expect(unavailable(ctx({ 'screenshare.unavailable': UNAVAILABLE }), new Error('boom')).extensions.code).toBe(ErrorCode.UPSTREAM_UNAVAILABLE);
    const signIn = gatewayError(ErrorCode.UNAUTHENTICATED, 'Sign-in is no longer valid');
    expect(unavailable(ctx({}), signIn)).toBe(signIn);
  });
});

describe('the live stream', () => {
  it('starts with the current state and misses no change published while it is read', async () => {
    const pubsub = createPubSub<{ s: [key: string, event: ScreenShareLiveEvent] }>();
    const event = (status: ScreenShareLiveEvent['status'], control: ScreenShareLiveEvent['control'] = null): ScreenShareLiveEvent => ({ sessionId: 'S', status, control, endedBy: null, at: 'now' });
    const stream = withCurrent(pubsub.subscribe('s', 'k'), async () => {
      pubsub.publish('s', 'k', event('CONNECTED'));
      return event('WAITING');
    });
    const it = stream[Symbol.asyncIterator]();
    expect((await it.next()).value).toMatchObject({ status: 'WAITING' });
    expect((await it.next()).value).toMatchObject({ status: 'CONNECTED' });
    pubsub.publish('s', 'other', event('ENDED'));
    pubsub.publish('s', 'k', event('ENDED', 'logout'));
    expect((await it.next()).value).toMatchObject({ status: 'ENDED', control: 'logout' });
    await it.return?.();
  });
});
