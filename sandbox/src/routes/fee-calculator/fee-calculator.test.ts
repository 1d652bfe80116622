import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../server.js';
import { call, passwordGrant, SETUP_TIMEOUT, testSandbox } from '../../http/test-fixture.js';
import { standardEstimate, tieredAdministration } from './estimate.js';
import { centsOf, monthOf } from './fee-maths.js';

let sandbox: Sandbox;
let wrapAdviser: string;
let growAdviser: string;
let own: { account_id: string; account_number: string };
let foreign: { account_id: string };

const P = '/api/wealth/channel/fees/v1';
const q = async <T>(sql: string, values: unknown[]) => (await sandbox.db.query<T>(sql, values)).rows;
const wrapOf = (mac: string) =>
  q<{ account_id: string; account_number: string }>(
    `select a.account_id, a.account_number from accounts a
      where a.account_type = 'WRAP' and a.account_status = 'Active' and a.funded_date < now() - interval '120 days' and a.ledger_balance > 50000
        and exists (select 1 from account_advisers aa join user_entities ue on ue.entity_key = aa.entity_key where aa.account_id = a.account_id and ue.mac = $1)
      order by a.account_id limit 1`,
    [mac],
  );

beforeAll(async () => {
  sandbox = await testSandbox();
  wrapAdviser = (await passwordGrant(sandbox.app, 'wrap.adviser')).access_token;
  growAdviser = (await passwordGrant(sandbox.app, 'grow.adviser')).access_token;
  [own] = await wrapOf('M0000001');
  [foreign] = await wrapOf('M0000002');
}, SETUP_TIMEOUT);
afterAll(() => sandbox?.close());

const cents = (text: string) => centsOf(text)!;
const post = (token: string, payload: object) => call(sandbox.app, token, `${P}/fee-estimates`, { method: 'POST', payload });

describe('the standard schedule, exactly', () => {
  it('takes each administration tier on its part of the balance, and nothing above $2,000,000', () => {
    // 0.15% of 250,000 + 0.10% of 150,000 = 375 + 150 a year, in cents x 10^-4 %.
    expect(tieredAdministration(cents('400000'))).toBe(cents('250000') * 1500n + cents('150000') * 1000n);
    expect(tieredAdministration(cents('5000000'))).toBe(tieredAdministration(cents('2000000')));
  });

  it('rounds each month once and makes a year twelve months', () => {
    const e = standardEstimate({ balance: cents('300000'), investments: [{ code: 'MGE0001AU', cents: cents('100000.01') }, { code: 'BHP', cents: cents('50000') }], adviserFee: { type: 'PERCENT', units: 5500n } });
    const month = Object.fromEntries(e.lines.map((l) => [l.code ?? l.feeType, l.monthly]));
    // (375 + 50 + 180) / 12 = 50.4166.. -> 50.42
    expect(month.ADMINISTRATION).toBe(5042n);
    // 100,000.01 x 1.35% / 12 = 112.5001125 -> 112.50; listed shares carry none.
    expect(month.MGE0001AU).toBe(11250n);
    expect(month.BHP).toBe(0n);
    // cash 149,999.99 x 0.25% / 12 = 31.2499979 -> 31.25
    expect(month.CASH).toBe(3125n);
    expect(e.cash).toBe(cents('149999.99'));
    // 300,000 x 0.55% / 12 = 137.50
    expect(month.ADVISER_SERVICE).toBe(13750n);
    expect(monthOf(1n)).toBe(0n);
  });
});

describe('fee calculator routes', () => {
  it('answers the schedule and an estimate with its totals', async () => {
    const schedule = await call(sandbox.app, wrapAdviser, `${P}/fee-schedule`);
    expect(schedule.status).toBe(200);
    expect(schedule.body.data.administration_tiers[0]).toEqual({ from: 0, to: 250000, rate_pct: 0.15 });
    expect(schedule.body.data.investments.find((i: { code: string }) => i.code === 'VAS')).toMatchObject({ fee_pct: 0.07, type: 'LISTED' });
    expect(schedule.body.data.investments.some((i: { code: string }) => i.code === 'WRAPCASH')).toBe(false);

    const res = await post(wrapAdviser, { balance: 300000, investments: [{ code: 'MGE0001AU', amount: 100000.01 }, { code: 'BHP', amount: 50000 }], adviser_fee: { type: 'DOLLAR', value: 2200 } });
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.pricing).toBe('STANDARD');
    expect(d.totals.by_type).toEqual([
      { fee_type: 'ADMINISTRATION', monthly: 50.42, yearly: 605.04 },
      { fee_type: 'INVESTMENT', monthly: 112.5, yearly: 1350 },
      { fee_type: 'CASH', monthly: 31.25, yearly: 375 },
      { fee_type: 'ADVISER_SERVICE', monthly: 183.33, yearly: 2199.96 },
    ]);
    expect(d.totals.yearly).toBe(4530);
    expect(d.totals.yearly_pct).toBe(1.51);
  });

  it('refuses bad input naming the field', async () => {
    const base = { balance: 1000, investments: [], adviser_fee: { type: 'PERCENT', value: 1 } };
    const field = async (payload: object) => (await post(wrapAdviser, payload)).body.errors?.[0]?.field;
    expect(await field({ ...base, balance: 10.005 })).toBe('balance');
    expect(await field({ ...base, investments: [{ code: 'NOPE', amount: 1 }] })).toBe('investments/0/code');
    expect(await field({ ...base, investments: [{ code: 'VAS', amount: 1001 }] })).toBe('investments');
    expect(await field({ ...base, adviser_fee: { type: 'PERCENT', value: 3.5 } })).toBe('adviser_fee/value');
    expect(await field({ ...base, adviser_fee: { type: 'DOLLAR', value: 30000.01 } })).toBe('adviser_fee/value');
    expect((await post(wrapAdviser, { ...base, balance: -1 })).status).toBe(400);
  });

  it("prefills from the adviser's wrap account; on its own pricing the year is 12 x its latest month on the Fees tab", async () => {
    const inputs = await call(sandbox.app, wrapAdviser, `${P}/accounts/${own.account_id}/fee-estimate-inputs`);
    expect(inputs.status).toBe(200);
    const d = inputs.body.data;
    expect(d.account_number).toBe(own.account_number);
    expect(d.latest_month).not.toBeNull();
    expect(d.as_at).toBe(d.latest_month.period_to);
    const invested = d.investments.reduce((s: bigint, i: { amount: number }) => s + cents(String(i.amount)), 0n);
    expect(invested + cents(String(d.cash))).toBe(cents(String(d.balance)));

    // The Fees tab's rows of that month are the month the prefill names.
    const fees = await call(sandbox.app, wrapAdviser, `/api/wealth/channel/fees/v1/accounts/${own.account_id}/fees?from=${d.latest_month.period_from}&to=${d.latest_month.period_to}`);
    expect(fees.body.totals.total).toBe(d.latest_month.total);

    const investments = d.investments.map((i: { code: string; amount: number }) => ({ code: i.code, amount: i.amount }));
    const estimate = await post(wrapAdviser, { balance: d.balance, investments, adviser_fee: { type: 'PERCENT', value: 0 }, account_id: own.account_id });
    expect(estimate.status).toBe(200);
    expect(estimate.body.data.pricing).toBe('ACCOUNT');
    expect(cents(String(estimate.body.data.totals.yearly))).toBe(cents(String(d.latest_month.total)) * 12n);
    for (const row of fees.body.data as { fee_type: string; amount: number }[]) {
      const type = estimate.body.data.totals.by_type.find((t: { fee_type: string }) => t.fee_type === row.fee_type);
      expect(type.monthly).toBe(row.amount);
    }
    // The standard schedule prices the same mix too (the investments are all on the menu).
    expect((await post(wrapAdviser, { balance: d.balance, investments, adviser_fee: { type: 'PERCENT', value: 0.5 } })).status).toBe(200);
  });

  it("refuses another adviser's account, as an unknown one", async () => {
    expect((await call(sandbox.app, wrapAdviser, `${P}/accounts/${foreign.account_id}/fee-estimate-inputs`)).status).toBe(404);
    expect((await post(wrapAdviser, { balance: 1000, investments: [], adviser_fee: { type: 'PERCENT', value: 0 }, account_id: foreign.account_id })).status).toBe(404);
    expect((await call(sandbox.app, growAdviser, `${P}/accounts/${foreign.account_id}/fee-estimate-inputs`)).status).toBe(200);
  });
});
