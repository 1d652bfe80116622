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
  const sentAt = new Map<string, number>(); // traceparent → when (epoch ms)
  const answered = new Set<string>(); // traceparents whose answer the page read (not dropped by leaving a page)
  page.on('request', (r) => {
    const traceparent = r.headers().traceparent;
    if (traceparent && r.url().endsWith('/graphql')) {
      sent.set(traceparent, String(r.postDataJSON()?.operationName ?? ''));
      sentAt.set(traceparent, Date.now());
    }
  });
  page.on('requestfinished', (r) => {
    const traceparent = r.headers().traceparent;
    if (traceparent) answered.add(traceparent);
  });

  await signIn(page, 'wrap.adviser');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const sessionId = await sessionIdOf(page);
  await page.goto(`/#/dashboard/cash-account/${account}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/#/dashboard');
  await expect(page).toHaveURL(/#\/dashboard$/);
  // Every request this page made so far, from its first paint on (the agent loads when the browser is idle, but the
  // shell records from the start): each must reach the collector. The page before sign-in is another document.
  const pageStarted = await page.evaluate(() => performance.timeOrigin);
  const madeSoFar = [...sent]
    .filter(([traceparent, operation]) => !/Tracking/.test(operation) && sentAt.get(traceparent)! >= pageStarted && answered.has(traceparent))
    .map(([traceparent]) => traceparent);
  expect(madeSoFar.length).toBeGreaterThan(2);

  // The account page may settle on a sub-route; its previous-page form keeps the placeholder either way.
  const fromAccount = (l: Log) => /^\/#\/dashboard\/cash-account\/\{id\}(\/|$)/.test(String(l.entry.previousPage)) && l.entry.currentPage === '/#/dashboard';
  let logs: Log[] = [];
  await expect
    .poll(async () => {
      logs = await logsOfSession(request, sessionId);
      const logged = new Set(logs.filter((l) => l.type === 'ajax').map((l) => `00-${l.entry.traceId}-${l.entry.spanId}-01`));
      return logs.some((l) => l.type === 'pageFlow' && fromAccount(l)) && madeSoFar.every((traceparent) => logged.has(traceparent));
    })
    .toBe(true);

  // Page flow: the account number never appears as the previous page (002 §2); the metadata of 001 §3 is there.
  const flow = logs.find((l) => l.type === 'pageFlow' && fromAccount(l))!;
  expect(flow.entry).toMatchObject({ currentPage: '/#/dashboard', appName: 'Adviser Online', brand: 'mgl', mac: flow.mac, sessionId, browser: expect.stringMatching(/Chrom/), os: 'Linux', isDesktop: true, isMobile: false, isTablet: false });
  expect(flow.entry.transitionTime).toEqual(expect.any(Number));
  const intoAccount = logs.find((l) => l.type === 'pageFlow' && String(l.entry.currentPage).startsWith(`/#/dashboard/cash-account/${account}`));
  expect(intoAccount?.entry.previousPage).toMatch(/^\/#\/dashboard/);
  expect(JSON.stringify(logs.filter((l) => l.type === 'pageFlow').map((l) => l.entry.previousPage))).not.toContain(account);
  // The landing page after sign-in is the first page flow, though tracking loaded later; its time is the page's.
  const flows = logs.filter((l) => l.type === 'pageFlow').sort((a, b) => String(a.entry.timestamp).localeCompare(String(b.entry.timestamp)));
  expect(flows[0].entry.currentPage).toMatch(/^\/#\/dashboard/);
  // The sign-in return carries the tokens in its address: it is never a page nor a previous page.
  expect(JSON.stringify(logs)).not.toMatch(/login\?|access_token/);
  // Only the specification's fields: no Apollo __typename in any log.
  expect(JSON.stringify(logs)).not.toContain('__typename');

  // Ajax: each log's ids are the traceparent its request carried; the tracking calls themselves are not logged.
  const ajax = logs.filter((l) => l.type === 'ajax');
  for (const { entry } of ajax) {
    expect(sent.get(`00-${entry.traceId}-${entry.spanId}-01`), entry.operationName).toBe(entry.operationName);
    // 200, or 0 for a request the page left before its answer came (it moved on).
    expect(entry).toMatchObject({ requestUrl: '/graphql', statusCode: expect.any(Number), timingsMs: expect.any(Number) });
    expect([0, 200]).toContain(entry.statusCode);
    expect(entry.operationName).not.toMatch(/Tracking/);
  }

  // The gateway's log line and the sandbox's received traceparent continue the same traces.
  const gateway = (await (await request.get('/dev/requests?limit=200', { headers: { 'x-gateway-dev': '1' } })).json()).requests as GatewayLine[];
  const upstream = (await (await request.get(`${sandboxOrigin}/sandbox/requests?limit=200`, { headers: DEV })).json()).requests as { path: string; headers: { traceparent?: string } }[];
  let matchedUpstream = 0;
  for (const { entry } of ajax.filter((l) => l.entry.statusCode === 200)) {
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
