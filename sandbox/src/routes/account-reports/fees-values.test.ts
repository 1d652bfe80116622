// A wrap account's Fees tab charges each month on the value the Portfolio valuation gives the month's last day
// (issue 31 "figures agree"; sandbox/README.md "Figures that agree"), over HTTP against the seeded sandbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../server.js';
import { call, passwordGrant, SETUP_TIMEOUT, testSandbox } from '../../http/test-fixture.js';
import { ScopeResolver, type Scope } from '../../http/scope.js';
import { seriesOf } from '../portfolio/history.js';
import { valuesByDay } from '../portfolio/month-end-values.js';
import { feeRates, monthlyFees } from './fees.js';
import { reportAccount } from './report-account.js';
import { FEES_PREFIX } from './routes.js';

let sandbox: Sandbox;
let token: string;
let scope: Scope;
let wrapId: string;
const cents = (v: number) => Math.round(v * 100);

beforeAll(async () => {
  sandbox = await testSandbox();
  token = (await passwordGrant(sandbox.app, 'wrap.adviser')).access_token;
  scope = (await new ScopeResolver(sandbox.db, 0).forUser('M0000001'))!;
  // A long-held wrap account of wrap.adviser's (M0000001) with its cash account: 24 months of fees on a valuation.
  const { rows } = await sandbox.db.query<{ account_id: string }>(
    `select distinct a.account_id from accounts a cross join seed_info s join account_advisers aa on aa.account_id = a.account_id
      where a.account_type = 'WRAP' and a.account_status = 'Active' and a.linked_cash_account is not null and a.ledger_balance > 50000
        and a.opened_date < s.reference_date - 800 and aa.entity_key = any($1::text[]) order by a.account_id limit 1`,
    [scope.entityKeys],
  );
  wrapId = rows[0]!.account_id;
}, SETUP_TIMEOUT);
afterAll(() => sandbox?.close());

interface Fee { period_from: string; period_to: string; fee_type: string; amount: number }

describe("a wrap account's fees", () => {
  it("charge each month a twelfth of each yearly rate of the valuation total on the month's last day, to the cent", async () => {
    const res = await call(sandbox.app, token, `/api${FEES_PREFIX}/${wrapId}/fees?period=month`);
    expect(res.status).toBe(200);
    const rows = res.body.data as Fee[];
    expect(rows).toHaveLength(72);
    const r = feeRates(wrapId);
    const ends = [...new Set(rows.map((f) => f.period_to))].sort();
    for (const end of [ends[0]!, ends[11]!, ends.at(-1)!]) {
      const valuation = await call(sandbox.app, token, `/api/wealth/channel/portfolio/v1/${wrapId}/holdings?asAt=${end}`);
      expect(valuation.status).toBe(200);
      const total = cents(valuation.body.totalValue);
      expect(total).toBeGreaterThan(0);
      const fee = (type: string) => cents(rows.find((f) => f.period_to === end && f.fee_type === type)!.amount);
      expect(fee('ADVISER_SERVICE'), end).toBe(Math.round((total * r.ADVISER_SERVICE) / 12));
      expect(fee('ADMINISTRATION'), end).toBe(Math.round((total * r.ADMINISTRATION + r.adminFixed * 100) / 12));
      expect(fee('INVESTMENT'), end).toBe(Math.round((total * r.INVESTMENT) / 12));
    }
  });

  it("are the route's rows: every month and fee type, from the one value series", async () => {
    const account = await reportAccount(sandbox.db, scope.entityKeys, wrapId);
    const derived = monthlyFees(account, valuesByDay((await seriesOf(sandbox.db, scope, wrapId)).days));
    const rows = (await call(sandbox.app, token, `/api${FEES_PREFIX}/${wrapId}/fees?period=month`)).body.data as Fee[];
    const key = (f: Fee) => `${f.period_to}:${f.fee_type}:${cents(f.amount)}`;
    expect(rows.map(key).sort()).toEqual(derived.map(key).sort());
    // A quarter's total is its months', charged on three month-end values.
    const quarters = (await call(sandbox.app, token, `/api${FEES_PREFIX}/${wrapId}/fees?period=quarter`)).body;
    expect(cents(quarters.totals.total)).toBe(rows.reduce((s, f) => s + cents(f.amount), 0));
  });
});
