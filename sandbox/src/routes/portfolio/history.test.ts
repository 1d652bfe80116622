// A wrap account's and a cash account's value over time, money in and out by month, and a wrap's time-weighted
// return, over HTTP against the seeded sandbox: the charts' figures are the valuation's and the ledger's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../server.js';
import { call, passwordGrant, SETUP_TIMEOUT, testSandbox } from '../../http/test-fixture.js';
import { sydneyToday } from '../shared/format.js';

let sandbox: Sandbox;
let token: string;
let wrap: { account_id: string; ledger_balance: string };
let cash: { account_id: string; ledger_balance: string };
const cents = (v: number) => Math.round(v * 100);

beforeAll(async () => {
  sandbox = await testSandbox();
  token = (await passwordGrant(sandbox.app, 'wrap.adviser')).access_token;
  const visible = `exists (select 1 from account_advisers aa join user_entities ue on ue.entity_key = aa.entity_key join users u on u.mac = ue.mac
                            where aa.account_id = a.account_id and u.username = 'wrap.adviser')`;
  wrap = (await sandbox.db.query<typeof wrap>(
    `select a.account_id, a.ledger_balance::text as ledger_balance from accounts a cross join seed_info s
      where a.account_type = 'WRAP' and a.account_status = 'Active' and a.linked_cash_account is not null
        and a.opened_date < s.reference_date - 800 and a.ledger_balance > 50000 and ${visible} order by a.account_id limit 1`,
  )).rows[0]!;
  cash = (await sandbox.db.query<typeof cash>(
    `select a.account_id, a.ledger_balance::text as ledger_balance from accounts a cross join seed_info s
      where a.account_type = 'CASH' and a.account_status = 'Active' and a.parent_account_id is null
        and a.opened_date < s.reference_date - 800 and ${visible} order by a.account_id limit 1`,
  )).rows[0]!;
}, SETUP_TIMEOUT);
afterAll(() => sandbox?.close());

const portfolio = (path: string) => call(sandbox.app, token, `/api/wealth/channel/portfolio/v1/${wrap.account_id}/${path}`);
interface Point { date: string; value: number }
interface Month { month: string; money_in: number; money_out: number }

describe('a wrap account\'s value over time', () => {
  it('ends on today\'s valuation, the balance, and values every drawn day as the valuation tab does', async () => {
    const res = await portfolio('history?range=1Y');
    expect(res.status).toBe(200);
    const points = res.body.points as Point[];
    expect(points.length).toBeGreaterThan(50);
    const last = points.at(-1)!;
    expect(last.date).toBe(sydneyToday());
    expect(cents(last.value)).toBe(cents(Number(wrap.ledger_balance)));
    for (const p of [points[0]!, points[20]!, points.at(-2)!]) {
      const valuation = (await portfolio(`holdings?asAt=${p.date}`)).body;
      expect(cents(p.value), p.date).toBe(cents(valuation.totalValue));
    }
    const month = (await portfolio('history?range=1M')).body.points as Point[];
    expect(month.length).toBeGreaterThanOrEqual(29);
    expect(month.at(-1)).toEqual(last);
    expect((res.body.months as Month[]).length).toBe(12);
    expect((await portfolio('history?range=2Y')).status).toBe(400);
  });

  it('answers a time-weighted return per period, the money moved and the fees the Fees tab charges', async () => {
    const res = await portfolio('performance');
    expect(res.status).toBe(200);
    expect(res.body.method).toMatch(/^Time-weighted return/);
    const periods = res.body.periods as { period: string; from: string; return_percent: number | null; annualised: boolean; closing_value: number; fees: number | null }[];
    expect(periods.map((p) => p.period)).toEqual(['1M', '3M', '1Y', 'SINCE_INCEPTION']);
    for (const p of periods) {
      expect(p.return_percent, p.period).not.toBeNull();
      expect(Math.abs(p.return_percent!), p.period).toBeLessThan(60);
      expect(cents(p.closing_value)).toBe(cents(Number(wrap.ledger_balance)));
    }
    expect(periods[3]!.annualised).toBe(true);
    expect(periods[2]!.annualised).toBe(false);
    // The year's fees are the Fees tab's months that ended in it.
    const year = periods[2]!;
    const fees = (await call(sandbox.app, token, `/api/wealth/channel/fees/v1/accounts/${wrap.account_id}/fees?period=month&from=${year.from}`)).body;
    const charged = (fees.data as { period_to: string; amount: number }[]).filter((f) => f.period_to > year.from).reduce((s, f) => s + cents(f.amount), 0);
    expect(cents(year.fees!)).toBe(charged);
  });
});

describe('a cash account\'s balance over time', () => {
  it('is the Transactions tab\'s running balance after each drawn day, ending on the ledger balance', async () => {
    const res = await call(sandbox.app, token, `/api/wealth/channel/cash/v1/accounts/${cash.account_id}/history?range=6M`);
    expect(res.status).toBe(200);
    const points = res.body.points as Point[];
    expect(cents(points.at(-1)!.value)).toBe(cents(Number(cash.ledger_balance)));
    for (const p of [points[0]!, points[10]!, points.at(-3)!]) {
      // The newest movement on or before the day, as the Transactions tab lists it
      const tx = (await call(sandbox.app, token, `/api/wealth/channel/cash/v1/accounts/${cash.account_id}/transactions?to=${p.date}&limit=1`)).body;
      expect(cents(p.value), p.date).toBe(cents(tx.data[0].running_balance));
    }
  });

  it('adds up each month\'s credits and debits, so in less out is the month\'s change in balance', async () => {
    const res = await call(sandbox.app, token, `/api/wealth/channel/cash/v1/accounts/${cash.account_id}/history?range=1Y`);
    const months = res.body.months as Month[];
    expect(months).toHaveLength(12);
    const month = months.at(-2)!;
    const [y, m] = month.month.split('-').map(Number) as [number, number];
    const end = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
    const rows = (await call(sandbox.app, token, `/api/wealth/channel/cash/v1/accounts/${cash.account_id}/transactions?from=${month.month}-01&to=${end}&limit=500`)).body.data as { amount: number; running_balance: number }[];
    expect(cents(month.money_in)).toBe(rows.filter((r) => r.amount > 0).reduce((s, r) => s + cents(r.amount), 0));
    expect(cents(month.money_out)).toBe(rows.filter((r) => r.amount < 0).reduce((s, r) => s - cents(r.amount), 0));
    const closing = rows[0]!.running_balance;
    const opening = rows.at(-1)!.running_balance - rows.at(-1)!.amount;
    expect(cents(month.money_in) - cents(month.money_out)).toBe(cents(closing) - cents(opening));
  });
});
