import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../server.js';
import { call, passwordGrant, SETUP_TIMEOUT, testSandbox } from '../../http/test-fixture.js';
import { TRANSACTIONS_PREFIX } from './transactions.js';

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
    expect(one.meta.total_count).toBe(12);
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
