// Chat events across gateway instances (issue 15; as tests/live-redis.test.ts for alerts): two gateways share
// Redis; a chat event the chat service sends to the first reaches the conversation's subscription on the second.
import { describe, expect, it } from 'vitest';
import { gatewaysOnRedis } from './redis-gateways.ts';
import { readSseData } from '../scripts/lib/sse.ts';
import { passwordGrant, sandboxApi } from './support.ts';

const { gateways: g, sendEvent } = gatewaysOnRedis();

describe('chat events through Redis', () => {
  it("a message sent to instance A reaches the conversation's subscription on instance B", async () => {
    const token = (await passwordGrant('wrap.adviser')).access_token;
    // A LIVE conversation of the user's own (the ASYNC one is another test's).
    const started = await sandboxApi('/api/wealth/chat/v1/conversations', token, { method: 'POST', body: JSON.stringify({ kind: 'LIVE', topic: 'Redis' }) });
    expect(started.status).toBe(201);
    const id = started.body.data.conversationId as string;
    const controller = new AbortController();
    const frames: any[] = [];
    try {
      const res = await fetch(`${g.b.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: 'subscription($id: ID!) { chatEvents(conversationId: $id) { conversationId message { text source } } }', variables: { id } }),
        signal: controller.signal,
      });
      const timer = setTimeout(() => controller.abort(), 5_000);
      const reading = readSseData(res.body!, (data) => {
        frames.push(JSON.parse(data));
        controller.abort();
      }).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 800));
      const message = { id: '999999', conversationId: id, source: 'agent', type: 'human', text: 'Across instances', timestamp: new Date().toISOString(), agentName: 'Sam', entryType: null };
      expect((await sendEvent(g.a.url, { type: 'chat.message', mac: 'M0000001', conversationId: id, message })).status).toBe(202);
      await reading;
      clearTimeout(timer);
    } finally {
      controller.abort();
      await sandboxApi(`/api/wealth/chat/v1/conversations/${id}/end`, token, { method: 'POST' });
    }
    expect(frames[0]?.data?.chatEvents).toEqual({ conversationId: id, message: { text: 'Across instances', source: 'agent' } });
  });

  it('refuses a malformed chat event', async () => {
    expect((await sendEvent(g.a.url, { type: 'chat.message', mac: 'M0000001', conversationId: 'x' })).status).toBe(400);
  });
});
