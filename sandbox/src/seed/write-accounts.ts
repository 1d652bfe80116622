// Streams accounts and their adviser links into the store in batches, without holding them all in memory.
import { BatchWriter } from '../db/bulk-insert.js';
import type { Db } from '../db/types.js';
import { AccountFactory } from './account-factory.js';
import type { Client } from './generate-clients.js';
import { Random } from './random.js';
import type { Samples } from './samples.js';
import { TABLES, toValues } from './tables.js';

const BATCH = 5000;
const LOG_EVERY = 50_000;

export async function writeAccounts(
  tx: Db,
  opts: { seed: number; total: number; clients: Client[]; factory: AccountFactory; samples: Samples; log: (msg: string) => void },
): Promise<void> {
  const { total, clients, factory, samples, log } = opts;
  const random = Random.for(opts.seed, 'account-owners');
  const accounts = new BatchWriter(tx, 'accounts', TABLES.accounts, BATCH);
  const links = new BatchWriter(tx, 'account_advisers', TABLES.account_advisers, Number.POSITIVE_INFINITY);
  // Prospects have no accounts yet.
  let owners = clients.filter((c) => c.status !== 'Prospect');
  if (owners.length === 0) owners = clients;
  const started = performance.now();
  let nextLog = LOG_EVERY;

  while (factory.index < total) {
    let client = owners[random.int(0, owners.length - 1)];
    const lastRow = total - factory.index === 1;
    // Wrap and online trading events are two rows; the last row must be a one-row cash account.
    if (lastRow && !AccountFactory.hasSingleRowKind(client.person)) {
      client = owners.find((c) => AccountFactory.hasSingleRowKind(c.person)) ?? client;
    }
    const event = factory.make(client, { singleRow: lastRow });
    for (const row of event.rows) accounts.add(toValues('accounts', row));
    for (const link of event.links) links.add(toValues('account_advisers', link));
    samples.observe(event, client);
    // Links reference accounts, so accounts are always written first.
    if (accounts.full) {
      await accounts.flush();
      await links.flush();
    }
    if (factory.index >= nextLog) {
      log(`accounts ${factory.index.toLocaleString('en-AU')} / ${total.toLocaleString('en-AU')} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
      nextLog += LOG_EVERY;
    }
  }
  await accounts.flush();
  await links.flush();
}
