// Issue 11 item 3: every route of the sandbox answers malformed input as a real upstream does, 400 with
// an error body, never 500. The routes are the ones the app registered, so a new route is walked too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../server.js';
import { sydneyToday } from '../routes/shared/format.js';
import { BODY_FIXTURES, FAMILIES, NO_BODY, SPOILERS, fieldPaths, seeded, withField, type Seeded } from './malformed-bodies.js';
import { passwordGrant, SETUP_TIMEOUT, testSandbox } from './test-fixture.js';

let sandbox: Sandbox;
let token: string;
let ids: Seeded;
beforeAll(async () => {
  sandbox = await testSandbox();
  token = (await passwordGrant(sandbox.app, 'wrap.adviser')).access_token;
  ids = await seeded(sandbox, sydneyToday());
}, SETUP_TIMEOUT);
afterAll(() => sandbox?.close());

const NUL = '\u0000';
/** A route's URL with each :param filled in. */
const fill = (url: string, value: string) => url.replace(/:(\w+)/g, () => encodeURIComponent(value)).replace(/\*$/, encodeURIComponent(value));
const walked = () => sandbox.routes.filter((r) => r.url !== '/healthz' && !r.url.startsWith('/sandbox/'));

async function send(method: string, url: string, payload?: unknown, contentType = 'application/json') {
  const res = await sandbox.app.inject({
    method: method as 'GET',
    url,
    headers: { authorization: `Bearer ${token}`, ...(payload !== undefined ? { 'content-type': contentType } : {}) },
    payload: payload === undefined ? undefined : typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
  return { status: res.statusCode, body: res.body };
}

// The same malformed set for every route.
const malformed = [
  { name: 'a NUL byte in the query', url: (u: string) => `${fill(u, 'A1')}?keyword=abc${encodeURIComponent(NUL)}&accountStatus=Active${encodeURIComponent(NUL)}` },
  { name: 'a NUL byte in the path', url: (u: string) => fill(u, `A${NUL}1`), needsParam: true },
  { name: 'a string where a number is expected', url: (u: string) => `${fill(u, 'A1')}?limit=lots&page=x&size=-&fromAmount=abc` },
  { name: 'an array where a string is expected', url: (u: string) => `${fill(u, 'A1')}?keyword=a&keyword=b&sortOrder=ASC&sortOrder=DESC&limit=1&limit=2` },
];
const badBodies = [
  { name: 'a NUL byte in the body', body: { value: `x${NUL}`, name: `n${NUL}`, key: `K${NUL}`, accounts: [{ code: `C${NUL}` }] }, mustRefuse: true },
  { name: 'wrong types in the body', body: { value: 1, name: ['a'], key: ['k'], accounts: 'all', dealerCode: 5, groupTypes: 'FEE', businessVentureId: {} } },
  { name: 'a list for a body', body: [] },
  { name: 'a string for a body', body: '"text"' },
  { name: 'a body nested 10,000 deep', body: `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`, mustRefuse: true },
];

describe('malformed input on every route', () => {
  it('walks a real number of routes', () => {
    expect(walked().length).toBeGreaterThan(20);
  });

  it.each(malformed)('$name: 400 with an error body, never 500', async ({ name, url, needsParam }) => {
    const problems: string[] = [];
    for (const route of walked()) {
      if (needsParam && !route.url.includes(':')) continue;
      const res = await send(route.method, url(route.url), route.method === 'GET' || route.method === 'DELETE' ? undefined : {});
      const refused = name.includes('NUL') ? res.status === 400 : res.status < 500;
      if (!refused || (res.status === 400 && !/"error"/.test(res.body))) problems.push(`${route.method} ${route.url}: ${res.status} ${res.body.slice(0, 120)}`);
    }
    expect(problems).toEqual([]);
  });

  it.each(badBodies)('$name: every route that takes a body answers 4xx (400 where it must refuse), never 500', async ({ body, mustRefuse }) => {
    const problems: string[] = [];
    for (const route of walked().filter((r) => r.method === 'POST' || r.method === 'PUT')) {
      const res = await send(route.method, fill(route.url, 'A1'), body);
      const ok = mustRefuse ? res.status === 400 : res.status < 500;
      if (!ok) problems.push(`${route.method} ${route.url}: ${res.status} ${res.body.slice(0, 120)}`);
    }
    expect(problems).toEqual([]);
  });
});

// Issue 28 §3: every field of every payments and Request Centre body, spoiled one at a time in an otherwise
// good body, is answered 4xx with an error body (or taken, where the value is harmless), never 5xx.
describe('malformed input in every payments and Request Centre body field', () => {
  const family = (url: string) => FAMILIES.some((f) => url.startsWith(f));

  it('has a body for every route of those families that reads one', () => {
    const reading = walked().filter((r) => r.method !== 'GET' && r.method !== 'DELETE' && family(r.url) && !NO_BODY.has(`${r.method} ${r.url}`));
    const covered = new Set(BODY_FIXTURES.map((f) => `${f.method} ${f.route}`));
    expect(reading.map((r) => `${r.method} ${r.url}`).filter((r) => !covered.has(r))).toEqual([]);
  });

  it.each(BODY_FIXTURES)('$name: each field spoiled answers below 500', async (fixture) => {
    const body = fixture.body(ids);
    const problems: string[] = [];
    for (const path of fieldPaths(body)) {
      for (const value of SPOILERS) {
        const res = await send(fixture.method, fixture.url(ids), withField(body, path, value));
        const answered = res.status < 500 && (res.status < 400 || /"error/.test(res.body));
        if (!answered) problems.push(`${path.join('.')} = ${JSON.stringify(value).slice(0, 30)}: ${res.status} ${res.body.slice(0, 160)}`);
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);
});
