import { createServer, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../server.js';
import { call, passwordGrant, SETUP_TIMEOUT, testSandbox } from '../../http/test-fixture.js';
import { signEvent, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../../events/event-hooks.js';
import { ANNOUNCEMENTS_PATH } from './announcement-routes.js';

const ALERT = '/api/channel/notification-centre/v1/alert';
const NC = '/api/channel/notification-centre/v1';
const DEV = { 'x-sandbox-dev': '1' };

let sandbox: Sandbox;
let olivia: string;
let liam: string;
const received: { body: string; headers: IncomingMessage['headers'] }[] = [];
const receiver = createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    received.push({ body, headers: req.headers });
    res.end('{}');
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const port = (receiver.address() as { port: number }).port;
  sandbox = await testSandbox({ events: { secret: 'test-secret', targets: [`http://127.0.0.1:${port}/events`] } });
  olivia = (await passwordGrant(sandbox.app, 'wrap.adviser')).access_token;
  liam = (await passwordGrant(sandbox.app, 'grow.adviser')).access_token;
}, SETUP_TIMEOUT);
afterAll(async () => {
  await sandbox?.close();
  receiver.close();
});

async function publish(username: string, payload: Record<string, unknown>) {
  const res = await sandbox.app.inject({ method: 'POST', url: '/sandbox/alerts', headers: DEV, payload: { username, category: 'submitted', text: 'A request was submitted.', ...payload } });
  return { status: res.statusCode, body: res.json() };
}

describe('alerts', () => {
  it('seeds every user a history that pages newest first with a paging token', async () => {
    const first = await call(sandbox.app, olivia, ALERT);
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(20);
    const ids = first.body.data.map((a: { alert_id: string }) => Number(a.alert_id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(first.body.meta.pagingToken).toEqual(expect.any(String));
    const second = await call(sandbox.app, olivia, `${ALERT}?pagingToken=${first.body.meta.pagingToken}`);
    expect(Number(second.body.data[0].alert_id)).toBeLessThan(ids.at(-1));
    expect(second.body.meta.pagingToken).toBeNull();
    const categories = new Set([...first.body.data, ...second.body.data].map((a: { category: string }) => a.category));
    expect(categories.size).toBeGreaterThanOrEqual(12);
    expect((await call(sandbox.app, olivia, `${ALERT}?pagingToken=nonsense`)).status).toBe(400);
  });

  it('counts total, unread and unseen, and mark-read and mark-last-seen change them', async () => {
    const before = (await call(sandbox.app, olivia, `${ALERT}/count`)).body.data[0];
    expect(before.unread_alerts).toBeGreaterThan(0);
    const created = await publish('wrap.adviser', { text: 'Your request R1 is awaiting action.' });
    expect(created.status).toBe(201);
    const id = created.body.alert.alert_id;
    const after = (await call(sandbox.app, olivia, `${ALERT}/count`)).body.data[0];
    expect(after).toEqual({ total_alerts: before.total_alerts + 1, unread_alerts: before.unread_alerts + 1, unseen_alerts: before.unseen_alerts + 1 });

    expect((await call(sandbox.app, olivia, `${ALERT}/mark-read`, { method: 'POST', payload: { alert_ids: [id] } })).body.data.updated).toBe(1);
    expect((await call(sandbox.app, olivia, `${ALERT}/mark-last-seen`, { method: 'POST', payload: { alert_id: id } })).status).toBe(200);
    const now = (await call(sandbox.app, olivia, `${ALERT}/count`)).body.data[0];
    expect(now).toMatchObject({ unread_alerts: before.unread_alerts, unseen_alerts: 0 });
  });

  it('refuses more than 10 ids a call and bad ids', async () => {
    const ids = Array.from({ length: 11 }, (_, i) => String(i + 1));
    expect((await call(sandbox.app, olivia, `${ALERT}/mark-read`, { method: 'POST', payload: { alert_ids: ids } })).status).toBe(400);
    expect((await call(sandbox.app, olivia, `${ALERT}/mark-read`, { method: 'POST', payload: { alert_ids: ['x'] } })).status).toBe(400);
    expect((await call(sandbox.app, olivia, `${ALERT}/mark-last-seen`, { method: 'POST', payload: {} })).status).toBe(400);
  });

  it("never reads, marks or counts another user's alerts", async () => {
    const mine = (await publish('grow.adviser', { text: 'For Liam only.' })).body.alert.alert_id;
    const oliviaList = (await call(sandbox.app, olivia, ALERT)).body.data;
    expect(oliviaList.map((a: { text: string }) => a.text)).not.toContain('For Liam only.');
    expect((await call(sandbox.app, olivia, `${ALERT}/mark-read`, { method: 'POST', payload: { alert_ids: [mine] } })).body.data.updated).toBe(0);
    expect((await call(sandbox.app, olivia, `${ALERT}/mark-last-seen`, { method: 'POST', payload: { alert_id: mine } })).status).toBe(404);
    expect((await call(sandbox.app, liam, ALERT)).body.data[0]).toMatchObject({ alert_id: mine, read: false });
  });

  it('sends a signed event to the subscribers for a new alert and for changed counts', async () => {
    // Earlier tests' events are delivered in the background: let them land before counting this test's own.
    await sandbox.events.flush();
    received.length = 0;
    await publish('grow.adviser', { text: 'Event check.', category: 'approved' });
    await sandbox.events.flush();
    expect(received).toHaveLength(1);
    const { body, headers } = received[0];
    expect(headers[SIGNATURE_HEADER]).toBe(signEvent('test-secret', String(headers[TIMESTAMP_HEADER]), body));
    const event = JSON.parse(body);
    expect(event).toMatchObject({ type: 'alert.created', mac: 'M0000002', alert: { text: 'Event check.', category: 'approved' } });
    expect(event.counts.unread_alerts).toBeGreaterThan(0);

    await call(sandbox.app, liam, `${ALERT}/mark-read`, { method: 'POST', payload: { alert_ids: [event.alert.alert_id] } });
    await sandbox.events.flush();
    expect(JSON.parse(received[1].body)).toMatchObject({ type: 'alert.counts', mac: 'M0000002' });
  });

  it('publishes in bulk and checks what a tester sends', async () => {
    const bulk = await publish('perpetual.adviser', { count: 120 });
    expect(bulk.body.count).toBe(120);
    expect((await publish('perpetual.adviser', { category: 'nope' })).status).toBe(400);
    expect((await publish('nobody', {})).status).toBe(404);
    const noHeader = await sandbox.app.inject({ method: 'POST', url: '/sandbox/alerts', payload: { username: 'wrap.adviser' } });
    expect(noHeader.statusCode).toBe(403);
  });
});

describe('the console page', () => {
  it('opens in a browser without the dev header and lists every user', async () => {
    const res = await sandbox.app.inject({ url: '/console/notifications' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('value="wrap.adviser"');
    expect(res.body).toContain('Raise alert');
  });
});

describe('notification preferences and pages', () => {
  it('saves preferences, counts accounts meeting them and records page visits', async () => {
    const unset = await call(sandbox.app, olivia, `${NC}/notification-preferences`);
    expect(unset.body.data).toMatchObject({ preferences_set: false, account_balance: { selected: false } });
    const payload = { account_balance: { selected: true, threshold: 5_000_000 }, insufficient_funds: { selected: true, window_days: 20 } };
    expect((await call(sandbox.app, olivia, `${NC}/notification-preferences`, { method: 'PUT', payload })).status).toBe(200);
    const counts = (await call(sandbox.app, olivia, `${NC}/notification-counts`)).body.data;
    expect(counts.account_balance_count).toBeGreaterThan(0);
    expect(counts.account_balance_visited).toBe(false);
    const rows = (await call(sandbox.app, olivia, `${NC}/notifications/account-balance`)).body.data;
    expect(rows).toHaveLength(counts.account_balance_count);
    expect(rows.every((r: { available_balance: number }) => r.available_balance <= 5_000_000)).toBe(true);
    const pending = (await call(sandbox.app, olivia, `${NC}/notifications/pending-payments`)).body.data;
    expect(pending).toHaveLength(counts.insufficient_funds_for_pending_payments_count);
    for (const r of pending) expect(r.scheduled_total).toBeGreaterThan(r.available_balance);

    await call(sandbox.app, olivia, `${NC}/notification-counts/visited`, { method: 'POST', payload: { page: 'account-balance' } });
    expect((await call(sandbox.app, olivia, `${NC}/notification-counts`)).body.data.account_balance_visited).toBe(true);
    // Liam's preferences are his own.
    expect((await call(sandbox.app, liam, `${NC}/notification-preferences`)).body.data.preferences_set).toBe(false);
  });

  it('refuses preferences without their values and windows other than 5, 10 and 20', async () => {
    const bad = [
      { account_balance: { selected: true }, insufficient_funds: { selected: false } },
      { account_balance: { selected: false }, insufficient_funds: { selected: true, window_days: 7 } },
      { account_balance: { selected: 'yes' }, insufficient_funds: { selected: false } },
    ];
    for (const payload of bad) expect((await call(sandbox.app, liam, `${NC}/notification-preferences`, { method: 'PUT', payload })).status).toBe(400);
  });

  it('lists term deposits maturing between two dates', async () => {
    const res = await call(sandbox.app, olivia, `${NC}/notifications/term-deposit-maturities?fromDate=2000-01-01&toDate=2100-01-01`);
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    expect((await call(sandbox.app, olivia, `${NC}/notifications/term-deposit-maturities?fromDate=2020-02-01&toDate=2020-01-01`)).status).toBe(400);
  });
});

describe('announcements', () => {
  it('answers the valid messages for the channel, badges and products, without a token', async () => {
    const post = (payload: object) => sandbox.app.inject({ method: 'POST', url: '/sandbox/announcements', headers: DEV, payload });
    await post({ body: 'For Grow Wrap', channels: ['GrowWrap'], publishId: 'grow-1' });
    await post({ body: 'Trading only', products: ['trading'], publishId: 'trade-1' });
    await post({ body: 'Expired', validFrom: '2020-01-01T00:00:00Z', validTo: '2020-02-01T00:00:00Z', publishId: 'old-1' });
    const get = async (query: string) =>
      (await sandbox.app.inject({ url: `${ANNOUNCEMENTS_PATH}?output=json&destination=secure&${query}` })).json().messages.map((m: { publish_id: string }) => m.publish_id);
    expect(await get('channel=GROWWRAP&badge=GWW&product=Wrap')).toEqual(expect.arrayContaining(['grow-1', 'seed-maintenance']));
    expect(await get('channel=MACQUARIEWRAP&badge=MPM&product=Wrap')).not.toContain('grow-1');
    expect(await get('channel=MACQUARIEWRAP&badge=MPM&product=Wrap,trading')).toContain('trade-1');
    expect(await get('channel=MACQUARIEWRAP&product=Wrap')).not.toContain('old-1');
    expect((await sandbox.app.inject({ url: ANNOUNCEMENTS_PATH })).statusCode).toBe(400);
  });
});
