import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Batcher, CHUNK_TYPE, FLUSH_INTERVAL_MS, LIMITS, encodeEvent, takeBatch, utf8Bytes, wireBytes, type ChunkEvent } from './batcher';

/** The viewer's side: the chunks of each id joined back into the event (sandbox viewer page). */
function reassemble(texts: string[]): unknown[] {
  const out: unknown[] = [];
  const parts = new Map<string, string[]>();
  for (const text of texts) {
    const e = JSON.parse(text) as ChunkEvent | Record<string, unknown>;
    if (e.type !== CHUNK_TYPE) {
      out.push(e);
      continue;
    }
    const c = e as ChunkEvent;
    const list = parts.get(c.id) ?? [];
    list[c.index] = c.data;
    parts.set(c.id, list);
    if (list.filter((p) => p !== undefined).length === c.total) out.push(JSON.parse(list.join('')));
  }
  return out;
}

describe('recording events within the gateway limits', () => {
  it('sends a small event whole', () => {
    expect(encodeEvent({ type: 3, data: { x: 1 } }, '1')).toEqual(['{"type":3,"data":{"x":1}}']);
  });

  it('splits a large snapshot (quotes, non-ASCII, emoji across a chunk edge) into chunks within the limits and joins it back', () => {
    const text = '"quoted" café 😀 \\ '.repeat(20_000); // ~400 KB once serialised, quotes doubled on the wire
    const event = { type: 2, data: { node: { textContent: text } }, timestamp: 1 };
    const chunks = encodeEvent(event, '7');
    expect(chunks.length).toBeGreaterThan(400);
    for (const c of chunks) expect(c.length).toBeLessThanOrEqual(LIMITS.eventChars);
    expect(reassemble(chunks)).toEqual([event]);
  });

  it('takes batches of at most 200 events and 60 KB as variables, in order', () => {
    const queue = Array.from({ length: 500 }, (_, i) => JSON.stringify({ type: 3, i }));
    const first = takeBatch(queue);
    expect(first).toHaveLength(LIMITS.callEvents);
    expect(JSON.parse(first[0]).i).toBe(0);
    expect(queue).toHaveLength(500 - LIMITS.callEvents);
    const quoted = encodeEvent({ type: 2, s: '"'.repeat(100_000) }, '1');
    const total = quoted.length;
    const batch = takeBatch(quoted);
    expect(batch.reduce((n, t) => n + wireBytes(t), 0)).toBeLessThanOrEqual(LIMITS.callWireBytes);
    expect(batch.reduce((n, t) => n + utf8Bytes(t), 0)).toBeLessThanOrEqual(LIMITS.callBytes);
    expect(batch.length).toBeGreaterThan(10);
    expect(quoted.length).toBe(total - batch.length);
  });
});

describe('Batcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends what arrived within the interval as one call, one call at a time, in order', async () => {
    const calls: string[][] = [];
    let release: () => void = () => undefined;
    const send = vi.fn((events: string[]) => {
      calls.push(events);
      return new Promise<void>((resolve) => (release = resolve));
    });
    const batcher = new Batcher({ send, onFailure: vi.fn() });
    batcher.push({ type: 4, n: 1 });
    batcher.push({ type: 2, n: 2 });
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    expect(calls).toEqual([['{"type":4,"n":1}', '{"type":2,"n":2}']]);
    batcher.push({ type: 3, n: 3 });
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS * 3);
    expect(send).toHaveBeenCalledTimes(1); // the first call is still out
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls[1]).toEqual(['{"type":3,"n":3}']);
  });

  it('a failed upload reports once and sends nothing more', async () => {
    const onFailure = vi.fn();
    const send = vi.fn(async () => Promise.reject(new Error('refused')));
    const batcher = new Batcher({ send, onFailure });
    batcher.push({ type: 3 });
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    expect(onFailure).toHaveBeenCalledTimes(1);
    batcher.push({ type: 3 });
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS * 2);
    expect(send).toHaveBeenCalledTimes(1);
    expect(batcher.pending).toBe(0);
  });
});
