import { describe, expect, it, vi } from 'vitest';
import { labelRows, RATE_KEY_TABLES } from './rate-keys.js';

describe('labelRows', () => {
  it('labels rows from the brand’s table', () => {
    const log = { error: vi.fn() };
    expect(labelRows([{ key: 'CMA', rate: 2.25 }], { brand: 'mgl', kind: 'cash' }, log)).toEqual([
      { key: 'CMA', rate: 2.25, label: 'Cash Management Account' },
    ]);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('reports a missing table and gives an empty mapping (002 §8)', () => {
    const log = { error: vi.fn() };
    expect(labelRows([{ key: 'CMA', rate: 2.25 }], { brand: 'perpetual', kind: 'cash' }, log)).toEqual([]);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(JSON.parse(log.error.mock.calls[0][0])).toEqual({ level: 'error', msg: 'rate key mapping missing', brand: 'perpetual', kind: 'cash' });
  });

  it('reports keys the table lacks once and leaves their rows out', () => {
    const log = { error: vi.fn() };
    const rows = labelRows(
      [{ key: 'WRAP_SUPER', rates: [1] }, { key: 'NEW_PRODUCT', rates: [2] }, { key: 'OTHER', rates: [3] }],
      { brand: 'mgl', kind: 'wrap' },
      log,
    );
    expect(rows.map((r) => r.label)).toEqual(['Wrap Super']);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(JSON.parse(log.error.mock.calls[0][0])).toMatchObject({ brand: 'mgl', kind: 'wrap', keys: ['NEW_PRODUCT', 'OTHER'] });
  });

  it('has a wrap table for every brand family', () => {
    for (const brand of ['mgl', 'oasis', 'perpetual']) expect(Object.keys(RATE_KEY_TABLES[brand].wrap ?? {})).not.toHaveLength(0);
  });
});
