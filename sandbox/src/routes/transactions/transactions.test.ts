import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../server.js';
import { call, passwordGrant, SETUP_TIMEOUT, testSandbox } from '../../http/test-fixture.js';
import { TRANSACTIONS_PREFIX } from './transactions.js';
import { topupSql } from '../account-cash/ledger-sql.js';
import { topupCents } from '../account-cash/ledger-topup.js';

let sandbox: Sandbox;
let wrapAdviser: string;
let growAdviser: string;
beforeAll(async () => {
  sandbox = await testSandbox();
  wrapAdviser = (await passwordGrant(sandbox.app, 'wrap.adviser')).access_token;
  growAdviser = (await passwordGrant(sandbox.app, 'grow.adviser')).access_token;
}, SETUP_TIMEOUT);
afterAll(() => sandbox?.close());

const URL = `/api${TRANSACTIONS_PREFIX}`;
interface Tx {
  transaction_id: string;
  account_number: string;
  date: string;
  description: string;
  amount: number;
  direction: string;
}
const get = async (token: string, qs = '') => call(sandbox.app, token, `${URL}${qs}`);

describe('cash transactions', () => {
  it('pages the user cash accounts transactions newest first, the same on every call', async () => {
    const first = await get(wrapAdviser, '?limit=5');
    expect(first.status).toBe(200);
    const rows = first.body.data as Tx[];
    expect(rows).toHaveLength(5);
    expect(first.body.meta.total_count).toBeGreaterThan(5);
    expect([...rows].map((r) => r.date)).toEqual([...rows].map((r) => r.date).sort().reverse());
    expect((await get(wrapAdviser, '?limit=5')).body.data).toEqual(rows);
    const next = (await get(wrapAdviser, '?limit=5&offset=5')).body.data as Tx[];
    expect(next.map((r) => r.transaction_id)).not.toContain(rows[0]!.transaction_id);
  });

  it('filters by account, dates, amount range, keyword and direction', async () => {
    const all = (await get(wrapAdviser, '?limit=200')).body.data as Tx[];
    const account = all[0]!.account_number;
    const one = (await get(wrapAdviser, `?accountNumber=${account}&limit=200`)).body;
    expect(one.meta.total_count).toBeGreaterThan(3);
    expect((one.data as Tx[]).every((r) => r.account_number === account)).toBe(true);
    const credits = (await get(wrapAdviser, `?accountNumber=${account}&direction=credit&limit=200`)).body.data as Tx[];
    expect(credits.every((r) => r.direction === 'CREDIT' && r.amount > 0)).toBe(true);
    const ranged = (await get(wrapAdviser, '?minAmount=100&maxAmount=200&limit=200')).body.data as Tx[];
    expect(ranged.length).toBeGreaterThan(0);
    expect(ranged.every((r) => Math.abs(r.amount) >= 100 && Math.abs(r.amount) <= 200)).toBe(true);
    const fees = (await get(wrapAdviser, '?keyword=FEE&limit=200')).body.data as Tx[];
    expect(fees.length).toBeGreaterThan(0);
    expect(fees.every((r) => /fee/i.test(r.description))).toBe(true);
    const day = all[3]!.date;
    const dated = (await get(wrapAdviser, `?from=${day}&to=${day}&limit=200`)).body.data as Tx[];
    expect(dated.length).toBeGreaterThan(0);
    expect(dated.every((r) => r.date === day)).toBe(true);
  });

  it("finds the rows of the account's own ledger (its Transactions tab): same ids, dates, descriptions and amounts", async () => {
    const { rows } = await sandbox.db.query<{ account_id: string; account_number: string }>(
      `select a.account_id, a.account_number from accounts a join account_advisers aa on aa.account_id = a.account_id
         join user_entities ue on ue.entity_key = aa.entity_key
        where ue.mac = 'M0000001' and a.account_type = 'CASH' and a.account_status = 'Active' and a.parent_account_id is not null
        order by a.account_id limit 1`,
    );
    const { account_id: id, account_number: number } = rows[0]!;
    const ledger = async (from: string, to: string) =>
      ((await call(sandbox.app, wrapAdviser, `/api/wealth/channel/cash/v1/accounts/${id}/transactions?from=${from}&to=${to}&limit=500`)).body.data as
        { transaction_id: string; date: string; description: string; amount: number; direction: string }[])
        .map((r) => `${r.transaction_id} ${r.date} ${r.description} ${r.amount.toFixed(2)} ${r.direction}`).sort();
    const search = async (qs: string) => {
      const body = (await get(wrapAdviser, `?accountNumber=${number}&limit=200${qs}`)).body;
      expect(body.meta.total_count).toBeLessThanOrEqual(200);
      return (body.data as Tx[]).map((r) => `${r.transaction_id} ${r.date} ${r.description} ${r.amount.toFixed(2)} ${r.direction}`).sort();
    };
    const today = (await sandbox.db.query<{ d: string }>(`select to_char(greatest(reference_date, current_date), 'YYYY-MM-DD') as d from seed_info`)).rows[0]!.d;
    // A quarter a year back, and the last month (the search's period without dates, with today's transfer out if any).
    const back = new Date(`${today}T00:00:00Z`);
    back.setUTCFullYear(back.getUTCFullYear() - 1);
    const from = back.toISOString().slice(0, 10);
    const to = new Date(back.getTime() + 90 * 86_400_000).toISOString().slice(0, 10);
    const past = await search(`&from=${from}&to=${to}`);
    expect(past.length).toBeGreaterThan(10);
    expect(past).toEqual(await ledger(from, to));
    const lastMonth = new Date(`${today}T00:00:00Z`);
    lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
    lastMonth.setUTCDate(lastMonth.getUTCDate() + 1);
    expect(await search('')).toEqual(await ledger(lastMonth.toISOString().slice(0, 10), today));
    // Beside every other account the user sees, the account's rows are the same.
    const everyone = ((await get(wrapAdviser, `?from=${from}&to=${to}&limit=200&keyword=${encodeURIComponent('Interest credit')}`)).body.data as Tx[])
      .filter((r) => r.account_number === number).map((r) => `${r.transaction_id} ${r.amount.toFixed(2)}`).sort();
    expect(everyone).toEqual(past.filter((r) => r.includes('Interest credit')).map((r) => `${r.split(' ')[0]} ${r.split(' ').at(-2)}`));
  });

  it("works out every cash account's transfer out as its ledger does", async () => {
    const { rows } = await sandbox.db.query<{ account_id: string; amount: string; balance: string; first_day: string; last_day: string; linked: boolean }>(
      `with t as (${topupSql(`a.account_type = 'CASH'`, '$1::boolean')})
       select t.account_id, t.amount, a.ledger_balance::text as balance, t.last_day, a.parent_account_id is not null as linked,
              to_char(greatest(date_trunc('month', s.reference_date - interval '24 months')::date, a.opened_date), 'YYYY-MM-DD') as first_day
         from t join accounts a on a.account_id = t.account_id cross join seed_info s`,
      [false],
    );
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.filter((r) => Number(r.amount) > 0).length).toBeGreaterThan(5);
    for (const r of rows) expect(`${r.account_id} ${Number(topupCents(r)) / 100}`).toBe(`${r.account_id} ${Number(r.amount)}`);
  });

  it('sorts by amount ascending', async () => {
    const rows = (await get(wrapAdviser, '?sort=amount&order=asc&limit=50')).body.data as Tx[];
    expect(rows.map((r) => r.amount)).toEqual(rows.map((r) => r.amount).sort((a, b) => a - b));
  });

  it('answers 404 for a cash account another user sees, and never lists it for them', async () => {
    const account = ((await get(wrapAdviser, '?limit=1')).body.data as Tx[])[0]!.account_number;
    expect((await get(wrapAdviser, `?accountNumber=${account}`)).status).toBe(200);
    expect((await get(growAdviser, `?accountNumber=${account}`)).status).toBe(404);
    expect((await get(growAdviser, '?accountNumber=NOPE-000')).status).toBe(404);
    const theirs = (await get(growAdviser, '?limit=200')).body.data as Tx[];
    expect(theirs.map((r) => r.account_number)).not.toContain(account);
  });

  it('answers 400 on nonsense', async () => {
    expect((await get(wrapAdviser, '?from=2026-13-45')).status).toBe(400);
    expect((await get(wrapAdviser, '?from=2026-05-02&to=2026-05-01')).status).toBe(400);
    expect((await get(wrapAdviser, '?direction=sideways')).status).toBe(400);
    expect((await get(wrapAdviser, '?sort=colour')).status).toBe(400);
    expect((await get(wrapAdviser, '?minAmount=10&maxAmount=5')).status).toBe(400);
  });
});
