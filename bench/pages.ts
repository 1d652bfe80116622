// `npm run bench:pages -- [--samples N]`: issue 32's benchmarks of the three pages bench:funds-report and
// bench:market-data leave: Advice fee consent, the Fee calculator and Open an account. A sandbox on a fresh PGlite
// folder (default seed) and a gateway in front of it (APP_ENV production: reporting.afc and the account features are
// on there), as separate processes.
// For wrap.adviser, interleaved, through the gateway (the plugin's own GraphQL operation) and direct on the sandbox
// (the REST call the gateway makes):
//  1. the fee arrangements list, first page of 25 (each sort and order), and filtered by statuses (Query.feeArrangements);
//  2. a fee estimate on the standard schedule and on an open account's own pricing (Query.feeEstimate), and the
//     account's inputs the calculator is prefilled with (Query.feeEstimateInputs);
//  3. the Open an account tiles (Query.openAccountProducts), saving a draft's client step
//     (Mutation.saveAccountApplication; drafts started for the purpose, never submitted) and then the pending
//     applications list, all statuses as the page opens (Query.accountApplications: the seed's and those drafts).
// The gateway keeps each user's upstream GET answers 2 s, and most of these calls have few variants (the tiles none),
// so every sample signs in anew: each token's first ask of a call misses that cache, as an adviser opening the page
// does. Just before each, an untimed Query.shell loads that token's user details and feature properties, as the
// portal's shell has when a page opens (the pages' rule checks read them). One row more, "estimate again", keeps one
// token: a fee estimate is a POST, which drops the user's cached answers, so each recalculation also reloads them.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { INVESTMENT_MENU } from '../sandbox/src/routes/fee-calculator/fee-schedule.ts';
import { numberArg } from './lib/args.ts';
import { accessToken, gatewayQuery } from './lib/gateway-client.ts';
import { startServices } from './lib/services.ts';
import { interleave as interleaveSides, reportSideBySide, type SideBySide } from './lib/side-by-side.ts';
import { percentile } from './lib/stats.ts';

const samples = numberArg('samples', 60);
const WARM = 5;
const USER = 'wrap.adviser';

const SHELL = /* GraphQL */ `query { shell { environment } }`;
const ARRANGEMENTS = /* GraphQL */ `query($filter: FeeArrangementFilter, $sort: FeeArrangementSortColumn, $order: FeeArrangementSortOrder, $first: Int) {
  feeArrangements(filter: $filter, sort: $sort, order: $order, first: $first) {
    totalCount endCursor todayDate counts { current renewalDue overdue lapsed ended } rules { rule days }
    arrangements { accountId accountNumber accountName productDescription clientName anniversaryDate feeAmount feeRate status
      statusUntilDate daysLeft feeStopsDate endReason renewal { id status sentAt answeredAt } canSendRenewal } } }`;
const ESTIMATE = /* GraphQL */ `query($input: FeeEstimateInput!) { feeEstimate(input: $input) {
  pricing balance cash lines { type code description basis rate fixed monthly yearly } totals { type monthly yearly } monthly yearly yearlyRate } }`;
const INPUTS = /* GraphQL */ `query($accountId: ID!) { feeEstimateInputs(accountId: $accountId) {
  accountId accountNumber accountName asAt balance cash investments { code name amount } latestMonth { periodFrom periodTo total } } }`;
const TILES = /* GraphQL */ `query { openAccountProducts { product adviserFee minAmount maxAmount amountRequired minAge } canStartAccountApplication }`;
const APPLICATION_FIELDS = /* GraphQL */ `id product status step adviserName adviserCode createdBy clientName
  client { contactId newClient { firstName lastName dateOfBirth street suburb state postcode email mobile tfnStatus tfnLastDigits } }
  options { amount statementFrequency termMonths interestPayment maturityInstruction investmentMenu pensionFrequency }
  linkedAccount { bsb accountNumber accountName } adviserFee { ongoingType ongoingPercent ongoingDollars upfront }
  createdAt updatedAt submittedAt sentAt sends signedAt decidedAt decisionNote expiresAt accountNumber
  documents { id name size uploadedAt uploadedBy } canAct`;
const APPLICATIONS = /* GraphQL */ `query($statuses: [ApplicationStatus!]) { accountApplications(statuses: $statuses) { ${APPLICATION_FIELDS} } }`;
const SAVE = /* GraphQL */ `mutation($id: ID!, $draft: ApplicationDraftInput!) { saveAccountApplication(id: $id, draft: $draft) { ${APPLICATION_FIELDS} } }`;

const STATUSES = ['CURRENT', 'RENEWAL_DUE', 'OVERDUE', 'LAPSED', 'ENDED'] as const;
const SORTS = ['DAYS_LEFT', 'CLIENT', 'ACCOUNT', 'ANNIVERSARY'] as const;
const ORDERS = ['ASC', 'DESC'] as const;
const firstPages = SORTS.flatMap((sort) => ORDERS.map((order) => ({ sort, order })));
/** Every non-empty set of statuses (31), each sort and order: 248 distinct filtered first pages. */
const statusSets = Array.from({ length: 2 ** STATUSES.length - 1 }, (_, m) => STATUSES.filter((_, b) => ((m + 1) >> b) & 1));
const filtered = statusSets.flatMap((statuses) => firstPages.map((p) => ({ statuses, ...p })));

/** A standard estimate per sample: a balance, one to three menu investments within it, a % or $ adviser fee. */
const MENU = INVESTMENT_MENU.map((m) => m.asset.code);
function standardInput(i: number) {
  const balance = 50_000 + i * 7_919;
  const n = 1 + (i % 3);
  const investments = Array.from({ length: n }, (_, k) => ({ code: MENU[(i * 7 + k * 11) % MENU.length]!, amount: String(Math.floor(balance / (n + 1)) + k) }));
  const adviserFee = i % 2 ? { kind: 'PERCENT' as const, value: `0.${(i % 9) + 1}5` } : { kind: 'DOLLAR' as const, value: String(500 + i * 10) };
  return { balance: String(balance), investments, adviserFee };
}
const upstreamEstimate = (input: ReturnType<typeof standardInput> & { accountId?: string }) => ({
  balance: Number(input.balance),
  investments: input.investments.map((x) => ({ code: x.code, amount: Number(x.amount) })),
  adviser_fee: { type: input.adviserFee.kind, value: Number(input.adviserFee.value) },
  ...(input.accountId ? { account_id: input.accountId } : {}),
});

/** The client step as the wizard saves it on Next: a new client (no tax file number) and the step reached. */
function clientStep(i: number) {
  const newClient = {
    firstName: 'Bench', lastName: `Client-${['A', 'B', 'C', 'D', 'E'][i % 5]}`, dateOfBirth: `19${60 + (i % 30)}-0${1 + (i % 9)}-1${i % 10}`,
    street: `${1 + i} Pitt Street`, suburb: 'Sydney', state: 'NSW', postcode: '2000', email: `bench.${i}@example.com`, mobile: `04${String(10_000_000 + i).slice(-8)}`,
    tfnStatus: 'NOT_PROVIDED' as const,
  };
  const n = newClient;
  return {
    graph: { step: 'OPTIONS', client: { newClient } },
    rest: {
      step: 'options',
      client: { new: { first_name: n.firstName, last_name: n.lastName, date_of_birth: n.dateOfBirth, street: n.street, suburb: n.suburb, state: n.state, postcode: n.postcode, email: n.email, mobile: n.mobile, tfn_status: n.tfnStatus } },
    },
  };
}

async function direct(sandboxUrl: string, token: string, path: string, init: { method?: string; body?: unknown } = {}) {
  const res = await fetch(`${sandboxUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!res.ok) throw new Error(`sandbox ${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<any>;
}

type Run = SideBySide;

/** Warm-up (WARM samples), then the samples; `before` runs untimed ahead of each gateway sample (the shell load of that sample's token). */
const interleave = (gatewayRun: (i: number) => Promise<void>, directRun: (i: number) => Promise<void>, before?: (i: number) => Promise<void>) =>
  interleaveSides(gatewayRun, directRun, { samples, warm: WARM, before });

const rows: { title: string; run: Run }[] = [];
function report(title: string, run: Run) {
  rows.push({ title, run });
  reportSideBySide(title, run);
}

const dir = mkdtempSync(join(tmpdir(), 'bench-pages-'));
try {
  const services = await startServices({ dataDir: dir });
  try {
    const { sandboxUrl, gatewayUrl } = services;
    const token = await accessToken(sandboxUrl, USER);
    // One token a sample (and a warm-up): each is the first to ask, so the gateway's 2 s cache answers none.
    const tokens: string[] = [];
    for (let i = 0; i < samples + WARM; i++) tokens.push(await accessToken(sandboxUrl, USER));
    const shell = (i: number) => gatewayQuery(gatewayUrl, tokens[i]!, SHELL, {}).then(() => undefined);
    const load = loadavg()[0];
    const started = performance.now();

    // 1. Advice fee consent.
    const arrangementsPath = (q: { statuses?: readonly string[]; sort: string; order: string }) =>
      `/api/wealth/advice-fees/v1/arrangements?${new URLSearchParams({ ...(q.statuses ? { status: q.statuses.join(',') } : {}), sort: q.sort.toLowerCase(), order: q.order.toLowerCase(), limit: '25', offset: '0' })}`;
    const all = await direct(sandboxUrl, token, '/api/wealth/advice-fees/v1/arrangements?limit=200');
    console.log(`${USER}: ${all.meta.total_count} fee arrangements (${Object.entries(all.meta.counts).map(([k, v]) => `${k} ${v}`).join(', ')})`);
    const firstPage = await interleave(
      async (i) => {
        const { sort, order } = firstPages[i % firstPages.length]!;
        const data = await gatewayQuery(gatewayUrl, tokens[i]!, ARRANGEMENTS, { sort, order, first: 25 });
        if (!data.feeArrangements.arrangements.length) throw new Error('no arrangements');
      },
      async (i) => void (await direct(sandboxUrl, tokens[i]!, arrangementsPath(firstPages[i % firstPages.length]!))),
      shell,
    );
    const byStatus = await interleave(
      async (i) => {
        const { statuses, sort, order } = filtered[i % filtered.length]!;
        const data = await gatewayQuery(gatewayUrl, tokens[i]!, ARRANGEMENTS, { filter: { statuses }, sort, order, first: 25 });
        if (!Array.isArray(data.feeArrangements.arrangements)) throw new Error('no arrangements answer');
      },
      async (i) => void (await direct(sandboxUrl, tokens[i]!, arrangementsPath(filtered[i % filtered.length]!))),
      shell,
    );

    // 2. Fee calculator: the wrap accounts of the adviser's arrangements an estimate can be prefilled from.
    const accountIds: string[] = [];
    for (const a of all.data as { account_id: string }[]) {
      if (accountIds.length >= 80) break;
      const res = await fetch(`${sandboxUrl}/api/wealth/channel/fees/v1/accounts/${a.account_id}/fee-estimate-inputs`, { headers: { authorization: `Bearer ${token}` } });
      if (res.ok && !accountIds.includes(a.account_id)) accountIds.push(a.account_id);
    }
    if (!accountIds.length) throw new Error('no open wrap account to prefill an estimate from');
    // The sandbox keeps the last 8 accounts' value series (portfolio/history.ts): each side asks for another account,
    // so neither finds the series the other just derived.
    const accountOf = (i: number, side: 0 | 1 = 0) => accountIds[(2 * i + side) % accountIds.length]!;
    const prefilled = new Map<string, ReturnType<typeof standardInput> & { accountId: string }>();
    for (const id of accountIds) {
      const d = (await direct(sandboxUrl, token, `/api/wealth/channel/fees/v1/accounts/${id}/fee-estimate-inputs`)).data;
      prefilled.set(id, { balance: String(d.balance), investments: d.investments.map((x: { code: string; amount: number }) => ({ code: x.code, amount: String(x.amount) })), adviserFee: { kind: 'PERCENT', value: '0' }, accountId: id });
    }
    console.log(`${accountIds.length} open wrap accounts to prefill estimates from`);
    const standard = await interleave(
      async (i) => {
        const data = await gatewayQuery(gatewayUrl, tokens[i]!, ESTIMATE, { input: standardInput(i) });
        if (!data.feeEstimate?.lines.length) throw new Error('no estimate');
      },
      async (i) => void (await direct(sandboxUrl, tokens[i]!, '/api/wealth/channel/fees/v1/fee-estimates', { method: 'POST', body: upstreamEstimate(standardInput(i)) })),
      shell,
    );
    const again = await interleave(
      async (i) => {
        const data = await gatewayQuery(gatewayUrl, token, ESTIMATE, { input: standardInput(i + 1000) });
        if (!data.feeEstimate?.lines.length) throw new Error('no estimate');
      },
      async (i) => void (await direct(sandboxUrl, token, '/api/wealth/channel/fees/v1/fee-estimates', { method: 'POST', body: upstreamEstimate(standardInput(i + 1000)) })),
    );
    const ownPricing = await interleave(
      async (i) => {
        const data = await gatewayQuery(gatewayUrl, tokens[i]!, ESTIMATE, { input: prefilled.get(accountOf(i)) });
        if (data.feeEstimate?.pricing !== 'ACCOUNT') throw new Error('no account pricing estimate');
      },
      async (i) => void (await direct(sandboxUrl, tokens[i]!, '/api/wealth/channel/fees/v1/fee-estimates', { method: 'POST', body: upstreamEstimate(prefilled.get(accountOf(i, 1))!) })),
      shell,
    );
    const inputs = await interleave(
      async (i) => {
        const data = await gatewayQuery(gatewayUrl, tokens[i]!, INPUTS, { accountId: accountOf(i) });
        if (!data.feeEstimateInputs) throw new Error('no estimate inputs');
      },
      async (i) => void (await direct(sandboxUrl, tokens[i]!, `/api/wealth/channel/fees/v1/accounts/${accountOf(i, 1)}/fee-estimate-inputs`)),
      shell,
    );

    // 3. Open an account: the tiles, a draft's client step saved, then the pending list (the seed's and these drafts).
    const tiles = await interleave(
      async (i) => {
        const data = await gatewayQuery(gatewayUrl, tokens[i]!, TILES, {});
        if (!data.openAccountProducts.length) throw new Error('no products');
      },
      async (i) => void (await direct(sandboxUrl, tokens[i]!, '/api/wealth/onboarding/v1/products')),
      shell,
    );
    // Drafts to save into, two a sample (one each way), started direct; none is ever submitted.
    const products = (await direct(sandboxUrl, token, '/api/wealth/onboarding/v1/products')).data as { product: string }[];
    const product = products.find((p) => p.product === 'INVESTMENT')?.product ?? products[0]!.product;
    const drafts: { gateway: string; direct: string }[] = [];
    for (let i = 0; i < samples + WARM; i++) {
      const start = async () => (await direct(sandboxUrl, token, '/api/wealth/onboarding/v1/applications', { method: 'POST', body: { product } })).data.application_id as string;
      drafts.push({ gateway: await start(), direct: await start() });
    }
    const save = await interleave(
      async (i) => {
        const data = await gatewayQuery(gatewayUrl, tokens[i]!, SAVE, { id: drafts[i]!.gateway, draft: clientStep(i).graph });
        if (data.saveAccountApplication.status !== 'DRAFT' || data.saveAccountApplication.step !== 'OPTIONS') throw new Error('draft not saved');
      },
      async (i) => void (await direct(sandboxUrl, tokens[i]!, `/api/wealth/onboarding/v1/applications/${drafts[i]!.direct}`, { method: 'PUT', body: clientStep(i).rest })),
      shell,
    );

    const listed = (await direct(sandboxUrl, token, '/api/wealth/onboarding/v1/applications')).data.length as number;
    console.log(`${USER}: ${listed} applications listed`);
    const pending = await interleave(
      async (i) => {
        const data = await gatewayQuery(gatewayUrl, tokens[i]!, APPLICATIONS, { statuses: null });
        if (!Array.isArray(data.accountApplications)) throw new Error('no applications answer');
      },
      async (i) => void (await direct(sandboxUrl, tokens[i]!, '/api/wealth/onboarding/v1/applications')),
      shell,
    );

    report('Advice fee consent: first page of 25 arrangements (each sort and order)', firstPage);
    report(`Advice fee consent: first page filtered by statuses (${filtered.length} distinct)`, byStatus);
    report('Fee calculator: estimate on the standard schedule', standard);
    report('Fee calculator: estimate again, one token (each estimate, a POST, drops the cached user details)', again);
    report(`Fee calculator: estimate on an account's own pricing (${accountIds.length} accounts)`, ownPricing);
    report('Fee calculator: an account\'s estimate inputs (the prefill)', inputs);
    report('Open an account: the tiles (products)', tiles);
    report(`Open an account: pending applications, all statuses (${listed} listed)`, pending);
    report(`Open an account: save a draft's client step (${product} drafts)`, save);
    console.log('\nsummary: p50 / p95 ms, gateway (direct), ratio p50 / p95');
    for (const { title, run } of rows) {
      const p = (xs: number[], q: number) => percentile(xs, q).toFixed(1);
      console.log(`  ${p(run.gateway, 50)} / ${p(run.gateway, 95)} (${p(run.direct, 50)} / ${p(run.direct, 95)}), ${(percentile(run.gateway, 50) / percentile(run.direct, 50)).toFixed(2)} / ${(percentile(run.gateway, 95) / percentile(run.direct, 95)).toFixed(2)}  ${title}`);
    }
    console.log(`\nmeasured in ${((performance.now() - started) / 1000).toFixed(0)} s; load average (1 min) ${load.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after`);
  } finally {
    await services.stop();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
