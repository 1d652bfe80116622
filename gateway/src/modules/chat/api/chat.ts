// The chat service's calls (001 §7 leaves the chat API unshown: the sandbox's, sandbox/README.md "Chat").
import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';

const BASE = '/api/wealth/chat/v1';

export interface UpstreamConversation {
  conversationId: string;
  kind: 'LIVE' | 'ASYNC';
  status: 'BOT' | 'QUEUED' | 'ACTIVE' | 'ENDED';
  topic: string | null;
  subOption: string | null;
  context: { name: string; referenceId: string | null } | null;
  agentName: string | null;
  createdAt: string;
  endedAt: string | null;
}

export interface UpstreamMessage {
  id: string;
  conversationId: string;
  source: 'user' | 'system' | 'agent' | 'chatbot';
  type: 'text' | 'human';
  text: string;
  timestamp: string;
  agentName: string | null;
  entryType: string | null;
}

export interface StartChatBody {
  kind: 'LIVE' | 'ASYNC';
  topic?: string | null;
  subOption?: string | null;
  context?: { name: string; referenceId?: string | null } | null;
}

const at = (id: string) => `${BASE}/conversations/${encodeURIComponent(id)}`;

export const getChatService = async (upstream: RequestUpstream) =>
  (await upstream.get<{ data: { live: boolean; async: boolean } }>(`${BASE}/availability`)).data;

export const postConversation = async (upstream: RequestUpstream, body: StartChatBody) =>
  (await upstream.post<{ data: UpstreamConversation }>(`${BASE}/conversations`, { json: body })).data;

export const getConversation = async (upstream: RequestUpstream, id: string) =>
  (await upstream.get<{ data: UpstreamConversation }>(at(id))).data;

export const getAsyncConversation = async (upstream: RequestUpstream) =>
  (await upstream.get<{ data: UpstreamConversation | null }>(`${BASE}/conversations/async`)).data;

export const getMessages = async (upstream: RequestUpstream, id: string, after?: string | null, limit = 200) =>
  upstream.get<{ data: UpstreamMessage[]; meta: { cursor: string | null; hasMore: boolean } }>(`${at(id)}/messages`, {
    query: { ...(after ? { after } : {}), limit: String(limit) },
  });

export const postMessage = async (upstream: RequestUpstream, id: string, text: string) =>
  upstream.post<{ data: UpstreamMessage[]; meta: { conversation: UpstreamConversation } }>(`${at(id)}/messages`, { json: { text } });

export const postHuman = async (upstream: RequestUpstream, id: string) =>
  upstream.post<{ data: UpstreamConversation; meta: { messages: UpstreamMessage[] } }>(`${at(id)}/human`);

export const postEnd = async (upstream: RequestUpstream, id: string) => (await upstream.post<{ data: UpstreamConversation }>(`${at(id)}/end`)).data;
