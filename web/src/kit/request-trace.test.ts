import { ApolloLink } from '@apollo/client';
import { parse } from 'graphql';
import { Observable, lastValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createTraceLink, newTraceIds, onRequestTraced, type TracedRequest } from './request-trace';

describe('traceparent (W3C trace context)', () => {
  it('is 00-<32 hex>-<16 hex>-01 with fresh ids each time', () => {
    const a = newTraceIds();
    const b = newTraceIds();
    expect(a.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(a.traceparent).toBe(`00-${a.traceId}-${a.spanId}-01`);
    expect(b.traceId).not.toBe(a.traceId);
  });

  it('is never all zeros, which the standard forbids', () => {
    const ids = newTraceIds((bytes) => bytes.fill(0));
    expect(ids.traceId).not.toMatch(/^0+$/);
    expect(ids.spanId).not.toMatch(/^0+$/);
    expect(ids.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
  });
});

describe('the trace link', () => {
  const run = async (answer: (headers: Record<string, string>) => Observable<Record<string, unknown>>) => {
    const heard: TracedRequest[] = [];
    const stop = onRequestTraced((r) => heard.push(r));
    // Only this run's request: what ended before was replayed as the listener started.
    heard.length = 0;
    let sent: Record<string, string> = {};
    const terminal = new ApolloLink((operation) => {
      sent = operation.getContext().headers as Record<string, string>;
      operation.setContext({ response: { status: 200 } });
      return answer(sent) as never;
    });
    const link = ApolloLink.from([createTraceLink('/graphql'), terminal]);
    const client = { query: parse('query Accounts { a }'), variables: {}, operationName: 'Accounts' };
    await lastValueFrom(ApolloLink.execute(link, client, { client: {} as never })).catch(() => undefined);
    stop();
    return { heard, sent };
  };

  it('sends a traceparent and reports the request with the same ids, its status and time', async () => {
    const { heard, sent } = await run(() => new Observable((o) => (o.next({ data: { a: 1 } }), o.complete())));
    expect(heard).toHaveLength(1);
    expect(sent.traceparent).toBe(`00-${heard[0].traceId}-${heard[0].spanId}-01`);
    expect(heard[0]).toMatchObject({ operationName: 'Accounts', requestUrl: '/graphql', statusCode: 200, errorCodes: [], empty: false });
    expect(heard[0].timingsMs).toBeGreaterThanOrEqual(0);
  });

  it('tells a listener that starts late the requests that ended before, oldest first, with when each ended', async () => {
    await run(() => new Observable((o) => (o.next({ data: { a: 1 } }), o.complete())));
    await run(() => new Observable((o) => (o.next({ data: null }), o.complete())));
    const late: [TracedRequest, number][] = [];
    const stop = onRequestTraced((r, at) => late.push([r, at]));
    stop();
    expect(late.map(([r]) => r.empty)).toEqual([false, true]);
    expect(late.every(([, at]) => at > 0 && at <= Date.now())).toBe(true);
  });

  it('reports a request the page stopped waiting for as aborted', async () => {
    const heard: TracedRequest[] = [];
    const stop = onRequestTraced((r) => heard.push(r));
    heard.length = 0;
    const terminal = new ApolloLink(() => new Observable(() => undefined) as never);
    const link = ApolloLink.from([createTraceLink('/graphql'), terminal]);
    const slow = { query: parse('query Slow { a }'), variables: {}, operationName: 'Slow' };
    const subscription = ApolloLink.execute(link, slow, { client: {} as never }).subscribe({});
    expect(heard).toHaveLength(0);
    subscription.unsubscribe();
    stop();
    expect(heard).toEqual([expect.objectContaining({ operationName: 'Slow', statusCode: 0, aborted: true, errorCodes: [] })]);
  });

  it('reports GraphQL errors by code and a network failure as status 0', async () => {
    const failed = await run(() => new Observable((o) => (o.next({ data: null, errors: [{ message: 'x', extensions: { code: 'UPSTREAM_TIMEOUT' } }] }), o.complete())));
    expect(failed.heard[0].errorCodes).toEqual(['UPSTREAM_TIMEOUT']);
    const empty = await run(() => new Observable((o) => (o.next({ data: null }), o.complete())));
    expect(empty.heard[0].empty).toBe(true);
    const network = await run(() => new Observable((o) => o.error(new TypeError('Failed to fetch'))));
    expect(network.heard[0]).toMatchObject({ errorCodes: ['NETWORK'], statusCode: 200 });
  });
});
