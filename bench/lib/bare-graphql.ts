// The lowest GraphQL floor for `npm run bench:gateway`: the bare proxy's work (bare-search.ts) behind graphql-js
// itself on node:http: the body read, the document parsed and validated once per query text, then executed, the
// result serialised. No framework, plugins, checks or tracing. What it costs over the bare proxy is the price of
// GraphQL as such; what the gateway costs above it is the framework's and the gateway's own. Not a product.
import { buildSchema, execute, GraphQLError, parse, validate, type DocumentNode } from 'graphql';
import { callerHeaders, SEARCH_TYPE_DEFS, searchUpstream } from './bare-search.ts';
import { serveJsonFloor } from './bare-server.ts';

const schema = buildSchema(SEARCH_TYPE_DEFS);
const documents = new Map<string, DocumentNode | readonly GraphQLError[]>();
const rootValue = {
  accountSearch: (args: { filter?: { keyword?: string }; first: number }, headers: Record<string, string>) => searchUpstream(headers, args.filter?.keyword, args.first),
};

function documentOf(query: string): DocumentNode | readonly GraphQLError[] {
  let found = documents.get(query);
  if (!found) {
    const document = parse(query);
    const errors = validate(schema, document);
    documents.set(query, (found = errors.length ? errors : document));
  }
  return found;
}

async function answer(raw: string, headers: Record<string, string>): Promise<string> {
  const { query, variables } = JSON.parse(raw) as { query: string; variables?: Record<string, unknown> };
  const document = documentOf(query);
  if (Array.isArray(document)) return JSON.stringify({ errors: document });
  return JSON.stringify(await execute({ schema, document: document as DocumentNode, rootValue, contextValue: headers, variableValues: variables }));
}

serveJsonFloor((req, raw) => answer(raw, callerHeaders(req.headers)), 500);
