import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../server.js';
import { call, passwordGrant, SETUP_TIMEOUT, testSandbox } from '../../http/test-fixture.js';
import { sydneyToday } from '../shared/format.js';
import { holdingCount } from './derive-portfolio.js';

let sandbox: Sandbox;
let wrapAdviser: string;
let growAdviser: string;
let reference: string;
interface WrapRow { account_id: string; account_number: string; ledger_balance: string; opened_date: string }
let wraps: WrapRow[];
beforeAll(async () => {
  sandbox = await testSandbox();
  wrapAdviser = (await passwordGrant(sandbox.app, 'wrap.adviser')).access_token;
  growAdviser = (await passwordGrant(sandbox.app, 'grow.adviser')).access_token;
  reference = (await sandbox.db.query<{ d: string }>(`select to_char(reference_date, 'YYYY-MM-DD') as d from seed_info`)).rows[0]!.d;
  wraps = (
    await sandbox.db.query<WrapRow>(
      `select a.account_id, a.account_number, a.ledger_balance::text as ledger_balance, to_char(a.opened_date, 'YYYY-MM-DD') as opened_date
         from accounts a join account_advisers aa on aa.account_id = a.account_id
         join user_entities ue on ue.entity_key = aa.entity_key join users u on u.mac = ue.mac
        where u.username = 'wrap.adviser' and a.account_type = 'WRAP' and a.account_status = 'Active' and a.funded_date < s_ref()
        order by a.account_id`.replace('s_ref()', `(select reference_date from seed_info)`),
    )
  ).rows;
}, SETUP_TIMEOUT);
afterAll(() => sandbox?.close());

const base = (account: string) => `/api/wealth/channel/portfolio/v1/${account}`;
interface HoldingRow { assetCode: string; assetClass: string; units: number; price: number; value: number; weight: number }

describe('portfolio holdings', () => {
  it('values the holdings on the reference day at the account balance, with totals by asset class', async () => {
    const account = wraps.find((w) => Number(w.ledger_balance) > 50_000)!;
    const res = await call(sandbox.app, wrapAdviser, `${base(account.account_id)}/holdings?asAt=${reference}`);
    expect(res.status).toBe(200);
    const holdings = res.body.holdings as HoldingRow[];
    expect(holdings).toHaveLength(holdingCount(account.account_id));
    expect(res.body.totalValue).toBe(Number(account.ledger_balance));
    for (const h of holdings) expect(h.value).toBeCloseTo(h.units * h.price, 2);
    const byClass = res.body.assetClasses as { assetClass: string; value: number; weight: number }[];
    expect(byClass.reduce((s, c) => s + c.value, 0)).toBeCloseTo(res.body.totalValue, 0);
    expect(byClass.reduce((s, c) => s + c.weight, 0)).toBeCloseTo(100, 0);
    expect(new Set(byClass.map((c) => c.assetClass))).toEqual(new Set(holdings.map((h) => h.assetClass)));
    // Asked by account number, the same answer.
    expect((await call(sandbox.app, wrapAdviser, `${base(account.account_number)}/holdings?asAt=${reference}`)).body).toEqual(res.body);
  });

  it('for every account, the valuation today is the balance the account list shows, and its cash is the linked cash ledger', async () => {
    const sample = wraps.filter((_, i) => i % Math.max(1, Math.floor(wraps.length / 30)) === 0);
    expect(sample.length).toBeGreaterThan(10);
    for (const account of sample) {
      const valuation = (await call(sandbox.app, wrapAdviser, `${base(account.account_id)}/holdings`)).body;
      const cents = (v: number) => Math.round(v * 100);
      expect(cents(valuation.totalValue), account.account_number).toBe(cents(Number(account.ledger_balance)));
      expect((valuation.holdings as HoldingRow[]).reduce((s, h) => s + cents(h.value), 0)).toBe(cents(valuation.totalValue));
      const ledger = (await call(sandbox.app, wrapAdviser, `/api/wealth/channel/cash/v1/accounts/${account.account_id}/transactions?limit=1`)).body;
      const cash = (valuation.holdings as HoldingRow[]).find((h) => h.assetCode === 'WRAPCASH');
      expect(cash?.value ?? 0, account.account_number).toBe(Number(ledger.data[0]?.running_balance ?? ledger.meta.cash_account.ledger_balance));
      expect(cash?.value ?? 0).toBe(ledger.meta.cash_account.ledger_balance);
    }
  });

  it('gives another value on a past day, and the same answer on every call', async () => {
    const account = wraps.find((w) => Number(w.ledger_balance) > 50_000 && w.opened_date < '2024-01-01')!;
    const past = (await call(sandbox.app, wrapAdviser, `${base(account.account_id)}/holdings?asAt=2025-01-15`)).body;
    const now = (await call(sandbox.app, wrapAdviser, `${base(account.account_id)}/holdings?asAt=${reference}`)).body;
    expect(past.totalValue).not.toBe(now.totalValue);
    expect((await call(sandbox.app, wrapAdviser, `${base(account.account_id)}/holdings?asAt=2025-01-15`)).body).toEqual(past);
  });

  it('has a wrap.adviser account with 60 holdings', () => {
    expect(wraps.some((w) => holdingCount(w.account_id) === 60)).toBe(true);
  });

  it('answers 400 for a future day or one before the account opened, 404 for another adviser', async () => {
    const account = wraps[0]!;
    const future = await call(sandbox.app, wrapAdviser, `${base(account.account_id)}/holdings?asAt=2999-01-01`);
    expect(future.status).toBe(400);
    expect(future.body.message).toMatch(/future/);
    const early = await call(sandbox.app, wrapAdviser, `${base(account.account_id)}/holdings?asAt=2000-01-01`);
    expect(early.status).toBe(400);
    expect(early.body.message).toContain(account.opened_date);
    expect((await call(sandbox.app, wrapAdviser, `${base(account.account_id)}/holdings?asAt=2026-02-30`)).status).toBe(400);
    expect((await call(sandbox.app, growAdviser, `${base(account.account_id)}/holdings`)).status).toBe(404);
    expect((await call(sandbox.app, growAdviser, `${base(account.account_id)}/investment-transactions`)).status).toBe(404);
    const today = await call(sandbox.app, wrapAdviser, `${base(account.account_id)}/holdings`);
    expect(today.body.asAt).toBe(sydneyToday());
  });
});

interface TxRow { transactionId: string; date: string; type: string; assetCode: string; assetName: string; description: string; units: number; amount: number }

describe('investment transactions', () => {
  const pick = () => wraps.find((w) => Number(w.ledger_balance) > 50_000 && w.opened_date < '2023-01-01')!;

  it('pages newest first with a total, and units add up to the holdings on a day', async () => {
    const account = pick();
    const first = await call(sandbox.app, wrapAdviser, `${base(account.account_id)}/investment-transactions?limit=10`);
    expect(first.status).toBe(200);
    const rows = first.body.data as TxRow[];
    expect(rows).toHaveLength(10);
    expect(first.body.meta.totalCount).toBeGreaterThan(10);
    expect(rows.map((r) => r.date)).toEqual(rows.map((r) => r.date).sort().reverse());
    const next = (await call(sandbox.app, wrapAdviser, `${base(account.account_id)}/investment-transactions?limit=10&offset=10`)).body.data as TxRow[];
    expect(next.map((r) => r.transactionId)).not.toContain(rows[0]!.transactionId);

    const day = '2025-06-30';
    const upTo = (await call(sandbox.app, wrapAdviser, `${base(account.account_id)}/investment-transactions?to=${day}&limit=200&sort=date&order=asc`)).body;
    const all: TxRow[] = [...upTo.data];
    for (let offset = 200; offset < upTo.meta.totalCount; offset += 200) {
      all.push(...(await call(sandbox.app, wrapAdviser, `${base(account.account_id)}/investment-transactions?to=${day}&limit=200&sort=date&order=asc&offset=${offset}`)).body.data);
    }
    const units = new Map<string, number>();
    for (const r of all) units.set(r.assetCode, (units.get(r.assetCode) ?? 0) + r.units);
    const holdings = (await call(sandbox.app, wrapAdviser, `${base(account.account_id)}/holdings?asAt=${day}`)).body.holdings as HoldingRow[];
    // The wrap's cash moves in its linked cash account's ledger, not among the investment transactions: on a past day
    // too the cash holding is that ledger's balance at the end of the day.
    for (const h of holdings) if (h.assetCode !== 'WRAPCASH') expect(units.get(h.assetCode)).toBeCloseTo(h.units, 2);
    expect(units.has('WRAPCASH')).toBe(false);
    const ledger = (await call(sandbox.app, wrapAdviser, `/api/wealth/channel/cash/v1/accounts/${account.account_id}/transactions?to=${day}&limit=1`)).body;
    expect(holdings.find((h) => h.assetCode === 'WRAPCASH')?.value ?? 0).toBe(Number(ledger.data[0].running_balance));
  });

  it('filters by type, dates, keyword and amount, and sorts by amount', async () => {
    const account = pick();
    const url = `${base(account.account_id)}/investment-transactions`;
    const buys = (await call(sandbox.app, wrapAdviser, `${url}?type=buy,sell&limit=200`)).body.data as TxRow[];
    expect(buys.length).toBeGreaterThan(0);
    expect(buys.every((r) => r.type === 'BUY' || r.type === 'SELL')).toBe(true);
    const dated = (await call(sandbox.app, wrapAdviser, `${url}?from=2024-01-01&to=2024-12-31&limit=200`)).body.data as TxRow[];
    expect(dated.length).toBeGreaterThan(0);
    expect(dated.every((r) => r.date >= '2024-01-01' && r.date <= '2024-12-31')).toBe(true);
    const code = buys[0]!.assetCode;
    const kw = (await call(sandbox.app, wrapAdviser, `${url}?keyword=${code.toLowerCase()}&limit=200`)).body.data as TxRow[];
    expect(kw.length).toBeGreaterThan(0);
    expect(kw.every((r) => `${r.assetCode} ${r.assetName} ${r.description}`.toLowerCase().includes(code.toLowerCase()))).toBe(true);
    const ranged = (await call(sandbox.app, wrapAdviser, `${url}?minAmount=1000&maxAmount=5000&sort=amount&order=asc&limit=200`)).body.data as TxRow[];
    expect(ranged.length).toBeGreaterThan(0);
    expect(ranged.every((r) => r.amount >= 1000 && r.amount <= 5000)).toBe(true);
    expect(ranged.map((r) => r.amount)).toEqual([...ranged.map((r) => r.amount)].sort((a, b) => a - b));
    expect((await call(sandbox.app, wrapAdviser, `${url}?type=swap`)).status).toBe(400);
    expect((await call(sandbox.app, wrapAdviser, `${url}?from=2025-02-01&to=2025-01-01`)).status).toBe(400);
  });
});
