// The chat service's calls (001 §7 leaves the chat API unshown: the sandbox's, sandbox/README.md "Chat").
import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import type { UpstreamBody, UpstreamResponse } from '@gateway/upstream/upstream-api.js';

const CONVERSATIONS = '/api/wealth/chat/v1/conversations';
const CONVERSATION = '/api/wealth/chat/v1/conversations/{id}';
const MESSAGES = '/api/wealth/chat/v1/conversations/{id}/messages';

export type UpstreamConversation = UpstreamResponse<typeof CONVERSATION>['data'];
export type UpstreamMessage = UpstreamResponse<typeof MESSAGES>['data'][number];
export type StartChatBody = UpstreamBody<typeof CONVERSATIONS>;

export const getChatService = async (upstream: RequestUpstream) => (await upstream.api.GET('/api/wealth/chat/v1/availability')).data;

export const postConversation = async (upstream: RequestUpstream, body: StartChatBody) => (await upstream.api.POST(CONVERSATIONS, { body })).data;

export const getConversation = async (upstream: RequestUpstream, id: string) => (await upstream.api.GET(CONVERSATION, { params: { path: { id } } })).data;

export const getAsyncConversation = async (upstream: RequestUpstream) => (await upstream.api.GET('/api/wealth/chat/v1/conversations/async')).data;

export const getMessages = async (upstream: RequestUpstream, id: string, after?: string | null, limit = 200) =>
  upstream.api.GET(MESSAGES, { params: { path: { id }, query: { ...(after ? { after } : {}), limit: String(limit) } } });

export const postMessage = async (upstream: RequestUpstream, id: string, text: string) =>
  upstream.api.POST(MESSAGES, { params: { path: { id } }, body: { text } });

export const postHuman = async (upstream: RequestUpstream, id: string) =>
  upstream.api.POST('/api/wealth/chat/v1/conversations/{id}/human', { params: { path: { id } } });

export const postEnd = async (upstream: RequestUpstream, id: string) =>
  (await upstream.api.POST('/api/wealth/chat/v1/conversations/{id}/end', { params: { path: { id } } })).data;
