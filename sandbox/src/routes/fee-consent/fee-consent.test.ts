import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../server.js';
import { call, passwordGrant, SETUP_TIMEOUT, testSandbox } from '../../http/test-fixture.js';
import { reportAccount } from '../account-reports/report-account.js';
import { monthlyFees } from '../account-reports/fees.js';
import { statusOf } from './arrangement-status.js';
import { answerRenewal } from './client-phone.js';

// The arrangements list against the store, a renewal sent and answered on the client's phone, and the Fees tab's
// adviser fee stopping where an arrangement lapsed or ended.
let sandbox: Sandbox;
const tokens = new Map<string, string>();
const PATH = '/api/wealth/advice-fees/v1/arrangements';
const RULES = { renewal_notice: 30, response: 60, lapse: 150 };
const noEvents = { enabled: false, emit: () => {} } as never;

beforeAll(async () => {
  sandbox = await testSandbox();
  for (const user of ['wrap.adviser', 'dealer.staff', 'grow.adviser', 'limited.access']) tokens.set(user, (await passwordGrant(sandbox.app, user)).access_token);
}, SETUP_TIMEOUT);
afterAll(() => sandbox?.close());

let today = '';
/** wrap.adviser's arrangements, by account number, set to the statuses each test needs (the test store is small). */
const mine: Array<{ account_id: string; account_number: string; client_id: string }> = [];

/** Puts an arrangement's anniversary `offset` days from today (and ends it `ended` days ago); drops its renewals. */
async function arrange(i: number, offset: number, ended?: number) {
  const a = mine[i]!;
  await sandbox.db.query('delete from fee_consent_requests where account_id = $1', [a.account_id]);
  await sandbox.db.query(
    `update fee_arrangements set anniversary_date = $2::date + $3::int, ended_date = $2::date - $4::int, end_reason = case when $4::int is null then null else 'TERMINATED' end
      where account_id = $1`,
    [a.account_id, today, offset, ended ?? null],
  );
  return a;
}

beforeAll(async () => {
  const body = await list('wrap.adviser', '&sort=account');
  today = body.meta.today;
  mine.push(...(body.data as typeof mine).filter((a) => a.client_id));
  expect(mine.length).toBeGreaterThanOrEqual(6);
});

const list = async (user: string, query = '') => {
  const res = await call(sandbox.app, tokens.get(user)!, `${PATH}?limit=200${query}`);
  expect(res.status).toBe(200);
  return res.body as { data: Array<Record<string, any>>; meta: { total_count: number; today: string; counts: Record<string, number>; rules: Array<{ rule: string; days: number; source: string }> } };
};
const send = (user: string, account: string) => call(sandbox.app, tokens.get(user)!, `${PATH}/${account}/renewal`, { method: 'POST' });

describe('the status of an arrangement', () => {
  it.each([
    ['2027-01-10', null, 'CURRENT', 41, null],
    ['2026-12-29', null, 'RENEWAL_DUE', 89, null],
    ['2026-09-01', null, 'OVERDUE', 60, null],
    ['2026-07-03', null, 'LAPSED', null, '2026-11-30'],
    ['2026-07-04', null, 'OVERDUE', 1, null],
    ['2027-03-01', '2026-11-02', 'ENDED', null, '2026-11-02'],
  ] as const)('anniversary %s, ended %s: %s', (anniversary, ended, status, daysLeft, stops) => {
    const s = statusOf({ anniversary_date: anniversary, ended_date: ended }, '2026-11-30', RULES);
    expect(s).toMatchObject({ status, days_left: daysLeft, fee_stops: stops });
  });
});

describe('the arrangements list', () => {
  it("counts wrap.adviser's as the store holds them, by status, with the rules and their sources", async () => {
    await arrange(0, 10);
    await arrange(1, -100);
    await arrange(2, -200);
    await arrange(3, 100, 5);
    await arrange(4, 200);
    const body = await list('wrap.adviser');
    for (const status of ['CURRENT', 'RENEWAL_DUE', 'OVERDUE', 'LAPSED', 'ENDED']) expect(body.meta.counts[status]).toBeGreaterThan(0);
    const total = Object.values(body.meta.counts).reduce((a, b) => a + b, 0);
    expect(body.meta.total_count).toBe(total);
    const { rows } = await sandbox.db.query<{ n: string }>(
      `select count(*) as n from fee_arrangements f where exists (select 1 from account_advisers aa join user_entities ue on ue.entity_key = aa.entity_key
        where aa.account_id = f.account_id and ue.mac = 'M0000001')`,
    );
    expect(total).toBe(Number(rows[0].n));
    expect(body.meta.rules.map((r) => [r.rule, r.days])).toEqual([['renewal_notice', 30], ['response', 60], ['lapse', 150]]);
    expect(body.meta.rules.find((r) => r.rule === 'lapse')!.source).toMatch(/Corporations Act 2001/);
  });

  it("filters by status and keyword, and keeps another adviser's arrangements out", async () => {
    const one = await arrange(1, -100);
    const overdue = await list('wrap.adviser', '&status=OVERDUE');
    expect(overdue.data.map((a) => a.account_number)).toContain(one.account_number);
    expect(overdue.data.every((a) => a.status === 'OVERDUE' && a.days_left > 0)).toBe(true);
    const found = await list('wrap.adviser', `&keyword=${one.account_number.toLowerCase()}`);
    expect(found.data.map((a) => a.account_number)).toEqual([one.account_number]);
    expect((await list('grow.adviser', `&keyword=${one.account_number}`)).data).toEqual([]);
  });

  it('sorts by days left, soonest first, lapsed and ended last', async () => {
    const { data } = await list('wrap.adviser');
    const left = data.map((a) => a.days_left as number | null);
    const running = left.filter((d) => d !== null) as number[];
    expect(running).toEqual([...running].sort((a, b) => a - b));
    expect(left.slice(running.length).every((d) => d === null)).toBe(true);
  });
});

describe('a renewal', () => {
  it("is sent, consented on the client's phone, and the arrangement is current for another year", async () => {
    const due = await arrange(0, 10);
    const sent = await send('wrap.adviser', due.account_number);
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ status: 'RENEWAL_DUE', renewal: { status: 'SENT', answered_at: null } });
    const again = await send('wrap.adviser', due.account_number);
    expect(again.body.data.renewal.request_id).toBe(sent.body.data.renewal.request_id);
    await answerRenewal(sandbox.db, noEvents, due.client_id, sent.body.data.renewal.request_id, 'consent');
    const after = (await list('wrap.adviser', `&keyword=${due.account_number}`)).data[0]!;
    expect(after).toMatchObject({ status: 'CURRENT', renewal: { status: 'CONSENTED' } });
    const next = new Date(`${sent.body.data.anniversary_date}T00:00:00Z`);
    next.setUTCFullYear(next.getUTCFullYear() + 1);
    expect(after.anniversary_date).toBe(next.toISOString().slice(0, 10));
    await expect(answerRenewal(sandbox.db, noEvents, due.client_id, sent.body.data.renewal.request_id, 'decline')).rejects.toThrow(/already been answered/);
  });

  it('declined ends the arrangement from today', async () => {
    const overdue = await arrange(1, -100);
    const sent = await send('wrap.adviser', overdue.account_number);
    await answerRenewal(sandbox.db, noEvents, overdue.client_id, sent.body.data.renewal.request_id, 'decline');
    const after = (await list('wrap.adviser', `&keyword=${overdue.account_number}`)).data[0]!;
    expect(after).toMatchObject({ status: 'ENDED', end_reason: 'DECLINED', ended_date: today, fee_stops: today, renewal: { status: 'DECLINED' } });
  });

  it('cannot be answered once the arrangement has lapsed', async () => {
    const a = await arrange(5, -140);
    const sent = await send('wrap.adviser', a.account_number);
    await arrange(5, -151);
    await sandbox.db.query(`insert into fee_consent_requests (account_id, anniversary_date, request_id) overriding system value values ($1, $2::date, $3)`, [a.account_id, today, sent.body.data.renewal.request_id]);
    await expect(answerRenewal(sandbox.db, noEvents, a.client_id, sent.body.data.renewal.request_id, 'consent')).rejects.toThrow(/can no longer be renewed/);
  });

  it("is refused for a current, lapsed or ended arrangement, another adviser's, and at VIEW access", async () => {
    expect((await send('wrap.adviser', (await arrange(4, 200)).account_number)).status).toBe(409);
    const lapsed = await arrange(2, -200);
    expect((await send('wrap.adviser', lapsed.account_number)).status).toBe(409);
    expect((await send('wrap.adviser', (await arrange(3, 100, 5)).account_number)).status).toBe(409);
    const foreign = await send('grow.adviser', (await arrange(0, 10)).account_number);
    expect(foreign.status).toBe(404);
    const viewOnly = (await list('limited.access')).data.find((a) => a.access === 'VIEW')!;
    expect(viewOnly).toBeDefined();
    const refused = await send('limited.access', viewOnly.account_number);
    expect(refused.status).toBe(403);
    expect(refused.headers['x-policy-decision']).toMatch(/refused fees.renewConsent/);
  });
});

describe('the Fees tab', () => {
  it('charges no adviser fee for a month ending on or after the lapse day, and charges it before', async () => {
    const a = await arrange(2, -200);
    const stops = new Date(Date.parse(`${today}T00:00:00Z`) - 50 * 86_400_000).toISOString().slice(0, 10);
    const account = await reportAccount(sandbox.db, (await sandbox.db.query<{ entity_key: string }>(`select entity_key from user_entities where mac = 'M0000001'`)).rows.map((r) => r.entity_key), a.account_id);
    expect(account.adviser_fee_stops).toBe(stops);
    const rows = monthlyFees(account).filter((r) => r.fee_type === 'ADVISER_SERVICE');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.period_to < stops)).toBe(true);
    const res = await call(sandbox.app, tokens.get('wrap.adviser')!, `/api/wealth/channel/fees/v1/accounts/${a.account_id}/fees?period=month`);
    expect(res.status).toBe(200);
    const tab = res.body.data as Array<{ fee_type: string; period_to: string }>;
    const adviser = tab.filter((r) => r.fee_type === 'ADVISER_SERVICE');
    expect(adviser.length).toBeGreaterThan(0);
    expect(adviser.every((r) => r.period_to < stops)).toBe(true);
    // The months after the lapse still charge the platform's own fees.
    expect(tab.some((r) => r.fee_type === 'ADMINISTRATION' && r.period_to >= stops)).toBe(true);
    await arrange(2, 200);
    const running = await call(sandbox.app, tokens.get('wrap.adviser')!, `/api/wealth/channel/fees/v1/accounts/${a.account_id}/fees?period=month`);
    expect((running.body.data as typeof tab).some((r) => r.fee_type === 'ADVISER_SERVICE' && r.period_to >= stops)).toBe(true);
  });
});
