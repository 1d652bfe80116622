// The benchmark's floor: the least any gateway in front of the sandbox must do for an account search, with no
// framework. A bare node:http server reads the JSON body, makes the same upstream calls as the gateway (user
// details, kept for good here, then the very search URL and headers, through an undici keep-alive Agent), reshapes
// the page with the gateway's own mapping and answers JSON. No GraphQL, no fastify, no plugins, no checks: what it
// costs over a direct call is the price of the extra process and HTTP hop on this machine, which no gateway can
// go below. Not a product: it exists so `npm run bench:search` can print that price beside the gateway's.
import { callerHeaders, searchUpstream } from './bare-search.ts';
import { serveJsonFloor } from './bare-server.ts';
import { SEARCH_QUERY } from './search-run.ts';

/** The account fields SEARCH_QUERY selects, read from the query itself so the two answers stay alike. */
const FIELDS = /nodes \{ ([^}]+) \}/.exec(SEARCH_QUERY)![1].trim().split(/\s+/) as Array<keyof Awaited<ReturnType<typeof searchUpstream>>['nodes'][number]>;

serveJsonFloor(async (req, raw) => {
  const keyword = String(JSON.parse(raw).variables.k);
  const page = await searchUpstream(callerHeaders(req.headers), keyword, 25);
  const nodes = page.nodes.map((node) => Object.fromEntries(FIELDS.map((f) => [f, node[f] ?? null])));
  return JSON.stringify({ data: { accountSearch: { totalCount: page.totalCount, nodes } } });
}, 502);
