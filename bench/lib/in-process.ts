// The gateway's own cost per operation, without sockets: its /graphql route and yoga run in this process
// (fastify's inject into the app buildGateway makes), and the upstream answers come from an undici MockAgent replaying answers recorded
// from the running sandbox. CPU per request is far steadier than latency on a shared machine, and it
// separates what the gateway's code costs from what the extra HTTP hop costs.
import { MockAgent } from 'undici';
import { buildGateway } from '../../gateway/src/server.ts';
import { buildAccountQuery } from '../../gateway/src/modules/accounts/build-account-query.ts';
import { buildUrl } from '../../gateway/src/upstream/build-url.ts';
import { SEARCH_QUERY, USER_DETAILS_PATH } from './search-run.ts';

const WARM_UP = 2_000;

export interface Cost {
  wallMs: number;
  cpuMs: number;
}

export interface InProcessResult {
  /** Per request: wall time and CPU (user + system) of this process, in ms, as the gateway serves it. */
  typename: Cost;
  search: Cost;
  /** The same requests with the JSON fast path off (every request through yoga's Fetch adapter). */
  viaAdapter: { typename: Cost; search: Cost };
}

// The two gateways are measured in alternating rounds, so a neighbour's load falls on both alike.
const ROUNDS = 10;

export async function runInProcess(o: { sandboxUrl: string; auth: Record<string, string>; mac: string; loginBadge: string; keyword: string; iterations: number }): Promise<InProcessResult> {
  // Record one real answer of each upstream call a search makes.
  const details = await (await fetch(`${o.sandboxUrl}${USER_DETAILS_PATH}`, { headers: o.auth })).text();
  const { query } = buildAccountQuery({ filter: { keyword: o.keyword }, first: 25, badge: o.loginBadge });
  const search = await (await fetch(buildUrl(o.sandboxUrl, `/api/intermediary-accounts/v2/intermediaries/${o.mac}/accounts`, query), { headers: o.auth })).text();

  const agent = new MockAgent();
  agent.disableNetConnect();
  const upstream = agent.get('http://upstream.invalid');
  const json = { headers: { 'content-type': 'application/json' } };
  upstream.intercept({ path: (p) => p.startsWith(USER_DETAILS_PATH), method: 'GET' }).reply(200, details, json).persist();
  upstream.intercept({ path: (p) => p.includes('/accounts?'), method: 'GET' }).reply(200, search, json).persist();

  // The gateway's public entry, as startGateway builds it, minus the socket.
  // In production mode, as the benchmark's gateway process runs (APP_ENV=production): no request log ring.
  const build = (jsonFastPath: boolean) =>
    buildGateway({ upstreamBaseUrl: 'http://upstream.invalid', dispatcher: agent, graphiql: false, webDist: null, configWatch: false, environment: 'production', jsonFastPath });
  const fast = await build(true);
  const adapter = await build(false);
  try {
    let n = 0;
    const one = async (app: typeof fast.app, payload: (i: number) => string) => {
      const i = n++;
      const res = await app.inject({ method: 'POST', url: '/graphql', headers: { ...o.auth, 'content-type': 'application/json', 'x-session-id': `in-${i}` }, payload: payload(i) });
      if (res.statusCode !== 200 || res.body.includes('"errors"')) throw new Error(`in-process request failed: ${res.body.slice(0, 300)}`);
    };
    const measure = async (payload: (i: number) => string) => {
      const totals = [fast, adapter].map(() => ({ wall: 0, cpu: 0 }));
      // Warm-up: the steady state is what a running gateway pays. 200 calls left the JIT cold (an account search
      // measured 0.94 ms after 200, 0.62 ms over 3,000).
      for (const g of [fast, adapter]) for (let i = 0; i < WARM_UP; i++) await one(g.app, payload);
      const perRound = Math.max(1, Math.round(o.iterations / ROUNDS));
      for (let round = 0; round < ROUNDS; round++) {
        for (const [k, g] of [fast, adapter].entries()) {
          const cpu0 = process.cpuUsage();
          const t0 = performance.now();
          // Distinct keywords: the response cache must miss, as it does for a new search.
          for (let i = 0; i < perRound; i++) await one(g.app, payload);
          const cpu = process.cpuUsage(cpu0);
          totals[k].wall += performance.now() - t0;
          totals[k].cpu += (cpu.user + cpu.system) / 1000;
        }
      }
      const count = perRound * ROUNDS;
      return totals.map((t) => ({ wallMs: t.wall / count, cpuMs: t.cpu / count }));
    };
    const [typename, typenameViaAdapter] = await measure(() => '{"query":"{ __typename }"}');
    const [searchCost, searchViaAdapter] = await measure((i) => JSON.stringify({ query: SEARCH_QUERY, variables: { k: `${o.keyword}${i}` } }));
    return { typename, search: searchCost, viaAdapter: { typename: typenameViaAdapter, search: searchViaAdapter } };
  } finally {
    await fast.close();
    await adapter.close();
    await agent.close();
  }
}
