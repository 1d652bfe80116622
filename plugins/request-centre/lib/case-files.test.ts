import { describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES, uploadBatches } from './case-files';

const MB = 1024 * 1024;
const f = (name: string, mb: number) => ({ name, size: mb * MB });

describe('uploadBatches', () => {
  it('keeps small files in one request and splits where the next file would pass 10 MB', () => {
    expect(uploadBatches([f('a', 1), f('b', 2), f('c', 3)]).map((b) => b.map((x) => x.name))).toEqual([['a', 'b', 'c']]);
    expect(uploadBatches([f('a', 6), f('b', 5), f('c', 4), f('d', 10)]).map((b) => b.map((x) => x.name))).toEqual([['a'], ['b', 'c'], ['d']]);
  });

  it('never puts more than the limit in a request', () => {
    const files = [7, 3, 1, 9, 2, 8, 10, 0.5].map((mb, i) => f(String(i), mb));
    for (const batch of uploadBatches(files)) expect(batch.reduce((n, x) => n + x.size, 0)).toBeLessThanOrEqual(MAX_FILE_BYTES);
    expect(uploadBatches([])).toEqual([]);
  });
});
