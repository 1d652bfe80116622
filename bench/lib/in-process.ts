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

export interface InProcessResult {
  /** Per request: wall time and CPU (user + system) of this process, in ms. */
  typename: { wallMs: number; cpuMs: number };
  search: { wallMs: number; cpuMs: number };
}


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
  const { app, close } = await buildGateway({ upstreamBaseUrl: 'http://upstream.invalid', dispatcher: agent, graphiql: false, webDist: null, configWatch: false, environment: 'production' });
  try {
    const measure = async (payload: (i: number) => string) => {
      const one = async (i: number) => {
        const res = await app.inject({ method: 'POST', url: '/graphql', headers: { ...o.auth, 'content-type': 'application/json', 'x-session-id': `in-${i}` }, payload: payload(i) });
        if (res.statusCode !== 200 || res.body.includes('"errors"')) throw new Error(`in-process request failed: ${res.body.slice(0, 300)}`);
      };
      // Warm-up: the steady state is what a running gateway pays. 200 calls left the JIT cold (an account search
      // measured 0.94 ms after 200, 0.62 ms over 3,000).
      for (let i = 0; i < WARM_UP; i++) await one(i);
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      // Distinct keywords: the response cache must miss, as it does for a new search.
      for (let i = 0; i < o.iterations; i++) await one(i + WARM_UP);
      const cpu = process.cpuUsage(cpu0);
      return { wallMs: (performance.now() - t0) / o.iterations, cpuMs: (cpu.user + cpu.system) / 1000 / o.iterations };
    };
    const typename = await measure(() => '{"query":"{ __typename }"}');
    const searchCost = await measure((i) => JSON.stringify({ query: SEARCH_QUERY, variables: { k: `${o.keyword}${i}` } }));
    return { typename, search: searchCost };
  } finally {
    await close();
    await agent.close();
  }
}
