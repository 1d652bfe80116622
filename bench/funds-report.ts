// `npm run bench:funds-report -- [--accounts N] [--iterations N] [--user U] [--reuse]`: the funds and accounts report at
// scale. The PGlite store of bench:search (.data/bench-<N>, 1,000,000 accounts by default, seeded and prepared once;
// --reuse skips even the check); the seed parts run first (on a fresh store, the holdings register of every wrap: timed
// and printed), then the sandbox and the gateway start and, for one user (default wrap.adviser, who sees about 207,000
// accounts), it times what the page waits for before it shows (Query.fundsReport through the gateway, each call past
// the gateway's 2 s per-user cache) and the whole CSV export as the browser runs it (every page of
// Query.fundsReportHoldings, 2,000 rows a call as the page asks, each turned into CSV lines and kept, page after page).
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { openDb } from '../sandbox/src/db/index.js';
import { seedParts } from '../sandbox/src/seed/seed-parts.js';
import { CSV_BOM, csvLine } from '../web/src/kit/export/csv.ts';
import { flagArg, numberArg, stringArg } from './lib/args.ts';
import { accessToken, gatewayQuery } from './lib/gateway-client.ts';
import { prepareStore } from './lib/prepare-store.ts';
import { seedStore } from './lib/seed-store.ts';
import { startServices } from './lib/services.ts';
import { formatRow, timed } from './lib/stats.ts';

const accounts = numberArg('accounts', 1_000_000);
const iterations = numberArg('iterations', 20);
const user = stringArg('user', 'wrap.adviser');
const reuse = flagArg('reuse');
const CACHE_MS = 2_100;
const PAGE = 2000;

const REPORT = /* GraphQL */ `query { fundsReport { asAt total { accounts holdings value }
  investments { assetCode assetName assetClass price accounts units value share } dealers { dealerCode } advisers { adviserCode } } }`;
const HOLDINGS = /* GraphQL */ `query($after: String) { fundsReportHoldings(first: ${PAGE}, after: $after) {
  next total holdings { assetCode assetName accountId accountNumber accountName productDescription dealerCode units price value } } }`;

type Holding = Record<'assetCode' | 'assetName' | 'accountNumber' | 'accountName' | 'productDescription' | 'dealerCode' | 'units' | 'price' | 'value', string>;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function main() {
  const dataDir = resolve(`.data/bench-${accounts}`);
  const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  if (!(reuse && existsSync(dataDir)) && (await seedStore({ label: 'PGlite', accounts, env }))) await prepareStore('PGlite', { dataDir });
  else if (!reuse) await prepareStore('PGlite', { dataDir });

  const db = await openDb({ dataDir });
  try {
    const started = performance.now();
    const ran = await seedParts(db);
    if (ran.length) console.log(`[PGlite] seed parts ${ran.join(', ')} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    const { rows } = await db.query<{ n: number; a: number }>('select count(*)::int as n, count(distinct account_id)::int as a from holdings');
    console.log(`[PGlite] holdings register: ${rows[0]!.n.toLocaleString('en-AU')} holdings of ${rows[0]!.a.toLocaleString('en-AU')} wrap accounts`);
  } finally {
    await db.close();
  }

  console.log('[PGlite] starting the sandbox and the gateway');
  const services = await startServices({ dataDir });
  try {
    const token = await accessToken(services.sandboxUrl, user);
    type Report = { fundsReport: { total: { accounts: number; holdings: number; value: string }; investments: unknown[] } };
    const first = (await gatewayQuery(services.gatewayUrl, token, REPORT, {})) as Report;
    const total = first.fundsReport.total;
    console.log(`${user}: ${total.accounts.toLocaleString('en-AU')} wrap accounts hold ${first.fundsReport.investments.length} investments, ${total.holdings.toLocaleString('en-AU')} holdings, $${total.value}`);
    const loadBefore = loadavg()[0];

    const shows: number[] = [];
    for (let i = 0; i < iterations; i++) {
      await sleep(CACHE_MS);
      shows.push(await timed(async () => void (await gatewayQuery(services.gatewayUrl, token, REPORT, {}))));
    }

    await sleep(CACHE_MS);
    const pages: number[] = [];
    let rows = 0;
    let bytes = 0;
    const exportMs = await timed(async () => {
      const parts: string[] = [CSV_BOM + csvLine(['Investment code', 'Investment', 'Account number', 'Account name', 'Product', 'Dealer', 'Units', 'Price', 'Value'])];
      let after: string | null = null;
      do {
        let page!: { next: string | null; holdings: Holding[] };
        pages.push(await timed(async () => {
          page = ((await gatewayQuery(services.gatewayUrl, token, HOLDINGS, { after })) as { fundsReportHoldings: typeof page }).fundsReportHoldings;
        }));
        let chunk = '';
        for (const h of page.holdings) chunk += csvLine([h.assetCode, h.assetName, h.accountNumber, h.accountName, h.productDescription, h.dealerCode, h.units, h.price, h.value]);
        parts.push(chunk);
        rows += page.holdings.length;
        after = page.next;
      } while (after);
      bytes = parts.reduce((n, p) => n + Buffer.byteLength(p), 0);
    });
    if (rows !== total.holdings) throw new Error(`export: ${rows} rows, the report counts ${total.holdings}`);
    console.log(
      [
        `\nPGlite: the funds and accounts report of ${user}, ${accounts.toLocaleString('en-AU')} accounts`,
        formatRow(`shows (Query.fundsReport, ${iterations} calls)`, shows),
        formatRow(`export page (${PAGE} rows, ${pages.length} pages)`, pages),
        `full CSV export: ${rows.toLocaleString('en-AU')} rows, ${(bytes / 1e6).toFixed(1)} MB in ${(exportMs / 1000).toFixed(1)} s`,
        `load average (1 min) ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after`,
      ].join('\n'),
    );
  } finally {
    await services.stop();
  }
}

await main();
