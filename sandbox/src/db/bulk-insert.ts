// Many rows in one statement: one array parameter per column, zipped back into rows by unnest().
// One statement per batch of thousands of rows is what makes a million-account seed take minutes.
import type { Db } from './types.js';

export interface BulkColumn {
  name: string;
  /**
   * SQL type of the column: text, numeric, date, boolean, integer, timestamptz, jsonb, bytea or an array type.
   * jsonb, bytea and arrays are given as text: JSON, '\\x<hex>' and array literals ('{a,b}'; see pgArray).
   */
  type: string;
}

// unnest() flattens multi-dimensional arrays and node-postgres cannot send jsonb[] of objects (nor the
// drivers bytea[] alike), so these travel as text and are cast per row.
const SENT_AS_TEXT = new Set(['jsonb', 'bytea']);
const sentAsText = (type: string) => SENT_AS_TEXT.has(type) || type.endsWith('[]');

/** A PostgreSQL array literal of texts ('{"a","b \\"c\\""}'), for array columns given to bulkInsert. */
export function pgArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

/** Inserts rows given column-wise: columns[i] holds every row's value for spec[i]. */
export async function bulkInsert(db: Db, table: string, spec: BulkColumn[], columns: unknown[][]): Promise<number> {
  const count = columns[0]?.length ?? 0;
  if (count === 0) return 0;
  if (columns.length !== spec.length || columns.some((c) => c.length !== count)) {
    throw new Error(`bulkInsert ${table}: ragged columns`);
  }
  const params = spec.map((c, i) => `$${i + 1}::${sentAsText(c.type) ? 'text' : c.type}[]`);
  const selects = spec.map((c) => (sentAsText(c.type) ? `${c.name}::${c.type}` : c.name));
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
