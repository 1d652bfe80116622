// The /graphql route over real HTTP: JSON POSTs take the direct path, everything else goes to yoga whole, and both
// answer the same way (the GraphQL-over-HTTP audits in server.test.ts run against this route too).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../server.js';
import { startFakeUpstream, type FakeUpstream } from '../testing/fake-upstream.js';
import { routeHappyPaths } from '../testing/fixtures.js';
import { processRegularResult } from 'graphql-yoga';
import { bodyStream, plainResultBody, regularMediaType } from './graphql-route.ts';

let upstream: FakeUpstream;
let gateway: RunningGateway;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  routeHappyPaths(upstream);
  gateway = await startGateway({ port: 0, upstreamBaseUrl: upstream.url, webDist: null });
});

afterAll(async () => {
  await gateway.close();
  await upstream.close();
});

const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${gateway.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer tok', ...headers }, body });

describe('regularMediaType (the choice yoga’s result processors make)', () => {
  it.each([
    [undefined, 'application/json'],
    ['*/*', 'application/json'],
    ['application/json', 'application/json'],
    ['application/graphql-response+json', 'application/graphql-response+json'],
    ['application/graphql-response+json,application/json;q=0.9', 'application/graphql-response+json'],
    ['application/json, application/graphql-response+json', 'application/json'],
    ['application/*', 'application/json'],
  ])('Accept %s answers %s', (accept, expected) => {
    expect(regularMediaType(accept)).toBe(expected);
  });

  it.each(['text/event-stream', 'multipart/mixed', 'text/html', 'application/json; charset=latin1', 'text/event-stream, application/json'])(
    'leaves Accept %s to yoga',
    (accept) => {
      expect(regularMediaType(accept)).toBeNull();
    },
  );
});

describe('plainResultBody (the error-free case of yoga’s regular result processor)', () => {
  const fetchAPI = { Response } as never;

  it('is what yoga would answer with status 200, for JSON.stringify and for a compiled stringifier', async () => {
    const data = { data: { accountSearch: { totalCount: 2, nodes: [{ accountId: 'A1', accountName: 'Émile & "Co" <b>' }] } } };
    const compiled = { ...data, stringify: (r: unknown) => `${JSON.stringify(r)}\n` };
    for (const result of [data, compiled]) {
      const yogaResponse = processRegularResult(result as never, fetchAPI, 'application/json');
      expect(yogaResponse.status).toBe(200);
      expect(plainResultBody(result)).toBe(await yogaResponse.text());
    }
  });

  it.each([
    ['errors', { data: null, errors: [{ message: 'x' }] }],
    ['an HTTP extension', { data: {}, extensions: { http: { status: 202 } } }],
    ['a batch', [{ data: {} }]],
    ['an async iterable', { async *[Symbol.asyncIterator]() {} }],
  ])('leaves a result with %s to yoga', (_label, result) => {
    expect(plainResultBody(result)).toBeNull();
  });
});

describe('POST application/json', () => {
  it('answers with data, the media type asked for and the caller’s token forwarded', async () => {
    const res = await post(JSON.stringify({ query: '{ viewer { user { mac } } }' }), { accept: 'application/graphql-response+json' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/graphql-response+json; charset=utf-8');
    expect(await res.json()).toEqual({ data: { viewer: { user: { mac: 'M100001' } } } });
    expect(upstream.requests.some((r) => r.headers.authorization === 'Bearer tok')).toBe(true);
  });

  it('answers a validation error 400 for graphql-response+json and 200 for application/json', async () => {
    const body = JSON.stringify({ query: '{ nope }' });
    const strict = await post(body, { accept: 'application/graphql-response+json' });
    expect(strict.status).toBe(400);
    expect((await strict.json()).errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const legacy = await post(body, { accept: 'application/json' });
    expect(legacy.status).toBe(200);
    expect((await legacy.json()).errors[0].message).toMatch(/Cannot query field "nope"/);
  });

  it('refuses an unknown body parameter as yoga does', async () => {
    const res = await post(JSON.stringify({ query: '{ __typename }', bogus: 1 }));
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0].message).toBe('Unexpected parameter "bogus" in the request body.');
  });

  it('hands unparseable JSON and batches to yoga, which says what is wrong', async () => {
    const broken = await post('{"query":');
    expect(broken.status).toBe(400);
    expect((await broken.json()).errors[0].message).toMatch(/POST body sent invalid JSON/);
    const batch = await post(JSON.stringify([{ query: '{ __typename }' }]));
    expect(batch.status).toBe(400);
  });

  it('hands an event-stream request to yoga, which streams the result', async () => {
    const res = await post(JSON.stringify({ query: '{ __typename }' }), { accept: 'text/event-stream' });
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(await res.text()).toContain('"__typename":"Query"');
  });

  it('refuses a body over the limit with 413, before parsing: a 900 KB keyword never reaches GraphQL', async () => {
    const keyword = 'x'.repeat(900_000);
    const res = await post(JSON.stringify({ query: 'query($k: String!) { clientSearch(query: $k) { totalCount } }', variables: { k: keyword } }));
    expect(res.status).toBe(413);
    expect((await res.json()).errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
    // 100 KB is over too; a 64 KB preference value with its mutation is not.
    expect((await post(JSON.stringify({ query: `{ __typename } #${'x'.repeat(100_000)}` }))).status).toBe(413);
    const preference = await post(JSON.stringify({ query: 'mutation($v: JSON) { setPreference(key: "homepage", value: $v) { key } }', variables: { v: ['x'.repeat(60_000)] } }));
    expect(preference.status).not.toBe(413);
  });

  it('still refuses a mutation sent with GET (yoga’s own path)', async () => {
    const res = await fetch(`${gateway.url}/graphql?query=${encodeURIComponent('mutation { __typename }')}`, { headers: { 'x-session-id': 's' } });
    expect(res.status).toBe(405);
  });
});

describe('/graphql/files (mutations carrying a file)', () => {
  const files = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${gateway.url}/graphql/files`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer tok', ...headers },
      body: JSON.stringify(body),
    });
  const attach = `mutation Attach($id: ID!, $files: [CaseFileInput!]!) {
    attachCaseDocuments(intentId: $id, files: $files) { documents { documentId documentName } malwareFileNames }
  }`;

  it('takes a 2 MB file the regular endpoint refuses, and hands it to the upstream whole', async () => {
    upstream.route('GET', '/api/wealth/task-centre/v1/tasks/INT1', {
      body: { data: { intent: { intent_id: 'INT1', intent_name: 'Rollover', status: 'INPROGRESS', created_date: '2026-11-01T00:00:00Z', updated_date: '2026-11-02T00:00:00Z', payload: { account_details: [{ account_number: '123' }] } } } },
    });
    upstream.route('POST', '/api/wealth/task-centre/v1/tasks/INT1/documents', (req) => ({
      body: { data: { documents: (JSON.parse(req.body) as { files: { file_name: string }[] }).files.map((f, i) => ({ document_id: `D${i}`, document_name: f.file_name })) } },
    }));
    const base64 = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2 * 1024 * 1024, 7)]).toString('base64');
    const variables = { id: 'INT1', files: [{ fileName: 'statement.pdf', contentType: 'application/pdf', base64 }] };
    expect((await post(JSON.stringify({ query: attach, variables }))).status).toBe(413);
    const res = await files({ query: attach, variables });
    const answer = await res.json();
    expect(res.status).toBe(200);
    expect(answer.data.attachCaseDocuments.documents).toEqual([{ documentId: 'D0', documentName: 'statement.pdf' }]);
    const sent = upstream.calls('/api/wealth/task-centre/v1/tasks/INT1/documents', 'POST').at(-1);
    expect((JSON.parse(sent!.body) as { files: { content: string }[] }).files[0].content).toBe(base64);
  });

  it('takes a file nested in another input type (createCase attachments)', async () => {
    const create = 'mutation C($input: CreateCaseInput!) { createCase(input: $input) { intentId } }';
    const base64 = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200 * 1024, 7)]).toString('base64');
    const res = await files({ query: create, variables: { input: { accountNumber: '1', subCategoryId: 'X', attachments: [{ fileName: 'a.pdf', contentType: 'application/pdf', base64 }] } } });
    expect(res.status).not.toBe(400);
    expect(res.status).not.toBe(413);
  });

  it('refuses anything but a mutation that declares a file variable', async () => {
    for (const body of [
      { query: '{ __typename }' },
      { query: 'mutation { setPreference(key: "homepage", value: "x") { key } }' },
      { query: 'not graphql' },
    ]) {
      const res = await files(body);
      expect(res.status).toBe(400);
      expect((await res.json()).errors[0].extensions.code).toBe('BAD_REQUEST');
    }
  });

  it('still has a limit: a body over 14 MB is 413', async () => {
    const base64 = 'A'.repeat(15 * 1024 * 1024);
    const res = await files({ query: attach, variables: { id: 'INT1', files: [{ fileName: 'big.pdf', contentType: 'application/pdf', base64 }] } });
    expect(res.status).toBe(413);
  });
});

describe('bodyStream (a response body for fastify)', () => {
  it('survives a client gone before the first read, when the body source cancels with an error', async () => {
    const { ReadableStream: PonyfillReadableStream } = await import('@whatwg-node/node-fetch');
    // As yoga's event-stream source: started lazily, and cancel throws when it has not started.
    const body = new PonyfillReadableStream<Uint8Array>({
      start() {},
      pull() {},
      cancel() {
        throw new TypeError("Cannot read properties of undefined (reading 'return')");
      },
    });
    const seen: unknown[] = [];
    const stream = bodyStream(body as unknown as ReadableStream<Uint8Array>, (error) => seen.push(error));
    stream.destroy();
    await new Promise((r) => setTimeout(r, 50));
    expect(seen).toHaveLength(1);
    expect(String(seen[0])).toContain('reading');
  });
});
