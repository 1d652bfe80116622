import { describe, expect, it, vi } from 'vitest';
import { LogQueue, type LogEntry } from './log-queue';

const entry = (n: number, extra = ''): LogEntry => ({ type: 'ajax', timestamp: `t${n}`, n, extra });
type Batch = Record<string, unknown>[];

describe('tracking log batches', () => {
  it('sends nothing until the metadata is known, then every entry with it', async () => {
    let metadata: Record<string, unknown> | null = null;
    const send = vi.fn(async (_logs: Batch, _keepalive: boolean) => undefined);
    const queue = new LogQueue({ send, metadata: () => metadata });
    queue.add(entry(1));
    queue.add(entry(2));
    await queue.flush();
    expect(send).not.toHaveBeenCalled();
    metadata = { mac: 'M1', sessionId: 's' };
    await queue.flush();
    expect(send).toHaveBeenCalledTimes(1);
    const [logs, keepalive] = send.mock.calls[0];
    expect(keepalive).toBe(false);
    expect(logs).toEqual([
      { type: 'ajax', timestamp: 't1', n: 1, extra: '', mac: 'M1', sessionId: 's' },
      { type: 'ajax', timestamp: 't2', n: 2, extra: '', mac: 'M1', sessionId: 's' },
    ]);
    expect(queue.size).toBe(0);
  });

  it('splits batches by count and by bytes, and drops an entry too large to send', async () => {
    const batches: Batch[] = [];
    const queue = new LogQueue({ send: async (logs) => batches.push(logs), metadata: () => ({}), maxEntries: 2, maxBytes: 200 });
    for (let i = 0; i < 5; i++) queue.add(entry(i));
    queue.add(entry(99, 'x'.repeat(300)));
    queue.add(entry(6, 'y'.repeat(100)));
    queue.add(entry(7, 'z'.repeat(100)));
    await queue.flush(true);
    expect(batches.flat().map((l) => l.n)).toEqual([0, 1, 2, 3, 4, 6, 7]);
    expect(batches.length).toBeGreaterThanOrEqual(4);
    for (const batch of batches) {
      expect(batch.length).toBeLessThanOrEqual(2);
      expect(new TextEncoder().encode(JSON.stringify(batch)).length).toBeLessThanOrEqual(200);
    }
  });

  it('keeps at most its capacity, dropping the oldest, and survives a failed send', async () => {
    const send = vi.fn(async (_logs: Batch) => Promise.reject(new Error('offline')));
    const queue = new LogQueue({ send, metadata: () => ({}), capacity: 3 });
    for (let i = 0; i < 5; i++) queue.add(entry(i));
    expect(queue.size).toBe(3);
    await expect(queue.flush()).resolves.toBeUndefined();
    expect(send.mock.calls[0][0].map((l) => l.n)).toEqual([2, 3, 4]);
    expect(queue.size).toBe(0);
  });
});
