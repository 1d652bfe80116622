// W3C trace context through the gateway (issue 16): the browser's traceparent is the parent of the request's
// span, every upstream call carries a child traceparent of the same trace, and the log line names the ids.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CLIENTS_PATH, GROUPS_PATH, routeHappyPaths, USER_PATH } from '../testing/fixtures.js';
import { startHarness, type Harness } from '../testing/harness.js';
import { exporterChoice } from './provider.js';
import { RecentRequests } from './recent-requests.js';

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-0[01]$/;
const BROWSER_TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const BROWSER_SPAN = '00f067aa0ba902b7';

let h: Harness;
let recent: RecentRequests;
beforeEach(async () => {
  recent = new RecentRequests(10);
  h = await startHarness({ recentRequests: recent } as never);
  routeHappyPaths(h.upstream);
});
afterEach(() => h.close());

const SEARCH = /* GraphQL */ `
  query TracedSearch {
    wrapGroupSearch(query: "nguyen") { accountGroupCode }
    clientSearch(query: "nguyen") { totalCount }
  }
`;

const upstreamTraceparents = () =>
  [USER_PATH, GROUPS_PATH, CLIENTS_PATH].flatMap((path) => h.upstream.calls(path)).map((call) => String(call.headers.traceparent));

describe('trace propagation', () => {
  it("continues the browser's trace: upstream calls are child spans of the request's span, the log line says so", async () => {
    const res = await h.query(SEARCH, { token: 'token-a', headers: { traceparent: `00-${BROWSER_TRACE}-${BROWSER_SPAN}-01` } });
    expect(res.errors).toBeUndefined();
    const sent = upstreamTraceparents();
    expect(sent.length).toBeGreaterThanOrEqual(2);
    const [entry] = recent.list();
    expect(entry).toMatchObject({ operation: 'TracedSearch', status: 'ok', trace_id: BROWSER_TRACE, parent_span_id: BROWSER_SPAN });
    expect(entry.span_id).toMatch(/^[0-9a-f]{16}$/);
    expect(entry.span_id).not.toBe(BROWSER_SPAN);
    const spanIds = new Set<string>();
    for (const value of sent) {
      const [, traceId, spanId] = TRACEPARENT.exec(value) ?? [];
      expect(traceId, value).toBe(BROWSER_TRACE);
      // Each upstream call is a span of its own, neither the browser's nor the request's.
      expect([BROWSER_SPAN, entry.span_id]).not.toContain(spanId);
      spanIds.add(spanId);
    }
    expect(spanIds.size).toBe(sent.length);
  });

  it.each([
    ['no traceparent', undefined],
    ['a malformed one', '00-xyz-123-01'],
    ['an all-zero trace id', `00-${'0'.repeat(32)}-${BROWSER_SPAN}-01`],
  ])('starts a new trace on %s', async (_name, traceparent) => {
    await h.query(SEARCH, { token: 'token-a', headers: traceparent ? { traceparent } : {} });
    const [entry] = recent.list();
    expect(entry.trace_id).toMatch(/^[0-9a-f]{32}$/);
    expect(entry.trace_id).not.toBe('0'.repeat(32));
    expect(entry.parent_span_id).toBeUndefined();
    for (const value of upstreamTraceparents()) expect(TRACEPARENT.exec(value)?.[1]).toBe(entry.trace_id);
  });

  it('gives two requests two traces', async () => {
    await h.query(SEARCH, { token: 'token-a' });
    await h.query(SEARCH, { token: 'token-a' });
    const [second, first] = recent.list();
    expect(second.trace_id).not.toBe(first.trace_id);
  });

  it('logs an operation that fails with its error codes', async () => {
    h.upstream.route('GET', CLIENTS_PATH, { status: 503, body: { error: 'down' } });
    await h.query(`query Clients { clientSearch(query: "nguyen") { totalCount } }`, { token: 'token-a' });
    expect(recent.list()[0]).toMatchObject({ operation: 'Clients', status: 'error', level: 'warn' });
    expect(recent.list()[0].error_codes?.length).toBeGreaterThan(0);
  });
});

describe('exporter choice', () => {
  it('exports nothing unless asked', () => {
    expect(exporterChoice({})).toBe('none');
    expect(exporterChoice({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe('otlp');
    expect(exporterChoice({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' })).toBe('otlp');
    expect(exporterChoice({ OTEL_TRACES_EXPORTER: 'console' })).toBe('console');
    expect(exporterChoice({ OTEL_TRACES_EXPORTER: 'none', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://x' })).toBe('none');
  });
});

describe('the recent requests ring', () => {
  it('keeps the newest entries, newest first', () => {
    const ring = new RecentRequests(2);
    for (const operation of ['A', 'B', 'C']) ring.add({ level: 'info', time: '', msg: 'graphql', operation, status: 'ok', duration_ms: 1 });
    expect(ring.list().map((e) => e.operation)).toEqual(['C', 'B']);
  });
});
