// `npm run bench:accounts`: issue 17's figures. A sandbox on a fresh PGlite folder (default seed) and a gateway in
// front of it, as separate processes. For wrap.adviser:
//  1. measureValuation: a portfolio valuation as at a past day of a 60-holding wrap account, through the gateway
//     (goal p95 <= 50 ms) and direct on the sandbox, interleaved, side by side.
//  2. measureCashTransactions: a page of 50 of a cash account's transactions (24 months of history) filtered by a
//     date range and types, the same way.
// Each sample asks for another day or date range, so neither the gateway's 2 s response cache nor a repeated
// answer flatters the figures. Options: --samples N (100).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { numberArg } from './lib/args.ts';
import { accessToken, gatewayQuery } from './lib/gateway-client.ts';
import { startServices, type BenchServices } from './lib/services.ts';
import { interleave, reportSideBySide } from './lib/side-by-side.ts';

const samples = numberArg('samples', 100);
const GOAL_P95_MS = 50;

const VALUATION = /* GraphQL */ `query($id: ID!, $asAt: Date) {
  portfolioValuation(accountId: $id, asAt: $asAt) { totalValue holdings { assetCode units price value weight } assetClasses { assetClass value weight } }
}`;
const CASH_PAGE = /* GraphQL */ `query($id: ID!, $filter: CashLedgerFilter) {
  cashAccountTransactions(accountId: $id, filter: $filter, first: 50) { totalCount endCursor entries { id date description type amount runningBalance } }
}`;
const CASH_TYPES = ['DEBIT', 'BPAY', 'DIRECT_DEBIT', 'FEE'];

async function direct(sandboxUrl: string, token: string, path: string) {
  const res = await fetch(`${sandboxUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`sandbox ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<any>;
}

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** `n` distinct weekdays counting back from the day before `last`. */
function pastWeekdays(last: string, n: number): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${last}T00:00:00Z`) - 86_400_000; days.length < n; t -= 86_400_000) {
    const weekday = new Date(t).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(iso(t));
  }
  return days;
}



/** The user's Active wrap (or cash) accounts, from the wealth API's account list. */
async function accounts(services: BenchServices, token: string, type: 'WRAP' | 'CASH') {
  const mac = (await direct(services.sandboxUrl, token, '/api/wealth/channel/user/v1/user/details')).data.mac;
  const list = await direct(services.sandboxUrl, token, `/api/intermediary-accounts/v2/intermediaries/${mac}/accounts?accountType=${type}&accountStatus=Active&limit=100`);
  return list.data.accounts as { accountId: string; accountNumber: string; openDate?: string }[];
}

/** A valuation as at a past day of a 60-holding portfolio. */
export async function measureValuation(services: BenchServices, token: string): Promise<boolean> {
  let found: { accountId: string; openedDate: string } | undefined;
  for (const a of await accounts(services, token, 'WRAP')) {
    const v = await direct(services.sandboxUrl, token, `/api/wealth/channel/portfolio/v1/${a.accountId}/holdings`);
    if (v.holdings.length === 60 && (!found || v.openedDate < found.openedDate)) found = { accountId: a.accountId, openedDate: v.openedDate };
  }
  if (!found) throw new Error('wrap.adviser has no 60-holding wrap account');
  const { accountId, openedDate } = found;
  const days = pastWeekdays(new Date().toISOString().slice(0, 10), samples + 5).filter((d) => d >= openedDate);
  const day = (i: number) => days[i % days.length]!;
  const run = await interleave(
    async (i) => {
      const data = await gatewayQuery(services.gatewayUrl, token, VALUATION, { id: accountId, asAt: day(i) });
      if (data.portfolioValuation.holdings.length === 0) throw new Error('empty valuation');
    },
    async (i) => {
      await direct(services.sandboxUrl, token, `/api/wealth/channel/portfolio/v1/${accountId}/holdings?asAt=${day(i)}`);
    },
    { samples },
  );
  return reportSideBySide(`Portfolio valuation as at a past day (${days.at(-1)} to ${days[0]}), wrap account ${accountId}, 60 holdings`, run, GOAL_P95_MS);
}

/** A page of 50 of a cash account's transactions filtered by a date range (a year, sliding a day a sample) and types. */
export async function measureCashTransactions(services: BenchServices, token: string): Promise<boolean> {
  const cash = (await accounts(services, token, 'CASH'))[0];
  if (!cash) throw new Error('wrap.adviser has no cash account');
  const ends = pastWeekdays(new Date().toISOString().slice(0, 10), samples + 5);
  const window = (i: number) => {
    const to = ends[i % ends.length]!;
    return { from: iso(Date.parse(`${to}T00:00:00Z`) - 365 * 86_400_000), to };
  };
  let rows = 0;
  const run = await interleave(
    async (i) => {
      const data = await gatewayQuery(services.gatewayUrl, token, CASH_PAGE, { id: cash.accountId, filter: { period: 'CUSTOM', ...window(i), types: CASH_TYPES } });
      rows = Math.max(rows, data.cashAccountTransactions.entries.length);
    },
    async (i) => {
      const { from, to } = window(i);
      await direct(services.sandboxUrl, token, `/api/wealth/channel/cash/v1/accounts/${cash.accountId}/transactions?from=${from}&to=${to}&type=${CASH_TYPES.join(',')}&limit=50`);
    },
    { samples },
  );
  return reportSideBySide(`A page of 50 cash transactions filtered by a year's dates and types ${CASH_TYPES.join(', ')} (cash account ${cash.accountNumber}, up to ${rows} rows a page)`, run, GOAL_P95_MS);
}

const dir = mkdtempSync(join(tmpdir(), 'bench-accounts-'));
try {
  const services = await startServices({ dataDir: dir });
  try {
    const token = await accessToken(services.sandboxUrl, 'wrap.adviser');
    const valuation = await measureValuation(services, token);
    const cash = await measureCashTransactions(services, token);
    process.exitCode = valuation && cash ? 0 : 1;
  } finally {
    await services.stop();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
