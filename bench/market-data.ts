// `npm run bench:market-data -- [--samples N]`: issue 32 §5's figures. A sandbox on a fresh PGlite folder (default
// seed, its holdings register written by the seed parts at start) and a gateway in front of it (APP_ENV uat, where
// the page's flag is on), as separate processes.
// For wrap.adviser, interleaved, through the gateway and direct on the sandbox:
//  1. the search the page runs (Query.marketInvestments: a code, a code's start or a word of a name, with or without
//     the type), with latest prices and change;
//  2. a price history (Query.marketPriceHistory: each investment x 1M, 3M, 1Y, 5Y);
//  3. the first page of 50 accounts holding an investment (Query.marketInvestmentHolders).
// Each sample asks something else, so the gateway's 2 s per-user answer cache never flatters the figures.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ASSETS } from '../sandbox/src/routes/portfolio/assets.ts';
import { numberArg } from './lib/args.ts';
import { accessToken, gatewayQuery } from './lib/gateway-client.ts';
import { startServices } from './lib/services.ts';
import { interleave, reportSideBySide } from './lib/side-by-side.ts';

const samples = numberArg('samples', 100);
const GOAL_P95_MS = 50;

const SEARCH = /* GraphQL */ `query($s: String, $t: MarketInvestmentType) { marketInvestments(search: $s, type: $t) {
  code name type assetClass price priceDate previousPrice previousPriceDate change changePercent } }`;
const HISTORY = /* GraphQL */ `query($c: String!, $r: PriceHistoryRange) { marketPriceHistory(code: $c, range: $r) { code range from to points { date price } } }`;
const HOLDERS = /* GraphQL */ `query($c: String!) { marketInvestmentHolders(code: $c, first: 50) {
  code price priceDate accounts units value next holders { accountId accountNumber accountName productDescription dealerCode units value } } }`;

const PRICED = ASSETS.filter((a) => a.type === 'LISTED' || a.type === 'MANAGED_FUND');
const TYPES = [undefined, 'LISTED', 'MANAGED_FUND'] as const;
const RANGES = [['ONE_MONTH', '1M'], ['THREE_MONTHS', '3M'], ['ONE_YEAR', '1Y'], ['FIVE_YEARS', '5Y']] as const;

/** Distinct searches an adviser types: codes, their first two letters, and the words of the names. */
const TERMS = [...new Set([...PRICED.map((a) => a.code.toLowerCase()), ...PRICED.map((a) => a.code.slice(0, 2).toLowerCase()), ...PRICED.flatMap((a) => a.name.toLowerCase().split(' '))])];
const searches = TERMS.flatMap((s) => TYPES.map((t) => ({ s, t })));
const histories = PRICED.flatMap((a) => RANGES.map(([r, short]) => ({ code: a.code, r, short })));

async function direct(sandboxUrl: string, token: string, path: string) {
  const res = await fetch(`${sandboxUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`sandbox ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<any>;
}



const dir = mkdtempSync(join(tmpdir(), 'bench-market-data-'));
try {
  // reporting.marketData is on outside production only (config/feature-flags/mgl.json): the gateway runs as uat.
  const services = await startServices({ dataDir: dir }, { appEnv: 'uat' });
  try {
    const token = await accessToken(services.sandboxUrl, 'wrap.adviser');
    const mac = (await direct(services.sandboxUrl, token, '/api/wealth/channel/user/v1/user/details')).data.mac as string;
    const load = loadavg()[0];
    const search = await interleave(
      async (i) => {
        const { s, t } = searches[i % searches.length]!;
        const data = await gatewayQuery(services.gatewayUrl, token, SEARCH, { s, t: t ?? null });
        if (!Array.isArray(data.marketInvestments)) throw new Error('no search answer');
      },
      async (i) => {
        const { s, t } = searches[i % searches.length]!;
        await direct(services.sandboxUrl, token, `/api/market-data/v1/investments?q=${encodeURIComponent(s)}${t ? `&type=${t}` : ''}`);
      },
      { samples },
    );
    const history = await interleave(
      async (i) => {
        const { code, r } = histories[i % histories.length]!;
        const data = await gatewayQuery(services.gatewayUrl, token, HISTORY, { c: code, r });
        if (!data.marketPriceHistory.points.length) throw new Error('empty history');
      },
      async (i) => {
        const { code, short } = histories[i % histories.length]!;
        await direct(services.sandboxUrl, token, `/api/market-data/v1/investments/${code}/prices?range=${short}`);
      },
      { samples },
    );
    const holders = await interleave(
      async (i) => {
        const data = await gatewayQuery(services.gatewayUrl, token, HOLDERS, { c: PRICED[i % PRICED.length]!.code });
        if (!data.marketInvestmentHolders) throw new Error('no holders answer');
      },
      async (i) => {
        await direct(services.sandboxUrl, token, `/api/intermediary-accounts/v1/intermediaries/${mac}/investments/${PRICED[i % PRICED.length]!.code}/holders?limit=50`);
      },
      { samples },
    );
    const met = [
      reportSideBySide(`Search (${searches.length} distinct searches of ${PRICED.length} priced investments)`, search, GOAL_P95_MS),
      reportSideBySide(`Price history (${histories.length} distinct investment x range)`, history, GOAL_P95_MS),
      reportSideBySide('Accounts holding an investment, first page of 50 (wrap.adviser, default store)', holders, GOAL_P95_MS),
    ];
    console.log(`\nload average (1 min) ${load.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after`);
    process.exitCode = met.every(Boolean) ? 0 : 1;
  } finally {
    await services.stop();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
