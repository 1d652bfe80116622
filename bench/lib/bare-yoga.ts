// A floor for `npm run bench:gateway`: the bare proxy's work (bare-search.ts) behind a minimal GraphQL server,
// graphql-yoga with its defaults on node:http, a one-field schema and no plugins, checks, tracing or fastify. What
// it costs over bare-graphql.ts is the price of yoga (its Fetch API request and response, its plugin pipeline)
// before anything the gateway adds. Not a product: it exists so the benchmark can print that price.
import { createServer, type IncomingMessage } from 'node:http';
import { createSchema, createYoga } from 'graphql-yoga';
import { callerHeaders, SEARCH_TYPE_DEFS, searchUpstream } from './bare-search.ts';

type Args = { filter?: { keyword?: string }; first: number };

const yoga = createYoga<{ req: IncomingMessage }>({
  schema: createSchema<{ req: IncomingMessage }>({
    typeDefs: SEARCH_TYPE_DEFS,
    resolvers: {
      Query: {
        accountSearch: (_root: unknown, args: Args, { req }: { req: IncomingMessage }) => searchUpstream(callerHeaders(req.headers), args.filter?.keyword, args.first),
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
