// The wealth APIs keep to their OpenAPI document (docs/architecture.md "The wealth API contract"), as the gateway
// calls them: every GET the document lists under /api/ is called through the gateway's own upstream client (the
// typed calls of upstream-api.ts over the real UpstreamClient and its undici pool) as demo users, with ids from their
// own data, and every answer, success or error, is validated against the document's schema for its status with ajv
// (JSON Schema 2020-12, as OpenAPI 3.1 uses). A binary answer must come with a media type the document names. The
// suite's sandbox checks each answer against its schema before serialising it (tests/global-setup.ts), so a handler
// returning a field the schema lacks, or a wrong type, answers 500 here instead of being dropped.
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UpstreamClient, type UpstreamBytes } from '../gateway/src/upstream/client.ts';
import { upstreamBodyOf } from '../gateway/src/upstream/map-error.ts';
import { bindUpstream } from '../gateway/src/upstream/request-upstream.ts';
import type { UpstreamPath } from '../gateway/src/upstream/upstream-api.ts';
import { passwordGrant, sandboxUrl, storeRows } from './support.ts';

interface Operation {
  parameters?: { name: string; in: string; required?: boolean }[];
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object> };
}

const USERS = ['wrap.adviser', 'grow.adviser', 'perpetual.adviser'] as const;

/** Query parameters a call needs to answer anything but a 400. */
const QUERY: Record<string, (f: Facts) => Record<string, string>> = {
  '/api/wealth/ada/search/clients': () => ({ query: 'smith' }),
  '/api/wealth/channel/user/v1/account/access': (f) => ({ accountCode: f.accountId }),
  '/api/channel/micro/v3s/preference/entries': () => ({ key: 'recent-accounts,favourite-accounts' }),
  '/api/v1/security/preference': () => ({ key: 'SECURITY_LEVEL' }),
  '/api/wealth/channel/account/v1/externalsystem/identifiers': () => ({ composerCode: 'C0000001' }),
  '/api/intermediary-accounts/v1/intermediaries/{mac}/accounts/list': (f) => ({ account_list: f.accountId }),
  '/api/wealth/grouping/v2/account-groups/search': () => ({ query: 'fee' }),
  '/api/wealth/traverse/v1/intent/validations/{process}/{accountNumber}': () => ({ badge: 'mgl' }),
};

/** A path parameter's value for this user, by the parameter's name (and the path, where one name means two things). */
function paramValue(name: string, path: string, f: Facts): string {
  if (name === 'mac') return f.mac;
  if (name === 'badge') return path.includes('wrap-rates') ? 'MacquarieWrap' : 'MBL';
  if (name === 'clientId') return f.clientId;
  if (name === 'type') return 'product-news';
  if (name === 'process') return 'pension_payments';
  if (name === 'code') return path.includes('bpay') ? '23796' : '062-000';
  if (name === 'intentId' || (name === 'id' && path.includes('task-centre'))) return f.intentId;
  if (name === 'id' && path.includes('/payments/')) return f.paymentId;
  if (name === 'accountNumber') return path.includes('validations') ? f.wrapNumber : f.cashNumber;
  if (name === 'account' && path.includes('payment-permissions')) return f.cashNumber;
  if (name === 'account' || name === 'accountId') return path.includes('/cash/') ? f.cashId : f.wrapId;
  return 'unknown-id';
}

interface Facts {
  mac: string;
  accountId: string;
  wrapId: string;
  wrapNumber: string;
  cashId: string;
  cashNumber: string;
  clientId: string;
  intentId: string;
  paymentId: string;
}

async function factsOf(username: string): Promise<Facts> {
  const [user] = await storeRows<{ mac: string }>('select mac from users where username = $1', [username]);
  const accounts = await storeRows<{ account_id: string; account_number: string; account_type: string; client_id: string | null }>(
    `select a.account_id, a.account_number, a.account_type, a.client_id from accounts a
       join account_advisers aa on aa.account_id = a.account_id
       join user_entities ue on ue.entity_key = aa.entity_key
      where ue.mac = $1 and a.account_status = 'Active' order by a.account_id limit 200`,
    [user!.mac],
  );
  const wrap = accounts.find((a) => a.account_type === 'WRAP') ?? accounts[0]!;
  const cash = accounts.find((a) => a.account_type === 'CASH') ?? accounts[0]!;
  const [intent] = await storeRows<{ intent_id: string }>('select intent_id from cases where initiator_mac = $1 limit 1', [user!.mac]);
  const [payment] = await storeRows<{ payment_id: string }>('select payment_id from payments where created_by = $1 limit 1', [user!.mac]);
  return {
    mac: user!.mac,
    accountId: wrap.account_id,
    wrapId: wrap.account_id,
    wrapNumber: wrap.account_number,
    cashId: cash.account_id,
    cashNumber: cash.account_number,
    clientId: accounts.find((a) => a.client_id)?.client_id ?? 'unknown-client',
    intentId: intent?.intent_id ?? 'unknown-intent',
    paymentId: payment?.payment_id ?? 'unknown-payment',
  };
}

let doc: Document;
let ajv: Ajv2020;
let client: UpstreamClient;
const validators = new Map<object, ValidateFunction>();
beforeAll(async () => {
  doc = (await (await fetch(`${sandboxUrl()}/openapi.json`)).json()) as Document;
  ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
  // The gateway's client as it runs, less what would hide an answer: no cache, no retry, no breaker.
  client = new UpstreamClient({
    apiBaseUrl: sandboxUrl(),
    authBaseUrl: sandboxUrl(),
    timeoutMs: 30_000,
    retry: { retries: 0 },
    cache: { ttlMs: 0, max: 1 },
    circuitBreaker: false,
  });
});
afterAll(() => client?.close());

/**
 * `schema` with every `#/components/schemas/…` reference replaced by the component (none of them is recursive),
 * and every object that lists its properties closed to others, as the sandbox's own answer check is under tests:
 * a field the document does not list is a break of the contract, not an extra.
 */
function inlined(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(inlined);
  if (!schema || typeof schema !== 'object') return schema;
  const ref = (schema as { $ref?: string }).$ref;
  if (ref?.startsWith('#/components/schemas/')) return inlined(doc.components.schemas[ref.slice('#/components/schemas/'.length)]);
  const copy = Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, inlined(v)]));
  if ('properties' in copy && !('additionalProperties' in copy)) copy.additionalProperties = false;
  return copy;
}

/** The answer the document gives `status`: the exact code, then 2XX/4XX/5XX. */
function answerFor(op: Operation, status: number) {
  return op.responses[status] ?? op.responses[`${String(status)[0]}XX`];
}

/** The schema the document gives an answer of `status` with a JSON body. */
function schemaFor(op: Operation, status: number): object | undefined {
  return answerFor(op, status)?.content?.['application/json']?.schema;
}

/** The 2xx status a GET documents (the client answers a success's body, not its status). */
const successOf = (op: Operation) => Number(Object.keys(op.responses).find((status) => status.startsWith('2')) ?? 200);

/** Whether `type` (a content-type header) is one of the media types the answer documents (`image/*` takes any image). */
function documentedMedia(op: Operation, status: number, type: string): boolean {
  const media = type.split(';')[0]!.trim();
  return Object.keys(answerFor(op, status)?.content ?? {}).some((m) => m === media || (m.endsWith('/*') && media.startsWith(m.slice(0, -1))));
}

function validate(schema: object, body: unknown): string[] {
  let check = validators.get(schema);
  if (!check) {
    const { $id: _id, ...plain } = inlined(schema) as { $id?: string };
    check = ajv.compile(plain);
    validators.set(schema, check);
  }
  return check(body) ? [] : (check.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message}`);
}

interface Answer {
  status: number;
  body?: unknown;
  contentType?: string;
}

/** One GET through the gateway's client: the typed call with the document's path, its parameters and query. */
async function callAsGateway(token: string, path: string, op: Operation, facts: Facts): Promise<Answer> {
  const upstream = bindUpstream(client, { token });
  const params = Object.fromEntries((op.parameters ?? []).filter((p) => p.in === 'path').map((p) => [p.name, paramValue(p.name, path, facts)]));
  const binary = !schemaFor(op, successOf(op));
  // The paths come from the document at run time; each module's call is typed by the same document at build time.
  const typedPath = path as UpstreamPath<'get'>;
  const init = { params: { path: params, query: QUERY[path]?.(facts) } } as never;
  try {
    if (binary) {
      const bytes = (await upstream.api.GET(typedPath, { ...(init as object), parseAs: 'bytes' } as never)) as unknown as UpstreamBytes;
      return { status: successOf(op), contentType: bytes.contentType };
    }
    return { status: successOf(op), body: await upstream.api.GET(typedPath, init) };
  } catch (error) {
    const status = (error as { extensions?: { upstreamStatus?: unknown } }).extensions?.upstreamStatus;
    if (typeof status !== 'number') throw error;
    return { status, body: upstreamBodyOf(error) };
  }
}

describe('the wealth APIs answer the gateway\'s client as their OpenAPI document says', () => {
  it.each(USERS)('every documented GET, called as %s, answers below 500 with a body its schema accepts', async (username) => {
    const token = (await passwordGrant(username)).access_token;
    const facts = await factsOf(username);
    const problems: string[] = [];
    let successes = 0;
    const gets = Object.entries(doc.paths).filter(([path, ops]) => path.startsWith('/api/') && ops.get);
    expect(gets.length).toBeGreaterThan(50);
    for (const [path, ops] of gets) {
      const op = ops.get!;
      const answer = await callAsGateway(token, path, op, facts);
      if (answer.status >= 500) {
        problems.push(`GET ${path}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
        continue;
      }
      if (answer.contentType !== undefined) {
        // A PDF or an image: its media type is documented, not its bytes.
        if (!documentedMedia(op, answer.status, answer.contentType)) problems.push(`GET ${path}: ${answer.contentType} is not a documented media type`);
        successes += 1;
        continue;
      }
      const schema = schemaFor(op, answer.status);
      if (!schema) {
        problems.push(`GET ${path}: ${answer.status} is not documented`);
        continue;
      }
      if (answer.status < 300) successes += 1;
      problems.push(...validate(schema, answer.body).map((p) => `GET ${path} (${answer.status}): ${p}`));
    }
    expect(problems).toEqual([]);
    expect(successes, 'most calls find something to answer').toBeGreaterThan(gets.length / 2);
  });

  it('refuses an answer that breaks the document: a missing field, a wrong type, a field it does not list', async () => {
    const token = (await passwordGrant('wrap.adviser')).access_token;
    const facts = await factsOf('wrap.adviser');
    const path = '/api/wealth/channel/portfolio/v1/{account}/balance';
    const op = doc.paths[path]!.get!;
    const answer = await callAsGateway(token, path, op, facts);
    expect(answer.status).toBe(200);
    const schema = schemaFor(op, 200)!;
    const body = answer.body as Record<string, unknown>;
    expect(validate(schema, body)).toEqual([]);
    const { asAt: _asAt, ...missing } = body;
    expect(validate(schema, missing).join()).toContain("must have required property 'asAt'");
    expect(validate(schema, { ...body, netPortfolioValue: 'a lot' }).join()).toContain('/netPortfolioValue must be');
    expect(validate(schema, { ...body, extra: 1 }).join()).toContain('must NOT have additional properties');
  });
});
