// Many rows in one statement: one array parameter per column, zipped back into rows by unnest().
// One statement per batch of thousands of rows is what makes a million-account seed take minutes.
import type { Db } from './types.js';

export interface BulkColumn {
  name: string;
  /** SQL type of the column: text, numeric, date, boolean, integer, timestamptz, jsonb or text[]. */
  type: string;
}

// unnest() flattens multi-dimensional arrays and node-postgres cannot send jsonb[] of objects, so
// these travel as text and are cast per row.
const SENT_AS_TEXT = new Set(['jsonb', 'text[]']);

/** Inserts rows given column-wise: columns[i] holds every row's value for spec[i]. */
export async function bulkInsert(db: Db, table: string, spec: BulkColumn[], columns: unknown[][]): Promise<number> {
  const count = columns[0]?.length ?? 0;
  if (count === 0) return 0;
  if (columns.length !== spec.length || columns.some((c) => c.length !== count)) {
    throw new Error(`bulkInsert ${table}: ragged columns`);
  }
  const params = spec.map((c, i) => `$${i + 1}::${SENT_AS_TEXT.has(c.type) ? 'text' : c.type}[]`);
  const selects = spec.map((c) => (SENT_AS_TEXT.has(c.type) ? `${c.name}::${c.type}` : c.name));
  const sql =
    `insert into ${table} (${spec.map((c) => c.name).join(', ')}) ` +
    `select ${selects.join(', ')} from unnest(${params.join(', ')}) as t(${spec.map((c) => c.name).join(', ')})`;
  await db.query(sql, columns);
  return count;
}

/** Collects rows column-wise and writes them in batches. */
export class BatchWriter {
  private columns: unknown[][];
  written = 0;

  constructor(
    private readonly db: Db,
    readonly table: string,
    private readonly spec: BulkColumn[],
    readonly batchSize = 5000,
  ) {
    this.columns = spec.map(() => []);
  }

  get pending(): number {
    return this.columns[0].length;
  }

  get full(): boolean {
    return this.pending >= this.batchSize;
  }

  add(values: unknown[]): void {
    for (let i = 0; i < this.columns.length; i++) this.columns[i].push(values[i]);
  }

  async flush(): Promise<void> {
    if (this.pending === 0) return;
    const columns = this.columns;
    this.columns = this.spec.map(() => []);
    this.written += await bulkInsert(this.db, this.table, this.spec, columns);
  }
}
