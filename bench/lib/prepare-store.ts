// After a seed: applies any newer migrations, orders account_search by entity key (CLUSTER: a user's
// links then sit on few pages, which a keyword search reads), and runs VACUUM ANALYZE. PGlite has no
// autovacuum, and a store loaded in one transaction otherwise rewrites each page the first time a
// query reads it (hint bits), which would be timed as search latency. book_accounts too: the book's lists walk its
// indexes without reading the table only where the visibility map says every row is visible.
import { migrate, openDb } from '../../sandbox/src/db/index.js';
import type { OpenDbOptions } from '../../sandbox/src/db/types.js';

export async function prepareStore(label: string, options: OpenDbOptions): Promise<void> {
  const started = performance.now();
  const db = await openDb(options);
  try {
    const applied = await migrate(db);
    if (applied.length) console.log(`[${label}] migrated: ${applied.join(', ')}`);
    // One transaction: on PostgreSQL the pool would otherwise run each statement on any connection.
    await db.transaction(async (tx) => {
      await tx.exec(`set local maintenance_work_mem = '256MB'`);
      await tx.exec('create index account_search_entity on account_search (entity_key, account_id)');
      await tx.exec('cluster account_search using account_search_entity');
      await tx.exec('drop index account_search_entity');
    });
    await db.exec('vacuum analyze accounts, account_advisers, account_search, clients, book_accounts');
  } finally {
    await db.close();
  }
  console.log(`[${label}] cluster and vacuum analyze done (${((performance.now() - started) / 1000).toFixed(0)} s)`);
}
