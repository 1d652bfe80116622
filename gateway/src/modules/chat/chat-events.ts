// The chat service's signed events (sandbox/README.md "Chat"): chat.message and chat.state arrive at the
// events route with the notification centre's, and go out on the live pub/sub under the owner's mac and the
// conversation id, so a subscription only ever hears its own user's conversation.
import { defineLiveTopic } from '../../events/live-topic.js';
import type { UpstreamConversation, UpstreamMessage } from './api/chat.js';

export interface ChatEvent {
  type: 'chat.message' | 'chat.state';
  conversationId: string;
  message?: UpstreamMessage;
  conversation?: UpstreamConversation;
}

const MAC = /^[A-Za-z0-9_-]{1,40}$/;
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The pub/sub key of one user's conversation. */
export const chatTopicKey = (mac: string, conversationId: string) => `${mac}/${conversationId}`;

export const isChatEvent = (raw: unknown): boolean => typeof (raw as { type?: unknown } | null)?.type === 'string' && (raw as { type: string }).type.startsWith('chat.');

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** The event and its pub/sub key, or why it is refused. */
export function parseChatEvent(raw: unknown): { key: string; event: ChatEvent } | string {
  const e = raw as Record<string, unknown>;
  if (e.type !== 'chat.message' && e.type !== 'chat.state') return 'unknown event type';
  if (typeof e.mac !== 'string' || !MAC.test(e.mac)) return 'mac is missing';
  if (typeof e.conversationId !== 'string' || !ID.test(e.conversationId)) return 'conversationId is missing';
  const key = chatTopicKey(e.mac, e.conversationId);
  if (e.type === 'chat.message') {
    const m = e.message;
    if (!isObject(m) || typeof m.id !== 'string' || typeof m.text !== 'string' || typeof m.source !== 'string') return 'message is missing';
    return { key, event: { type: 'chat.message', conversationId: e.conversationId, message: m as unknown as UpstreamMessage } };
  }
  const c = e.conversation;
  if (!isObject(c) || typeof c.status !== 'string') return 'conversation is missing';
  return { key, event: { type: 'chat.state', conversationId: e.conversationId, conversation: c as unknown as UpstreamConversation } };
}

/** Routing key: `<mac>/<conversationId>` (chatTopicKey). */
export const chatTopic = defineLiveTopic<ChatEvent>({ name: 'chat', eventTypes: ['chat.message', 'chat.state'], parse: parseChatEvent });
