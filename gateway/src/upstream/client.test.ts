// The upstream client against a fake upstream over real HTTP: retries, timeouts, failures, headers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../testing/fake-upstream.js';
import { UpstreamClient, type UpstreamClientOptions } from './client.js';
import { RequestBudget } from './request-budget.js';

let upstream: FakeUpstream;
let client: UpstreamClient;
const caller = { token: 'tok', sessionId: 'sess', deviceInfo: 'device', badge: 'ppt' };

/** Each attempt the client makes, with the timeout it gave it (the fake upstream may never see a cut-short one). */
type Attempt = (method: string, url: string, headers: unknown, body: unknown, timeoutMs: number) => Promise<{ ok: boolean; failure?: { kind: string } }>;
const attempts = () => vi.spyOn(UpstreamClient.prototype as unknown as { attempt: Attempt }, 'attempt');

function makeClient(overrides: Partial<UpstreamClientOptions> = {}) {
  client = new UpstreamClient({
    apiBaseUrl: upstream.url,
    authBaseUrl: upstream.url,
    // A hang guard, not the subject: a loaded machine can take over a second to answer from the fake upstream.
    timeoutMs: 30_000,
    retry: { baseDelayMs: 5, maxDelayMs: 10 },
    cache: { ttlMs: 0, max: 10 },
    circuitBreaker: false,
    ...overrides,
  });
  return client;
}

beforeEach(async () => {
  upstream = await startFakeUpstream();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await client?.close();
  await upstream.close();
});

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no error',
    (error: { extensions?: Record<string, unknown> }) => error.extensions?.code,
  );

describe('retries', () => {
  it('retries a GET on 503 and succeeds', async () => {
    upstream.route('GET', '/api/x', (_req, call) => (call < 3 ? { status: 503, body: {} } : { body: { ok: true } }));
    expect(await makeClient().call(caller, { path: '/api/x' })).toEqual({ ok: true });
    expect(upstream.calls('/api/x')).toHaveLength(3);
  });

  it('gives up after 2 retries', async () => {
    upstream.route('GET', '/api/x', { status: 502, body: {} });
    expect(await codeOf(makeClient().call(caller, { path: '/api/x' }))).toBe('UPSTREAM_UNAVAILABLE');
    expect(upstream.calls('/api/x')).toHaveLength(3);
  });

  it('never retries a POST or PUT', async () => {
    upstream.route('POST', '/api/x', { status: 503, body: {} });
    upstream.route('PUT', '/api/x', { destroy: true });
    expect(await codeOf(makeClient().call(caller, { path: '/api/x', method: 'POST', json: {} }))).toBe('UPSTREAM_UNAVAILABLE');
    expect(await codeOf(client.call(caller, { path: '/api/x', method: 'PUT', json: {} }))).toBe('UPSTREAM_UNAVAILABLE');
    expect(upstream.calls('/api/x', 'POST')).toHaveLength(1);
    expect(upstream.calls('/api/x', 'PUT')).toHaveLength(1);
  });

  it('does not retry a 500 (a bug, not a blip)', async () => {
    upstream.route('GET', '/api/x', { status: 500, body: { error: 'sandbox_fault' } });
    expect(await codeOf(makeClient().call(caller, { path: '/api/x' }))).toBe('UPSTREAM_UNAVAILABLE');
    expect(upstream.calls('/api/x')).toHaveLength(1);
  });

  it('retries a reset connection', async () => {
    upstream.route('GET', '/api/x', (_req, call) => (call === 1 ? { destroy: true } : { body: [1] }));
    expect(await makeClient().call(caller, { path: '/api/x' })).toEqual([1]);
  });
});

describe('failures', () => {
  it('times out each attempt and reports UPSTREAM_TIMEOUT', async () => {
    // An upstream that never answers: only the attempts' own timeout can end the call.
    upstream.route('GET', '/api/slow', { never: true });
    const tried = attempts();
    expect(await codeOf(makeClient({ timeoutMs: 100 }).call(caller, { path: '/api/slow' }))).toBe('UPSTREAM_TIMEOUT');
    expect(tried).toHaveBeenCalledTimes(3);
    for (const result of tried.mock.results) expect(await result.value).toMatchObject({ ok: false, failure: { kind: 'timeout' } });
  });

  it('reports a body that is not JSON as UPSTREAM_BAD_RESPONSE', async () => {
    upstream.route('GET', '/api/x', { raw: '{"accounts": [ {"accountId": "A' });
    expect(await codeOf(makeClient().call(caller, { path: '/api/x' }))).toBe('UPSTREAM_BAD_RESPONSE');
  });

  it("answers a text body as text when the call asks for it (retrievedoc's text/plain)", async () => {
    upstream.route('POST', '/api/doc', { raw: 'case: I1; document: a.pdf\n\nQUJD' });
    expect(await makeClient().call(caller, { path: '/api/doc', method: 'POST', responseType: 'text' })).toBe('case: I1; document: a.pdf\n\nQUJD');
  });

  it('reports an unreachable upstream as UPSTREAM_UNAVAILABLE', async () => {
    const url = upstream.url;
    await upstream.close();
    client = new UpstreamClient({ apiBaseUrl: url, authBaseUrl: url, timeoutMs: 500, retry: { baseDelayMs: 1, maxDelayMs: 2 }, cache: { ttlMs: 0, max: 1 }, circuitBreaker: false });
    upstream = await startFakeUpstream(); // for afterEach
    expect(await codeOf(client.call(caller, { path: '/api/x' }))).toBe('UPSTREAM_UNAVAILABLE');
  });

  it('opens the circuit for a family after consecutive failures and fails fast', async () => {
    upstream.route('GET', '/api/wealth/ada/search/clients', { status: 500, body: {} });
    upstream.route('GET', '/api/wealth/grouping/v2/account-groups/search', { body: { groups: [] } });
    makeClient({ circuitBreaker: { failureThreshold: 2, cooldownMs: 60_000, minCallers: 1 } });
    for (let i = 0; i < 3; i++) await codeOf(client.call(caller, { path: '/api/wealth/ada/search/clients' }));
    expect(upstream.calls('/api/wealth/ada/search/clients')).toHaveLength(2);
    const error = (await client.call(caller, { path: '/api/wealth/ada/search/clients' }).catch((e: unknown) => e)) as { extensions: Record<string, unknown> };
    expect(error.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', circuitOpen: true });
    // Another family is unaffected.
    expect(await client.call(caller, { path: '/api/wealth/grouping/v2/account-groups/search' })).toEqual({ groups: [] });
  });
});

describe('shared fate (issue 11 item 2)', () => {
  const search = '/api/wealth/ada/search/clients';
  const as = (token: string) => ({ ...caller, token });

  it("neither one caller's 500s nor anyone's 4xx open the circuit for other callers", async () => {
    upstream.route('GET', search, (req) => (req.headers.authorization === 'Bearer hostile' ? { status: 500, body: {} } : req.query.get('bad') ? { status: 400, body: { error: 'bad_request' } } : { body: { ok: true } }));
    makeClient({ circuitBreaker: { failureThreshold: 3, cooldownMs: 60_000 } });
    for (let i = 0; i < 10; i++) expect(await codeOf(client.call(as('hostile'), { path: search }))).toBe('UPSTREAM_UNAVAILABLE');
    for (let i = 0; i < 10; i++) expect(await codeOf(client.call(as('careless'), { path: search, query: { bad: '1' } }))).toBe('BAD_USER_INPUT');
    expect(await client.call(as('someone-else'), { path: search })).toEqual({ ok: true });
  });

  it('opens when the upstream fails for several callers at once', async () => {
    upstream.route('GET', search, { status: 503, body: {} });
    makeClient({ retry: { retries: 0 }, circuitBreaker: { failureThreshold: 3, cooldownMs: 60_000 } });
    for (const token of ['a', 'b', 'c']) await codeOf(client.call(as(token), { path: search }));
    const error = (await client.call(as('d'), { path: search }).catch((e: unknown) => e)) as { extensions: Record<string, unknown> };
    expect(error.extensions).toMatchObject({ circuitOpen: true });
    expect(upstream.calls(search)).toHaveLength(3);
  });
});

describe('request budget (issue 11 items 6 and 7)', () => {
  it('bounds a request by one deadline across attempts and retries: a slow upstream cannot hold it for tries x timeout', async () => {
    // An upstream that never answers and attempts of a minute each: without the deadline, three minutes.
    upstream.route('GET', '/api/x', { never: true });
    makeClient({ timeoutMs: 60_000, retry: { retries: 2, baseDelayMs: 5, maxDelayMs: 10 } });
    const tried = attempts();
    const budget = new RequestBudget({ deadlineMs: 1000, maxCalls: 10 });
    const error = (await client.call(caller, { path: '/api/x' }, budget).catch((e: unknown) => e)) as { extensions: Record<string, unknown> };
    expect(error.extensions.code).toBe('UPSTREAM_TIMEOUT');
    // Each attempt gets only what is left of the request's 1000 ms, and none starts once it is spent.
    expect(tried.mock.calls.length).toBeGreaterThan(0);
    for (const [, , , , timeoutMs] of tried.mock.calls) expect(timeoutMs).toBeLessThanOrEqual(1000);
    expect(tried.mock.calls.length).toBeLessThanOrEqual(2);
  });

  it('refuses calls past the per-request count, and cache hits are free', async () => {
    upstream.route('GET', /^\/api\/n\//, { body: {} });
    makeClient({ cache: { ttlMs: 60_000, max: 100 } });
    const budget = new RequestBudget({ deadlineMs: 10_000, maxCalls: 3 });
    for (let i = 0; i < 3; i++) await client.call(caller, { path: `/api/n/${i}` }, budget);
    await client.call(caller, { path: '/api/n/0' }, budget); // cached
    expect(await codeOf(client.call(caller, { path: '/api/n/9' }, budget))).toBe('OPERATION_TOO_LARGE');
    expect(upstream.calls(/^\/api\/n\//)).toHaveLength(3);
  });
});

describe('response cache', () => {
  it("answers a repeated GET from the cache, and a caller asking for fresh answers (Cache-Control: no-cache) anew", async () => {
    let n = 0;
    upstream.route('GET', '/api/list', () => ({ body: { n: ++n } }));
    makeClient({ cache: { ttlMs: 60_000, max: 100 } });
    expect(await client.call(caller, { path: '/api/list' })).toEqual({ n: 1 });
    expect(await client.call(caller, { path: '/api/list' })).toEqual({ n: 1 });
    // Someone else changed the list; the page heard it live and reloads with no-cache.
    expect(await client.call({ ...caller, fresh: true }, { path: '/api/list' })).toEqual({ n: 2 });
    // The fresh answer is the one held from then on.
    expect(await client.call(caller, { path: '/api/list' })).toEqual({ n: 2 });
    expect(upstream.calls('/api/list')).toHaveLength(2);
  });
});

describe('headers', () => {
  it('sends x-device-info on sensitive calls only, the session id and badge on all', async () => {
    upstream.route('POST', '/api/wealth/payments/v2/payment/save', { body: {} });
    upstream.route('GET', '/api/wealth/ada/search/clients', { body: {} });
    makeClient();
    await client.call(caller, { path: '/api/wealth/payments/v2/payment/save', method: 'POST', json: { amount: 1 } });
    await client.call(caller, { path: '/api/wealth/ada/search/clients' });
    const [save] = upstream.calls('/api/wealth/payments/v2/payment/save');
    const [search] = upstream.calls('/api/wealth/ada/search/clients');
    expect(save.headers).toMatchObject({ authorization: 'Bearer tok', 'x-session-id': 'sess', 'x-device-info': 'device', badge: 'ppt', 'content-type': 'application/json' });
    expect(JSON.parse(save.body)).toEqual({ amount: 1 });
    expect(search.headers).toMatchObject({ authorization: 'Bearer tok', 'x-session-id': 'sess', badge: 'ppt' });
    expect(search.headers['x-device-info']).toBeUndefined();
  });

  it('sends form bodies without the bearer token to the auth base', async () => {
    upstream.route('POST', '/oauth2/token', { body: { access_token: 'a' } });
    await makeClient().call(caller, { path: '/oauth2/token', base: 'auth', method: 'POST', withToken: false, form: { grant_type: 'refresh_token', refresh_token: 'r' } });
    const [token] = upstream.calls('/oauth2/token');
    expect(token.headers.authorization).toBeUndefined();
    expect(token.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(token.body).toBe('grant_type=refresh_token&refresh_token=r');
  });
});

describe('multipart and bytes', () => {
  it('sends a multipart body with its boundary, fields and file intact', async () => {
    upstream.route('POST', '/api/pic', { body: { ok: true } });
    const form = new FormData();
    form.append('mac', 'MAC1');
    form.append('document', new Blob([Buffer.from('PNGDATA')], { type: 'image/png' }), 'me.png');
    expect(await makeClient().call(caller, { path: '/api/pic', method: 'POST', multipart: form })).toEqual({ ok: true });
    const [sent] = upstream.calls('/api/pic', 'POST');
    expect(sent.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent.body).toContain('name="mac"');
    expect(sent.body).toContain('MAC1');
    expect(sent.body).toContain('filename="me.png"');
    expect(sent.body).toContain('PNGDATA');
  });

  it("answers a 2xx body as bytes with the upstream's content type", async () => {
    upstream.route('GET', '/api/pic', { body: 'abc', headers: { 'content-type': 'image/png' } });
    const answer = await makeClient().call<{ bytes: Buffer; contentType: string }>(caller, { path: '/api/pic', responseType: 'bytes' });
    expect(answer.contentType).toBe('image/png');
    expect(Buffer.isBuffer(answer.bytes)).toBe(true);
    expect(answer.bytes.equals(Buffer.from('"abc"'))).toBe(true);
  });

  it('still maps a failure status to a GraphQL error with bytes asked for', async () => {
    upstream.route('GET', '/api/pic', { status: 404, body: {} });
    expect(await codeOf(makeClient().call(caller, { path: '/api/pic', responseType: 'bytes' }))).not.toBe('no error');
  });
});
