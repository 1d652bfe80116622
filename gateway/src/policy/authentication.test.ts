// Authentication is declared once (policy/authentication.ts): a generated walk over every root field of the
// gateway's schema calls each without a bearer token. Every field answers UNAUTHENTICATED before its resolver
// runs, unless its SDL marks it @public; a new field cannot forget the check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphQLArgument, GraphQLField, GraphQLInputType, GraphQLObjectType, GraphQLOutputType } from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { buildSchema, gatewayModules } from '../schema/build-schema.js';
import { startHarness, type Harness } from '../testing/harness.js';
import { isPublicField, withAuthentication } from './authentication.js';
import { withPolicy } from './can-directive.js';
import { policyGatherers } from './resource-facts.js';

const schema = buildSchema();

/** Unwrapped by shape (the schema may come from graphql's other module build, so no instanceof helpers). */
function named(type: GraphQLInputType | GraphQLOutputType): { name: string; ofType?: unknown; getFields?: () => Record<string, unknown>; getValues?: () => { name: string }[]; getTypes?: unknown } {
  let t: any = type;
  while (t.ofType) t = t.ofType;
  return t;
}

const isNonNull = (type: unknown) => (type as { constructor: { name: string } }).constructor.name === 'GraphQLNonNull';
const isList = (type: unknown) => (type as { constructor: { name: string } }).constructor.name === 'GraphQLList';

const SCALARS: Record<string, string> = { String: '"x"', ID: '"x"', Int: '1', Float: '1.5', Boolean: 'true', Base64: '"AA=="', JSON: '"x"', Date: '"2026-03-01"', DateTime: '"2026-03-01T00:00:00Z"', Money: '"1.00"', Decimal: '"1"' };

/** A literal the field's argument type takes (required input fields only), so validation lets the call through. */
function literal(type: GraphQLInputType): string {
  const inner = isNonNull(type) ? (type as { ofType: GraphQLInputType }).ofType : type;
  if (isList(inner)) return `[${literal((inner as { ofType: GraphQLInputType }).ofType)}]`;
  const t = named(inner);
  if (t.getValues) return t.getValues()[0].name;
  if (t.getFields) {
    const fields = Object.values(t.getFields()) as { name: string; type: GraphQLInputType; defaultValue?: unknown }[];
    return `{ ${fields.filter((f) => isNonNull(f.type) && f.defaultValue === undefined).map((f) => `${f.name}: ${literal(f.type)}`).join(', ')} }`;
  }
  return SCALARS[t.name] ?? '"x"';
}

function operation(kind: 'query' | 'mutation' | 'subscription', field: GraphQLField<unknown, unknown>): string {
  const args = field.args.filter((a: GraphQLArgument) => isNonNull(a.type) && a.defaultValue === undefined);
  const argText = args.length ? `(${args.map((a) => `${a.name}: ${literal(a.type)}`).join(', ')})` : '';
  const t = named(field.type);
  const selection = t.getFields || t.getTypes ? ' { __typename }' : '';
  return `${kind} Walk { ${field.name}${argText}${selection} }`;
}

const roots = [
  ['query', schema.getQueryType()],
  ['mutation', schema.getMutationType()],
  ['subscription', schema.getSubscriptionType()],
] as const;
const fields = roots.flatMap(([kind, type]) =>
  type ? Object.values((type as GraphQLObjectType).getFields()).map((field) => ({ kind, field, coordinate: `${type.name}.${field.name}` })) : [],
);

/** The answer of a subscription over server-sent events: its first `next` payload. */
async function firstEvent(harness: Harness, query: string): Promise<any> {
  const res = await harness.yoga.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({ query }),
  });
  const text = await res.text();
  const data = text.split('\n').find((line) => line.startsWith('data: {'));
  return data ? JSON.parse(data.slice('data: '.length)) : { status: res.status, text };
}

describe('authentication, declared once', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(() => harness.close());

  it('marks only the sign-in, liveness and development fields public', () => {
    expect(fields.filter(({ field }) => isPublicField(field)).map((f) => f.coordinate).sort()).toEqual(PUBLIC);
  });

  it.each(fields.filter(({ field }) => !isPublicField(field)).map((f) => [f.coordinate, f] as const))(
    '%s answers UNAUTHENTICATED without a bearer token, before any upstream call',
    async (_, { kind, field }) => {
      const before = harness.upstream.requests.length;
      const query = operation(kind, field);
      const answer = kind === 'subscription' ? await firstEvent(harness, query) : await harness.query(query);
      expect(answer.errors?.[0]?.extensions?.code, JSON.stringify(answer)).toBe('UNAUTHENTICATED');
      expect(answer.errors[0].message).toBe('Sign in required: no bearer token');
      expect(harness.upstream.requests.length).toBe(before);
    },
  );
});

/** The fields that answer without a sign-in; adding one here is a decision a reviewer sees. */
const PUBLIC = ['Mutation.endSession', 'Mutation.renewSession', 'Query.configStatus', 'Query.ping', 'Query.previewShell', 'Query.signIn'];

describe('building the schema', () => {
  const DIRECTIVES = `directive @can(action: String!, resource: String, requestType: String) on FIELD_DEFINITION
directive @public on FIELD_DEFINITION`;
  const build = (mutation: string) =>
    withAuthentication(withPolicy(makeExecutableSchema({ typeDefs: `${DIRECTIVES}\ntype Query { ping: String @public }\ntype Mutation { ${mutation} }` }), policyGatherers(gatewayModules.map((m) => m.module))));

  it('refuses a @public mutation whose action acts for a signed-in user', () => {
    expect(() => build('touch: Boolean @can(action: "session.use") @public')).toThrow(
      "Mutation.touch is @public, but its action 'session.use' acts for a signed-in user: remove @public",
    );
  });

  it('refuses a mutation whose action takes its own credential unless it is @public', () => {
    expect(() => build('renew(refreshToken: String!): Boolean @can(action: "session.renew")')).toThrow(
      "Mutation.renew: its action 'session.renew' takes its credential as an argument: mark the field @public",
    );
    expect(() => build('renew(refreshToken: String!): Boolean @can(action: "session.renew") @public')).not.toThrow();
  });
});
