// Behaviour tracking over HTTP (issue 16): web → gateway → sandbox. The collector records logs as the signed-in
// user's whatever they claim, the browser's traceparent reaches the sandbox in the same trace, the health check
// carries the user's own mac, and the heartbeat answers false (not an error) when the tracking SDK does not answer.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearFaults, DEV, gatewayUrl, gql, passwordGrant, sandboxUrl, setFault } from './support.ts';

let wrap: string;
let grow: string;
let wrapMac: string;
let growMac: string;

const CONTEXT = 'query TrackingContext { trackingContext { appName appVersion mac } }';
const SEND = 'mutation SendTrackingLogs($logs: JSON!) { sendTrackingLogs(logs: $logs) { accepted } }';
const HEALTH = 'mutation ReportTrackingHealth($jsStatus: String!, $customerSessionId: String!) { reportTrackingHealth(jsStatus: $jsStatus, customerSessionId: $customerSessionId) }';
const HEARTBEAT = 'query TrackingHeartbeat { trackingHeartbeat }';

beforeAll(async () => {
  [wrap, grow] = (await Promise.all(['wrap.adviser', 'grow.adviser'].map((u) => passwordGrant(u)))).map((t) => t.access_token);
  [wrapMac, growMac] = await Promise.all(
    [wrap, grow].map(async (token) => {
      const res = await gql(CONTEXT, {}, token);
      expect(res.errors).toBeUndefined();
      expect(res.data.trackingContext).toMatchObject({ appName: 'Adviser Online', appVersion: expect.stringMatching(/^\d+\.\d+/) });
      return res.data.trackingContext.mac as string;
    }),
  );
});
afterEach(() => clearFaults());

async function dev<T>(path: string): Promise<T> {
  const res = await fetch(`${sandboxUrl()}${path}`, { headers: DEV });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}
type Log = { mac: string; type: string; traceparent?: string; entry: Record<string, unknown> };
const logsOf = async (mac: string) => (await dev<{ logs: Log[] }>(`/sandbox/tracking/logs?mac=${mac}`)).logs;
const sandboxRequests = async () => (await dev<{ requests: { path: string; headers: Record<string, unknown> }[] }>('/sandbox/requests?limit=200')).requests;

const entry = (fields: Record<string, unknown>) => ({ timestamp: new Date().toISOString(), ...fields });

describe('log collector', () => {
  it("records a batch as the signed-in user's, even entries that name another mac", async () => {
    const marker = `m-${Date.now()}`;
    const logs = [
      entry({ type: 'pageFlow', previousPage: '/#/dashboard/cash-account/{id}', currentPage: '/#/dashboard', transitionTime: 12, marker }),
      entry({ type: 'ajax', requestUrl: '/graphql', statusCode: 200, timingsMs: 40, traceId: 'a'.repeat(32), spanId: 'b'.repeat(16), mac: growMac, marker }),
    ];
    const res = await gql(SEND, { logs }, wrap);
    expect(res.errors).toBeUndefined();
    expect(res.data.sendTrackingLogs.accepted).toBe(2);
    const mine = (await logsOf(wrapMac)).filter((l) => l.entry.marker === marker);
    expect(mine.map((l) => l.type)).toEqual(['pageFlow', 'ajax']);
    for (const log of mine) expect(log).toMatchObject({ mac: wrapMac, entry: { mac: wrapMac } });
    expect((await logsOf(growMac)).some((l) => l.entry.marker === marker)).toBe(false);
  });

  it('refuses what is not a log, too much text and a caller not signed in', async () => {
    const refused = async (logs: unknown, token?: string) => (await gql(SEND, { logs }, token)).errors?.[0].extensions?.code;
    // The collector refuses an unknown type (400 upstream); the gateway refuses what is not a list of entries.
    expect(await refused([entry({ type: 'keystrokes' })], wrap)).toBeDefined();
    expect(await refused('not a list', wrap)).toBe('BAD_USER_INPUT');
    expect(await refused([], wrap)).toBe('BAD_USER_INPUT');
    expect(await refused([entry({ message: 'no type' })], wrap)).toBe('BAD_USER_INPUT');
    expect(await refused(Array.from({ length: 201 }, () => entry({ type: 'error' })), wrap)).toBe('BAD_USER_INPUT');
    expect(await refused(Array.from({ length: 150 }, () => entry({ type: 'error', message: 'x'.repeat(500) })), wrap)).toBe('BAD_USER_INPUT');
    expect(await refused([entry({ type: 'error' })])).toBe('UNAUTHENTICATED');
  });

  it('takes a batch of entries much longer than a plain string argument may be', async () => {
    const marker = `b-${Date.now()}`;
    const logs = Array.from({ length: 100 }, (_, i) => entry({ type: 'ajax', operationName: `Op${i}`, requestUrl: '/graphql', note: 'n'.repeat(300), marker }));
    const res = await gql(SEND, { logs }, wrap);
    expect(res.errors).toBeUndefined();
    expect(res.data.sendTrackingLogs.accepted).toBe(100);
    expect((await logsOf(wrapMac)).filter((l) => l.entry.marker === marker)).toHaveLength(100);
  });

  it('reads back with tokens cut to their last characters', async () => {
    const marker = `r-${Date.now()}`;
    await gql(SEND, { logs: [entry({ type: 'error', message: 'failed with Bearer abcdef123456 at /#/login?access_token=secretvalue1234', accessToken: 'tok-abcdefgh', marker })] }, wrap);
    const [log] = (await logsOf(wrapMac)).filter((l) => l.entry.marker === marker);
    expect(JSON.stringify(log)).not.toMatch(/abcdef123456|secretvalue1234|tok-abcdefgh/);
    expect(log.entry.accessToken).toBe('…efgh');
  });
});

describe('trace propagation', () => {
  it("carries the browser's trace id through the gateway to the sandbox, and the gateway logs it", async () => {
    const traceId = [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
    const spanId = '1a2b3c4d5e6f7081';
    const res = await gql(CONTEXT, {}, wrap, { traceparent: `00-${traceId}-${spanId}-01`, 'x-session-id': 'session-trace-1' });
    expect(res.errors).toBeUndefined();
    const upstream = (await sandboxRequests()).filter((r) => String(r.headers.traceparent ?? '').includes(traceId));
    expect(upstream.length).toBeGreaterThan(0);
    for (const r of upstream) {
      const [, trace, span] = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/.exec(String(r.headers.traceparent)) ?? [];
      expect(trace).toBe(traceId);
      expect(span).not.toBe(spanId);
    }
    const gateway = await fetch(`${gatewayUrl()}/dev/requests?limit=200`, { headers: { 'x-gateway-dev': '1' } });
    const { requests } = (await gateway.json()) as { requests: { operation: string; trace_id: string; parent_span_id?: string; span_id: string }[] };
    const entry = requests.find((r) => r.trace_id === traceId);
    expect(entry).toMatchObject({ operation: 'TrackingContext', parent_span_id: spanId });
    expect(entry?.span_id).toMatch(/^[0-9a-f]{16}$/);
  });

  it("the gateway's request log is a development endpoint: refused without its header", async () => {
    expect((await fetch(`${gatewayUrl()}/dev/requests`)).status).toBe(403);
  });

  it('the collector call goes without the session id header, the health check with it (001 §7)', async () => {
    const sessionId = `sess-${Date.now()}`;
    await gql(SEND, { logs: [entry({ type: 'logout' })] }, wrap, { 'x-session-id': sessionId });
    await gql(HEALTH, { jsStatus: 'error(699)', customerSessionId: 'abcdef0123456789' }, wrap, { 'x-session-id': sessionId });
    const requests = await sandboxRequests();
    const collector = requests.find((r) => r.path === '/api/tracking/v1/logs');
    const health = requests.find((r) => r.path === '/api/digital-security/v1/health-check');
    expect(collector?.headers['x-session-id']).toBeUndefined();
    expect(health?.headers['x-session-id']).toBe(`…${sessionId.slice(-4)}`);
  });
});

describe('health check and heartbeat', () => {
  it("reports error(699) with the signed-in user's mac and the tracking session id", async () => {
    const customerSessionId = crypto.randomUUID().replaceAll('-', '');
    const res = await gql(HEALTH, { jsStatus: 'error(699)', customerSessionId }, grow);
    expect(res.errors).toBeUndefined();
    expect(res.data.reportTrackingHealth).toBe(true);
    const { healthChecks } = await dev<{ healthChecks: Record<string, string>[] }>(`/sandbox/tracking/health-checks?mac=${growMac}`);
    expect(healthChecks.find((c) => c.customerSessionID === customerSessionId)).toMatchObject({ jsStatus: 'error(699)', customerID: growMac, mac: growMac });
  });

  it('refuses a status or session id that is not one', async () => {
    expect((await gql(HEALTH, { jsStatus: '<script>', customerSessionId: 'abcdef0123456789' }, grow)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await gql(HEALTH, { jsStatus: 'error(699)', customerSessionId: 'x' }, grow)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('answers true while the tracking SDK answers, false (no error) while it does not', async () => {
    await setFault({ method: 'GET', path: '/api/tracking/v1/heartbeat', status: 503, times: 50 });
    const down = await gql(HEARTBEAT, {}, grow);
    expect(down.errors).toBeUndefined();
    expect(down.data.trackingHeartbeat).toBe(false);
    await clearFaults();
    const up = await gql(HEARTBEAT, {}, grow);
    expect(up.data.trackingHeartbeat).toBe(true);
  });
});
