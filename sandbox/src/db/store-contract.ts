// The behaviour both drivers must share, registered as tests by db.test.ts (PGlite) and postgres.test.ts.
import { expect, it } from 'vitest';
import type { Db } from './types.js';

export function storeContract(db: () => Db) {
  it('returns the same value shapes from either driver', async () => {
    const { rows } = await db().query(
      `select 12::int8 as big, count(*) as n, 1234.5::numeric(16,2) as money, date '2026-01-02' as day,
              array[date '2026-01-02'] as days, timestamptz '2026-01-02T03:04:05Z' as at, '{"a":1}'::jsonb as doc,
              array['x','y'] as list, true as flag, null::date as nothing`,
    );
    expect(rows[0]).toEqual({
      big: 12, n: 1, money: '1234.50', day: '2026-01-02', days: ['2026-01-02'], at: new Date('2026-01-02T03:04:05Z'),
      doc: { a: 1 }, list: ['x', 'y'], flag: true, nothing: null,
    });
  });

  it('commits, rolls back on error and nests with savepoints', async () => {
    await db().exec('create table t_tx (n int primary key)');
    await db().transaction(async (tx) => {
      await tx.query('insert into t_tx values (1)');
      await tx.transaction(async (inner) => inner.query('insert into t_tx values (2)'));
      await tx
        .transaction(async (inner) => {
          await inner.query('insert into t_tx values (3)');
          throw new Error('undo 3');
        })
        .catch(() => {});
    });
    await expect(
      db().transaction(async (tx) => {
        await tx.query('insert into t_tx values (4)');
        throw new Error('undo 4');
      }),
    ).rejects.toThrow('undo 4');
    const { rows } = await db().query<{ n: number }>('select n from t_tx order by n');
    expect(rows.map((r) => r.n)).toEqual([1, 2]);
  });

  it('reports affected rows', async () => {
    expect((await db().query('update t_tx set n = n + 10')).rowCount).toBe(2);
  });

  it('inserts arrays of rows with unnest, nulls and quotes included', async () => {
    await db().exec('create table t_bulk (id text, amount numeric(16,2), day date, ok boolean, doc jsonb, tags text[])');
    const { bulkInsert } = await import('./bulk-insert.js');
    await bulkInsert(
      db(),
      't_bulk',
      [
        { name: 'id', type: 'text' }, { name: 'amount', type: 'numeric' }, { name: 'day', type: 'date' },
        { name: 'ok', type: 'boolean' }, { name: 'doc', type: 'jsonb' }, { name: 'tags', type: 'text[]' },
      ],
      [
        ['a', `O'Brien "x", {y}`, null],
        ['1.50', null, '99999999999999.99'],
        ['2026-01-01', null, '2026-12-31'],
        [true, null, false],
        ['{"k":"v"}', null, '[1,2]'],
        ['{FEE}', null, '{REPORTING,STATEMENTS}'],
      ],
    );
    const { rows } = await db().query('select * from t_bulk order by day nulls first');
    expect(rows).toEqual([
      { id: `O'Brien "x", {y}`, amount: null, day: null, ok: null, doc: null, tags: null },
      { id: 'a', amount: '1.50', day: '2026-01-01', ok: true, doc: { k: 'v' }, tags: ['FEE'] },
      { id: null, amount: '99999999999999.99', day: '2026-12-31', ok: false, doc: [1, 2], tags: ['REPORTING', 'STATEMENTS'] },
    ]);
  });
}
