// The wealth APIs keep to their OpenAPI document (docs/architecture.md "The wealth API contract"): every GET the
// document lists under /api/ is called as demo users with ids from their own data, and every answer, success or
// error, is validated against the document's schema for its status with ajv (JSON Schema 2020-12, as OpenAPI 3.1
// uses). The suite's sandbox checks each answer against its schema before serialising it (tests/global-setup.ts),
// so a handler returning a field the schema lacks, or a wrong type, answers 500 here instead of being dropped.
// The rest of the integration suite drives the gateway's own upstream calls through the same check.
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';
import { beforeAll, describe, expect, it } from 'vitest';
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
const validators = new Map<object, ValidateFunction>();
beforeAll(async () => {
  doc = (await (await fetch(`${sandboxUrl()}/openapi.json`)).json()) as Document;
  ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
});

/** `schema` with every `#/components/schemas/…` reference replaced by the component (none of them is recursive). */
function inlined(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(inlined);
  if (!schema || typeof schema !== 'object') return schema;
  const ref = (schema as { $ref?: string }).$ref;
  if (ref?.startsWith('#/components/schemas/')) return inlined(doc.components.schemas[ref.slice('#/components/schemas/'.length)]);
  return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, inlined(v)]));
}

/** The schema the document gives an answer of `status` with a JSON body: the exact code, then 2XX/4XX/5XX. */
function schemaFor(op: Operation, status: number): object | undefined {
  const answer = op.responses[status] ?? op.responses[`${String(status)[0]}XX`];
  return answer?.content?.['application/json']?.schema;
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

describe('the wealth APIs answer as their OpenAPI document says', () => {
  it.each(USERS)('every documented GET, called as %s, answers below 500 with a body its schema accepts', async (username) => {
    const token = (await passwordGrant(username)).access_token;
    const facts = await factsOf(username);
    const problems: string[] = [];
    let successes = 0;
    const gets = Object.entries(doc.paths).filter(([path, ops]) => path.startsWith('/api/') && ops.get);
    expect(gets.length).toBeGreaterThan(50);
    for (const [path, ops] of gets) {
      const op = ops.get!;
      const url = new URL(`${sandboxUrl()}${path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(paramValue(name, path, facts)))}`);
      for (const [k, v] of Object.entries(QUERY[path]?.(facts) ?? {})) url.searchParams.set(k, v);
      const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      const type = res.headers.get('content-type') ?? '';
      const body = type.includes('json') ? await res.json() : await res.arrayBuffer();
      if (res.status >= 500) {
        problems.push(`GET ${path}: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
        continue;
      }
      if (!type.includes('json')) continue; // a PDF or an image: its content type is documented, not its bytes
      const schema = schemaFor(op, res.status);
      if (!schema) {
        problems.push(`GET ${path}: ${res.status} is not documented`);
        continue;
      }
      if (res.status < 300) successes += 1;
      problems.push(...validate(schema, body).map((p) => `GET ${path} (${res.status}): ${p}`));
    }
    expect(problems).toEqual([]);
    expect(successes, 'most calls find something to answer').toBeGreaterThan(gets.length / 2);
  });
});
