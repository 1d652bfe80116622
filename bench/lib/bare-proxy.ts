// The benchmark's floor: the least any gateway in front of the sandbox must do for an account search, with no
// framework. A bare node:http server reads the JSON body, makes the same upstream calls as the gateway (user
// details, kept for good here, then the very search URL and headers, through an undici keep-alive Agent), reshapes
// the page with the gateway's own mapping and answers JSON. No GraphQL, no fastify, no plugins, no checks: what it
// costs over a direct call is the price of the extra process and HTTP hop on this machine, which no gateway can
// go below. Not a product: it exists so `npm run bench:search` can print that price beside the gateway's.
import { createServer, type IncomingMessage } from 'node:http';
import { Agent, request } from 'undici';
import { toAccountConnection } from '../../gateway/src/modules/accounts/account-connection.ts';
import { buildAccountQuery } from '../../gateway/src/modules/accounts/build-account-query.ts';
import { buildUrl } from '../../gateway/src/upstream/build-url.ts';
import { SEARCH_QUERY, USER_DETAILS_PATH } from './search-run.ts';

const upstream = process.env.UPSTREAM_BASE_URL ?? 'http://127.0.0.1:4010';
const dispatcher = new Agent({ keepAliveTimeout: 10_000, connections: 128 });
const users = new Map<string, { mac: string; loginBadge: string }>();

/** The account fields SEARCH_QUERY selects, read from the query itself so the two answers stay alike. */
const FIELDS = /nodes \{ ([^}]+) \}/.exec(SEARCH_QUERY)![1].trim().split(/\s+/) as Array<keyof ReturnType<typeof toAccountConnection>['nodes'][number]>;

async function getJson(url: string, headers: Record<string, string>): Promise<any> {
  const res = await request(url, { headers, dispatcher, signal: AbortSignal.timeout(10_000) });
  const text = await res.body.text();
  if (res.statusCode !== 200) throw new Error(`upstream ${res.statusCode}: ${text.slice(0, 200)}`);
  return JSON.parse(text);
}

async function search(req: IncomingMessage, raw: string): Promise<string> {
  const keyword = String(JSON.parse(raw).variables.k);
  const headers: Record<string, string> = { accept: 'application/json', authorization: String(req.headers.authorization) };
  if (req.headers['x-session-id']) headers['x-session-id'] = String(req.headers['x-session-id']);
  let user = users.get(headers.authorization);
  if (!user) {
    user = (await getJson(`${upstream}${USER_DETAILS_PATH}`, headers)).data as { mac: string; loginBadge: string };
    users.set(headers.authorization, user);
  }
  const { query, advisers } = buildAccountQuery({ filter: { keyword }, first: 25, badge: user.loginBadge });
  const url = buildUrl(upstream, `/api/intermediary-accounts/v2/intermediaries/${encodeURIComponent(user.mac)}/accounts`, query);
  const page = toAccountConnection(await getJson(url, advisers ? { ...headers, advisers } : headers));
  const nodes = page.nodes.map((node) => Object.fromEntries(FIELDS.map((f) => [f, node[f] ?? null])));
  return JSON.stringify({ data: { accountSearch: { totalCount: page.totalCount, nodes } } });
}

const server = createServer((req, res) => {
  if (req.url === '/healthz') {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    return;
  }
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    search(req, Buffer.concat(chunks).toString()).then(
      (body) => res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) }).end(body),
      (error: unknown) => res.writeHead(502, { 'content-type': 'application/json' }).end(JSON.stringify({ errors: [{ message: String(error) }] })),
    );
  });
});
server.listen(Number(process.env.PORT), '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => server.close(() => process.exit(0)));
