// The deterministic seed: the same seed number writes the same rows (dates relative to the reference day).
import type { Db } from '../db/types.js';
import { bulkInsert } from '../db/bulk-insert.js';
import { AccountFactory } from './account-factory.js';
import { dayMs, sydneyToday } from './calendar.js';
import { generateClients } from './generate-clients.js';
import { generateGroups } from './generate-groups.js';
import {
  FAVOURITES_ADVISER, LIMITED_ADVISER, accessRows, creatorMac, preferenceRows, userEntityRows, userRows,
} from './generate-users.js';
import { planAdvisers } from './plan-advisers.js';
import { Random } from './random.js';
import { featurePropertyRows, holidayRows } from './reference-data.js';
import { Samples } from './samples.js';
import { TABLES, toColumns, type TableName } from './tables.js';
import { writeAccounts } from './write-accounts.js';
import { deferIndexes } from './deferred-indexes.js';

export { DEMO_USERS, DEMO_PASSWORD, type DemoUser } from './demo-users.js';

export interface SeedOptions {
  accounts?: number;
  clients?: number;
  seed?: number;
  log?: (msg: string) => void;
  /** The reference day ('yyyy-MM-dd') dates count back from; default today in Sydney. */
  today?: string;
}

export interface SeedSummary {
  accounts: number;
  clients: number;
  users: number;
  groups: number;
  ms: number;
}

export const SEED_DEFAULTS = { accounts: 5000, clients: 1500, seed: 20261121 } as const;
export const CLIENTS_PER_ACCOUNT = 0.3;

const SEED_LOCK = 727_274_002;

export async function isSeeded(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ seeded: boolean }>('select exists (select 1 from users) as seeded');
  return rows[0].seeded;
}

/** Seeds an empty, migrated store; on a seeded one it changes nothing and reports what is there. */
export async function seed(db: Db, opts: SeedOptions = {}): Promise<SeedSummary> {
  const started = performance.now();
  const accounts = opts.accounts ?? SEED_DEFAULTS.accounts;
  // Three clients for every ten accounts unless told otherwise (5,000 accounts: 1,500 clients).
  const clients = opts.clients ?? Math.round(accounts * CLIENTS_PER_ACCOUNT);
  const seedNumber = opts.seed ?? SEED_DEFAULTS.seed;
  const reference = opts.today ?? sydneyToday();
  const log = opts.log ?? (() => {});
  for (const [name, value] of Object.entries({ accounts, clients, seed: seedNumber })) {
    if (!Number.isInteger(value) || value < 0) throw new Error(`seed: ${name} must be a whole number >= 0, got ${value}`);
  }
  if (accounts > 0 && clients === 0) throw new Error('seed: accounts need at least one client');
  if (seedNumber > 2 ** 31 - 1) throw new Error(`seed: the seed must fit in 31 bits, got ${seedNumber}`);
  dayMs(reference); // a bad --today fails here, not half-way through the load

  const { counts, written } = await db.transaction(async (tx) => {
    // Two processes starting on one empty PostgreSQL database: the second waits, then finds it seeded.
    if (tx.kind === 'postgres') await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK]);
    if (await isSeeded(tx)) {
      log('already seeded; nothing written');
      return { counts: await existingCounts(tx), written: false };
    }
    return { counts: await writeSeed(tx, { accounts, clients, seed: seedNumber, reference, log }), written: true };
  });
  if (written) {
    // Fresh statistics, or the planner guesses row counts and skips the trigram indexes.
    await db.exec('analyze');
    // PGlite keeps the load's write-ahead log (hundreds of MB at a million accounts) until a checkpoint.
    if (db.kind === 'pglite') await db.exec('checkpoint');
  }
  const ms = Math.round(performance.now() - started);
  if (written) log(`seeded in ${(ms / 1000).toFixed(1)} s`);
  return { ...counts, ms };
}

async function writeSeed(
  tx: Db,
  o: { accounts: number; clients: number; seed: number; reference: string; log: (msg: string) => void },
): Promise<Omit<SeedSummary, 'ms'>> {
  const insert = (table: TableName, rows: object[]) => insertInBatches(tx, table, rows);
  o.log(`seed ${o.seed}: ${o.accounts} accounts, ${o.clients} clients, dates relative to ${o.reference}`);

  const plan = planAdvisers(o.seed, o.accounts);
  await insert('dealers', plan.dealers.map((d) => ({ dealer_code: d.code, dealer_name: d.name, brand: d.brand })));
  await insert('adviser_entities', plan.entities);
  const users = userRows(o.seed, o.reference);
  await insert('users', users);
  await insert('user_entities', userEntityRows(plan));
  o.log(`${plan.dealers.length} dealers, ${plan.persons.length} advisers, ${plan.entities.length} adviser entities, ${users.length} users`);

  const restoreIndexes = await deferIndexes(tx, ['clients', 'accounts', 'account_advisers', 'account_search']);
  const clientList = generateClients(o.seed, o.clients, plan.persons);
  await insert('clients', clientList);
  o.log(`${clientList.length} clients`);

  const groupAdvisers = new Set(plan.persons.filter((p) => p.groups > 0).map((p) => p.key));
  const samples = new Samples(groupAdvisers, LIMITED_ADVISER, FAVOURITES_ADVISER);
  const factory = new AccountFactory(Random.for(o.seed, 'accounts'), o.reference, plan.personsByDealer, plan.dealerEntity);
  await writeAccounts(tx, { seed: o.seed, total: o.accounts, clients: clientList, factory, samples, log: o.log });
  const indexing = performance.now();
  await restoreIndexes();
  o.log(`indexes built in ${((performance.now() - indexing) / 1000).toFixed(1)} s`);

  const groups = generateGroups(o.seed, o.reference, plan.persons, samples.groupCandidates, (p) => creatorMac(p.key));
  await insert('account_groups', groups.groups);
  await insert('account_group_members', groups.members);
  const limitedGroup = groups.byAdviser.get(LIMITED_ADVISER)?.[0];
  const fullAccess = groups.members.filter((m) => m.group_code === limitedGroup).map((m) => m.account_id);
  await insert('user_account_access', accessRows(fullAccess, samples.limitedWrapAccounts));
  await insert('preferences', preferenceRows(o.reference, samples.favourites, groups.byAdviser.get(FAVOURITES_ADVISER) ?? []));
  await insert('feature_properties', featurePropertyRows());
  await insert('public_holidays', holidayRows(o.reference));
  await tx.query(
    'insert into seed_info (seed, reference_date, accounts, clients) values ($1, $2, $3, $4)',
    [o.seed, o.reference, o.accounts, o.clients],
  );
  o.log(`${groups.groups.length} account groups`);
  return { accounts: o.accounts, clients: clientList.length, users: users.length, groups: groups.groups.length };
}

async function insertInBatches(tx: Db, table: TableName, rows: object[], size = 5000): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    await bulkInsert(tx, table, TABLES[table], toColumns(table, rows.slice(i, i + size)));
  }
}

async function existingCounts(tx: Db): Promise<Omit<SeedSummary, 'ms'>> {
  const { rows } = await tx.query<Omit<SeedSummary, 'ms'>>(
    `select (select count(*) from accounts) as accounts, (select count(*) from clients) as clients,
            (select count(*) from users) as users, (select count(*) from account_groups) as groups`,
  );
  return rows[0];
}
