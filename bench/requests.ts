// `npm run bench:requests`: issue 13's figures. A sandbox on a fresh PGlite folder (or PostgreSQL with
// DATABASE_URL, in a throwaway schema) and a gateway in front of it, as separate processes; 100,000 cases
// seeded across the advisers with the sandbox's bulk seed (seed-cli --cases). Then, for wrap.adviser:
//  1. The case list, a 25-row page filtered by keyword and status, through the gateway (goal p95 <= 50 ms)
//     and the same tasks/search call direct to the sandbox, interleaved, side by side.
//  2. Case details through the gateway and direct, over different cases (no response-cache hits).
// Options: --cases N (100000), --accounts N (20000), --samples N (200).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { numberArg } from './lib/args.ts';
import { startServices } from './lib/services.ts';
import { formatRatio, formatRow, percentile, timed } from './lib/stats.ts';

const cases = numberArg('cases', 100_000);
const accounts = numberArg('accounts', 20_000);
const samples = numberArg('samples', 200);
const GOAL_P95_MS = 50;
const SEARCH = '/api/wealth/task-centre/v1/tasks/search';
const LIST = /* GraphQL */ `query($f: CaseFilter) { cases(filter: $f, size: 25) { nodes { intentId status { label } accounts { accountNumber } } totalCount hasNextPage } }`;
const DETAILS = /* GraphQL */ `query($i: ID!) { caseDetails(intentId: $i) { case { intentId status { label secondaryLabel } } history { type } followUps { id } authorisers { authoriserName } documents { documentId } payload { kind } } }`;

function runSeed(env: Record<string, string>): Promise<void> {
  console.log(`seeding ${accounts.toLocaleString('en-AU')} accounts and ${cases.toLocaleString('en-AU')} cases`);
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/src/seed-cli.ts', '--accounts', String(accounts), '--cases', String(cases)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => {
      if (code === 0) {
        console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
        resolve();
      } else reject(new Error(`seeding failed (exit code ${code}); does sandbox/src/seed-cli.ts take --cases yet?`));
    });
  });
}

async function signIn(sandboxUrl: string, username: string): Promise<string> {
  const res = await fetch(`${sandboxUrl}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username, password: 'demo' }),
  });
  if (!res.ok) throw new Error(`sign-in of ${username}: ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

async function gql(gatewayUrl: string, token: string, query: string, variables: Record<string, unknown>) {
  const res = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: any; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(`gateway: ${body.errors[0].message}`);
  return body.data;
}

async function direct(sandboxUrl: string, token: string, method: 'GET' | 'POST', path: string, body?: unknown) {
  const res = await fetch(`${sandboxUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`sandbox ${path}: ${res.status}`);
  return res.json() as Promise<any>;
}

const dir = process.env.DATABASE_URL ? undefined : mkdtempSync(join(tmpdir(), 'bench-requests-'));
const schema = process.env.DATABASE_URL ? `bench_requests_${Date.now().toString(36)}` : undefined;
const storeEnv: Record<string, string> = dir ? { DATA_DIR: dir, DATABASE_URL: '' } : { DATABASE_URL: process.env.DATABASE_URL!, DATABASE_SCHEMA: schema! };

try {
  await runSeed(storeEnv);
  const services = await startServices(dir ? { dataDir: dir } : { databaseUrl: process.env.DATABASE_URL, schema });
  try {
    const token = await signIn(services.sandboxUrl, 'wrap.adviser');
    // The filter: a display status that holds many cases, and a keyword from a request name they share.
    const probe = await gql(services.gatewayUrl, token, LIST, { f: { period: 'ALL', statuses: ['IN_PROGRESS'] } });
    const [first] = probe.cases.nodes;
    if (!first) throw new Error('wrap.adviser has no in-progress cases to measure');
    const keyword = first.accounts[0]?.accountNumber?.slice(0, 4) ?? 'change';
    const filter = { period: 'ALL', statuses: ['IN_PROGRESS'], keyword };
    const upstreamBody = { keyword, status: ['INPROGRESS', 'APPROVED', 'READY_FOR_COLLECTION', 'AWAITING_FUNDS_OR_ASSETS'] };
    const searchPath = `${SEARCH}?page=0&size=25&sort-by=updated_date&sort-order=desc`;
    const sample = await gql(services.gatewayUrl, token, LIST, { f: filter });
    console.log(`\nwrap.adviser, keyword '${keyword}' and In progress: ${sample.cases.totalCount.toLocaleString('en-AU')} cases match; 25 a page`);

    const list = { gateway: [] as number[], direct: [] as number[] };
    for (let i = 0; i < 20; i++) {
      await gql(services.gatewayUrl, token, LIST, { f: filter });
      await direct(services.sandboxUrl, token, 'POST', searchPath, upstreamBody);
    }
    for (let i = 0; i < samples; i++) {
      // Interleaved, so both sides see the same machine state.
      list.gateway.push(await timed(() => gql(services.gatewayUrl, token, LIST, { f: filter })));
      list.direct.push(await timed(() => direct(services.sandboxUrl, token, 'POST', searchPath, upstreamBody)));
    }

    // Details over distinct cases: the gateway's 2000 ms response cache must not answer them.
    const ids: string[] = [];
    for (let page = 0; ids.length < samples * 2 && page < 20; page++) {
      const res = await direct(services.sandboxUrl, token, 'POST', `${SEARCH}?page=${page}&size=100&sort-by=updated_date&sort-order=desc`, {});
      ids.push(...res.data.content.map((c: { intent_id: string }) => c.intent_id));
    }
    const details = { gateway: [] as number[], direct: [] as number[] };
    for (let i = 0; i + 1 < ids.length && details.gateway.length < samples; i += 2) {
      details.gateway.push(await timed(() => gql(services.gatewayUrl, token, DETAILS, { i: ids[i] })));
      details.direct.push(await timed(() => direct(services.sandboxUrl, token, 'GET', `/api/wealth/task-centre/v1/tasks/${ids[i + 1]}`)));
    }

    console.log(`\nCase list (${samples} samples each)`);
    console.log(formatRow('direct on sandbox', list.direct));
    console.log(formatRow('through the gateway', list.gateway));
    console.log(formatRatio(list.gateway, list.direct));
    const p95 = percentile(list.gateway, 95);
    console.log(`goal: gateway p95 <= ${GOAL_P95_MS} ms: ${p95.toFixed(2)} ms ${p95 <= GOAL_P95_MS ? 'MET' : 'NOT MET'}`);
    console.log(`\nCase details (${details.gateway.length} distinct cases each)`);
    console.log(formatRow('direct on sandbox', details.direct));
    console.log(formatRow('through the gateway', details.gateway));
    console.log(formatRatio(details.gateway, details.direct));
  } finally {
    await services.stop();
  }
} finally {
  if (dir) rmSync(dir, { recursive: true, force: true });
}
