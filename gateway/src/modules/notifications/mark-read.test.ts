import { describe, expect, it } from 'vitest';
import { markInChunks } from './mark-read.js';

describe('markInChunks', () => {
  it('sends chunks of 10 and pauses after every 5 chunks', async () => {
    const ids = Array.from({ length: 120 }, (_, i) => String(i + 1));
    const log: string[] = [];
    const result = await markInChunks(ids, async (chunk) => void log.push(`send ${chunk.length} from ${chunk[0]}`), {
      pause: async (ms) => void log.push(`pause ${ms}`),
    });
    expect(result).toEqual({ marked: ids, failed: [], errors: [] });
    expect(log.filter((l) => l.startsWith('send'))).toHaveLength(12);
    expect(log.every((l) => !l.startsWith('send') || l.startsWith('send 10'))).toBe(true);
    // 12 chunks: a pause before the 6th and the 11th.
    expect(log.map((l, i) => (l.startsWith('pause') ? i : -1)).filter((i) => i >= 0)).toEqual([5, 11]);
    expect(log[5]).toBe('pause 1000');
  });

  it('goes on past a failing chunk and reports its ids as failed', async () => {
    const ids = Array.from({ length: 25 }, (_, i) => String(i + 1));
    const result = await markInChunks(ids, async (chunk) => {
      if (chunk[0] === '11') throw new Error('upstream 503');
    }, { pause: async () => undefined });
    expect(result.failed).toEqual(ids.slice(10, 20));
    expect(result.marked).toEqual([...ids.slice(0, 10), ...ids.slice(20)]);
    expect(result.errors).toHaveLength(1);
  });

  it('sends nothing for no ids', async () => {
    let calls = 0;
    expect((await markInChunks([], async () => void calls++)).marked).toEqual([]);
    expect(calls).toBe(0);
  });
});
