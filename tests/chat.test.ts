// Live chat and the assistant Q through the real stack: the gateway over HTTP against the sandbox, the support
// agent's console driven as a browser would (forms), live events over server-sent events, and a second adviser
// who can neither read nor post to the first one's conversation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, passwordGrant, sandboxUrl, subscribe } from './support.ts';

const CONVERSATION = 'id kind status topic subOption context { name referenceId } agentName';
const MESSAGE = 'id source type text agentName entryType';
let olivia: string;
let liam: string;

beforeAll(async () => {
  olivia = (await passwordGrant('wrap.adviser')).access_token;
  liam = (await passwordGrant('grow.adviser')).access_token;
});

/** A console form as the agent's browser posts it, with the page's form token. */
async function consoleForm(path: string, form: Record<string, string>) {
  const page = await (await fetch(`${sandboxUrl()}/console/chat`)).text();
  const csrf = /name="csrf" value="([^"]+)"/.exec(page)?.[1] ?? '';
  const res = await fetch(`${sandboxUrl()}/console/chat${path}`, {
    method: 'POST', redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ csrf, ...form }),
  });
  expect(res.status).toBe(303);
  const location = res.headers.get('location') ?? '';
  expect(location).not.toMatch(/error=/);
  return location;
}

const startChat = (token: string, vars: Record<string, unknown>) =>
  gql(`mutation($kind: ChatKind!, $topic: String, $subOption: String, $context: ChatContextInput) {
    startChat(kind: $kind, topic: $topic, subOption: $subOption, context: $context) { ${CONVERSATION} } }`, vars, token);
const send = (token: string, conversationId: string, text: string) =>
  gql(`mutation($id: ID!, $text: String!) { sendChatMessage(conversationId: $id, text: $text) { conversation { status } messages { ${MESSAGE} } } }`, { id: conversationId, text }, token);
const read = (token: string, id: string) => gql(`query($id: ID!) { chatConversation(id: $id) { ${CONVERSATION} messages { ${MESSAGE} } } }`, { id }, token);

describe('live chat', () => {
  it('is available for wrap.adviser (dev: no business-hours check); Q follows the brand flag liveChat.asyncChat', async () => {
    const q = 'query { chatAvailability { live reason message asyncAvailable } }';
    expect((await gql(q, {}, olivia)).data.chatAvailability).toEqual({ live: true, reason: null, message: null, asyncAvailable: true });
    // grow.adviser's brand has no Q (liveChat.asyncChat off).
    expect((await gql(q, {}, liam)).data.chatAvailability.asyncAvailable).toBe(false);
  });

  it('wizard topic → the console accepts and replies → the adviser hears it live; the chat ends', async () => {
    const started = await startChat(olivia, { kind: 'LIVE', topic: 'Wrap investments (IDPS)', subOption: 'Something else?', context: { name: 'request_centre', referenceId: 'R1001' } });
    expect(started.errors).toBeUndefined();
    const chat = started.data.startChat;
    expect(chat).toMatchObject({ kind: 'LIVE', status: 'QUEUED', topic: 'Wrap investments (IDPS)', subOption: 'Update account or something else', context: { name: 'request_centre', referenceId: 'R1001' } });

    const stream = subscribe(`subscription($id: ID!) { chatEvents(conversationId: $id) { conversationId status agentName message { ${MESSAGE} } } }`, olivia, { id: chat.id });
    try {
      await stream.opened;
      const queue = await (await fetch(`${sandboxUrl()}/console/chat`)).text();
      expect(queue).toContain('Wrap investments (IDPS) / Update account or something else');
      expect(queue).toContain('request_centre R1001');

      await consoleForm(`/${chat.id}/accept`, { agentName: 'Sam' });
      expect((await stream.next((r) => r.data?.chatEvents?.status === 'ACTIVE')).data.chatEvents.agentName).toBe('Sam');

      expect((await send(olivia, chat.id, 'My client needs a new address')).data.sendChatMessage.messages).toHaveLength(1);
      const agentPage = await (await fetch(`${sandboxUrl()}/console/chat/${chat.id}`)).text();
      expect(agentPage).toContain('My client needs a new address');

      await consoleForm(`/${chat.id}/reply`, { text: 'Happy to help with that, Olivia.' });
      const reply = await stream.next((r) => r.data?.chatEvents?.message?.source === 'agent');
      expect(reply.data.chatEvents.message).toMatchObject({ type: 'human', text: 'Happy to help with that, Olivia.', agentName: 'Sam' });

      const ended = await gql(`mutation($id: ID!) { endChat(conversationId: $id) { status } }`, { id: chat.id }, olivia);
      expect(ended.data.endChat.status).toBe('ENDED');
      await stream.next((r) => r.data?.chatEvents?.message?.text === 'This chat has ended');
    } finally {
      stream.close();
    }
    const { data } = await read(olivia, chat.id);
    expect(data.chatConversation.messages[0]).toMatchObject({ source: 'system', entryType: 'routing' });
    expect(data.chatConversation.messages.map((m: { text: string }) => m.text)).toContain('Happy to help with that, Olivia.');
    const late = await send(olivia, chat.id, 'one more thing');
    expect(late.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'CHAT_ENDED' });
  });
});

describe('the assistant Q', () => {
  let id: string;

  afterAll(async () => {
    if (id) await gql(`mutation($id: ID!) { endChat(conversationId: $id) { status } }`, { id }, olivia);
  });

  it('greets the adviser by first name and answers from its script', async () => {
    const res = await startChat(olivia, { kind: 'ASYNC' });
    expect(res.errors).toBeUndefined();
    id = res.data.startChat.id;
    const { data } = await read(olivia, id);
    expect(data.chatConversation.messages[0]).toMatchObject({ source: 'chatbot', agentName: 'Q' });
    expect(data.chatConversation.messages[0].text).toMatch(/^Hi Olivia, I'm Q/);
    const answered = await send(olivia, id, 'How do I make a BPAY payment?');
    expect(answered.data.sendChatMessage.messages.map((m: { source: string }) => m.source)).toEqual(['user', 'chatbot']);
    expect(answered.data.sendChatMessage.messages[1].text).toContain('Manage payments');
  });

  it('the conversation survives a new sign-in', async () => {
    const again = (await passwordGrant('wrap.adviser')).access_token;
    const mine = await gql(`query { myAsyncConversation { id messages { text } } }`, {}, again);
    expect(mine.data.myAsyncConversation.id).toBe(id);
    expect(mine.data.myAsyncConversation.messages.some((m: { text: string }) => m.text === 'How do I make a BPAY payment?')).toBe(true);
    expect((await startChat(again, { kind: 'ASYNC' })).data.startChat.id).toBe(id);
  });

  it('another adviser cannot read, post to, hand over, end or listen to it: NOT_FOUND', async () => {
    expect((await read(liam, id)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await send(liam, id, 'hello')).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await gql(`mutation($id: ID!) { requestHuman(conversationId: $id) { conversation { status } } }`, { id }, liam)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await gql(`mutation($id: ID!) { endChat(conversationId: $id) { status } }`, { id }, liam)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await gql(`query { myAsyncConversation { id } }`, {}, liam)).data?.myAsyncConversation?.id).not.toBe(id);
    const stream = subscribe(`subscription($id: ID!) { chatEvents(conversationId: $id) { conversationId } }`, liam, { id });
    try {
      const first = await stream.next();
      expect(first.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    } finally {
      stream.close();
    }
    // And it is untouched.
    expect((await read(olivia, id)).data.chatConversation.messages.some((m: { text: string }) => m.text === 'hello')).toBe(false);
  });

  it('hands over to a person when asked, queued for the console', async () => {
    const res = await gql(`mutation($id: ID!) { requestHuman(conversationId: $id) { conversation { status } messages { ${MESSAGE} } } }`, { id }, olivia);
    expect(res.data.requestHuman.conversation.status).toBe('QUEUED');
    expect(res.data.requestHuman.messages.at(-1)).toMatchObject({ source: 'system', entryType: 'routing' });
  });

  it('refuses long or control-character messages', async () => {
    expect((await send(olivia, id, 'x'.repeat(2001))).errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: expect.stringMatching(/text$/) });
    expect((await send(olivia, id, 'ring\u0007')).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await read(olivia, 'not-an-id')).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});
