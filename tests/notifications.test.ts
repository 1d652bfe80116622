// The notification centre through the real stack: the gateway over HTTP against the sandbox, live events
// over server-sent events, and two advisers who never see each other's alerts, counts or preferences.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cents, clearFaults, DEV, gatewayUrl, gql, passwordGrant, publishAlert, sandboxUrl, setFault, subscribe } from './support.js';

const ALERT_FIELDS = 'id read text category status statusLabel icon objectType route requestId accountNumber createdAt';

let olivia: string;
let liam: string;
beforeAll(async () => {
  olivia = (await passwordGrant('wrap.adviser')).access_token;
  liam = (await passwordGrant('grow.adviser')).access_token;
});
afterEach(clearFaults);

async function requestLog(limit = 200) {
  const res = await fetch(`${sandboxUrl()}/sandbox/requests?limit=${limit}`, { headers: DEV });
  return ((await res.json()) as { requests: { at: string; method: string; path: string; status?: number; body?: any }[] }).requests.reverse();
}

describe('alerts through the gateway', () => {
  it('pages the list with derived status labels, icons and routes', async () => {
    const first = await gql(`{ alerts { nodes { ${ALERT_FIELDS} } pageInfo { hasNextPage endCursor } } }`, {}, olivia);
    expect(first.errors).toBeUndefined();
    const { nodes, pageInfo } = first.data.alerts;
    expect(nodes).toHaveLength(20);
    expect(pageInfo.hasNextPage).toBe(true);
    const second = await gql(`query($after: String) { alerts(after: $after) { nodes { ${ALERT_FIELDS} } } }`, { after: pageInfo.endCursor }, olivia);
    const all = [...nodes, ...second.data.alerts.nodes];
    const byText = (part: string) => all.find((a: { text: string }) => a.text.includes(part));
    expect(byText('needs your action on a pending task')).toMatchObject({ status: 'AWAITING_ADVISER', statusLabel: 'Awaiting adviser', icon: 'PENDING' });
    expect(byText('term deposit instruction') && all.filter((a: { text: string }) => a.text.includes('term deposit instruction')).map((a: { statusLabel: string }) => a.statusLabel).sort())
      .toEqual(['Completed', 'Denied', 'Received']);
    expect(byText('has been received by the payee')).toMatchObject({ statusLabel: 'Received', icon: 'MONEY', route: '/dashboard/view-payments' });
    expect(byText('change of address')).toMatchObject({ statusLabel: 'Created', icon: 'INFO', route: '/dashboard/request-centre/requests' });
    expect(byText('security preferences')).toMatchObject({ route: null });
  });

  it('counts, and marking the latest seen zeroes the unseen count', async () => {
    const created = await publishAlert('wrap.adviser', { text: 'Seen check.' });
    const counts = (await gql('{ alertCounts { total unread unseen } }', {}, olivia)).data.alertCounts;
    expect(counts.unseen).toBeGreaterThan(0);
    const after = await gql('mutation($id: ID!) { markAlertSeen(id: $id) { total unread unseen } }', { id: created.alert.alert_id }, olivia);
    expect(after.data.markAlertSeen).toEqual({ total: counts.total, unread: counts.unread, unseen: 0 });
  });

  it('says UPSTREAM_UNAVAILABLE when the alert list fails, without taking the counts with it', async () => {
    await setFault({ path: '/api/channel/notification-centre/v1/alert', method: 'GET', status: 503, times: 3 });
    const res = await gql('{ alerts { nodes { id } } alertCounts { unread } }', {}, liam);
    expect(res.errors?.[0]).toMatchObject({ path: ['alerts'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
    expect(res.data?.alertCounts?.unread).toEqual(expect.any(Number));
  });
});

describe('mark all read', () => {
  it('marks 120 alerts in chunks of 10 with a pause after every 5 chunks', async () => {
    const first = (await passwordGrant('wrap.only')).access_token; // any user no other test counts alerts of
    await fetch(`${sandboxUrl()}/sandbox/alerts?username=wrap.only`, { method: 'DELETE', headers: DEV });
    await publishAlert('wrap.only', { count: 120 });
    await fetch(`${sandboxUrl()}/sandbox/requests`, { method: 'DELETE', headers: DEV });
    const res = await gql('mutation { markAllAlertsRead { marked failed remaining counts { unread } } }', {}, first);
    expect(res.errors).toBeUndefined();
    expect(res.data.markAllAlertsRead).toMatchObject({ failed: [], remaining: 0, counts: { unread: 0 } });
    expect(res.data.markAllAlertsRead.marked).toHaveLength(120);

    const calls = (await requestLog()).filter((r) => r.path.endsWith('/alert/mark-read'));
    expect(calls).toHaveLength(12);
    expect(calls.map((c) => c.body.alert_ids.length)).toEqual(Array(12).fill(10));
    expect(new Set(calls.flatMap((c) => c.body.alert_ids)).size).toBe(120);
    const gaps = calls.slice(1).map((c, i) => Date.parse(c.at) - Date.parse(calls[i].at));
    // The pauses come after the 5th and the 10th chunk.
    expect(gaps[4]).toBeGreaterThanOrEqual(950);
    expect(gaps[9]).toBeGreaterThanOrEqual(950);
  }, 30_000);

  it('reports a failed chunk honestly and marks the rest', async () => {
    const first = (await passwordGrant('wrap.only')).access_token; // any user no other test counts alerts of
    await fetch(`${sandboxUrl()}/sandbox/alerts?username=wrap.only`, { method: 'DELETE', headers: DEV });
    await publishAlert('wrap.only', { count: 25 });
    await setFault({ path: '/api/channel/notification-centre/v1/alert/mark-read', method: 'POST', status: 503, times: 1 });
    const res = await gql('mutation { markAllAlertsRead { marked failed counts { unread } } }', {}, first);
    expect(res.data.markAllAlertsRead.failed).toHaveLength(10);
    expect(res.data.markAllAlertsRead.marked).toHaveLength(15);
    expect(res.data.markAllAlertsRead.counts.unread).toBe(10);
  });
});

/**
 * Raises alerts for `username` until one reaches `stream`, and answers the first that does. The gateway registers a
 * stream once it has the user's details, which the open stream does not say, so an alert raised before that goes
 * unheard: each round raises another (the text, numbered after the first) and waits a second before the next, a
 * pace rather than a pass mark, since any of them arriving, however late, ends the wait.
 */
async function heard(stream: ReturnType<typeof subscribe<any>>, username: string, text: string) {
  const from = stream.results.length;
  const said = new Set<string>();
  for (let round = 0; ; round++) {
    const next = round === 0 ? text : `${text} (${round})`;
    said.add(next);
    await publishAlert(username, { category: 'awaiting', text: next });
    const event = await stream.next((r) => said.has(r.data?.alertEvents?.alert?.text), from, 1_000).catch(() => null);
    if (event) return event;
  }
}

describe('live alerts', () => {
  // How soon an alert arrives (goal: within a second) is `npm run bench:alerts`'s figure (bench/README.md).
  it("pushes a new alert to its user's subscription, and to no one else", async () => {
    const query = `subscription { alertEvents { alert { ${ALERT_FIELDS} } counts { unread unseen } } }`;
    const oliviaStream = subscribe(query, olivia);
    const liamStream = subscribe(query, liam);
    try {
      await Promise.all([oliviaStream.opened, liamStream.opened]);
      const event = await heard(oliviaStream, 'wrap.adviser', 'Your request R42 is awaiting action.');
      expect(event.data.alertEvents.alert).toMatchObject({ statusLabel: 'Awaiting client approval', icon: 'PENDING', read: false });
      expect(event.data.alertEvents.counts.unread).toBeGreaterThan(0);
      // Liam's own alert, raised after Olivia's arrived, reaches his stream after any of hers would have.
      await heard(liamStream, 'grow.adviser', 'Your request R43 is awaiting action.');
      expect(liamStream.results.some((r) => r.data?.alertEvents?.alert?.text?.includes('R42'))).toBe(false);
    } finally {
      oliviaStream.close();
      liamStream.close();
    }
  });

  it('ends the stream when the sign-in behind it ends', async () => {
    const tokens = await passwordGrant('vision.adviser');
    const res = await fetch(`${gatewayUrl()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${tokens.access_token}` },
      body: JSON.stringify({ query: 'subscription { alertEvents { counts { unread } } }' }),
    });
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    const ended = (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return text;
        text += value;
      }
    })();
    await new Promise((r) => setTimeout(r, 400));
    const out = await gql('mutation($r: String!) { endSession(refreshToken: $r) }', { r: tokens.refresh_token }, tokens.access_token);
    expect(out.errors).toBeUndefined();
    // A stream that stayed open would hold this until the test's timeout.
    expect(await ended).toContain('event: complete');
  });

  it('refuses a subscription without a token', async () => {
    const stream = subscribe('subscription { alertEvents { counts { unread } } }', '');
    await stream.opened.catch(() => undefined);
    const result = await stream.next(() => true).catch(() => null);
    stream.close();
    expect(result?.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses an unsigned or forged event', async () => {
    const body = JSON.stringify({ type: 'alert.counts', mac: 'M0000001', counts: { total_alerts: 0, unread_alerts: 0, unseen_alerts: 0 } });
    const unsigned = await fetch(`${gatewayUrl()}/events/notification-centre`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(unsigned.status).toBe(401);
    const forged = await fetch(`${gatewayUrl()}/events/notification-centre`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-events-timestamp': String(Date.now()), 'x-events-signature': `sha256=${'0'.repeat(64)}` },
      body,
    });
    expect(forged.status).toBe(401);
  });
});

describe('notification preferences and pages', () => {
  const SAVE = `mutation($input: NotificationPreferencesInput!) { saveNotificationPreferences(input: $input) {
    accountBalanceThresholdSelected accountBalanceThreshold insufficientFundsForPendingPaymentsThresholdSelected insufficientFundsWindowDays isPreferencesBeenSet } }`;

  it('needs at least one preference selected', async () => {
    const res = await gql(SAVE, { input: { accountBalanceThresholdSelected: false, insufficientFundsForPendingPaymentsThresholdSelected: false } }, liam);
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const badWindow = await gql(SAVE, { input: { accountBalanceThresholdSelected: false, insufficientFundsForPendingPaymentsThresholdSelected: true, insufficientFundsWindowDays: 7 } }, liam);
    expect(badWindow.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('saves preferences, counts the accounts meeting them and lists them', async () => {
    const saved = await gql(SAVE, { input: { accountBalanceThresholdSelected: true, accountBalanceThreshold: '250000.00', insufficientFundsForPendingPaymentsThresholdSelected: true, insufficientFundsWindowDays: 20 } }, olivia);
    expect(saved.data.saveNotificationPreferences).toMatchObject({ isPreferencesBeenSet: true, insufficientFundsWindowDays: 20 });
    const res = await gql(`{ notificationCounts { accountBalanceCount insufficientFundsForPendingPaymentsCount accountBalanceVisited }
      accountBalanceNotifications { threshold rows { accountNumber pageNumber availableBalance } }
      pendingPaymentNotifications { windowDays rows { accountNumber scheduledTotal availableBalance shortfall nextPaymentDate } } }`, {}, olivia);
    expect(res.errors).toBeUndefined();
    const { notificationCounts: counts, accountBalanceNotifications: balance, pendingPaymentNotifications: pending } = res.data;
    expect(balance.rows).toHaveLength(counts.accountBalanceCount);
    expect(balance.threshold).toBe('250000.00');
    expect(balance.rows.every((r: { availableBalance: string }) => cents(r.availableBalance) <= 25000000)).toBe(true);
    expect(pending.rows).toHaveLength(counts.insufficientFundsForPendingPaymentsCount);
    // Exactly, in cents: the shortfall is the scheduled total less the available balance.
    for (const r of pending.rows) expect(cents(r.shortfall)).toBe(cents(r.scheduledTotal) - cents(r.availableBalance));

    const visited = await gql('mutation { markNotificationPageVisited(page: ACCOUNT_BALANCE) { accountBalanceVisited pendingPaymentsVisited } }', {}, olivia);
    expect(visited.data.markNotificationPageVisited).toEqual({ accountBalanceVisited: true, pendingPaymentsVisited: false });
    // Liam's are his own.
    const his = await gql('{ notificationPreferences { isPreferencesBeenSet accountBalanceThreshold } }', {}, liam);
    expect(his.data.notificationPreferences.accountBalanceThreshold).not.toBe('250000.00');
  });

  it('saves and reads back preferences without a low-balance threshold (null), as the bell sends them', async () => {
    const input = { accountBalanceThresholdSelected: false, accountBalanceThreshold: null, insufficientFundsForPendingPaymentsThresholdSelected: true, insufficientFundsWindowDays: 10 };
    const saved = await gql(SAVE, { input }, liam);
    expect(saved.errors).toBeUndefined();
    const expected = { accountBalanceThresholdSelected: false, accountBalanceThreshold: null, insufficientFundsForPendingPaymentsThresholdSelected: true, insufficientFundsWindowDays: 10, isPreferencesBeenSet: true };
    expect(saved.data.saveNotificationPreferences).toEqual(expected);
    const read = await gql(`{ notificationPreferences { accountBalanceThresholdSelected accountBalanceThreshold insufficientFundsForPendingPaymentsThresholdSelected insufficientFundsWindowDays isPreferencesBeenSet }
      notificationCounts { accountBalanceCount } }`, {}, liam);
    expect(read.errors).toBeUndefined();
    expect(read.data.notificationPreferences).toEqual(expected);
    expect(read.data.notificationCounts.accountBalanceCount).toBe(0);
    // And the other way round: a threshold without a window.
    const other = await gql(SAVE, { input: { accountBalanceThresholdSelected: true, accountBalanceThreshold: '1000.00', insufficientFundsForPendingPaymentsThresholdSelected: false, insufficientFundsWindowDays: null } }, liam);
    expect(other.errors).toBeUndefined();
    expect(other.data.saveNotificationPreferences).toMatchObject({ accountBalanceThreshold: '1000.00', insufficientFundsWindowDays: null });
  });

  it('lists term deposits maturing in a range, and refuses a malformed or reversed one', async () => {
    const ok = await gql('{ termDepositMaturities(fromDate: "2025-01-01", toDate: "2025-12-31") { accountNumber maturityDate } }', {}, olivia);
    expect(ok.errors).toBeUndefined();
    for (const r of ok.data.termDepositMaturities) expect(r.maturityDate >= '2025-01-01' && r.maturityDate <= '2025-12-31').toBe(true);
    const bad = await gql('{ termDepositMaturities(fromDate: "01/01/2025", toDate: "2025-12-31") { accountNumber } }', {}, olivia);
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const reversed = await gql('{ termDepositMaturities(fromDate: "2025-12-31", toDate: "2025-01-01") { accountNumber } }', {}, olivia);
    expect(reversed.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('announcements', () => {
  it("answers the messages for the user's badge and products", async () => {
    const post = (payload: object) =>
      fetch(`${sandboxUrl()}/sandbox/announcements`, { method: 'POST', headers: { 'content-type': 'application/json', ...DEV }, body: JSON.stringify(payload) });
    await post({ body: '<p>For Macquarie Wrap only</p>', channels: ['MacquarieWrap'], publishId: 'it-mgl-only' });
    await post({ body: '<p>Trading desk news</p>', products: ['trading'], style: 'error', publishId: 'it-trading' });
    const query = '{ announcements { publishId style body } }';
    const hers = (await gql(query, {}, olivia)).data.announcements.map((a: { publishId: string }) => a.publishId);
    const his = (await gql(query, {}, liam)).data.announcements.map((a: { publishId: string }) => a.publishId);
    expect(hers).toEqual(expect.arrayContaining(['it-mgl-only', 'it-trading']));
    expect(his).not.toContain('it-mgl-only');
    expect(his).not.toContain('it-trading');
  });
});
