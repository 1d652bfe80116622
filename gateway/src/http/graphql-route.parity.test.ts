// The /graphql route answers JSON POSTs through yoga's operation pipeline without yoga's Fetch adapter
// (graphql-route.ts). This pins that shortcut to yoga: every kind of request gets, from the route, the
// status, media type and body yoga itself gives for it (yoga.fetch on the same server), so a yoga upgrade
// that changes an answer fails here instead of drifting silently. Simple cross-site requests stay refused
// on every path.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfigHost, type ConfigHost } from '../config-host/index.ts';
import { realConfigDir } from '../config-host/test-support.ts';
import { createYoga, type GatewayYoga } from '../create-yoga.js';
import { startFakeUpstream, type FakeUpstream } from '../testing/fake-upstream.js';
import { routeHappyPaths } from '../testing/fixtures.js';
import { registerGraphqlRoute } from './graphql-route.ts';

let upstream: FakeUpstream;
let configHost: ConfigHost;
let yoga: GatewayYoga;
let app: FastifyInstance;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  routeHappyPaths(upstream);
  configHost = await createConfigHost({ dir: realConfigDir });
  yoga = createYoga({ upstreamBaseUrl: upstream.url, configHost, circuitBreaker: false });
  app = Fastify();
  await registerGraphqlRoute(app, yoga);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await yoga.dispose();
  configHost.close();
  await upstream.close();
});

interface Case {
  name: string;
  method?: 'GET' | 'POST';
  query?: string;
  body?: string;
  headers?: Record<string, string>;
}

const json = { 'content-type': 'application/json' };
const auth = { authorization: 'Bearer tok' };
const op = (body: object) => JSON.stringify(body);

const CASES: Case[] = [
  { name: 'a query', body: op({ query: '{ viewer { user { mac } } }' }), headers: { ...json, ...auth } },
  { name: 'a query, graphql-response+json', body: op({ query: '{ viewer { user { mac } } }' }), headers: { ...json, ...auth, accept: 'application/graphql-response+json' } },
  { name: 'variables and an operation name', body: op({ query: 'query A($k: [String!]!) { viewer { preferences(keys: $k) { key } } } query B { __typename }', variables: { k: ['x'] }, operationName: 'A' }), headers: { ...json, ...auth } },
  { name: 'two operations and no name', body: op({ query: 'query A { __typename } query B { __typename }' }), headers: { ...json, ...auth } },
  { name: 'a field error (no token)', body: op({ query: '{ viewer { user { mac } } }' }), headers: json },
  { name: 'a syntax error', body: op({ query: '{ viewer {' }), headers: { ...json, accept: 'application/graphql-response+json' } },
  { name: 'a validation error', body: op({ query: '{ nope }' }), headers: json },
  { name: 'no query', body: op({ variables: {} }), headers: json },
  { name: 'a query that is not a string', body: op({ query: 42 }), headers: json },
  { name: 'variables that are not an object', body: op({ query: '{ __typename }', variables: [1] }), headers: json },
  { name: 'an unknown body parameter', body: op({ query: '{ __typename }', bogus: 1 }), headers: json },
  { name: 'a mutation', body: op({ query: 'mutation { noop }' }), headers: { ...json, ...auth } },
  { name: 'an Accept nothing JSON satisfies', body: op({ query: '{ __typename }' }), headers: { ...json, accept: 'text/html' } },
  { name: 'application/graphql+json', body: op({ query: '{ __typename }' }), headers: { 'content-type': 'application/graphql+json' } },
];

const CROSS_SITE: Case[] = [
  { name: 'a text/plain POST', body: op({ query: '{ __typename }' }), headers: { 'content-type': 'text/plain' } },
  { name: 'a form POST', body: `query=${encodeURIComponent('{ __typename }')}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } },
  { name: 'a GET without a non-simple header', method: 'GET', query: `?query=${encodeURIComponent('{ __typename }')}` },
];

async function viaRoute(c: Case) {
  const res = await app.inject({ method: c.method ?? 'POST', url: `/graphql${c.query ?? ''}`, headers: { ...c.headers }, payload: c.body });
  return { status: res.statusCode, type: String(res.headers['content-type'] ?? ''), body: res.body };
}

async function viaYoga(c: Case) {
  const res = await yoga.fetch(`http://localhost/graphql${c.query ?? ''}`, { method: c.method ?? 'POST', headers: { ...c.headers }, body: c.body });
  return { status: res.status, type: res.headers.get('content-type') ?? '', body: await res.text() };
}

const parsed = (body: string) => {
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
};

describe('the /graphql route answers as yoga does', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_, c) => {
    const [route, own] = [await viaRoute(c), await viaYoga(c)];
    expect({ status: route.status, type: route.type, body: parsed(route.body) }).toEqual({ status: own.status, type: own.type, body: parsed(own.body) });
  });
});

describe('simple cross-site requests', () => {
  it.each(CROSS_SITE.map((c) => [c.name, c] as const))('%s is refused on the route and by yoga', async (_, c) => {
    const [route, own] = [await viaRoute(c), await viaYoga(c)];
    expect(route.status).toBeGreaterThanOrEqual(400);
    expect(own.status).toBe(route.status);
    expect(route.body).not.toContain('"__typename":"Query"');
  });
});
