import { describe, expect, it } from 'vitest';
import { fromOtherSide, lastMessageId, mergeMessages, visibleMessages, type ChatMessageView } from './messages';

const m = (id: string, source = 'user', entryType: string | null = null): ChatMessageView => ({ id, source, type: 'text', text: `m${id}`, timestamp: '2026-11-26T05:00:00.000Z', entryType });

describe('messages', () => {
  it('merges live events and catch-up reads once each, in id order (numerically)', () => {
    const merged = mergeMessages([m('9'), m('10')], [m('10'), m('2'), m('11')]);
    expect(merged.map((x) => x.id)).toEqual(['2', '9', '10', '11']);
    expect(lastMessageId(merged)).toBe('11');
    expect(lastMessageId([])).toBeNull();
  });

  it('hides the routing entry; only the support person and Q notify', () => {
    expect(visibleMessages([m('1', 'system', 'routing'), m('2', 'system')]).map((x) => x.id)).toEqual(['2']);
    expect([m('1', 'agent'), m('2', 'chatbot'), m('3', 'user'), m('4', 'system')].map(fromOtherSide)).toEqual([true, true, false, false]);
  });
});
