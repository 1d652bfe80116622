// Conversations and messages (001 §3 Chat message; sandbox/README.md "Chat"): every read and write is scoped
// to the owner's mac (another user's conversation is 404 like an unknown id); every change is pushed to the
// gateway as a signed event (chat.message, chat.state) through the notification centre's EventHooks.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/index.js';
import type { EventHooks, NotificationEvent } from '../../events/event-hooks.js';
import { conflict, notFound } from '../../http/http-error.js';
import { Q_NAME, Q_SCRIPT, answer, asksForHuman, welcome } from './q-script.js';

export type ChatKind = 'LIVE' | 'ASYNC';
export type ChatStatus = 'BOT' | 'QUEUED' | 'ACTIVE' | 'ENDED';
export type ChatSource = 'user' | 'system' | 'agent' | 'chatbot';
export const CHAT_CONTEXTS = ['request_centre', 'manage_payments'] as const;
export const ENDED_TEXT = 'This chat has ended';

export interface ConversationRow {
  conversation_id: string;
  mac: string;
  kind: ChatKind;
  status: ChatStatus;
  topic: string | null;
  sub_option: string | null;
  context_name: string | null;
  context_reference_id: string | null;
  agent_name: string | null;
  created_at: Date;
  updated_at: Date;
  ended_at: Date | null;
}

interface MessageRow {
  message_id: string;
  conversation_id: string;
  source: ChatSource;
  type: 'text' | 'human';
  text: string;
  agent_name: string | null;
  entry_type: string | null;
  created_at: Date;
}

export const conversationJson = (c: ConversationRow) => ({
  conversationId: c.conversation_id,
  kind: c.kind,
  status: c.status,
  topic: c.topic,
  subOption: c.sub_option,
  context: c.context_name ? { name: c.context_name, referenceId: c.context_reference_id } : null,
  agentName: c.agent_name,
  createdAt: c.created_at.toISOString(),
  endedAt: c.ended_at?.toISOString() ?? null,
});

export const messageJson = (m: MessageRow) => ({
  id: String(m.message_id),
  conversationId: m.conversation_id,
  source: m.source,
  type: m.type,
  text: m.text,
  timestamp: m.created_at.toISOString(),
  agentName: m.agent_name,
  entryType: m.entry_type,
});

export type ChatEvent =
  | { type: 'chat.message'; mac: string; conversationId: string; message: ReturnType<typeof messageJson> }
  | { type: 'chat.state'; mac: string; conversationId: string; conversation: ReturnType<typeof conversationJson> };

/** Chat events travel the notification centre's signed webhooks (sandbox/README.md "Events"). */
const emit = (events: EventHooks, event: ChatEvent) => events.emit(event as unknown as NotificationEvent);

export async function agentsOnline(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ agents_online: boolean }>('select agents_online from chat_service');
  return rows[0]?.agents_online ?? false;
}

export async function setAgentsOnline(db: Db, online: boolean): Promise<void> {
  await db.query('update chat_service set agents_online = $1', [online]);
}

/** The user's own conversation, or 404 (another user's is no different from an unknown id). */
export async function ownConversation(db: Db, mac: string, id: string): Promise<ConversationRow> {
  const { rows } = await db.query<ConversationRow>('select * from chat_conversations where conversation_id = $1 and mac = $2', [id, mac]);
  if (!rows[0]) throw notFound();
  return rows[0];
}

export async function anyConversation(db: Db, id: string): Promise<ConversationRow | undefined> {
  return (await db.query<ConversationRow>('select * from chat_conversations where conversation_id = $1', [id])).rows[0];
}

export async function openAsync(db: Db, mac: string): Promise<ConversationRow | undefined> {
  return (await db.query<ConversationRow>("select * from chat_conversations where mac = $1 and kind = 'ASYNC' and status <> 'ENDED'", [mac])).rows[0];
}

export async function listConversations(db: Db, mac: string, limit: number): Promise<ConversationRow[]> {
  return (await db.query<ConversationRow>('select * from chat_conversations where mac = $1 order by created_at desc, conversation_id limit $2', [mac, limit])).rows;
}

/** Conversations waiting for or with an agent, oldest first (the console). */
export async function agentQueue(db: Db): Promise<(ConversationRow & { first_name: string; last_name: string; username: string })[]> {
  return (await db.query<ConversationRow & { first_name: string; last_name: string; username: string }>(
    `select c.*, u.first_name, u.last_name, u.username from chat_conversations c join users u on u.mac = c.mac
      where c.status in ('QUEUED', 'ACTIVE') order by c.created_at, c.conversation_id`,
  )).rows;
}

export async function listMessages(db: Db, id: string, after: string | undefined, limit: number) {
  const { rows } = await db.query<MessageRow>(
    'select * from chat_messages where conversation_id = $1 and message_id > $2 order by message_id limit $3',
    [id, after ?? '0', limit],
  );
  return rows.map(messageJson);
}

async function addMessage(db: Db, events: EventHooks, c: ConversationRow, m: { source: ChatSource; type?: 'text' | 'human'; text: string; agentName?: string | null; entryType?: string }) {
  const { rows } = await db.query<MessageRow>(
    `insert into chat_messages (conversation_id, source, type, text, agent_name, entry_type) values ($1, $2, $3, $4, $5, $6) returning *`,
    [c.conversation_id, m.source, m.type ?? 'text', m.text, m.agentName ?? null, m.entryType ?? null],
  );
  const message = messageJson(rows[0]);
  emit(events, { type: 'chat.message', mac: c.mac, conversationId: c.conversation_id, message });
  return message;
}

async function setState(db: Db, events: EventHooks, c: ConversationRow, status: ChatStatus, agentName?: string | null): Promise<ConversationRow> {
  const { rows } = await db.query<ConversationRow>(
    `update chat_conversations set status = $2, agent_name = coalesce($3, agent_name), updated_at = now(),
            ended_at = case when $2 = 'ENDED' then now() else ended_at end
      where conversation_id = $1 returning *`,
    [c.conversation_id, status, agentName ?? null],
  );
  emit(events, { type: 'chat.state', mac: c.mac, conversationId: c.conversation_id, conversation: conversationJson(rows[0]) });
  return rows[0];
}

export interface StartChat {
  kind: ChatKind;
  topic?: string;
  subOption?: string;
  context?: { name: (typeof CHAT_CONTEXTS)[number]; referenceId?: string };
}

const routingText = (s: StartChat) => [s.topic, s.subOption].filter(Boolean).join(' / ') || 'General enquiry';

/**
 * LIVE: queued for an agent with a routing entry (409 when no agent is online). ASYNC: the user's open Q
 * conversation if there is one (created false), else a new one that Q greets by first name.
 */
export async function startConversation(db: Db, events: EventHooks, mac: string, s: StartChat): Promise<{ conversation: ConversationRow; created: boolean }> {
  if (s.kind === 'ASYNC') {
    const open = await openAsync(db, mac);
    if (open) return { conversation: open, created: false };
  } else if (!(await agentsOnline(db))) {
    throw conflict('Live chat is not available');
  }
  const id = randomUUID();
  let row: ConversationRow;
  try {
    ({ rows: [row] } = await db.query<ConversationRow>(
      `insert into chat_conversations (conversation_id, mac, kind, status, topic, sub_option, context_name, context_reference_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning *`,
      [id, mac, s.kind, s.kind === 'LIVE' ? 'QUEUED' : 'BOT', s.topic ?? null, s.subOption ?? null, s.context?.name ?? null, s.context?.referenceId ?? null],
    ));
  } catch (e) {
    // Two starts at once: the unique open-async index let one through; answer with it.
    const open = s.kind === 'ASYNC' ? await openAsync(db, mac) : undefined;
    if (open) return { conversation: open, created: false };
    throw e;
  }
  if (s.kind === 'LIVE') {
    await addMessage(db, events, row, { source: 'system', text: `Routing: ${routingText(s)}`, entryType: 'routing' });
  } else {
    const { rows } = await db.query<{ first_name: string }>('select first_name from users where mac = $1', [mac]);
    await addMessage(db, events, row, { source: 'chatbot', text: welcome(rows[0]?.first_name ?? ''), agentName: Q_NAME });
  }
  return { conversation: row, created: true };
}

/** Queues a Q conversation for the agents when live chat is available; else Q says so. Returns the messages added. */
export async function handOver(db: Db, events: EventHooks, c: ConversationRow): Promise<{ conversation: ConversationRow; messages: ReturnType<typeof messageJson>[] }> {
  if (c.status === 'ENDED') throw conflict('This chat has ended');
  if (c.status !== 'BOT') return { conversation: c, messages: [] };
  if (!(await agentsOnline(db))) {
    return { conversation: c, messages: [await addMessage(db, events, c, { source: 'chatbot', text: Q_SCRIPT.handoverUnavailable, agentName: Q_NAME })] };
  }
  const messages = [
    await addMessage(db, events, c, { source: 'chatbot', text: Q_SCRIPT.handoverQueued, agentName: Q_NAME }),
    await addMessage(db, events, c, { source: 'system', text: `Routing: ${[c.topic, c.sub_option].filter(Boolean).join(' / ') || 'Handover from Q'}`, entryType: 'routing' }),
  ];
  return { conversation: await setState(db, events, c, 'QUEUED'), messages };
}

/** The user's message; Q answers it (or hands over) while the conversation is Q's. */
export async function postUserMessage(db: Db, events: EventHooks, c: ConversationRow, text: string) {
  if (c.status === 'ENDED') throw conflict('This chat has ended');
  const messages = [await addMessage(db, events, c, { source: 'user', text })];
  let conversation = c;
  if (c.status === 'BOT') {
    if (asksForHuman(text)) {
      const handed = await handOver(db, events, c);
      conversation = handed.conversation;
      messages.push(...handed.messages);
    } else {
      messages.push(await addMessage(db, events, c, { source: 'chatbot', text: answer(text), agentName: Q_NAME }));
    }
  }
  return { conversation, messages };
}

export async function endConversation(db: Db, events: EventHooks, c: ConversationRow): Promise<ConversationRow> {
  if (c.status === 'ENDED') return c;
  await addMessage(db, events, c, { source: 'system', text: ENDED_TEXT });
  return setState(db, events, c, 'ENDED');
}

/** The console: an agent takes a queued conversation. */
export async function acceptConversation(db: Db, events: EventHooks, c: ConversationRow, agentName: string): Promise<ConversationRow> {
  if (c.status !== 'QUEUED') throw conflict('This chat is not waiting for an agent');
  const accepted = await setState(db, events, c, 'ACTIVE', agentName);
  await addMessage(db, events, accepted, { source: 'system', text: `${agentName} joined the chat`, agentName });
  return accepted;
}

export async function agentReply(db: Db, events: EventHooks, c: ConversationRow, text: string) {
  if (c.status !== 'ACTIVE') throw conflict('Accept the chat before replying');
  return addMessage(db, events, c, { source: 'agent', type: 'human', text, agentName: c.agent_name });
}
