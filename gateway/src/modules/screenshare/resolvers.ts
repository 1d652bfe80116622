// Screen sharing (001 §2.8, §4; issue 15): start a session with its one-time PIN, upload the recording events,
// end it, read it, and hear its status changes and the support person's control messages live. Every call is
// the signed-in adviser's own: the session service answers another adviser's session as unknown (NOT_FOUND).
import type { Resolvers, ScreenShareControl } from '../resolvers-types.js';
import { Repeater } from 'graphql-yoga';
import type { GraphQLError } from 'graphql';
import type { GatewayContext } from '../../context.js';
import { copyOf, text } from '../../copy.js';
import { ErrorCode, gatewayError } from '../../errors.js';
import { untilRevoked } from '../../events/until-revoked.js';
import { endSession, getSession, postEvents, startSession, type UpstreamScreenShareSession } from './api/sessions.js';
import { assistNumberOf } from './assist-numbers.js';
import { parseEventBatch } from './event-batch.js';
import { SESSION_ID, screenShareTopic, screenShareTopicKey, type ScreenShareLiveEvent } from './screenshare-events.js';

export const MAX_PRODUCT = 60;

function sessionId(value: string, field = 'sessionId'): string {
  if (!SESSION_ID.test(value)) throw gatewayError(ErrorCode.BAD_USER_INPUT, `${field} is not a session id`, { field });
  return value;
}

export const toSession = (s: UpstreamScreenShareSession) => ({
  sessionId: s.sessionId,
  pin: s.pin ?? null,
  status: s.status,
  expiresAt: s.expiresAt,
  connectedAt: s.connectedAt ?? null,
  product: s.product,
  endedBy: s.endedBy ?? null,
  eventCount: s.eventCount ?? 0,
  assistNumber: s.assistNumber || assistNumberOf(s.badge),
});

const CONTROL_OUT: Record<NonNullable<ScreenShareLiveEvent['control']>, ScreenShareControl> = { cancel: 'CANCEL', logout: 'LOGOUT', end: 'END' };

export const toEvent = (e: ScreenShareLiveEvent) => ({ ...e, control: e.control ? CONTROL_OUT[e.control] : null });

/** The session service failing to start a session, as the spec's one message (sign-in problems stay as they are). */
export function unavailable(ctx: GatewayContext, error: unknown): GraphQLError {
  const code = (error as GraphQLError)?.extensions?.code as ErrorCode | undefined;
  if (code === ErrorCode.UNAUTHENTICATED || code === ErrorCode.BAD_USER_INPUT) return error as GraphQLError;
  return gatewayError(code ?? ErrorCode.UPSTREAM_UNAVAILABLE, text(copyOf(ctx), 'screenshare.unavailable'), { reason: 'SCREENSHARE_UNAVAILABLE' });
}

/** `source`, preceded by `current()`; listening starts before the current state is read, so no change falls between. */
export function withCurrent<T>(source: AsyncIterable<T>, current: () => Promise<T>): AsyncIterable<T> {
  return new Repeater<T>(async (push, stop) => {
    const iterator = source[Symbol.asyncIterator]();
    let next = iterator.next();
    const stopped = stop.then(() => ({ done: true as const, value: undefined }));
    try {
      await push(await current());
      for (;;) {
        const result = await Promise.race([next, stopped]);
        if (result.done) break;
        await push(result.value);
        next = iterator.next();
      }
    } finally {
      await iterator.return?.();
      stop();
    }
  });
}

export const screenShareResolvers = {
  Query: {
    async screenShareSession(_, args, ctx) {
      return toSession(await getSession(ctx.upstream, sessionId(args.id, 'id')));
    },
    async screenShareAssistNumber(_, __, ctx) {
      return assistNumberOf((await ctx.loaders.userDetails()).brand);
    },
  },

  Mutation: {
    async startScreenShare(_, args, ctx) {
      const product = args.product.trim();
      if (!product || product.length > MAX_PRODUCT) throw gatewayError(ErrorCode.BAD_USER_INPUT, `product must be 1 to ${MAX_PRODUCT} characters`, { field: 'product' });
      try {
        return toSession(await startSession(ctx.upstream, product));
      } catch (error) {
        throw unavailable(ctx, error);
      } finally {
        ctx.upstream.forgetCaller();
      }
    },
    async sendScreenShareEvents(_, args, ctx) {
      const id = sessionId(args.sessionId);
      const events = parseEventBatch(args.events);
      if (!events.length) return 0;
      return (await postEvents(ctx.upstream, id, events)).accepted;
    },
    async endScreenShare(_, args, ctx) {
      const id = sessionId(args.sessionId);
      try {
        return toSession(await endSession(ctx.upstream, id, args.logout === true));
      } finally {
        ctx.upstream.forgetCaller();
      }
    },
  },

  Subscription: {
    screenShareEvents: {
      // The session is checked as the signed-in adviser's before any event flows (NOT_FOUND otherwise); the pub/sub
      // is keyed by that user's mac and the session id; the stream ends when the token is revoked.
      async subscribe(_, args, ctx) {
        const id = sessionId(args.sessionId);
        const first = await getSession(ctx.upstream, id);
        const user = await ctx.loaders.userDetails();
        const snapshot = (s: UpstreamScreenShareSession): ScreenShareLiveEvent => ({
          sessionId: s.sessionId, status: s.status, control: null, endedBy: s.endedBy ?? null, at: new Date().toISOString(),
        });
        const live = screenShareTopic.subscribe(ctx.live, screenShareTopicKey(user.mac, id));
        const current = async () => snapshot(await getSession(ctx.upstream, id).catch(() => first));
        return untilRevoked(withCurrent(live, current), (stop) => ctx.upstream.onRevoked(stop));
      },
      resolve: (event: ScreenShareLiveEvent) => toEvent(event),
    },
  },
} satisfies Resolvers;
