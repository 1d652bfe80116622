// The account keyword search benchmark against a running sandbox and gateway: sign in, sample
// keywords from the user's own account names, then time the same searches directly on the sandbox,
// through GraphQL and, when given, through the bare proxy (the floor), interleaved (each side goes
// first equally often: the sandbox remembers a keyword's count, so a later side gets a cheaper
// answer), so every side sees the same machine load and the same database caches.
import { buildAccountQuery } from '../../gateway/src/modules/accounts/build-account-query.ts';
import { buildUrl } from '../../gateway/src/upstream/build-url.ts';
import { cpuMsOf } from './services.ts';
import { timed } from './stats.ts';

export interface SearchRunOptions {
  sandboxUrl: string;
  gatewayUrl: string;
  /** The bare proxy (bare-proxy.ts): timed as a third side when given. */
  bareProxyUrl?: string;
  /** The GraphQL floors (bare-graphql.ts, bare-yoga.ts): each timed as a side of its own when given. */
  bareGraphqlUrl?: string;
  bareYogaUrl?: string;
  /**
   * Also time the gateway asked for an uncompressed answer (accept-encoding: identity), as a side of its own: the
   * floors never compress, while fetch asks for gzip and the gateway compresses answers over 1 KB.
   */
  uncompressed?: boolean;
  /** Timed searches per side. */
  iterations: number;
  /** Searches per side before the timed ones (default 20), with keywords of their own. */
  warmUp?: number;
  /** Server process ids: each timed search also measures the CPU its server spent (cpuMsOf). */
  pids?: { gateway?: number; bareProxy?: number; bareGraphql?: number; bareYoga?: number };
  /** Demo user to sign in as (default wrap.adviser, the broadest demo adviser). */
  username?: string;
}

export interface SearchRunResult {
  direct: number[];
  gateway: number[];
  /** Through the bare proxy; empty when no bareProxyUrl was given. */
  bareProxy: number[];
  /** Through graphql-js alone and the minimal yoga server; empty when not given. */
  bareGraphql: number[];
  bareYoga: number[];
  /** Through the gateway, uncompressed; empty unless asked for. */
  gatewayUncompressed: number[];
  /** Mean CPU ms the server spent per timed search, per side whose pid was given. */
  serverCpuMs: { gateway?: number; gatewayUncompressed?: number; bareProxy?: number; bareGraphql?: number; bareYoga?: number };
  /** How many of the keywords are distinct (the gateway's 2000 ms cache cannot answer a new one). */
  distinct: number;
  /** total_count of the direct answers: the sizes of the result sets searched. */
  totals: number[];
}

const WARM_UP = 20;
const STATUSES = 'Active,Closed';
export const USER_DETAILS_PATH = '/api/wealth/channel/user/v1/user/details';
/** The account search the web app's results make, as the benchmarks send it through GraphQL. */
export const SEARCH_QUERY = `query($k: String!) { accountSearch(filter: { keyword: $k }, first: 25) { totalCount nodes { accountId accountNumber accountName accountStatus accountType productCode accountBalance adviserType } } }`;

export async function signIn(sandboxUrl: string, username: string) {
  const tokenRes = await fetch(`${sandboxUrl}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username, password: 'demo' }),
  });
  const { access_token: token } = (await tokenRes.json()) as { access_token: string };
  const auth = { authorization: `Bearer ${token}`, 'x-session-id': 'bench' };
  const details = (await (await fetch(`${sandboxUrl}${USER_DETAILS_PATH}`, { headers: auth })).json()) as any;
  return { auth, mac: String(details.data.mac), loginBadge: String(details.data.loginBadge) };
}

/**
 * Keywords of 3 to 6 characters: prefixes of the words in the user's own account names, read from
 * several sort orders to widen the sample, so every search has hits. Distinct while the sample
 * lasts (a stride through the prefixes), so the gateway's response cache cannot answer one.
 */
export async function sampleKeywords(sandboxUrl: string, auth: Record<string, string>, mac: string, count: number): Promise<string[]> {
  const names: string[] = [];
  for (const sort of ['account_short_name', 'balance', 'open_date', 'account_number', 'close_date']) {
    for (const order of ['asc', 'desc']) {
      const url = `${sandboxUrl}/api/intermediary-accounts/v2/intermediaries/${mac}/accounts?limit=100&accountStatus=${STATUSES}&sortColumn=${sort}&sortOrder=${order}`;
      const page = (await (await fetch(url, { headers: auth })).json()) as any;
      names.push(...page.data.accounts.map((a: any) => String(a.accountName)));
    }
  }
  const words = names.flatMap((name) => name.toLowerCase().split(/[^a-z]+/)).filter((w) => w.length >= 3);
  const prefixes = [...new Set(words.flatMap((w) => [3, 4, 5, 6].filter((n) => n <= w.length).map((n) => w.slice(0, n))))].sort();
  // 7919 is prime: the stride visits every prefix once before repeating unless it divides the count.
  const stride = prefixes.length % 7919 === 0 ? 7907 : 7919;
  return Array.from({ length: count }, (_, i) => prefixes[(i * stride) % prefixes.length]);
}

export async function runSearchBenchmark(o: SearchRunOptions): Promise<SearchRunResult> {
  const { auth, mac, loginBadge } = await signIn(o.sandboxUrl, o.username ?? 'wrap.adviser');
  const warmUp = o.warmUp ?? WARM_UP;
  const keywords = await sampleKeywords(o.sandboxUrl, auth, mac, o.iterations + warmUp);
  const totals: number[] = [];

  const direct = (k: string, record: boolean) => async () => {
    // The very call the gateway makes for this search (its own query builder: statuses, the 000 §9 default
    // sort, the badge, the page size), so the ratio is the gateway's cost alone.
    const { query, advisers } = buildAccountQuery({ filter: { keyword: k }, first: 25, badge: loginBadge });
    const url = buildUrl(o.sandboxUrl, `/api/intermediary-accounts/v2/intermediaries/${mac}/accounts`, query);
    const res = await fetch(url, { headers: advisers ? { ...auth, advisers } : auth });
    const body = (await res.json()) as any;
    if (res.status !== 200) throw new Error(`direct search '${k}': ${res.status} ${JSON.stringify(body)}`);
    if (record) totals.push(body.total_count);
  };
  const viaGraphql = (url: string, extra: Record<string, string> = {}) => (k: string, i: number) => async () => {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json', 'x-session-id': `bench-${i}`, ...extra },
      body: JSON.stringify({ query: SEARCH_QUERY, variables: { k } }),
    });
    const body = (await res.json()) as any;
    if (body.errors) throw new Error(JSON.stringify(body.errors));
  };
  type Side = { time: (k: string, i: number) => () => Promise<void>; samples: number[]; pid?: number; cpuMs: number };
  const side = (time: Side['time'], pid?: number): Side => ({ time, samples: [], pid, cpuMs: 0 });
  const pids = o.pids ?? {};
  const sides = {
    direct: side((k) => direct(k, true)),
    gateway: side(viaGraphql(o.gatewayUrl), pids.gateway),
    bareProxy: o.bareProxyUrl ? side(viaGraphql(o.bareProxyUrl), pids.bareProxy) : null,
    bareGraphql: o.bareGraphqlUrl ? side(viaGraphql(o.bareGraphqlUrl), pids.bareGraphql) : null,
    bareYoga: o.bareYogaUrl ? side(viaGraphql(o.bareYogaUrl), pids.bareYoga) : null,
    // A sign-in of its own: the gateway caches answers per token for 2 s, and this side searches the same keyword
    // on the same gateway as the gateway side, so with one token the later of the two was answered from the cache.
    gatewayUncompressed: o.uncompressed
      ? side(viaGraphql(o.gatewayUrl, { 'accept-encoding': 'identity', authorization: (await signIn(o.sandboxUrl, o.username ?? 'wrap.adviser')).auth.authorization }), pids.gateway)
      : null,
  };
  const timedSides = Object.values(sides).filter((s): s is Side => s !== null);

  // Warm-up: every server's code paths compiled before the timed searches (a long-running process's steady state).
  for (let i = 0; i < warmUp; i++) {
    await direct(keywords[i], false)();
    for (const s of timedSides) if (s !== sides.direct) await s.time(keywords[i], i)();
  }
  for (let i = warmUp; i < keywords.length; i++) {
    // Rotate which side goes first, so each is first (and pays the uncached count) equally often.
    for (let j = 0; j < timedSides.length; j++) {
      const s = timedSides[(i + j) % timedSides.length];
      // Read outside the timed span; the server is idle between searches, so the difference is this search's.
      const cpu0 = s.pid ? cpuMsOf(s.pid) : 0;
      s.samples.push(await timed(s.time(keywords[i], i)));
      if (s.pid) s.cpuMs += cpuMsOf(s.pid) - cpu0;
    }
  }
  return {
    direct: sides.direct.samples,
    gateway: sides.gateway.samples,
    bareProxy: sides.bareProxy?.samples ?? [],
    bareGraphql: sides.bareGraphql?.samples ?? [],
    bareYoga: sides.bareYoga?.samples ?? [],
    gatewayUncompressed: sides.gatewayUncompressed?.samples ?? [],
    serverCpuMs: Object.fromEntries(
      Object.entries(sides).flatMap(([name, s]) => (s?.pid ? [[name, s.cpuMs / s.samples.length]] : [])),
    ) as SearchRunResult['serverCpuMs'],
    distinct: new Set(keywords.slice(warmUp)).size,
    totals,
  };
}
