// `npm run seed -- [--accounts N] [--clients N] [--seed N] [--today yyyy-MM-dd] [--reset] [--cases N]`
// Store from the environment: DATABASE_URL (PostgreSQL; DATABASE_SCHEMA optional) or PGlite in DATA_DIR
// (default .data/pglite). --reset empties the store first: PGlite deletes its data folder; PostgreSQL
// drops the tables and sequences the migrations create. --cases N adds N Request Centre cases across every
// adviser (seedBulkCases), on a fresh or an existing store.
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { dbOptionsFromEnv, migrate, openDb } from './db/index.js';
import { dropMigratedObjects } from './db/reset.js';
import { SEED_DEFAULTS, isSeeded, seed } from './seed/index.js';
import { seedParts } from './seed/seed-parts.js';
import { seedBulkCases } from './seed/request-cases.js';

const { values } = parseArgs({
  options: {
    accounts: { type: 'string' },
    clients: { type: 'string' },
    seed: { type: 'string' },
    today: { type: 'string' },
    reset: { type: 'boolean', default: false },
    cases: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  console.log('npm run seed -- [--accounts N] [--clients N] [--seed N] [--today yyyy-MM-dd] [--reset] [--cases N]');
  process.exit(0);
}

const wholeNumber = (name: string, raw: string | undefined): number | undefined => {
  if (raw === undefined) return undefined;
  const n = Number(raw.replace(/_/g, ''));
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number, got '${raw}'`);
  return n;
};

const accounts = wholeNumber('accounts', values.accounts) ?? SEED_DEFAULTS.accounts;
const cases = wholeNumber('cases', values.cases);
const options = dbOptionsFromEnv();

if (values.reset && options.dataDir) {
  const dir = resolve(options.dataDir);
  // A typo in DATA_DIR must not delete something that is not a data folder.
  if (dir === resolve('/') || dir === resolve('.') || dir === resolve(process.env.HOME ?? '/')) {
    throw new Error(`refusing to delete ${dir}`);
  }
  rmSync(dir, { recursive: true, force: true });
  console.log(`deleted ${dir}`);
}

const started = performance.now();
const db = await openDb(options);
try {
  if (values.reset && options.databaseUrl) {
    await dropMigratedObjects(db);
    console.log('dropped the migrated tables');
  }
  const applied = await migrate(db);
  if (applied.length > 0) console.log(`migrated: ${applied.join(', ')}`);
  if (await isSeeded(db)) {
    console.log('already seeded; run with --reset to seed again');
  } else {
    const summary = await seed(db, {
      accounts,
      clients: wholeNumber('clients', values.clients),
      seed: wholeNumber('seed', values.seed),
      today: values.today,
      log: (msg) => console.log(msg),
    });
    console.log(
      `seeded ${summary.accounts} accounts, ${summary.clients} clients, ${summary.users} users, ${summary.groups} groups ` +
        `in ${(summary.ms / 1000).toFixed(1)} s (total with open and migrate ${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
  }
  if (cases) {
    // The seed parts first (the demo cases take the pinned ids), as the sandbox would on its next start.
    await seedParts(db);
    const bulk = performance.now();
    await seedBulkCases(db, cases, { seed: wholeNumber('seed', values.seed), log: (msg) => console.log(msg) });
    console.log(`added ${cases} cases in ${((performance.now() - bulk) / 1000).toFixed(1)} s`);
  }
} finally {
  await db.close();
}
