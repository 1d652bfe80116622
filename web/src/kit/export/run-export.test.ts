import { describe, expect, it } from 'vitest';
import { runExport, type ExportSource } from './run-export';

interface Row {
  name: string;
  amount: string;
}

function source(pages: Row[][]): ExportSource<Row> & { calls: (string | null)[] } {
  const calls: (string | null)[] = [];
  return {
    calls,
    headers: ['Name', 'Amount'],
    toCells: (r) => [r.name, r.amount],
    toQif: (r) => ({ date: '2026-01-02', amount: r.amount, payee: r.name }),
    async fetchPage(after) {
      calls.push(after);
      const index = after ? Number(after) : 0;
      return { rows: pages[index], next: index + 1 < pages.length ? String(index + 1) : null, total: pages.flat().length };
    },
  };
}

describe('runExport', () => {
  it('walks every page and writes a BOM-led CSV, reporting progress up to 100', async () => {
    const src = source([[{ name: 'A', amount: '1.00' }, { name: 'B', amount: '2.00' }], [{ name: 'C, D', amount: '3.00' }]]);
    const progress: number[] = [];
    const blob = await runExport(src, { format: 'csv', onProgress: (p) => progress.push(p) });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('Name,Amount\r\nA,1.00\r\nB,2.00\r\n"C, D",3.00\r\n');
    expect(src.calls).toEqual([null, '1']);
    expect(progress).toEqual([66, 100]);
  });

  it('writes QIF records', async () => {
    const blob = await runExport(source([[{ name: 'A', amount: '1.00' }]]), { format: 'qif' });
    expect(await blob.text()).toBe('!Type:Bank\r\nD02/01/2026\r\nT1.00\r\nPA\r\n^\r\n');
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(runExport(source([[{ name: 'A', amount: '1.00' }]]), { format: 'csv', signal: controller.signal })).rejects.toThrow();
  });
});
