// The chat service's calls (001 §7 leaves the chat API unshown: these are ours, sandbox/README.md "Chat"),
// every one scoped to the token's user.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.js';
import { badRequest } from '../../http/http-error.js';
import type { SandboxServices } from '../define-routes.js';
import { int, str, type Query } from '../shared/params.js';
import {
  agentsOnline, CHAT_CONTEXTS, conversationJson, endConversation, handOver, listConversations, listMessages, openAsync,
  ownConversation, postUserMessage, startConversation, type StartChat,
} from './chat-store.js';

export const CHAT_BASE = '/wealth/chat/v1';
/** The longest message (user or agent). */
export const MESSAGE_MAX = 2000;
/** The longest topic, sub-option or reference id. */
export const FIELD_MAX = 100;
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A malformed conversation id is bad input (400), refused by Fastify before the policy looks the conversation up. */
const byId = { schema: { params: { type: 'object', properties: { id: { type: 'string', pattern: ID.source } }, required: ['id'] } } } as const;
const CURSOR = /^[1-9][0-9]{0,17}$/;
// C0 controls but tab, line feed and carriage return (a message may have lines); DEL; C1 controls.
const MESSAGE_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const ANY_CONTROL = /[\u0000-\u001F\u007F-\u009F]/;

/** A message's text: 1–2000 characters, not only whitespace, no control characters but tab and new lines. */
export function messageText(value: unknown): string {
  if (typeof value !== 'string' || !value.trim()) throw badRequest('text is required');
  if (value.length > MESSAGE_MAX) throw badRequest(`text must be at most ${MESSAGE_MAX} characters`);
  if (MESSAGE_CONTROL.test(value)) throw badRequest('text must not contain control characters');
  return value;
}

function field(value: unknown, name: string): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || value.length > FIELD_MAX || ANY_CONTROL.test(value)) {
    throw badRequest(`${name} must be text of at most ${FIELD_MAX} characters without control characters`);
  }
  return value.trim() || undefined;
}

export function startInput(body: unknown): StartChat {
  const b = (body ?? {}) as Record<string, unknown>;
  if (b.kind !== 'LIVE' && b.kind !== 'ASYNC') throw badRequest('kind must be LIVE or ASYNC');
  let context: StartChat['context'];
  if (b.context !== undefined && b.context !== null) {
    const c = b.context as Record<string, unknown>;
    if (typeof c !== 'object' || !CHAT_CONTEXTS.includes(c.name as never)) throw badRequest(`context.name must be one of ${CHAT_CONTEXTS.join(', ')}`);
    context = { name: c.name as (typeof CHAT_CONTEXTS)[number], referenceId: field(c.referenceId, 'context.referenceId') };
  }
  return { kind: b.kind, topic: field(b.topic, 'topic'), subOption: field(b.subOption, 'subOption'), context };
}

export const conversationId = (value: string): string => {
  if (!ID.test(value)) throw badRequest('conversationId is not valid');
  return value;
};

export function registerChatRoutes(api: FastifyInstance, db: Db, { events }: SandboxServices): void {
  api.get(`${CHAT_BASE}/availability`, async () => ({ data: { live: await agentsOnline(db), async: true } }));

  api.post<{ Body: unknown }>(`${CHAT_BASE}/conversations`, async (request, reply) => {
    const { conversation, created } = await startConversation(db, events, request.auth.mac, startInput(request.body));
    return reply.code(created ? 201 : 200).send({ data: conversationJson(conversation) });
  });

  api.get<{ Querystring: Query }>(`${CHAT_BASE}/conversations`, async (request) => ({
    data: (await listConversations(db, request.auth.mac, int(request.query, 'limit', 1, 50, 20))).map(conversationJson),
  }));

  api.get(`${CHAT_BASE}/conversations/async`, async (request) => {
    const open = await openAsync(db, request.auth.mac);
    return { data: open ? conversationJson(open) : null };
  });

  api.get<{ Params: { id: string } }>(`${CHAT_BASE}/conversations/:id`, byId, async (request) => ({
    data: conversationJson(await ownConversation(db, request.auth.mac, conversationId(request.params.id))),
  }));

  api.get<{ Params: { id: string }; Querystring: Query }>(`${CHAT_BASE}/conversations/:id/messages`, byId, async (request) => {
    const c = await ownConversation(db, request.auth.mac, conversationId(request.params.id));
    const after = str(request.query, 'after');
    if (after !== undefined && !CURSOR.test(after)) throw badRequest('after must be a message id');
    const limit = int(request.query, 'limit', 1, 500, 200);
    const data = await listMessages(db, c.conversation_id, after, limit);
    return { data, meta: { cursor: data.at(-1)?.id ?? after ?? null, hasMore: data.length === limit } };
  });

  api.post<{ Params: { id: string }; Body: unknown }>(`${CHAT_BASE}/conversations/:id/messages`, byId, async (request, reply) => {
    const text = messageText((request.body as { text?: unknown } | undefined)?.text);
    const c = await ownConversation(db, request.auth.mac, conversationId(request.params.id));
    const { conversation, messages } = await postUserMessage(db, events, c, text);
    return reply.code(201).send({ data: messages, meta: { conversation: conversationJson(conversation) } });
  });

  api.post<{ Params: { id: string } }>(`${CHAT_BASE}/conversations/:id/human`, byId, async (request) => {
    const c = await ownConversation(db, request.auth.mac, conversationId(request.params.id));
    const { conversation, messages } = await handOver(db, events, c);
    return { data: conversationJson(conversation), meta: { messages } };
  });

  api.post<{ Params: { id: string } }>(`${CHAT_BASE}/conversations/:id/end`, byId, async (request) => {
    const c = await ownConversation(db, request.auth.mac, conversationId(request.params.id));
    return { data: conversationJson(await endConversation(db, events, c)) };
  });
}
