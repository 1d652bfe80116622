import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../server.js';
import { call, passwordGrant, SETUP_TIMEOUT, testSandbox } from '../../http/test-fixture.js';
import { ScopeResolver } from '../../http/scope.js';
import { ACCOUNT_CASH_PREFIX } from './account-cash.js';
import { LEDGER_CTE, ledgerParams } from './ledger-sql.js';
import { IS_SCHEDULED } from '../payments/scheduled-payments.js';

let sandbox: Sandbox;
let wrapAdviser: string;
let growAdviser: string;
/** wrap.adviser's accounts: a plain cash account, a wrap account with its linked cash, a super-linked cash account. */
let cash: { account_id: string; ledger_balance: string; reference_date: string };
let wrap: { account_id: string; cash_id: string };
let superCash: string;
let growCash: string;

async function visible(mac: string, sql: string) {
  const scope = (await new ScopeResolver(sandbox.db, 0).forUser(mac))!;
  return (await sandbox.db.query<Record<string, string>>(sql, [scope.entityKeys])).rows;
}
const mine = (alias: string) => `exists (select 1 from account_advisers aa where aa.account_id = ${alias}.account_id and aa.entity_key = any($1::text[]))`;

beforeAll(async () => {
  sandbox = await testSandbox();
  wrapAdviser = (await passwordGrant(sandbox.app, 'wrap.adviser')).access_token;
  growAdviser = (await passwordGrant(sandbox.app, 'grow.adviser')).access_token;
  cash = (await visible(
    'M0000001',
    `select a.account_id, a.ledger_balance::text as ledger_balance, to_char(s.reference_date, 'YYYY-MM-DD') as reference_date
       from accounts a cross join seed_info s
      where a.account_type = 'CASH' and a.account_status = 'Active' and a.parent_account_id is null and a.opened_date < s.reference_date - 800
        and ${mine('a')} order by a.account_id limit 1`,
  ))[0] as typeof cash;
  wrap = (await visible(
    'M0000001',
    `select w.account_id, c.account_id as cash_id from accounts w join accounts c on c.account_number = w.linked_cash_account
      where w.account_type = 'WRAP' and w.account_status = 'Active' and ${mine('w')} order by w.account_id limit 1`,
  ))[0] as typeof wrap;
  superCash = (await visible(
    'M0000001',
    `select c.account_id from accounts c join accounts w on w.account_id = c.parent_account_id
      cross join seed_info s
      where c.account_type = 'CASH' and c.account_status = 'Active' and c.opened_date < s.reference_date - 400
        and w.wrap_product_type = 'Super' and ${mine('c')} order by c.account_id limit 1`,
  ))[0]!.account_id!;
  growCash = (await visible('M0000002', `select a.account_id from accounts a where a.account_type = 'CASH' and a.account_status = 'Active' and ${mine('a')} order by a.account_id limit 1`))[0]!.account_id!;
}, SETUP_TIMEOUT);
afterAll(() => sandbox?.close());

interface Row {
  transaction_id: string;
  date: string;
  type: string;
  direction: string;
  description: string;
  amount: number;
  running_balance: number;
}
const url = (id: string, path: string, qs = '') => `/api${ACCOUNT_CASH_PREFIX}/${encodeURIComponent(id)}/${path}${qs}`;
const ledger = (token: string, id: string, qs = '') => call(sandbox.app, token, url(id, 'transactions', qs));
const monthsBack = (day: string, months: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10);
};

describe('account cash ledger', () => {
  it('covers 24 months with every kind of movement, and the newest running balance is the ledger balance', async () => {
    const res = await ledger(wrapAdviser, cash.account_id, '?limit=500');
    expect(res.status).toBe(200);
    const rows = res.body.data as Row[];
    expect(res.body.meta.total_count).toBeGreaterThan(200);
    expect(rows[0]!.running_balance).toBeCloseTo(Number(cash.ledger_balance), 2);
    const oldest = (await ledger(wrapAdviser, cash.account_id, '?order=asc&limit=1')).body.data[0] as Row;
    expect(oldest.date <= monthsBack(cash.reference_date, 24)).toBe(true);
    expect(oldest.date >= monthsBack(cash.reference_date, 25)).toBe(true);
    const all = (await ledger(wrapAdviser, cash.account_id, '?limit=500&offset=0')).body.meta.total_count as number;
    const types = new Set<string>();
    for (let offset = 0; offset < all; offset += 500) {
      for (const r of (await ledger(wrapAdviser, cash.account_id, `?limit=500&offset=${offset}`)).body.data as Row[]) types.add(r.type);
    }
    expect([...types].sort()).toEqual(['BPAY', 'CREDIT', 'DEBIT', 'DIRECT_CREDIT', 'DIRECT_DEBIT', 'FEE', 'INTEREST', 'TRANSFER']);
    // each row's balance is the one after it (newer) less that newer movement
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.running_balance).toBeCloseTo(rows[i - 1]!.running_balance - rows[i - 1]!.amount, 2);
    expect(rows.every((r) => (r.direction === 'CREDIT') === r.amount > 0)).toBe(true);
    expect((await ledger(wrapAdviser, cash.account_id, '?limit=500')).body.data).toEqual(rows);
  });

  it('is never overdrawn, and its movements are in proportion to the balance', async () => {
    // The smallest balances (a wrap's cash of a few hundred dollars, closed accounts at nil) and some large ones.
    const sample = await sandbox.db.query<{ account_id: string; ledger_balance: string; parent: boolean }>(
      `(select account_id, ledger_balance::text as ledger_balance, parent_account_id is not null as parent from accounts
         where account_type = 'CASH' order by ledger_balance, account_id limit 15)
       union all
       (select account_id, ledger_balance::text, parent_account_id is not null from accounts
         where account_type = 'CASH' order by ledger_balance desc, account_id limit 5)`,
    );
    for (const account of sample.rows) {
      const { rows } = await sandbox.db.query<{ low: string; high: string; top: string; last: string }>(
        `with ${LEDGER_CTE}
         select least(min(running_balance), min(running_balance - amount))::text as low, max(abs(amount))::text as high,
                (select running_balance from ledger order by day desc, seq desc limit 1)::text as last,
                (select -amount from ledger where transaction_id like '%-out')::text as top
           from ledger`,
        ledgerParams(account.account_id, false),
      );
      const { low, high, last, top } = rows[0]!;
      expect(Number(low), account.account_id).toBeGreaterThanOrEqual(0);
      expect(Number(last)).toBeCloseTo(Number(account.ledger_balance), 2);
      // Movements: at most 3 × $1,515 × 1.32 on the largest balances, and a twentieth of that on the smallest.
      expect(Number(high)).toBeLessThanOrEqual(Math.max(6000, Number(top ?? 0)));
      if (Number(account.ledger_balance) < 1000 && top === null) expect(Number(high)).toBeLessThan(120);
    }
  });

  it('seeds scheduled payments in proportion to the balance, one in eight more than it will cover', async () => {
    const { rows } = await sandbox.db.query<{ ratio: string }>(
      `select (p.amount / nullif(coalesce(a.available_balance, a.ledger_balance), 0))::text as ratio
         from payments p join accounts a on a.account_id = p.account_id
        where p.created_by = 'BACKOFFICE' and coalesce(a.available_balance, a.ledger_balance) > 10000`,
    );
    expect(rows.length).toBeGreaterThan(20);
    const ratios = rows.map((r) => Number(r.ratio));
    const short = ratios.filter((r) => r > 1).length / ratios.length;
    expect(short).toBeGreaterThan(0);
    expect(short).toBeLessThan(0.35);
    expect(ratios.every((r) => (r > 1 ? r <= 1.5 : r <= 0.155))).toBe(true);
  });

  it('filters by dates, types, amount size and keyword, and keeps the running balance of the whole ledger', async () => {
    const full = (await ledger(wrapAdviser, cash.account_id, '?limit=500')).body.data as Row[];
    const from = full[60]!.date;
    const to = full[20]!.date;
    const dated = (await ledger(wrapAdviser, cash.account_id, `?from=${from}&to=${to}&limit=500`)).body.data as Row[];
    expect(dated.length).toBeGreaterThan(0);
    expect(dated.every((r) => r.date >= from && r.date <= to)).toBe(true);
    expect(dated[0]).toEqual(full.find((r) => r.transaction_id === dated[0]!.transaction_id));
    const typed = (await ledger(wrapAdviser, cash.account_id, '?type=BPAY,fee&limit=500')).body.data as Row[];
    expect(typed.length).toBeGreaterThan(0);
    expect(new Set(typed.map((r) => r.type))).toEqual(new Set(['BPAY', 'FEE']));
    const repeated = (await ledger(wrapAdviser, cash.account_id, '?type=BPAY&type=FEE&limit=500')).body.data as Row[];
    expect(repeated).toEqual(typed);
    const sized = (await ledger(wrapAdviser, cash.account_id, '?minAmount=100&maxAmount=300&limit=500')).body.data as Row[];
    expect(sized.length).toBeGreaterThan(0);
    expect(sized.every((r) => Math.abs(r.amount) >= 100 && Math.abs(r.amount) <= 300)).toBe(true);
    const keyed = (await ledger(wrapAdviser, cash.account_id, '?keyword=bpay%20telstra&limit=500')).body.data as Row[];
    expect(keyed.length).toBeGreaterThan(0);
    expect(keyed.every((r) => r.description === 'BPAY TELSTRA')).toBe(true);
    expect((await ledger(wrapAdviser, cash.account_id, '?keyword=nothing-like-this')).body).toMatchObject({ data: [], meta: { total_count: 0 } });
  });

  it('sorts by amount and description and pages with a total count', async () => {
    const byAmount = (await ledger(wrapAdviser, cash.account_id, '?sort=amount&order=asc&limit=100')).body.data as Row[];
    expect(byAmount.map((r) => r.amount)).toEqual(byAmount.map((r) => r.amount).sort((a, b) => a - b));
    const byText = (await ledger(wrapAdviser, cash.account_id, '?sort=description&limit=100')).body.data as Row[];
    expect(byText.map((r) => r.description)).toEqual(byText.map((r) => r.description).sort());
    const first = (await ledger(wrapAdviser, cash.account_id, '?limit=10')).body;
    const second = (await ledger(wrapAdviser, cash.account_id, '?limit=10&offset=10')).body;
    expect(second.meta.total_count).toBe(first.meta.total_count);
    expect((second.data as Row[]).map((r) => r.transaction_id)).not.toContain((first.data as Row[])[9]!.transaction_id);
    expect((first.data as Row[])[9]!.running_balance - (first.data as Row[])[9]!.amount).toBeCloseTo((second.data as Row[])[0]!.running_balance, 2);
  });

  it('answers a wrap account with its linked cash account ledger', async () => {
    const viaWrap = await ledger(wrapAdviser, wrap.account_id, '?limit=20');
    expect(viaWrap.status).toBe(200);
    expect(viaWrap.body.meta.cash_account.account_id).toBe(wrap.cash_id);
    expect(viaWrap.body.data.length).toBeGreaterThan(0);
    expect(viaWrap.body.data).toEqual((await ledger(wrapAdviser, wrap.cash_id, '?limit=20')).body.data);
  });

  it('answers 404 for another adviser account, both ways, and for an unknown one', async () => {
    expect((await ledger(growAdviser, cash.account_id)).status).toBe(404);
    expect((await ledger(growAdviser, wrap.account_id)).status).toBe(404);
    expect((await call(sandbox.app, growAdviser, url(superCash, 'contributions'))).status).toBe(404);
    expect((await call(sandbox.app, growAdviser, url(cash.account_id, 'scheduled-payments'))).status).toBe(404);
    expect((await ledger(wrapAdviser, growCash)).status).toBe(404);
    expect((await ledger(growAdviser, growCash)).status).toBe(200);
    expect((await ledger(wrapAdviser, 'NOPE-1')).status).toBe(404);
  });

  it('answers 400 on nonsense', async () => {
    for (const qs of ['?from=2026-02-30', '?from=2026-05-02&to=2026-05-01', '?type=CHEQUE', '?sort=colour', '?order=up', '?minAmount=10&maxAmount=5',
      '?minAmount=-1', '?minAmount=abc', '?limit=0', '?limit=lots', '?limit=1&limit=2', '?keyword=a%00b', `?keyword=${'x'.repeat(101)}`]) {
      const res = await ledger(wrapAdviser, cash.account_id, qs);
      expect(res.status, qs).toBe(400);
      expect(res.body.error).toBe('bad_request');
    }
    expect((await call(sandbox.app, wrapAdviser, `/api${ACCOUNT_CASH_PREFIX}/A%001/transactions`)).status).toBe(400);
    expect((await call(sandbox.app, wrapAdviser, url(cash.account_id, 'contributions', '?from=yesterday'))).status).toBe(400);
  });
});

describe('scheduled payments', () => {
  it('lists the account scheduled payments from the payments store, soonest first', async () => {
    const { rows } = await sandbox.db.query<{ account_id: string; n: string }>(
      `select account_id, count(*)::text as n from payments p where account_id = any($1::text[]) and ${IS_SCHEDULED}
        group by account_id order by count(*) desc, account_id limit 1`,
      [(await visible('M0000001', `select a.account_id from accounts a where a.account_type = 'CASH' and ${mine('a')}`)).map((r) => r.account_id)],
    );
    const res = await call(sandbox.app, wrapAdviser, url(rows[0]!.account_id, 'scheduled-payments'));
    expect(res.status).toBe(200);
    const data = res.body.data as { next_payment_date: string; payee_name: string; amount: number; frequency: string; recurring: boolean }[];
    expect(data).toHaveLength(Number(rows[0]!.n));
    expect(data.map((p) => p.next_payment_date)).toEqual(data.map((p) => p.next_payment_date).sort());
    expect(data.every((p) => p.amount > 0 && p.payee_name && p.recurring === (p.frequency !== 'Once'))).toBe(true);
  });
});

describe('contributions', () => {
  interface Contribution { date: string; contribution_type: string; contributor: string; amount: number }
  const contributions = (id: string, qs = '') => call(sandbox.app, wrapAdviser, url(id, 'contributions', qs));

  it('lists a super-linked cash account contributions with the types of 002 §3 and totals for the financial year', async () => {
    const res = await contributions(superCash, '?limit=500');
    expect(res.status).toBe(200);
    expect(res.body.meta.super_linked).toBe(true);
    const rows = res.body.data as Contribution[];
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.every((r) => ['Personal', 'Child', 'Spouse', 'EMPSS', 'EMPSG', 'EMPOTH'].includes(r.contribution_type) && r.amount > 0 && r.contributor)).toBe(true);
    const fy = res.body.meta.financial_year as { from: string; to: string };
    expect(fy.from.endsWith('-07-01')).toBe(true);
    const totals = res.body.totals as { contribution_type: string; amount: number; count: number }[];
    expect(totals.map((t) => t.contribution_type)).toEqual(['Personal', 'Child', 'Spouse', 'EMPSS', 'EMPSG', 'EMPOTH']);
    const inYear = rows.filter((r) => r.date >= fy.from && r.date <= fy.to);
    expect(totals.reduce((n, t) => n + t.count, 0)).toBe(inYear.length);
    expect(totals.reduce((n, t) => n + t.amount, 0)).toBeCloseTo(inYear.reduce((n, r) => n + r.amount, 0), 2);
    // the same movements are the ledger's CONTRIBUTION rows
    const ledgerRows = (await ledger(wrapAdviser, superCash, '?type=CONTRIBUTION&limit=500')).body.data as Row[];
    expect(ledgerRows.map((r) => r.amount)).toEqual(rows.map((r) => r.amount));
  });

  it('filters by type and dates', async () => {
    const sg = (await contributions(superCash, '?type=EMPSG&limit=500')).body.data as Contribution[];
    expect(sg.length).toBeGreaterThan(0);
    expect(sg.every((r) => r.contribution_type === 'EMPSG')).toBe(true);
    const day = sg[2]!.date;
    const dated = (await contributions(superCash, `?from=${day}&to=${day}`)).body.data as Contribution[];
    expect(dated.length).toBeGreaterThan(0);
    expect(dated.every((r) => r.date === day)).toBe(true);
    expect((await contributions(superCash, '?type=LOTTERY')).status).toBe(400);
    expect((await contributions(superCash, '?financialYear=26')).status).toBe(400);
  });

  it('answers an account that is not super-linked empty, flagged', async () => {
    const res = await contributions(cash.account_id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ data: [], totals: [], meta: { super_linked: false } });
  });
});
