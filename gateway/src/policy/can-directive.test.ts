// @can: the schema refuses a mutation without a policy action, and the check runs before the resolver with the
// facts the gateway reads upstream (in process, against the fake upstream).
import { makeExecutableSchema } from '@graphql-tools/schema';
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { actionNames } from '../../../policy/policy.ts';
import { ruleOf } from '../../../policy/decide.ts';
import { buildSchema, gatewayModules } from '../schema/build-schema.js';
import { routeHappyPaths, user } from '../testing/fixtures.js';
import { startHarness, type Harness } from '../testing/harness.js';
import { withPolicy } from './can-directive.js';
import { policyGatherers, type PolicyGatherers } from './resource-facts.js';

const DIRECTIVE = 'directive @can(action: String!, resource: String, requestType: String) on FIELD_DEFINITION';
const withPolicyOf = (gatherers: PolicyGatherers) => (mutation: string) =>
  withPolicy(makeExecutableSchema({ typeDefs: `${DIRECTIVE}\ntype Query { ping: String }\ntype Mutation { ${mutation} }` }), gatherers);
const build = (mutation: string) =>
  withPolicy(makeExecutableSchema({ typeDefs: `${DIRECTIVE}\ntype Query { ping: String }\ninput In { accountNumber: String! }\ntype Mutation { ${mutation} }` }), policyGatherers(gatewayModules.map((m) => m.module)));

describe('building the schema', () => {
  it('refuses a mutation that names no policy action', () => {
    expect(() => build('closeIt(accountNumber: String!): Boolean')).toThrow(/Mutation\.closeIt has no @can/);
  });

  it('refuses an action the policy does not have', () => {
    expect(() => build('closeIt(accountNumber: String!): Boolean @can(action: "account.steal", resource: "accountNumber")')).toThrow(
      /Mutation\.closeIt: @can names the action 'account\.steal', which policy\/actions\.json does not have/,
    );
  });

  it('refuses a resource the action does not have, or one that is not an argument', () => {
    expect(() => build('closeIt(accountNumber: String!): Boolean @can(action: "account.close")')).toThrow(/must name the argument holding its id/);
    expect(() => build('closeIt(accountNumber: String!): Boolean @can(action: "account.close", resource: "number")')).toThrow(/'number' is not an argument path/);
    expect(() => build('closeIt(input: In!): Boolean @can(action: "account.close", resource: "input.number")')).toThrow(/'input\.number' is not an argument path/);
    expect(() => build('ping2: Boolean @can(action: "session.use", resource: "id")')).toThrow(/acts on no resource/);
  });

  it('takes a well-named mutation, with its resource inside an input', () => {
    expect(() => build('closeIt(input: In!): Boolean @can(action: "account.close", resource: "input.accountNumber")')).not.toThrow();
  });

  it('refuses an action on a kind of resource no module gathers facts about, and two modules gathering one kind', () => {
    const none = withPolicyOf({});
    expect(() => none('closeIt(accountNumber: String!): Boolean @can(action: "account.close", resource: "accountNumber")')).toThrow(
      /the gateway cannot tell whether a account is the caller's/,
    );
    const gather = async () => ({});
    expect(() => policyGatherers([{ id: 'a', policyFacts: { case: gather } }, { id: 'b', policyFacts: { case: gather } }])).toThrow(
      "policy facts of a case: modules 'a' and 'b' both gather them",
    );
  });

  it("builds the gateway's own schema: every mutation and subscription names its action", () => {
    const schema = buildSchema();
    expect(Object.keys(schema.getMutationType()!.getFields()).length).toBeGreaterThan(40);
    expect(Object.keys(schema.getSubscriptionType()!.getFields()).sort()).toEqual(['alertEvents', 'chatEvents', 'screenShareEvents']);
  });

  it('refuses a subscription that names no policy action', () => {
    const subscription = (field: string) =>
      withPolicy(
        makeExecutableSchema({
          typeDefs: `${DIRECTIVE}\ntype Query { ping: String }\ntype Subscription { ${field} }`,
          resolvers: { Subscription: { watch: { subscribe: async function* () {} } } },
        }),
        policyGatherers(gatewayModules.map((m) => m.module)),
      );
    expect(() => subscription('watch(conversationId: ID!): String')).toThrow(/Subscription\.watch has no @can/);
    expect(() => subscription('watch(conversationId: ID!): String @can(action: "chat.converse")')).toThrow(/Subscription\.watch: .*must name the argument/);
    expect(() => subscription('watch(conversationId: ID!): String @can(action: "chat.converse", resource: "conversationId")')).not.toThrow();
  });

  it("names only catalogue copy for refusals", () => {
    const copy = JSON.parse(readFileSync(new URL('../../../config/copy/en-AU.json', import.meta.url), 'utf8')) as Record<string, string>;
    const keys = actionNames.flatMap((a) => Object.values(ruleOf(a).copy ?? {}).map((c) => (typeof c === 'string' ? c : c.key)));
    expect(keys.length).toBeGreaterThan(5);
    expect([...keys, 'policy.forbidden', 'policy.notFound'].filter((k) => !(k in copy))).toEqual([]);
  });
});

describe('the check before a subscription opens', () => {
  const build = (seen: boolean, opened: string[]) =>
    withPolicy(
      makeExecutableSchema({
        typeDefs: `${DIRECTIVE}\ntype Query { ping: String }\ntype Subscription { watch(conversationId: ID!): String @can(action: "chat.converse", resource: "conversationId") }`,
        resolvers: {
          Subscription: {
            watch: {
              subscribe: async function* (_: unknown, args: { conversationId: string }) {
                opened.push(args.conversationId);
                yield { watch: 'event' };
              },
            },
          },
        },
      }),
      // The conversation's facts as the chat module would gather them: seen and the caller's, or not found.
      { conversation: async () => (seen ? { owned: true } : null) },
    );
  const ctx = { configHost: { current: () => ({ copy: {} }) } } as never;

  it("never opens the stream of a conversation that is not the caller's: NOT_FOUND", async () => {
    const opened: string[] = [];
    const watch = build(false, opened).getSubscriptionType()!.getFields().watch;
    await expect(watch.subscribe!(undefined, { conversationId: 'c-other' }, ctx, {} as never)).rejects.toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    expect(opened).toEqual([]);
  });

  it("opens the stream of the caller's own conversation", async () => {
    const opened: string[] = [];
    const watch = build(true, opened).getSubscriptionType()!.getFields().watch;
    const stream = (await watch.subscribe!(undefined, { conversationId: 'c-mine' }, ctx, {} as never)) as AsyncGenerator<unknown>;
    expect(await stream.next()).toEqual({ value: { watch: 'event' }, done: false });
    expect(opened).toEqual(['c-mine']);
  });
});

describe('the check before the resolver', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await startHarness();
    routeHappyPaths(h.upstream, user());
  });
  afterEach(() => h.close());

  const PAYMENT = '/api/wealth/payments/v1/payments/PAY00000001';
  const PERMISSIONS = '/api/wealth/payments/v2/payment-permissions/000123456';
  const CANCEL = `mutation { cancelPayment(id: "PAY00000001") { payment { status } code } }`;
  const permission = (access: string) => h.upstream.route('GET', PERMISSIONS, { body: { accountNumber: '000123456', access, canMakePayment: access !== 'NONE', signingType: 'Either To Sign' } });

  beforeEach(() => {
    h.upstream.route('GET', PAYMENT, { body: { paymentId: 'PAY00000001', fromAccountNumber: '000123456', status: 'AWAITING_AUTHORISATION' } });
    h.upstream.route('POST', `${PAYMENT}/cancel`, { body: { paymentId: 'PAY00000001', fromAccountNumber: '000123456', status: 'CANCELLED', scheduleType: 'immediate' } });
  });

  it('no token: UNAUTHENTICATED, and nothing is asked upstream', async () => {
    const res = await h.query(CANCEL);
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(h.upstream.requests).toHaveLength(0);
  });

  it("refuses a payment the caller sees but may not pay from, with the catalogue's words, and never cancels it", async () => {
    permission('NONE');
    const res = await h.query(CANCEL, { token: 't' });
    expect(res.errors?.[0]).toMatchObject({
      message: "You don't have permission to make payments from this account.",
      extensions: { code: 'FORBIDDEN', reason: 'PAYMENT_PERMISSION', policyCode: 'NO_PAYMENT_PERMISSION', action: 'payment.cancel' },
    });
    expect(h.upstream.calls(`${PAYMENT}/cancel`)).toHaveLength(0);
  });

  it('a payment the upstream does not show is NOT_FOUND', async () => {
    h.upstream.route('GET', PAYMENT, { status: 404, body: { error: 'not_found' } });
    const res = await h.query(CANCEL, { token: 't' });
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND', reason: 'NOT_FOUND' });
    expect(h.upstream.calls(`${PAYMENT}/cancel`)).toHaveLength(0);
  });

  it('payments off for the brand: refused whatever the permission', async () => {
    h.upstream.route('GET', '/api/wealth/channel/user/v1/user/details', { body: { data: user({ brand: 'perpetual' }) } });
    permission('FULL');
    const res = await h.query(CANCEL, { token: 't' });
    expect(res.errors?.[0]).toMatchObject({ message: "Payments aren't available for your brand.", extensions: { code: 'FORBIDDEN', reason: 'FLAG_OFF' } });
  });

  it('allowed: the resolver runs, after one read of the payment and one of the permission', async () => {
    permission('LIMITED');
    const res = await h.query(`mutation { a: cancelPayment(id: "PAY00000001") { code } b: cancelPayment(id: "PAY00000001") { code } }`, { token: 't' });
    expect(res.errors).toBeUndefined();
    expect(h.upstream.calls(`${PAYMENT}/cancel`)).toHaveLength(2);
    // Two mutations on one payment in one request: its facts are read once.
    expect(h.upstream.calls(PAYMENT)).toHaveLength(1);
    expect(h.upstream.calls(PERMISSIONS)).toHaveLength(1);
  });
});
