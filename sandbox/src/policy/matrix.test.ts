// The generated policy matrix (issue 28 section 2): every /api/ route the sandbox registered × every demo user ×
// the user's own, a same-dealer and a foreign resource of the route's kind. Each answer is compared with
// policy/decide.ts on facts this file reads straight from the store with its own SQL: an independent statement
// of who sees what, so a route bound to the wrong action or reading the wrong id shows up as a mismatch.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceKind } from '../../../schemas/policy.schema.ts';
import type { RoutePolicyFile } from '../../../schemas/route-policy.schema.ts';
import { decide, ruleOf, type Facts, type ResourceFacts } from '../../../policy/decide.ts';
import { isActionName, type ActionName } from '../../../policy/policy.ts';
import { DEMO_USERS } from '../seed/demo-users.js';
import type { Sandbox } from '../server.js';
import { passwordGrant, SETUP_TIMEOUT, testSandbox } from '../http/test-fixture.js';
import { routesDir } from '../routes/index.js';
import { POLICY_HEADER } from './route-policy.js';

type Variant = 'own' | 'same dealer' | 'foreign';
interface Binding { action: ActionName; resource?: string; errors?: string }
interface User { mac: string; username: string; token: string; keys: string[]; dealers: string[]; dealerRestricted: boolean; defaultAccess: string }

let sandbox: Sandbox;
const users: User[] = [];

/** Every folder's policy.json, keyed as Fastify reports the route ('POST /api/...'). */
function bindings(): Map<string, Binding> {
  const all = new Map<string, Binding>();
  for (const folder of readdirSync(routesDir)) {
    const file = join(routesDir, folder, 'policy.json');
    if (!existsSync(file)) continue;
    const routes = (JSON.parse(readFileSync(file, 'utf8')) as RoutePolicyFile).routes;
    for (const [key, b] of Object.entries(routes)) all.set(key.replace(' /', ' /api/'), b as Binding);
  }
  return all;
}

const q = async <T>(sql: string, values: unknown[] = []) => (await sandbox.db.query<T>(sql, values)).rows;

beforeAll(async () => {
  sandbox = await testSandbox();
  for (const demo of DEMO_USERS) {
    const [u] = await q<{ dealer_restricted: boolean; dealer_code: string | null; default_access: string }>('select dealer_restricted, dealer_code, default_access from users where mac = $1', [demo.mac]);
    // Who sees what, stated here on its own: a dealer-restricted user acts for every entity of the dealer,
    // anyone else for their own user_entities rows.
    const entities = await q<{ entity_key: string; dealer_code: string }>(
      u.dealer_restricted
        ? 'select entity_key, dealer_code from adviser_entities where dealer_code = $1'
        : 'select e.entity_key, e.dealer_code from user_entities ue join adviser_entities e on e.entity_key = ue.entity_key where ue.mac = $1',
      [u.dealer_restricted ? u.dealer_code : demo.mac],
    );
    users.push({
      mac: demo.mac, username: demo.username, token: (await passwordGrant(sandbox.app, demo.username)).access_token,
      keys: entities.map((e) => e.entity_key), dealers: [...new Set(entities.map((e) => e.dealer_code))],
      dealerRestricted: u.dealer_restricted, defaultAccess: u.default_access,
    });
  }
  await makeOwnedResources();
}, SETUP_TIMEOUT * 2);
afterAll(() => sandbox?.close());

const wrap = () => users.find((u) => u.username === 'wrap.adviser')!;
const grow = () => users.find((u) => u.username === 'grow.adviser')!;

/** Payments, a chat, a screen share and an account application of wrap.adviser and grow.adviser, for the routes that act on them. */
async function makeOwnedResources() {
  for (const owner of [wrap(), grow()]) {
    const [account] = await q<{ account_number: string }>(
      `select a.account_number from payment_permissions pp join accounts a on a.account_id = pp.account_id
        where pp.mac = $1 and pp.access = 'FULL' and a.account_type = 'CASH' and a.account_status = 'Active' order by a.account_id limit 1`,
      [owner.mac],
    );
    const inject = (method: 'POST', url: string, payload: object) =>
      sandbox.app.inject({ method, url, headers: { authorization: `Bearer ${owner.token}` }, payload });
    const saved = await inject('POST', '/api/wealth/payments/v2/payment/save', {
      fromAccountNumber: account.account_number, amount: 1, scheduleType: 'immediate',
      paymentDestinationBPAY: { biller: '23796', billerName: 'AGL Energy', crn: '40112233' },
    });
    expect(saved.statusCode).toBe(201);
    expect((await inject('POST', '/api/wealth/chat/v1/conversations', { kind: 'LIVE', topic: 'General' })).statusCode).toBeLessThan(300);
    expect((await inject('POST', '/api/wealth/cobrowse/v1/sessions', { product: 'wrap', badge: 'mgl' })).statusCode).toBeLessThan(300);
    expect((await inject('POST', '/api/wealth/onboarding/v1/applications', { product: 'INVESTMENT' })).statusCode).toBe(201);
  }
}

// ---- facts, from the store -------------------------------------------------------------------------------

const overlaps = (a: readonly string[], b: readonly string[]) => a.some((x) => b.includes(x));

async function accountFacts(user: User, accountId: string): Promise<ResourceFacts | null> {
  const links = await q<{ entity_key: string }>('select entity_key from account_advisers where account_id = $1', [accountId]);
  if (!overlaps(links.map((l) => l.entity_key), user.keys)) return null;
  const [access] = await q<{ access: string }>('select access from user_account_access where mac = $1 and account_id = $2', [user.mac, accountId]);
  const [pay] = await q<{ access: string }>('select access from payment_permissions where mac = $1 and account_id = $2', [user.mac, accountId]);
  return { access: (access?.access ?? user.defaultAccess) as ResourceFacts['access'], paymentAccess: (pay?.access ?? 'NONE') as ResourceFacts['paymentAccess'] };
}

/** The facts of resource `id` of `kind` for `user`, as the policy should see them. */
async function factsOf(user: User, kind: ResourceKind, id: string): Promise<ResourceFacts | null> {
  switch (kind) {
    case 'user': return id === user.mac ? {} : null;
    case 'account': {
      const [a] = await q<{ account_id: string }>('select account_id from accounts where account_number = $1 or account_id = $1', [id]);
      return a ? accountFacts(user, a.account_id) : null;
    }
    case 'payment': {
      const [p] = await q<{ account_id: string }>('select account_id from payments where payment_id = $1', [id]);
      return p ? accountFacts(user, p.account_id) : null;
    }
    case 'client': {
      const [c] = await q<{ entity_key: string }>('select entity_key from clients where contact_id = $1', [id]);
      return c && user.keys.includes(c.entity_key) ? {} : null;
    }
    case 'case': {
      const [c] = await q<{ entity_keys: string[] }>('select entity_keys from cases where intent_id = $1', [id]);
      return c && overlaps(c.entity_keys, user.keys) ? {} : null;
    }
    case 'conversation':
    case 'screenshare': {
      const table = kind === 'conversation' ? 'chat_conversations where conversation_id' : 'screenshare_sessions where session_id';
      const [r] = await q<{ mac: string }>(`select mac from ${table} = $1`, [id]);
      return r ? { owned: r.mac === user.mac } : null;
    }
    case 'group': {
      const [g] = await q<{ dealer_code: string }>('select dealer_code from account_groups where code = $1', [id]);
      if (!g || !user.dealers.includes(g.dealer_code)) return null;
      const members = await q<{ account_id: string }>('select account_id from account_group_members where group_code = $1', [id]);
      const facts = await Promise.all(members.map((m) => accountFacts(user, m.account_id)));
      if (facts.some((f) => !f)) return null;
      return { access: facts.every((f) => f!.access === 'FULL') ? 'FULL' : 'LIMITED' };
    }
    case 'application': {
      const [a] = await q<{ entity_key: string }>('select entity_key from applications where application_id = $1', [id]);
      return a && user.keys.includes(a.entity_key) ? {} : null;
    }
    case 'none': return {};
  }
}

// ---- resources of each kind, own / same dealer / foreign to a user -----------------------------------------

/** A resource: its id (and the other id it goes by, an account's id beside its number) and what places it. */
interface Candidate { id: string; alt?: string; keys: string[]; owner?: string }

/** Candidate ids of a kind with the entity keys (or owner) that place them. */
async function candidates(kind: ResourceKind): Promise<Candidate[]> {
  const sample = 'order by 1 limit 400';
  switch (kind) {
    case 'account':
      return q(`select a.account_number as id, a.account_id as alt, array_agg(aa.entity_key) as keys from accounts a join account_advisers aa on aa.account_id = a.account_id
                 where a.account_type = 'CASH' and a.account_status = 'Active' group by a.account_number, a.account_id ${sample}`);
    case 'payment':
      return q(`select p.payment_id as id, array_agg(aa.entity_key) as keys from payments p join account_advisers aa on aa.account_id = p.account_id
                 where p.status = 'AWAITING_AUTHORISATION' group by p.payment_id ${sample}`);
    case 'client': return q(`select contact_id as id, array[entity_key] as keys from clients ${sample}`);
    case 'case': return q(`select intent_id as id, entity_keys as keys from cases ${sample}`);
    case 'group':
      return q(`select g.code as id, array_agg(distinct e.entity_key) as keys from account_groups g join adviser_entities e on e.dealer_code = g.dealer_code group by g.code ${sample}`);
    case 'conversation': return q(`select conversation_id as id, array[]::text[] as keys, mac as owner from chat_conversations ${sample}`);
    case 'screenshare': return q(`select session_id as id, array[]::text[] as keys, mac as owner from screenshare_sessions ${sample}`);
    case 'application': return q(`select application_id as id, array[entity_key] as keys from applications ${sample}`);
    case 'user': return users.map((u) => ({ id: u.mac, keys: [], owner: u.mac }));
    case 'none': return [];
  }
}

const candidateCache = new Map<ResourceKind, Promise<Candidate[]>>();

/** The user's own resource, one of the same dealer that is not theirs, and one of another dealer: as many as exist. */
async function variantsFor(user: User, kind: ResourceKind): Promise<{ variant: Variant; id: string; alt?: string }[]> {
  if (!candidateCache.has(kind)) candidateCache.set(kind, candidates(kind));
  const all = await candidateCache.get(kind)!;
  const dealerKeys = (await q<{ entity_key: string }>('select entity_key from adviser_entities where dealer_code = any($1::text[])', [user.dealers])).map((r) => r.entity_key);
  const own = all.find((c) => (c.owner ? c.owner === user.mac : overlaps(c.keys, user.keys)));
  const sameDealer = all.find((c) => !c.owner && !overlaps(c.keys, user.keys) && overlaps(c.keys, dealerKeys));
  const foreign = all.find((c) => (c.owner ? c.owner !== user.mac : !overlaps(c.keys, dealerKeys) && !overlaps(c.keys, user.keys)));
  return [
    ...(own ? [{ variant: 'own' as const, id: own.id, alt: own.alt }] : []),
    ...(sameDealer ? [{ variant: 'same dealer' as const, id: sameDealer.id, alt: sameDealer.alt }] : []),
    ...(foreign ? [{ variant: 'foreign' as const, id: foreign.id, alt: foreign.alt }] : []),
  ];
}

// ---- the calls --------------------------------------------------------------------------------------------

/** The request for a route with the resource id where the binding says it sits; other params get a placeholder. */
async function requestFor(method: string, url: string, binding: Binding, resource: { id?: string; alt?: string }) {
  const path = binding.resource?.replace(/\?$/, '');
  const [where, ...field] = path?.split('.') ?? [];
  // A route that names an account by its id (:accountId) gets the id, the others its number.
  const id = field.at(-1) === 'accountId' ? (resource.alt ?? resource.id) : resource.id;
  let partyId = 'P0101';
  if (id && url.includes(':partyId')) {
    const [c] = await q<{ party_id: string }>('select party_id from payment_challenges where payment_id = $1 order by party_id limit 1', [id]);
    partyId = c?.party_id ?? partyId;
  }
  let filled = url.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(where === 'params' && field[0] === name && id ? id : name === 'partyId' ? partyId : 'X1'));
  if (where === 'query' && id) filled += `?${field[0]}=${encodeURIComponent(id)}`;
  let body: unknown = method === 'GET' || method === 'DELETE' ? undefined : sampleOf(bodySchemaOf(method, url)) ?? {};
  if (where === 'body' && id) {
    body = { ...(body as object), ...(field.reduceRight<unknown>((inner, key) => ({ [key]: inner }), id) as object) };
  }
  return { url: filled, body };
}

/** The route's body schema, from the document the sandbox serves. */
function bodySchemaOf(method: string, url: string): JsonSchema | undefined {
  const doc = sandbox.app.swagger() as unknown as { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema?: JsonSchema }> } }>> };
  const op = doc.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
  return op?.requestBody?.content['application/json']?.schema;
}

interface JsonSchema { type?: string | string[]; enum?: unknown[]; properties?: Record<string, JsonSchema>; required?: string[] }

/**
 * A body with each field the schema requires, so the call gets past the schema to the policy: the first value of an
 * enum, else a placeholder of the field's type (what the handler makes of it after the policy is not this test's).
 */
function sampleOf(schema: JsonSchema | undefined): unknown {
  if (!schema) return undefined;
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object') {
    return Object.fromEntries((schema.required ?? []).map((name) => [name, sampleOf(schema.properties?.[name]) ?? 'X1']));
  }
  return type === 'array' ? [] : type === 'integer' || type === 'number' ? 1 : type === 'boolean' ? false : 'X1';
}

interface Row { route: string; user: string; variant: Variant | '-'; expected: string; actual: string }

describe('the policy matrix', () => {
  it('binds every route the sandbox registered under /api/ to an action of the policy', () => {
    const table = bindings();
    const api = sandbox.routes.filter((r) => r.url.startsWith('/api/'));
    expect(api.length).toBeGreaterThan(100);
    expect(api.filter((r) => !table.has(`${r.method} ${r.url}`)).map((r) => `${r.method} ${r.url}`)).toEqual([]);
    expect([...table.values()].filter((b) => !isActionName(b.action))).toEqual([]);
  });

  it('answers every route × demo user × own, same-dealer and foreign resource as the policy decides', async () => {
    const table = bindings();
    const routes = sandbox.routes.filter((r) => r.url.startsWith('/api/'));
    const rows: Row[] = [];
    for (const route of routes) {
      const binding = table.get(`${route.method} ${route.url}`)!;
      const kind = ruleOf(binding.action).resource;
      for (const user of users) {
        const variants: { variant: Variant | '-'; id?: string; alt?: string }[] = kind === 'none' ? [{ variant: '-' }] : await variantsFor(user, kind);
        for (const { variant, id, alt } of variants) {
          const facts: Facts = { role: user.dealerRestricted ? 'dealerStaff' : 'adviser' };
          if (kind !== 'none') facts.resource = await factsOf(user, kind, id!);
          const decision = decide(binding.action, facts);
          const { url, body } = await requestFor(route.method, route.url, binding, { id, alt });
          const res = await sandbox.app.inject({
            method: route.method as 'GET', url, headers: { authorization: `Bearer ${user.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
            payload: body === undefined ? undefined : JSON.stringify(body),
          });
          const code = (() => { try { return (res.json() as { errors?: { code: string }[] }).errors?.[0]?.code; } catch { return undefined; } })();
          // A 404 is the same answer as for an unknown id (no code to compare); a 403 names the action's code.
          const expected = decision.allow ? 'allowed' : decision.status === 404 ? '404' : `403 ${decision.code}`;
          // The policy marks its refusals; anything else (a 400, a 409, a handler's own 404 for an account of
          // another type) got past it. A 401 never should: every demo user is signed in.
          const refused = String(res.headers[POLICY_HEADER] ?? '').startsWith('refused');
          const actual = res.statusCode === 401 ? '401' : !refused ? 'allowed' : res.statusCode === 404 ? '404' : `${res.statusCode} ${code}`;
          rows.push({ route: `${route.method} ${route.url}`, user: user.username, variant, expected, actual });
        }
      }
    }
    console.log(`policy matrix: ${rows.length} calls (${routes.length} routes × ${users.length} demo users × own, same-dealer and foreign resources), ` +
      `${rows.filter((r) => r.expected !== 'allowed').length} refused`);
    // Every kind of answer is exercised, so the matrix cannot pass by allowing (or refusing) everything.
    expect(new Set(rows.map((r) => r.expected.split(' ')[0]))).toEqual(new Set(['allowed', '403', '404']));
    const wrong = rows.filter((r) => r.expected !== r.actual).map((r) => `${r.route} as ${r.user} on ${r.variant}: expected ${r.expected}, answered ${r.actual}`);
    expect(wrong).toEqual([]);
  }, 600_000);
});
