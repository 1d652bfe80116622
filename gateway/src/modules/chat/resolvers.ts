// Live chat and the assistant Q: availability (001 §4), conversations and messages through the chat service,
// and the live chatEvents subscription.
import type { ChatContextName, Resolvers } from '../resolvers-types.js';
import { enumValue, type EnumTable } from '@gateway/kit/enum-value.js';
import type { GraphQLError } from 'graphql';
import type { GatewayContext } from '../../context.js';
import { text } from '../../copy.js';
import { ErrorCode, gatewayError } from '../../errors.js';
import { untilRevoked } from '../../events/until-revoked.js';
import { getPublicHolidays } from '@gateway/kit/reference/get-public-holidays.js';
import {
  getAsyncConversation, getChatService, getConversation, getMessages, postConversation, postEnd, postHuman, postMessage,
  type UpstreamConversation, type UpstreamMessage,
} from './api/chat.js';
import { chatAvailability, type ChatAvailability } from './availability.js';
import { chatFlags, type ChatFlags } from './chat-flags.js';
import { chatTopic, chatTopicKey, type ChatEvent } from './chat-events.js';
import { routingTopic } from './topic.js';

/** The longest message (the service's limit). */
export const MESSAGE_MAX = 2000;
/** The longest topic, sub-option or reference id. */
export const FIELD_MAX = 100;
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const CURSOR = /^[1-9][0-9]{0,17}$/;
const MESSAGE_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const ANY_CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
const REASON_COPY = { DISABLED: 'chat.disabled', OUT_OF_HOURS: 'chat.outOfHours', SERVICE_UNAVAILABLE: 'chat.unavailable' } as const;

const copyText = (ctx: GatewayContext, key: string) => text(ctx.configHost.current().copy as Record<string, unknown>, key);
const badInput = (message: string, field: string) => gatewayError(ErrorCode.BAD_USER_INPUT, message, { field });

/** A conversation id: anything not shaped like one is unknown (NOT_FOUND), as another user's is. */
function conversationId(id: string): string {
  if (!ID.test(id)) throw gatewayError(ErrorCode.NOT_FOUND, 'No such conversation');
  return id;
}

export function messageText(value: string): string {
  if (!value.trim()) throw badInput('Enter a message', 'text');
  if (value.length > MESSAGE_MAX) throw badInput(`A message is at most ${MESSAGE_MAX} characters`, 'text');
  if (MESSAGE_CONTROL.test(value)) throw badInput('A message cannot contain control characters', 'text');
  return value;
}

function shortField(value: string | null | undefined, field: string): string | null {
  if (value === null || value === undefined) return null;
  if (value.length > FIELD_MAX || ANY_CONTROL.test(value)) throw badInput(`${field} is at most ${FIELD_MAX} characters without control characters`, field);
  return value;
}

async function requireChat(ctx: GatewayContext): Promise<ChatFlags> {
  const flags = await chatFlags(ctx);
  if (!flags.enabled) throw gatewayError(ErrorCode.FORBIDDEN, copyText(ctx, 'chat.disabled'), { reason: 'CHAT_DISABLED' });
  return flags;
}

/** The upstream's 409 (live chat unavailable, chat ended) as the field's error; other failures as they are. */
function conflictAs(error: unknown, code: ErrorCode, reason: string, message: string): never {
  const status = (error as GraphQLError)?.extensions?.upstreamStatus;
  if (status === 409) throw gatewayError(code, message, { reason });
  throw error;
}

async function availability(ctx: GatewayContext, flags: ChatFlags): Promise<ChatAvailability> {
  const [service, holidays] = await Promise.all([
    flags.enabled ? getChatService(ctx.upstream).catch(() => null) : Promise.resolve(null),
    flags.enabled && flags.businessHoursCheck ? getPublicHolidays(ctx.upstream).then((h) => h.map((d) => d.date)).catch(() => null) : Promise.resolve([]),
  ]);
  return chatAvailability({ now: ctx.settings.now(), flags, holidays, service });
}

const toMessage = (m: UpstreamMessage) => ({
  id: m.id, source: m.source, type: m.type, text: m.text, timestamp: m.timestamp, agentName: m.agentName ?? null, entryType: m.entryType ?? null,
});

const CONTEXT_NAMES: EnumTable<ChatContextName> = { request_centre: true, manage_payments: true };

const toConversation = (c: UpstreamConversation) => ({
  id: c.conversationId,
  kind: c.kind,
  status: c.status,
  topic: c.topic,
  subOption: c.subOption,
  context: c.context && { name: enumValue(CONTEXT_NAMES, c.context.name, 'ChatContextName'), referenceId: c.context.referenceId },
  agentName: c.agentName,
  createdAt: c.createdAt,
  endedAt: c.endedAt,
});


export const chatResolvers = {
  Query: {
    async chatAvailability(_, __, ctx) {
      const result = await availability(ctx, await chatFlags(ctx));
      return { ...result, message: result.reason ? copyText(ctx, REASON_COPY[result.reason]) : null };
    },
    async chatConversation(_, args, ctx) {
      await requireChat(ctx);
      return toConversation(await getConversation(ctx.upstream, conversationId(args.id)));
    },
    async myAsyncConversation(_, __, ctx) {
      await requireChat(ctx);
      const open = await getAsyncConversation(ctx.upstream);
      return open ? toConversation(open) : null;
    },
  },
  ChatConversation: {
    async messages(parent, args, ctx) {
      if (args.after != null && !CURSOR.test(args.after)) throw badInput('after must be a message id', 'after');
      const limit = args.limit ?? 200;
      if (!Number.isInteger(limit) || limit < 1 || limit > 500) throw badInput('limit is 1 to 500', 'limit');
      // The agent's side writes without the gateway: never answer messages from the 2 s response cache.
      ctx.upstream.forgetCaller();
      const res = await getMessages(ctx.upstream, parent.id, args.after, limit);
      return res.data.map(toMessage);
    },
  },
  Mutation: {
    async startChat(_, args, ctx) {
      const flags = await requireChat(ctx);
      const routing = routingTopic(shortField(args.topic, 'topic'), shortField(args.subOption, 'subOption'));
      const context = args.context ? { name: args.context.name, referenceId: shortField(args.context.referenceId, 'context.referenceId') } : null;
      if (args.kind === 'ASYNC' && !flags.asyncChat) {
        throw gatewayError(ErrorCode.FORBIDDEN, copyText(ctx, 'chat.asyncDisabled'), { reason: 'ASYNC_CHAT_DISABLED' });
      }
      if (args.kind === 'LIVE') {
        const now = await availability(ctx, flags);
        if (!now.live) throw gatewayError(ErrorCode.FORBIDDEN, copyText(ctx, REASON_COPY[now.reason ?? 'SERVICE_UNAVAILABLE']), { reason: 'LIVE_CHAT_UNAVAILABLE', unavailableReason: now.reason });
      }
      try {
        return toConversation(await postConversation(ctx.upstream, { kind: args.kind, ...routing, context }));
      } catch (e) {
        return conflictAs(e, ErrorCode.FORBIDDEN, 'LIVE_CHAT_UNAVAILABLE', copyText(ctx, 'chat.unavailable'));
      }
    },
    async sendChatMessage(_, args, ctx) {
      await requireChat(ctx);
      const id = conversationId(args.conversationId);
      const body = messageText(args.text);
      try {
        const res = await postMessage(ctx.upstream, id, body);
        return { conversation: toConversation(res.meta.conversation), messages: res.data.map(toMessage) };
      } catch (e) {
        return conflictAs(e, ErrorCode.BAD_USER_INPUT, 'CHAT_ENDED', copyText(ctx, 'chat.ended'));
      }
    },
    async endChat(_, args, ctx) {
      await requireChat(ctx);
      return toConversation(await postEnd(ctx.upstream, conversationId(args.conversationId)));
    },
    async requestHuman(_, args, ctx) {
      await requireChat(ctx);
      try {
        const res = await postHuman(ctx.upstream, conversationId(args.conversationId));
        return { conversation: toConversation(res.data), messages: res.meta.messages.map(toMessage) };
      } catch (e) {
        return conflictAs(e, ErrorCode.BAD_USER_INPUT, 'CHAT_ENDED', copyText(ctx, 'chat.ended'));
      }
    },
  },
  Subscription: {
    chatEvents: {
      // The user is settled from the bearer token and must own the conversation (NOT_FOUND otherwise) before any
      // event flows; the pub/sub key carries that user's mac, so no other user's event reaches this stream.
      async subscribe(_, args, ctx) {
        await requireChat(ctx);
        const id = conversationId(args.conversationId);
        await getConversation(ctx.upstream, id);
        const user = await ctx.loaders.userDetails();
        return untilRevoked(chatTopic.subscribe(ctx.live, chatTopicKey(user.mac, id)), (stop) => ctx.upstream.onRevoked(stop));
      },
      resolve: (event: ChatEvent) => ({
        conversationId: event.conversationId,
        message: event.message ? toMessage(event.message) : null,
        status: event.conversation?.status ?? null,
        agentName: event.message?.agentName ?? event.conversation?.agentName ?? null,
      }),
    },
  },
} satisfies Resolvers;
