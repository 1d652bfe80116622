import { describe, expect, it } from 'vitest';
import { isChatEvent, parseChatEvent } from './chat-events.js';

const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
const message = { id: '1', conversationId: id, source: 'agent', type: 'human', text: 'Hi', timestamp: '2026-11-26T00:00:00Z', agentName: 'Sam', entryType: null };

describe('parseChatEvent', () => {
  it('keys an event by the owner mac and the conversation', () => {
    expect(isChatEvent({ type: 'chat.message' })).toBe(true);
    expect(isChatEvent({ type: 'alert.counts' })).toBe(false);
    expect(parseChatEvent({ type: 'chat.message', mac: 'M0000001', conversationId: id, message })).toEqual({
      key: `M0000001/${id}`, event: { type: 'chat.message', conversationId: id, message },
    });
    expect(parseChatEvent({ type: 'chat.state', mac: 'M0000001', conversationId: id, conversation: { status: 'ENDED' } })).toMatchObject({ key: `M0000001/${id}` });
  });

  it('refuses what is not a chat event', () => {
    expect(parseChatEvent({ type: 'chat.other', mac: 'M1', conversationId: id })).toBe('unknown event type');
    expect(parseChatEvent({ type: 'chat.message', mac: 'M1/x', conversationId: id, message })).toBe('mac is missing');
    expect(parseChatEvent({ type: 'chat.message', mac: 'M1', conversationId: '../x', message })).toBe('conversationId is missing');
    expect(parseChatEvent({ type: 'chat.message', mac: 'M1', conversationId: id, message: { id: 1 } })).toBe('message is missing');
    expect(parseChatEvent({ type: 'chat.state', mac: 'M1', conversationId: id })).toBe('conversation is missing');
  });
});
