// `npm run bench:requests`: issue 13's figures. A sandbox on a fresh PGlite folder (or PostgreSQL with
// DATABASE_URL, in a throwaway schema) and a gateway in front of it, as separate processes; 100,000 cases
// seeded across the advisers with the sandbox's bulk seed (seed-cli --cases). Then, for wrap.adviser:
//  1. The case list, a 25-row page filtered by keyword and status, through the gateway (goal p95 <= 50 ms)
//     and the same tasks/search call direct to the sandbox, interleaved, side by side; every filter different
//     (so no response-cache hit), keywords from exact case ids to request-name words matching thousands.
//  2. Case details through the gateway and direct, over different cases (no response-cache hits).
// Options: --cases N (100000), --accounts N (20000), --samples N (200).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { numberArg } from './lib/args.ts';
import { accessToken, gatewayQuery } from './lib/gateway-client.ts';
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
    const token = await accessToken(services.sandboxUrl, 'wrap.adviser');
    // Filters that are all different, so the gateway's 2000 ms response cache never answers one: keywords of four
    // kinds taken from the user's own cases (exact case ids; account number prefixes; initiators' surnames and
    // request-name words, which match thousands), each with a display status, in a fixed shuffled order.
    const DISPLAY: Record<string, string[]> = {
      IN_PROGRESS: ['INPROGRESS', 'APPROVED', 'READY_FOR_COLLECTION', 'AWAITING_FUNDS_OR_ASSETS'],
      FOR_ACTION_CLIENT: ['PENDING_DOC_UPLOAD', 'AWAITING_CLIENT', 'AWAITING_CLIENT_APPROVAL', 'PENDING_APPROVAL', 'PARTIAL_APPROVED'],
      RECEIVED: ['RECEIVED', 'SUBMITTED'],
      COMPLETED: ['COMPLETED'],
    };
    const rows: { case_id: string | null; initiator_name: string; intent_name: string; payload: { account_details?: { account_number: string }[] } }[] = [];
    for (let page = 0; page < 10; page++) {
      const res = await direct(services.sandboxUrl, token, 'POST', `${SEARCH}?page=${page}&size=100&sort-by=updated_date&sort-order=desc`, {});
      rows.push(...res.data.content);
    }
    const kinds = {
      'case id': rows.map((r) => r.case_id).filter((v): v is string => !!v),
      'account prefix': rows.map((r) => r.payload.account_details?.[0]?.account_number?.slice(0, 5)).filter((v): v is string => !!v),
      surname: rows.map((r) => r.initiator_name.split(' ').at(-1)!),
      'request word': rows.flatMap((r) => r.intent_name.split(/\s+/).filter((w) => w.length >= 4)),
    };
    const pool: { kind: string; keyword: string; display: string }[] = [];
    const seen = new Set<string>();
    const displays = Object.keys(DISPLAY);
    for (let i = 0; pool.length < samples + 20 && i < 10_000; i++) {
      const kind = Object.keys(kinds)[i % 4] as keyof typeof kinds;
      const values = kinds[kind];
      const keyword = values[(i * 7919) % values.length];
      const display = displays[Math.floor(i / 4) % displays.length];
      const key = `${keyword}|${display}`;
      if (!keyword || seen.has(key)) continue;
      seen.add(key);
      pool.push({ kind, keyword, display });
    }
    if (pool.length < samples + 20) throw new Error(`only ${pool.length} distinct filters`);
    const searchPath = `${SEARCH}?page=0&size=25&sort-by=updated_date&sort-order=desc`;
    const measure = (f: (typeof pool)[number]) => ({
      gateway: () => gatewayQuery(services.gatewayUrl, token, LIST, { f: { period: 'ALL', statuses: [f.display], keyword: f.keyword } }),
      direct: () => direct(services.sandboxUrl, token, 'POST', searchPath, { keyword: f.keyword, status: DISPLAY[f.display] }),
    });
    const hits = await Promise.all(pool.slice(20, 24).map(async (f) => `'${f.keyword}' (${f.kind}) ${(await measure(f).gateway()).cases.totalCount}`));
    console.log(`\nwrap.adviser, ${pool.length - 20} different keyword + status filters, 25 a page; e.g. ${hits.join(', ')} matches`);

    const list = { gateway: [] as number[], direct: [] as number[] };
    const byKind = new Map<string, number[]>();
    for (const f of pool.slice(0, 20)) {
      await measure(f).gateway();
      await measure(f).direct();
    }
    for (const f of pool.slice(20, 20 + samples)) {
      // Interleaved, so both sides see the same machine state.
      const ms = await timed(measure(f).gateway);
      list.gateway.push(ms);
      byKind.set(f.kind, [...(byKind.get(f.kind) ?? []), ms]);
      list.direct.push(await timed(measure(f).direct));
    }

    // Details over distinct cases: the gateway's 2000 ms response cache must not answer them.
    const ids: string[] = [];
    for (let page = 0; ids.length < samples * 2 && page < 20; page++) {
      const res = await direct(services.sandboxUrl, token, 'POST', `${SEARCH}?page=${page}&size=100&sort-by=updated_date&sort-order=desc`, {});
      ids.push(...res.data.content.map((c: { intent_id: string }) => c.intent_id));
    }
    const details = { gateway: [] as number[], direct: [] as number[] };
    for (let i = 0; i + 1 < ids.length && details.gateway.length < samples; i += 2) {
      details.gateway.push(await timed(() => gatewayQuery(services.gatewayUrl, token, DETAILS, { i: ids[i] })));
      details.direct.push(await timed(() => direct(services.sandboxUrl, token, 'GET', `/api/wealth/task-centre/v1/tasks/${ids[i + 1]}`)));
    }

    console.log(`\nCase list (${samples} samples each)`);
    console.log(formatRow('direct on sandbox', list.direct));
    console.log(formatRow('through the gateway', list.gateway));
    console.log(formatRatio(list.gateway, list.direct));
    const p95 = percentile(list.gateway, 95);
    console.log(`goal: gateway p95 <= ${GOAL_P95_MS} ms: ${p95.toFixed(2)} ms ${p95 <= GOAL_P95_MS ? 'MET' : 'NOT MET'}`);
    for (const [kind, times] of byKind) console.log(formatRow(`  gateway, ${kind}`, times));
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
