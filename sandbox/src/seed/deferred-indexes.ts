// Bulk loads run several times faster without secondary indexes to maintain row by row (the trigram
// GIN indexes most of all): drop them, load, and build them once at the end, in the same transaction.
import type { Db } from '../db/types.js';

interface IndexDef {
  name: string;
  def: string;
}

/**
 * Drops the indexes of `tables` that back no constraint (primary keys and unique constraints stay:
 * they keep the load honest) and returns a function that recreates them exactly as they were.
 */
export async function deferIndexes(tx: Db, tables: string[]): Promise<() => Promise<void>> {
  const { rows } = await tx.query<IndexDef>(
    `select i.relname as name, pg_get_indexdef(i.oid) as def
       from pg_index x
       join pg_class i on i.oid = x.indexrelid
       join pg_class t on t.oid = x.indrelid
       join pg_namespace n on n.oid = t.relnamespace
      where n.nspname = current_schema() and t.relname = any($1)
        and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)
      order by i.relname`,
    [tables],
  );
  for (const index of rows) await tx.exec(`drop index ${index.name}`);
  return async () => {
    await tx.exec(`set local maintenance_work_mem = '128MB'`);
    for (const index of rows) await tx.exec(index.def);
  };
}
