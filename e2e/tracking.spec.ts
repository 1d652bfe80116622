// Behaviour tracking in the browser (issue 16; 001 §3, §4, §7, §8, §9; 002 §2). With general.mbTrackingEnabled on
// (all three brands), page flows and ajax logs reach the sandbox's log collector; each ajax log's trace and span
// ids are the traceparent its request carried, which the gateway's log line and the sandbox's received
// traceparent continue. The gateway's lines are read from its development endpoint (GET /dev/requests) rather
// than its output, which the suite's web server does not keep. A tracking SDK that stops answering its heartbeat
// gets error(699) reported through the health check after 3 checks.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEV, sandboxOrigin, signIn } from './support';

type Log = { mac: string; type: string; entry: Record<string, any> };
type GatewayLine = { operation: string; trace_id: string; span_id: string; parent_span_id?: string };

async function wrapCashAccount(request: APIRequestContext): Promise<string> {
  const token = await request.post(`${sandboxOrigin}/oauth2/token`, { form: { grant_type: 'password', username: 'wrap.adviser', password: 'demo' } });
  const headers = { authorization: `Bearer ${(await token.json()).access_token}` };
  const user = await (await request.get(`${sandboxOrigin}/api/wealth/channel/user/v1/user/details`, { headers })).json();
  const res = await request.get(`${sandboxOrigin}/api/intermediary-accounts/v2/intermediaries/${user.data.mac}/accounts?accountType=CASH&accountStatus=Active&limit=1`, { headers });
  return (await res.json()).data.accounts[0].accountNumber as string;
}

/** The tracking session id, once tracking (loaded after the shell) has made it. */
async function sessionIdOf(page: Page): Promise<string> {
  let id: string | null = null;
  await expect.poll(async () => (id = await page.evaluate(() => sessionStorage.getItem('mb-session')))).toMatch(/^[0-9a-f]{32}$/);
  return id!;
}

async function logsOfSession(request: APIRequestContext, sessionId: string): Promise<Log[]> {
  const res = await request.get(`${sandboxOrigin}/sandbox/tracking/logs`, { headers: DEV });
  return ((await res.json()).logs as Log[]).filter((l) => l.entry.sessionId === sessionId);
}

test.afterEach(async ({ request }) => {
  await request.delete(`${sandboxOrigin}/sandbox/faults`, { headers: DEV });
});

test('page flows and ajax logs reach the collector, and each ajax log is one trace from browser to sandbox', async ({ page, request }) => {
  const account = await wrapCashAccount(request);
  const sent = new Map<string, string>(); // traceparent → operation, as the browser sent them
  page.on('request', (r) => {
    const traceparent = r.headers().traceparent;
    if (traceparent && r.url().endsWith('/graphql')) sent.set(traceparent, String(r.postDataJSON()?.operationName ?? ''));
  });

  await signIn(page, 'wrap.adviser');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const sessionId = await sessionIdOf(page);
  await page.goto(`/#/dashboard/cash-account/${account}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/#/dashboard');
  await expect(page).toHaveURL(/#\/dashboard$/);

  // The account page may settle on a sub-route; its previous-page form keeps the placeholder either way.
  const fromAccount = (l: Log) => /^\/#\/dashboard\/cash-account\/\{id\}(\/|$)/.test(String(l.entry.previousPage)) && l.entry.currentPage === '/#/dashboard';
  let logs: Log[] = [];
  await expect
    .poll(async () => {
      logs = await logsOfSession(request, sessionId);
      // The agent loads once the page is idle, so which of the first queries it logs varies: at least one is.
      return logs.some((l) => l.type === 'pageFlow' && fromAccount(l)) && logs.some((l) => l.type === 'ajax');
    })
    .toBe(true);

  // Page flow: the account number never appears as the previous page (002 §2); the metadata of 001 §3 is there.
  const flow = logs.find((l) => l.type === 'pageFlow' && fromAccount(l))!;
  expect(flow.entry).toMatchObject({ currentPage: '/#/dashboard', appName: 'Adviser Online', brand: 'mgl', mac: flow.mac, sessionId, browser: expect.stringMatching(/Chrom/), os: 'Linux', isDesktop: true, isMobile: false, isTablet: false });
  expect(flow.entry.transitionTime).toEqual(expect.any(Number));
  const intoAccount = logs.find((l) => l.type === 'pageFlow' && String(l.entry.currentPage).startsWith(`/#/dashboard/cash-account/${account}`));
  expect(intoAccount?.entry.previousPage).toMatch(/^\/#\/dashboard/);
  expect(JSON.stringify(logs.filter((l) => l.type === 'pageFlow').map((l) => l.entry.previousPage))).not.toContain(account);

  // Ajax: each log's ids are the traceparent its request carried; the tracking calls themselves are not logged.
  const ajax = logs.filter((l) => l.type === 'ajax');
  for (const { entry } of ajax) {
    expect(sent.get(`00-${entry.traceId}-${entry.spanId}-01`), entry.operationName).toBe(entry.operationName);
    expect(entry).toMatchObject({ requestUrl: '/graphql', statusCode: 200, timingsMs: expect.any(Number) });
    expect(entry.operationName).not.toMatch(/Tracking/);
  }

  // The gateway's log line and the sandbox's received traceparent continue the same traces.
  const gateway = (await (await request.get('/dev/requests?limit=200', { headers: { 'x-gateway-dev': '1' } })).json()).requests as GatewayLine[];
  const upstream = (await (await request.get(`${sandboxOrigin}/sandbox/requests?limit=200`, { headers: DEV })).json()).requests as { path: string; headers: { traceparent?: string } }[];
  let matchedUpstream = 0;
  for (const { entry } of ajax) {
    const line = gateway.find((g) => g.trace_id === entry.traceId);
    expect(line, entry.operationName).toMatchObject({ operation: entry.operationName, parent_span_id: entry.spanId });
    matchedUpstream += upstream.filter((u) => u.headers.traceparent?.startsWith(`00-${entry.traceId}-`)).length;
  }
  expect(matchedUpstream).toBeGreaterThan(0);
});

test('a tracking SDK that stops answering its heartbeat gets error(699) reported after 3 checks', async ({ page, request }) => {
  const fault = await request.post(`${sandboxOrigin}/sandbox/faults`, { headers: DEV, data: { method: 'GET', path: '/api/tracking/v1/heartbeat', status: 503, times: 1_000_000 } });
  expect(fault.status()).toBe(201);
  // The page's clock is Playwright's: time passes as usual until the test moves it on, so the 5 s checks are
  // counted without the test waiting 15 s for them.
  await page.clock.install();
  await signIn(page, 'grow.adviser', 'oasis');
  const sessionId = await sessionIdOf(page);
  const reported = async () => {
    const res = await request.get(`${sandboxOrigin}/sandbox/tracking/health-checks`, { headers: DEV });
    return ((await res.json()).healthChecks as Record<string, string>[]).find((c) => c.customerSessionID === sessionId);
  };
  // At the third check (15 s on). That nothing is reported at the first two is heartbeat.test.ts's to say: here the
  // page's clock ran on in real time while a busy machine signed in, so which check came when is not known.
  await page.clock.runFor(15_000);
  await expect.poll(reported, { intervals: [250] }).toMatchObject({ jsStatus: 'error(699)' });
  const health = (await reported())!;
  expect(health.customerID).toBe(health.mac);
});
