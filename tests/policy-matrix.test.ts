// The gateway's generated policy matrix (issue 28 section 2): every Mutation field of the built schema × every demo
// user × the user's own, a same-dealer and a foreign resource (one call for an action on no resource). Each answer
// is compared with policy/decide.ts on facts read straight from the sandbox's store with this file's own SQL
// (tests/policy-store.ts) and the brand flags from config/: a mutation bound to the wrong action, or a fact read
// wrongly, shows up as a mismatch. A new mutation must be given sample arguments in ARGS below, or this fails.
//
// Nothing a call does may change what the next one is decided on, or leak into other test files: every write to
// the bank's API (POST, PUT, PATCH, DELETE under /api/) is answered 409 by a sandbox fault while the matrix runs.
// A call the policy lets through still runs its resolver (which then fails on that write, or not at all); a
// refused one never reaches it. The gateway's policy reads are all GETs.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Environment } from '../schemas/common.ts';
import type { AccessLevel, PaymentAccess, ResourceKind } from '../schemas/policy.schema.ts';
import { leastAccess } from '../policy/access.ts';
import { decide, ruleOf, type Facts, type ResourceFacts } from '../policy/decide.ts';
import type { ActionName } from '../policy/policy.ts';
import { buildSchema } from '../gateway/src/schema/build-schema.ts';
import { mutationPolicies } from '../gateway/src/policy/can-directive.ts';
import { resolveFlags, type FeatureFlagSources } from '../gateway/src/rules/flags.ts';
import { DEMO_USERS } from '../sandbox/src/seed/demo-users.ts';
import { VISIBLE } from './policy-store.ts';
import { clearFaults, gatewayUrl, passwordGrant, sandboxApi, setFault, storeRows } from './support.ts';

type Variant = 'own' | 'same dealer' | 'foreign';
const VARIANTS: readonly Variant[] = ['own', 'same dealer', 'foreign'];

/** The harness starts its gateway with no environment: dev's flags (tests/global-setup.ts). */
const ENVIRONMENT: Environment = 'dev';
/** The request type createCase names: a row asking FULL access (RC004, cash), so lesser access is refused. */
const REQUEST_TYPE = 'RC004';

interface User {
  mac: string;
  username: string;
  token: string;
  brand: string;
  dealerRestricted: boolean;
  /** Entity keys the user acts for: their own, or every entity of the dealer when dealer-restricted. */
  keys: string[];
  /** Every entity key of the user's dealers. */
  dealerKeys: string[];
  dealers: string[];
}

const users: User[] = [];
const made = { applications: [] as { id: string; owner: User }[], payments: [] as { id: string; payer: User }[], conversations: [] as { id: string; owner: User }[], sessions: [] as { id: string; owner: User }[] };

const overlaps = (a: readonly string[], b: readonly string[]) => a.some((x) => b.includes(x));

// ---- sample arguments: one entry per mutation, keyed by name ----------------------------------------------

const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6300010000050001', 'hex').toString('base64');
const bpay = (from: string) => ({ fromAccountNumber: from, amount: '1.00', scheduleType: 'IMMEDIATE', paymentDestinationBPAY: { biller: '23796', billerName: 'AGL Energy', crn: '40112233' } });
const groupInput = { name: 'Policy matrix', groupTypes: ['REPORTING'], businessVentureId: 'MPM', dealerCode: 'HBWP', accounts: ['A1', 'A2'] };
const file = { fileName: 'note.pdf', contentType: 'application/pdf', base64: Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64') };

/** Each mutation's arguments; `id` is the resource's id where the mutation's action acts on one. */
const ARGS: Record<string, (id: string) => Record<string, unknown>> = {
  noop: () => ({}),
  // session.renew takes its refresh token as its credential: these are sent without a bearer token.
  renewSession: () => ({ refreshToken: 'matrix-not-a-refresh-token' }),
  endSession: () => ({ refreshToken: 'matrix-not-a-refresh-token' }),
  sendTrackingLogs: () => ({ logs: [{ type: 'pageFlow', page: '/matrix' }] }),
  reportTrackingHealth: () => ({ jsStatus: 'error(699)', customerSessionId: 'matrix-session' }),
  setPreference: () => ({ key: 'Homepage', value: 'search' }),
  setFavouriteAccount: () => ({ accountId: 'A000000001', favourite: false }),
  recordRecent: () => ({ kind: 'ACCOUNT', id: 'A000000001' }),
  sendFeedback: () => ({ input: { rating: 5 } }),
  setSecurityLevel: () => ({ level: 'ENHANCED' }),
  setProfilePicture: () => ({ picture: { contentType: 'image/png', data: png } }),
  startStepUp: () => ({}),
  verifyStepUp: () => ({ challengeId: 'SU-matrix', code: '000000' }),
  changePassword: () => ({ input: { currentPassword: 'demo', newPassword: 'Matrix-Passw0rd!', stepUpToken: 'matrix' } }),
  signOutDevice: () => ({ id: 'matrix-device', stepUpToken: 'matrix' }),
  startAuthenticatorEnrolment: () => ({}),
  markAlertsRead: () => ({ ids: ['AL-matrix'] }),
  markAllAlertsRead: () => ({}),
  markAlertSeen: () => ({ id: 'AL-matrix' }),
  saveNotificationPreferences: () => ({ input: { accountBalanceThresholdSelected: true, accountBalanceThreshold: 100, insufficientFundsForPendingPaymentsThresholdSelected: false } }),
  markNotificationPageVisited: () => ({ page: 'ACCOUNT_BALANCE' }),
  setBookLowCashThreshold: () => ({ threshold: '5000.00' }),
  startChat: () => ({ kind: 'ASYNC' }),
  sendChatMessage: (id) => ({ conversationId: id, text: 'Hello from the policy matrix' }),
  endChat: (id) => ({ conversationId: id }),
  requestHuman: (id) => ({ conversationId: id }),
  startScreenShare: () => ({ product: 'wrap' }),
  sendScreenShareEvents: (id) => ({ sessionId: id, events: ['{"type":2}'] }),
  endScreenShare: (id) => ({ sessionId: id }),
  validateAccountGroup: () => ({ input: { accounts: ['A1', 'A2'], groupTypes: ['REPORTING'] } }),
  createAccountGroup: () => ({ input: groupInput, idempotencyKey: 'policy-matrix' }),
  updateAccountGroup: (id) => ({ code: id, input: groupInput }),
  closeAccountGroup: (id) => ({ code: id }),
  validatePayment: (id) => ({ input: bpay(id) }),
  savePayment: (id) => ({ input: bpay(id), idempotencyKey: 'policy-matrix' }),
  sendPaymentChallenge: (id) => ({ paymentId: id, partyId: 'P0101' }),
  cancelPayment: (id) => ({ id }),
  requestPensionPayment: (id) => ({ input: { kind: 'PENSION_PAYMENT', accountNumber: id, amount: 10, dateOfBirth: '1958-03-07', option: 'Gross', toAccountBsb: '062000', toAccountNumber: '12345678', toAccountName: 'Client Savings', toAccountBranch: 'Sydney' } }),
  closeAccount: (id) => ({ accountNumber: id }),
  sendFeeRenewal: (id) => ({ accountNumber: id }),
  startAccountApplication: () => ({ product: 'CASH' }),
  saveAccountApplication: (id) => ({ id, draft: { step: 'OPTIONS' } }),
  submitAccountApplication: (id) => ({ id, idempotencyKey: 'policy-matrix' }),
  cancelAccountApplication: (id) => ({ id }),
  resendAccountApplication: (id) => ({ id }),
  uploadApplicationDocuments: (id) => ({ id, files: [file] }),
  createCase: (id) => ({ input: { accountNumber: id, subCategoryId: REQUEST_TYPE, additionalInformation: 'Policy matrix' } }),
  cancelCase: (id) => ({ intentId: id }),
  resendAuthorisation: (id) => ({ intentId: id, activityId: 'ACT-matrix' }),
  modifyCase: (id) => ({ intentId: id, activityId: 'ACT-matrix', action: 'RESEND' }),
  attachCaseDocuments: (id) => ({ intentId: id, files: [file] }),
  submitFollowUpResponses: (id) => ({ intentId: id, responses: [{ followUpId: 'FU-matrix', responseContent: 'Done' }] }),
  submitSignedDocument: (id) => ({ intentId: id, file }),
};

// ---- the schema's mutations, as documents --------------------------------------------------------------------

const schema = buildSchema();
const policies = mutationPolicies(schema);

/** `mutation($a: T!) { field(a: $a) { __typename } }` from the schema, so the table holds values only. */
function documentOf(name: string): string {
  const field = schema.getMutationType()!.getFields()[name];
  const vars = field.args.map((a) => `$${a.name}: ${String(a.type)}`);
  const args = field.args.map((a) => `${a.name}: $${a.name}`);
  let type: unknown = field.type;
  while (type && typeof type === 'object' && 'ofType' in type && type.ofType) type = type.ofType;
  const selection = type && typeof type === 'object' && 'getFields' in type ? ' { __typename }' : '';
  return `mutation${vars.length ? `(${vars.join(', ')})` : ''} { ${name}${args.length ? `(${args.join(', ')})` : ''}${selection} }`;
}

// ---- the store's facts --------------------------------------------------------------------------------------

const config = (path: string) => JSON.parse(readFileSync(new URL(`../config/${path}`, import.meta.url), 'utf8')) as Record<string, any>;
const FLAG_DEFAULTS = Object.fromEntries(Object.entries(config('flags.json').flags as Record<string, { default: boolean }>).map(([k, f]) => [k, f.default]));
const flagsOf = (brand: string) => resolveFlags(config(`feature-flags/${brand}.json`) as FeatureFlagSources, ENVIRONMENT, {}, FLAG_DEFAULTS);
const indexation = (JSON.parse(readFileSync(new URL('../sandbox/data/request-indexation.json', import.meta.url), 'utf8')) as { rows: { id: string; accessLevel: AccessLevel }[] }).rows;

/**
 * The store's facts, read once the resources are made (the planted faults keep every write out, so they hold for
 * the whole run): which accounts each user sees at which levels, and what places each other kind of resource.
 */
const store = {
  visible: new Map<string, Map<string, { access: AccessLevel; paymentAccess: PaymentAccess }>>(),
  accountIds: new Map<string, string>(),
  payments: new Map<string, string>(),
  cases: new Map<string, string[]>(),
  groups: new Map<string, { dealer: string; status: string; members: string[] }>(),
  starters: new Map<string, string>(),
  applications: new Map<string, string>(),
};

async function readStore() {
  const rows = await storeRows<{ mac: string; account_id: string; access: AccessLevel; payment_access: PaymentAccess }>(
    `with ${VISIBLE} select mac, account_id, access, payment_access from visible where mac = any($1::text[])`,
    [users.map((u) => u.mac)],
  );
  for (const u of users) store.visible.set(u.mac, new Map());
  for (const r of rows) store.visible.get(r.mac)!.set(r.account_id, { access: r.access, paymentAccess: r.payment_access });
  for (const a of await storeRows<{ account_number: string; account_id: string }>(`select account_number, account_id from accounts`)) store.accountIds.set(a.account_number, a.account_id);
  for (const p of await storeRows<{ payment_id: string; account_id: string }>('select payment_id, account_id from payments')) store.payments.set(p.payment_id, p.account_id);
  for (const c of await storeRows<{ intent_id: string; entity_keys: string[] }>('select intent_id, entity_keys from cases')) store.cases.set(c.intent_id, c.entity_keys);
  for (const g of await storeRows<{ code: string; dealer_code: string; status: string; members: string[] }>(
    'select g.code, g.dealer_code, g.status, array(select m.account_id from account_group_members m where m.group_code = g.code) as members from account_groups g',
  )) store.groups.set(g.code, { dealer: g.dealer_code, status: g.status, members: g.members });
  for (const a of await storeRows<{ application_id: string; entity_key: string }>('select application_id, entity_key from applications')) store.applications.set(a.application_id, a.entity_key);
  for (const c of await storeRows<{ id: string; mac: string }>('select conversation_id as id, mac from chat_conversations union all select session_id, mac from screenshare_sessions')) store.starters.set(c.id, c.mac);
}

/** An account's facts for the user: seen through one of their entities, at their access and payment permission. */
const accountFacts = (user: User, accountId: string | undefined): ResourceFacts | null => (accountId && store.visible.get(user.mac)!.get(accountId)) || null;

function factsOf(user: User, kind: ResourceKind, id: string): ResourceFacts | null {
  switch (kind) {
    case 'account': {
      const facts = accountFacts(user, store.accountIds.get(id));
      return facts && { ...facts, requestTypeAccess: indexation.find((r) => r.id === REQUEST_TYPE)!.accessLevel };
    }
    case 'payment':
      return accountFacts(user, store.payments.get(id));
    case 'case':
      return overlaps(store.cases.get(id) ?? [], user.keys) ? {} : null;
    case 'group': {
      // An open group of one of the user's dealers whose every account the user sees; its access the least of theirs.
      const g = store.groups.get(id);
      if (!g || g.status === 'CLOSED' || !user.dealers.includes(g.dealer)) return null;
      const facts = g.members.map((m) => accountFacts(user, m));
      return facts.every((f) => f) ? { access: leastAccess(facts.map((f) => f!.access!)) } : null;
    }
    case 'conversation':
    case 'screenshare': {
      const starter = store.starters.get(id);
      return starter ? { owned: starter === user.mac } : null;
    }
    case 'application': {
      const key = store.applications.get(id);
      return key && user.keys.includes(key) ? {} : null;
    }
    default:
      throw new Error(`no mutation acts on a ${kind} yet: say here how the store places one`);
  }
}

// ---- own, same-dealer and foreign resources ----------------------------------------------------------------

/** A resource and what places it: the entity keys it hangs off, or the user who started it (and who saved a payment). */
interface Candidate { id: string; keys: string[]; owner?: string; creator?: string }

async function candidates(kind: ResourceKind): Promise<Candidate[]> {
  switch (kind) {
    case 'account':
      return storeRows(`select a.account_number as id, array_agg(aa.entity_key) as keys from accounts a join account_advisers aa on aa.account_id = a.account_id
                         where a.account_type = 'CASH' and a.account_status = 'Active' group by a.account_number order by 1`);
    case 'payment':
      return storeRows(`select p.payment_id as id, array_agg(aa.entity_key) as keys, p.created_by as creator from payments p join account_advisers aa on aa.account_id = p.account_id
                         where p.payment_id = any($1::text[]) group by p.payment_id, p.created_by order by 1`, [made.payments.map((p) => p.id)]);
    case 'case':
      return storeRows(`select intent_id as id, entity_keys as keys from cases order by 1`);
    case 'group':
      return storeRows(`select g.code as id, array_agg(distinct e.entity_key) as keys from account_groups g join adviser_entities e on e.dealer_code = g.dealer_code
                         where g.status <> 'CLOSED' group by g.code order by 1`);
    case 'conversation':
      return made.conversations.map((c) => ({ id: c.id, keys: c.owner.keys, owner: c.owner.mac }));
    case 'application':
      return storeRows(`select application_id as id, array[entity_key] as keys from applications where application_id = any($1::text[]) order by 1`, [made.applications.map((a) => a.id)]);
    case 'screenshare':
      return made.sessions.map((s) => ({ id: s.id, keys: s.owner.keys, owner: s.owner.mac }));
    default:
      throw new Error(`no candidates of kind ${kind}`);
  }
}

interface Picks { resources: Record<Variant, Candidate>; fallbacks: number }

/**
 * The user's own resource (one they see, or started; for an account or payment the one they hold most rights on,
 * so allowed calls are exercised too), one of their dealer that is not that one (preferring one they do not see),
 * and one of another dealer. A kind the store holds too few of falls back (own to same dealer to foreign), so
 * every mutation × user has three calls; the log line counts the fallbacks.
 */
function variantsFor(user: User, all: Candidate[]): Picks {
  const mine = (c: Candidate) => (c.owner ? c.owner === user.mac : overlaps(c.keys, user.keys));
  const rights = (c: Candidate) => {
    const seen = accountFacts(user, store.accountIds.get(c.id) ?? store.payments.get(c.id));
    const rank = seen ? (seen.paymentAccess === 'FULL' ? 4 : seen.paymentAccess === 'LIMITED' ? 2 : 0) + (seen.access === 'FULL' ? 1 : 0) : -1;
    return rank + (c.creator === user.mac ? 8 : 0);
  };
  const own = all.filter(mine).sort((a, b) => rights(b) - rights(a))[0];
  const inDealer = (c: Candidate) => c !== own && (c.owner ? c.owner !== user.mac : true) && overlaps(c.keys, user.dealerKeys);
  const sameDealer = all.find((c) => inDealer(c) && !mine(c)) ?? all.find(inDealer);
  const foreign = all.find((c) => (c.owner ? c.owner !== user.mac : true) && !overlaps(c.keys, user.dealerKeys));
  if (!foreign) throw new Error(`no foreign resource for ${user.username} among ${all.length}`);
  return {
    resources: { own: own ?? sameDealer ?? foreign, 'same dealer': sameDealer ?? foreign, foreign },
    fallbacks: Number(!own) + Number(!sameDealer),
  };
}

// ---- setup --------------------------------------------------------------------------------------------------

/**
 * Every demo user but first.login: signing in spends that user's first sign-in, which tests/viewer.test.ts checks
 * on the same store. Its rights are an mgl adviser's, and the sandbox's matrix calls every route as it.
 */
const MATRIX_USERS = DEMO_USERS.filter((u) => u.username !== 'first.login');

beforeAll(async () => {
  for (const demo of MATRIX_USERS) {
    const [u] = await storeRows<{ brand: string; dealer_restricted: boolean }>('select brand, dealer_restricted from users where mac = $1', [demo.mac]);
    const scope = await storeRows<{ entity_key: string; dealer_code: string }>(
      `with ${VISIBLE} select distinct s.entity_key, e.dealer_code from scope s join adviser_entities e on e.entity_key = s.entity_key where s.mac = $1`,
      [demo.mac],
    );
    const dealers = [...new Set(scope.map((s) => s.dealer_code))];
    const dealerKeys = (await storeRows<{ entity_key: string }>('select entity_key from adviser_entities where dealer_code = any($1::text[])', [dealers])).map((r) => r.entity_key);
    users.push({
      mac: demo.mac, username: demo.username, token: (await passwordGrant(demo.username)).access_token, brand: u.brand,
      dealerRestricted: u.dealer_restricted, keys: scope.map((s) => s.entity_key), dealerKeys, dealers,
    });
  }
  // Payments, chats, screen shares and applications the matrix acts on, made on the bank's API as their owners (the seed has none).
  // Each payer pays from the account most demo users see, so a payment is seen by users who may not pay.
  for (const user of users) {
    const [payable] = await storeRows<{ account_number: string }>(
      `with ${VISIBLE} select a.account_number from visible v join accounts a on a.account_id = v.account_id
        where v.mac = $1 and v.payment_access in ('FULL', 'LIMITED') and a.account_type = 'CASH' and a.account_status = 'Active'
        order by (select count(*) from visible o where o.account_id = v.account_id) desc, a.account_number limit 1`,
      [user.mac],
    );
    if (payable) {
      const saved = await sandboxApi('/api/wealth/payments/v2/payment/save', user.token, { method: 'POST', body: JSON.stringify({ ...bpay(payable.account_number), amount: 1, scheduleType: 'immediate' }) });
      expect(saved.status, JSON.stringify(saved.body)).toBe(201);
      made.payments.push({ id: saved.body.paymentId, payer: user });
    }
    const chat = await sandboxApi('/api/wealth/chat/v1/conversations', user.token, { method: 'POST', body: JSON.stringify({ kind: 'ASYNC' }) });
    expect(chat.status, JSON.stringify(chat.body)).toBeLessThan(300);
    made.conversations.push({ id: chat.body.data.conversationId, owner: user });
    const share = await sandboxApi('/api/wealth/cobrowse/v1/sessions', user.token, { method: 'POST', body: JSON.stringify({ product: 'wrap' }) });
    expect(share.status, JSON.stringify(share.body)).toBe(201);
    made.sessions.push({ id: share.body.sessionId, owner: user });
    // An application under each adviser's own wrap code (dealer staff may not start one).
    if (!user.dealerRestricted) {
      const started = await sandboxApi('/api/wealth/onboarding/v1/applications', user.token, { method: 'POST', body: JSON.stringify({ product: 'INVESTMENT' }) });
      expect(started.status, JSON.stringify(started.body)).toBe(201);
      made.applications.push({ id: started.body.data.application_id, owner: user });
    }
  }
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) await setFault({ method, path: '/api/*', status: 409 });
  await readStore();
}, 120_000);

afterAll(async () => {
  await clearFaults();
  // Leave the store as other files expect it: nothing of the matrix's open.
  for (const p of made.payments) await sandboxApi(`/api/wealth/payments/v1/payments/${p.id}/cancel`, p.payer.token, { method: 'POST' });
  for (const c of made.conversations) await sandboxApi(`/api/wealth/chat/v1/conversations/${c.id}/end`, c.owner.token, { method: 'POST' });
  for (const s of made.sessions) await sandboxApi(`/api/wealth/cobrowse/v1/sessions/${s.id}/end`, s.owner.token, { method: 'POST' });
  for (const a of made.applications) await sandboxApi(`/api/wealth/onboarding/v1/applications/${a.id}/cancel`, a.owner.token, { method: 'POST' });
});

// ---- the matrix ---------------------------------------------------------------------------------------------

interface Cell { mutation: string; action: ActionName; user: User; variant: Variant | '-'; id?: string }
interface Row { cell: string; expected: string; actual: string }

async function ask(cell: Cell): Promise<string> {
  const credentialIsArgument = ruleOf(cell.action).credential === 'refreshToken';
  const res = await fetch(`${gatewayUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(credentialIsArgument ? {} : { authorization: `Bearer ${cell.user.token}` }) },
    body: JSON.stringify({ query: documentOf(cell.mutation), variables: ARGS[cell.mutation](cell.id ?? '') }),
  });
  const body = (await res.json()) as { errors?: { message: string; path?: unknown[]; extensions?: Record<string, unknown> }[] };
  // Only the policy's refusals carry the action; anything else (a handler's input check, the planted 409) got past it.
  const refusal = body.errors?.find((e) => e.extensions?.action);
  if (refusal) return `${refusal.extensions!.code === 'NOT_FOUND' ? 404 : 403} ${String(refusal.extensions!.reason)}`;
  // A request refused before execution (bad sample arguments: no path) never reached the check, and an unsigned
  // call proves nothing: say so rather than count it as allowed.
  const unrun = body.errors?.find((e) => !e.path || (e.extensions?.code === 'UNAUTHENTICATED' && !e.extensions?.upstreamError));
  return unrun ? `not run: ${unrun.message}` : 'allowed';
}

const tally = (values: readonly string[]) => values.reduce<Record<string, number>>((t, v) => ({ ...t, [v]: (t[v] ?? 0) + 1 }), {});

/** Runs `work` over `items`, `width` at a time. */
async function pooled<T, R>(items: readonly T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i]);
    }
  }));
  return out;
}

describe('the gateway policy matrix', () => {
  it('has sample arguments for every mutation of the schema, and for no other', () => {
    const mutations = [...policies.keys()];
    expect(mutations.length).toBeGreaterThan(40);
    expect(mutations.filter((m) => !ARGS[m]), 'mutations without sample arguments in ARGS').toEqual([]);
    expect(Object.keys(ARGS).filter((m) => !policies.has(m)), 'ARGS entries for no mutation').toEqual([]);
  });

  it('answers every mutation × demo user × own, same-dealer and foreign resource as the policy decides', async () => {
    const cells: Cell[] = [];
    const pools = new Map<ResourceKind, Candidate[]>();
    let resourceMutations = 0;
    let fallbacks = 0;
    for (const [mutation, { action }] of policies) {
      const kind = ruleOf(action).resource;
      if (kind !== 'none') resourceMutations += 1;
      if (kind !== 'none' && !pools.has(kind)) pools.set(kind, await candidates(kind));
      for (const user of users) {
        if (kind === 'none') {
          cells.push({ mutation, action, user, variant: '-' });
          continue;
        }
        const picks = variantsFor(user, pools.get(kind)!);
        fallbacks += picks.fallbacks;
        for (const variant of VARIANTS) cells.push({ mutation, action, user, variant, id: picks.resources[variant].id });
      }
    }

    const rows: Row[] = await pooled(cells, 6, async (cell) => {
      const kind = ruleOf(cell.action).resource;
      const facts: Facts = { role: cell.user.dealerRestricted ? 'dealerStaff' : 'adviser', flags: flagsOf(cell.user.brand) };
      if (kind !== 'none') facts.resource = factsOf(cell.user, kind, cell.id!);
      const decision = decide(cell.action, facts);
      return {
        cell: `${cell.mutation} (${cell.action}) as ${cell.user.username} on ${cell.variant}${cell.id ? ` ${cell.id}` : ''}`,
        expected: decision.allow ? 'allowed' : `${decision.status} ${decision.reason}`,
        actual: await ask(cell),
      };
    });

    const size = users.length * (resourceMutations * VARIANTS.length + (policies.size - resourceMutations));
    console.log(
      `gateway policy matrix: ${rows.length} calls (${policies.size} mutations, ${resourceMutations} of them on a resource × own, same-dealer and foreign; ` +
        `× ${users.length} demo users); expected: ${Object.entries(tally(rows.map((r) => r.expected))).map(([k, n]) => `${k} ${n}`).join(', ')}; ` +
        `${fallbacks} user × kind picks on a fallback resource`,
    );
    expect(users).toHaveLength(MATRIX_USERS.length);
    expect(rows.length).toBe(size);
    // Every kind of answer is exercised, so the matrix cannot pass by allowing (or refusing) everything.
    expect(new Set(rows.map((r) => r.expected.split(' ')[0]))).toEqual(new Set(['allowed', '403', '404']));
    expect(rows.filter((r) => r.expected !== r.actual).map((r) => `${r.cell}: expected ${r.expected}, answered ${r.actual}`)).toEqual([]);
  }, 600_000);
});
