// A second floor for `npm run bench:gateway`: the bare proxy's work (bare-proxy.ts: the same upstream calls, the
// gateway's own mapping) behind a minimal GraphQL server, graphql-yoga with its defaults on node:http, a one-field
// schema and no plugins, checks, tracing or fastify. What it costs over the bare proxy is the price of GraphQL
// (parse and validation caches, execution, yoga's Fetch API request and response) before anything the gateway
// adds. Not a product: it exists so the benchmark can print that price beside the gateway's.
import { createServer } from 'node:http';
import { createSchema, createYoga } from 'graphql-yoga';
import { Agent, request } from 'undici';
import { toAccountConnection } from '../../gateway/src/modules/accounts/account-connection.ts';
import { buildAccountQuery } from '../../gateway/src/modules/accounts/build-account-query.ts';
import { buildUrl } from '../../gateway/src/upstream/build-url.ts';
import { USER_DETAILS_PATH } from './search-run.ts';

const upstream = process.env.UPSTREAM_BASE_URL ?? 'http://127.0.0.1:4010';
const dispatcher = new Agent({ keepAliveTimeout: 10_000, connections: 128 });
const users = new Map<string, { mac: string; loginBadge: string }>();

async function getJson(url: string, headers: Record<string, string>): Promise<any> {
  const res = await request(url, { headers, dispatcher, signal: AbortSignal.timeout(10_000) });
  const text = await res.body.text();
  if (res.statusCode !== 200) throw new Error(`upstream ${res.statusCode}: ${text.slice(0, 200)}`);
  return JSON.parse(text);
}

// Only what SEARCH_QUERY selects.
const typeDefs = /* GraphQL */ `
  input AccountFilter { keyword: String }
  type Account { accountId: ID! accountNumber: String! accountName: String! accountStatus: String accountType: String productCode: String accountBalance: Float adviserType: String }
  type AccountConnection { totalCount: Int! nodes: [Account!]! }
  type Query { accountSearch(filter: AccountFilter, first: Int = 25): AccountConnection }
`;

const yoga = createYoga<{ req: import('node:http').IncomingMessage }>({
  schema: createSchema({
    typeDefs,
    resolvers: {
      Query: {
        async accountSearch(_root: unknown, args: { filter?: { keyword?: string }; first: number }, { req }: { req: import('node:http').IncomingMessage }) {
          const headers: Record<string, string> = { accept: 'application/json', authorization: String(req.headers.authorization) };
          if (req.headers['x-session-id']) headers['x-session-id'] = String(req.headers['x-session-id']);
          let user = users.get(headers.authorization);
          if (!user) {
            user = (await getJson(`${upstream}${USER_DETAILS_PATH}`, headers)).data as { mac: string; loginBadge: string };
            users.set(headers.authorization, user);
          }
          const { query, advisers } = buildAccountQuery({ filter: { keyword: args.filter?.keyword }, first: args.first, badge: user.loginBadge });
          const url = buildUrl(upstream, `/api/intermediary-accounts/v2/intermediaries/${encodeURIComponent(user.mac)}/accounts`, query);
          return toAccountConnection(await getJson(url, advisers ? { ...headers, advisers } : headers));
        },
      },
    },
  }),
  logging: false,
  landingPage: false,
  graphiql: false,
});

const server = createServer((req, res) => {
  if (req.url === '/healthz') {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    return;
  }
  void yoga(req, res, { req });
});
server.listen(Number(process.env.PORT), '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => server.close(() => process.exit(0)));
