// A floor for `npm run bench:gateway`: the bare proxy's work (bare-search.ts) behind a minimal GraphQL server,
// graphql-yoga with its defaults on node:http, a one-field schema and no plugins, checks, tracing or fastify. What
// it costs over bare-graphql.ts is the price of yoga (its Fetch API request and response, its plugin pipeline)
// before anything the gateway adds. Not a product: it exists so the benchmark can print that price.
import type { IncomingMessage } from 'node:http';
import { createSchema, createYoga } from 'graphql-yoga';
import { callerHeaders, SEARCH_TYPE_DEFS, searchUpstream } from './bare-search.ts';
import { serveFloor } from './bare-server.ts';

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

serveFloor((req, res) => void yoga(req, res, { req }));
