import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../server.js';
import { call, passwordGrant, SETUP_TIMEOUT, testSandbox } from '../../http/test-fixture.js';
import { ScopeResolver } from '../../http/scope.js';
import { accountDocuments } from './documents.js';
import { ledgerMovements } from './ledger-statements.js';
import { reportAccount } from './report-account.js';
import { statementSources } from './statement-sources.js';
import { depositBalanceOn, interestSchedule, termDepositFacts } from '../accounts/term-deposit-facts.js';
import { seriesOf } from '../portfolio/history.js';
import { CENTRELINK_PREFIX, DOCUMENTS_PREFIX, FEES_PREFIX } from './routes.js';

let sandbox: Sandbox;
let wrapAdviser: string;
let growAdviser: string;
let cashId: string;
let wrapId: string;
let pensionId: string;

async function first(mac: string, where: string): Promise<string> {
  const scope = (await new ScopeResolver(sandbox.db, 0).forUser(mac))!;
  const { rows } = await sandbox.db.query<{ account_id: string }>(
    `select a.account_id from accounts a cross join seed_info s
      where ${where} and a.account_status = 'Active' and a.opened_date < s.reference_date - 800
        and exists (select 1 from account_advisers aa where aa.account_id = a.account_id and aa.entity_key = any($1::text[]))
      order by a.account_id limit 1`,
    [scope.entityKeys],
  );
  if (!rows[0]) throw new Error(`no account for ${where}`);
  return rows[0].account_id;
}

beforeAll(async () => {
  sandbox = await testSandbox();
  wrapAdviser = (await passwordGrant(sandbox.app, 'wrap.adviser')).access_token;
  growAdviser = (await passwordGrant(sandbox.app, 'grow.adviser')).access_token;
  cashId = await first('M0000001', `a.account_type = 'CASH' and a.ledger_balance > 0`);
  wrapId = await first('M0000001', `a.account_type = 'WRAP' and a.wrap_product_type = 'Investment' and a.ledger_balance > 0`);
  pensionId = await first('M0000001', `a.account_type = 'WRAP' and a.wrap_product_type = 'Pension'`);
}, SETUP_TIMEOUT);
afterAll(() => sandbox?.close());

interface Doc {
  document_id: string;
  type: string;
  title: string;
  period_from: string;
  period_to: string;
  issued_date: string;
  size_bytes: number;
}
const docs = async (token: string, id: string, qs = '') => call(sandbox.app, token, `/api${DOCUMENTS_PREFIX}/${id}/documents${qs}`);
const pdf = (token: string, id: string, doc: string) =>
  sandbox.app.inject({ method: 'GET', url: `/api${DOCUMENTS_PREFIX}/${id}/documents/${doc}`, headers: { authorization: `Bearer ${token}` } });

describe('account documents', () => {
  it('lists 24 monthly statements of a cash account and its interest summaries, newest first', async () => {
    const res = await docs(wrapAdviser, cashId);
    expect(res.status).toBe(200);
    const list = res.body.data as Doc[];
    const statements = list.filter((d) => d.type === 'STATEMENT');
    expect(statements).toHaveLength(24);
    expect(statements.every((d) => d.period_from.slice(0, 7) === d.period_to.slice(0, 7))).toBe(true);
    expect(list.filter((d) => d.type === 'TAX_REPORT').length).toBeGreaterThan(0);
    expect(list.map((d) => d.period_to)).toEqual(list.map((d) => d.period_to).sort().reverse());
    expect((await docs(wrapAdviser, cashId)).body).toEqual(res.body);
  });

  it("a cash account's statements are its ledger: the running balance either side of each month, lines that add up", async () => {
    const scope = (await new ScopeResolver(sandbox.db, 0).forUser('M0000001'))!;
    const account = await reportAccount(sandbox.db, scope.entityKeys, cashId);
    const statements = accountDocuments(account, await ledgerMovements(sandbox.db, account)).filter((d) => d.type === 'STATEMENT');
    expect(statements).toHaveLength(24);
    const cents = (v: number) => Math.round(v * 100);
    for (const [i, s] of statements.slice(0, 8).entries()) {
      const ledger = (await call(sandbox.app, wrapAdviser, `/api/wealth/channel/cash/v1/accounts/${cashId}/transactions?to=${s.period_to}&limit=1`)).body;
      expect(s.closing_balance, s.period_to).toBe(ledger.data[0].running_balance);
      expect(cents(s.opening_balance!) + s.lines.reduce((sum, l) => sum + cents(l.amount), 0)).toBe(cents(s.closing_balance!));
      // The month before closes where this one opens (newest first).
      if (i > 0) expect(statements[i - 1]!.opening_balance).toBe(s.closing_balance);
      const month = (await call(sandbox.app, wrapAdviser, `/api/wealth/channel/cash/v1/accounts/${cashId}/transactions?from=${s.period_from}&to=${s.period_to}&type=FEE&limit=50`)).body;
      expect(cents(-s.lines.find((l) => l.label === 'Fees')!.amount)).toBe(-month.data.reduce((sum: number, r: { amount: number }) => sum + cents(r.amount), 0));
    }
  });

  it("a term deposit's statements are its terms: the deposit either side of each month, its interest schedule's payments", async () => {
    const scope = (await new ScopeResolver(sandbox.db, 0).forUser('M0000001'))!;
    const { rows } = await sandbox.db.query<{ account_id: string; opened_date: string; maturity_date: string; ledger_balance: string; interest_rate: string; reference: string }>(
      `select a.account_id, to_char(a.opened_date, 'YYYY-MM-DD') as opened_date, to_char(a.maturity_date, 'YYYY-MM-DD') as maturity_date,
              a.ledger_balance::text as ledger_balance, a.interest_rate::text as interest_rate, to_char(s.reference_date, 'YYYY-MM-DD') as reference
         from accounts a cross join seed_info s
        where a.account_type = 'TD' and a.account_status = 'Active' and a.maturity_date is not null
          and exists (select 1 from account_advisers aa where aa.account_id = a.account_id and aa.entity_key = any($1::text[]))
        order by a.account_id`,
      [scope.entityKeys],
    );
    const facts = rows.map((r) => ({ r, f: termDepositFacts(r, r.reference)! }));
    // One of each kind that pays during the term: monthly or quarterly, reinvested and paid out.
    const picks = ['REINVEST', 'PAY_TO_LINKED_ACCOUNT'].map((method) =>
      facts.find(({ f }) => f.interestPaymentMethod === method && (f.interestFrequency === 'MONTHLY' || f.interestFrequency === 'QUARTERLY') && f.startDate < f.maturityDate));
    const cents = (v: number) => Math.round(v * 100);
    let checked = 0;
    for (const pick of picks) {
      if (!pick) continue;
      const { r, f } = pick;
      const account = await reportAccount(sandbox.db, scope.entityKeys, r.account_id);
      const docs = accountDocuments(account, null, await statementSources(sandbox.db, scope, account));
      const statements = docs.filter((d) => d.type === 'STATEMENT');
      expect(statements.length).toBeGreaterThan(0);
      const schedule = interestSchedule(f, f.principal, f.interestRate!).payments;
      for (const [i, st] of statements.entries()) {
        expect(st.title).toBe('Term deposit statement');
        expect(cents(st.opening_balance!) + st.lines.reduce((sum, l) => sum + cents(l.amount), 0), st.period_to).toBe(cents(st.closing_balance!));
        if (i > 0) expect(statements[i - 1]!.opening_balance).toBe(st.closing_balance);
        // Inside the current term (after the month it started in, when the term before paid its last interest): the
        // deposit the terms give, and the payments the schedule makes in the month.
        if (st.period_from <= f.startDate) continue;
        expect(st.closing_balance, st.period_to).toBe(depositBalanceOn(f, f.principal, f.interestRate!, st.period_to));
        const paid = schedule.filter((p) => p.day >= st.period_from && p.day <= st.period_to).reduce((sum, p) => sum + cents(p.interest), 0);
        expect(cents(st.lines.find((l) => l.label === 'Interest')!.amount), st.period_to).toBe(paid);
        checked++;
      }
      // The deposit on the reference day is the balance the account list shows.
      expect(depositBalanceOn(f, f.principal, f.interestRate!, r.reference)).toBe(Number(r.ledger_balance));
      // The interest summary of a year is its months' interest.
      for (const year of docs.filter((d) => d.type === 'TAX_REPORT')) {
        const months = statements.filter((st) => st.period_from >= year.period_from && st.period_to <= year.period_to);
        if (months.length < 12) continue;
        expect(cents(year.lines[0]!.amount)).toBe(months.reduce((sum, st) => sum + cents(st.lines.find((l) => l.label === 'Interest')!.amount), 0));
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("a wrap account's statements are its value by day: the valuation's value either side of each quarter, the Fees tab's fees", async () => {
    const scope = (await new ScopeResolver(sandbox.db, 0).forUser('M0000001'))!;
    const account = await reportAccount(sandbox.db, scope.entityKeys, wrapId);
    const statements = accountDocuments(account, null, await statementSources(sandbox.db, scope, account)).filter((d) => d.type === 'STATEMENT');
    const { days } = await seriesOf(sandbox.db, scope, wrapId);
    const valueOn = (day: string) => days.find((d) => d.day === day)!.value;
    const cents = (v: number) => Math.round(v * 100);
    const quarters = (await fees(wrapAdviser, wrapId, '?period=quarter')).body.data as { period_from: string; amount: number }[];
    expect(statements).toHaveLength(8);
    for (const [i, st] of statements.entries()) {
      expect(cents(st.closing_balance!), st.period_to).toBe(valueOn(st.period_to));
      expect(cents(st.opening_balance!) + st.lines.reduce((sum, l) => sum + cents(l.amount), 0)).toBe(cents(st.closing_balance!));
      if (i > 0) expect(statements[i - 1]!.opening_balance).toBe(st.closing_balance);
      const quarterFees = quarters.filter((q) => q.period_from === st.period_from).reduce((sum, q) => sum + cents(q.amount), 0);
      expect(cents(-st.lines.find((l) => l.label === 'Fees')!.amount), st.period_to).toBe(quarterFees);
    }
  });

  it('lists quarterly statements and annual tax reports of a wrap account, filtered by type and dates', async () => {
    const all = (await docs(wrapAdviser, wrapId)).body.data as Doc[];
    const statements = all.filter((d) => d.type === 'STATEMENT');
    expect(statements).toHaveLength(8);
    expect(statements.every((d) => ['01', '04', '07', '10'].includes(d.period_from.slice(5, 7)))).toBe(true);
    const tax = (await docs(wrapAdviser, wrapId, '?type=tax-report')).body.data as Doc[];
    expect(tax.length).toBeGreaterThan(0);
    expect(tax.every((d) => d.type === 'TAX_REPORT' && d.period_from.endsWith('-07-01') && d.period_to.endsWith('-06-30'))).toBe(true);
    const year = tax[0]!;
    const inYear = (await docs(wrapAdviser, wrapId, `?from=${year.period_from}&to=${year.period_to}`)).body.data as Doc[];
    expect(inYear.length).toBe(5);
    expect(inYear.every((d) => d.period_to >= year.period_from && d.period_to <= year.period_to)).toBe(true);
  });

  it('answers a real PDF whose size the list gave, naming the account and period', async () => {
    const [doc] = (await docs(wrapAdviser, cashId, '?type=statement')).body.data as Doc[];
    const res = await pdf(wrapAdviser, cashId, doc!.document_id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.length).toBe(doc!.size_bytes);
    const text = res.rawPayload.toString('latin1');
    expect(text).toContain('Opening balance');
    expect(text).toContain('Closing balance');
    expect((await pdf(wrapAdviser, cashId, doc!.document_id)).rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('answers 404 to another adviser, for the list and the file, and for an unknown document', async () => {
    const [doc] = (await docs(wrapAdviser, wrapId)).body.data as Doc[];
    expect((await docs(growAdviser, wrapId)).status).toBe(404);
    expect((await pdf(growAdviser, wrapId, doc!.document_id)).statusCode).toBe(404);
    expect((await pdf(wrapAdviser, wrapId, 'statement-19000101-19000131')).statusCode).toBe(404);
    expect((await docs(wrapAdviser, 'NOPE')).status).toBe(404);
  });

  it('answers 400 on a bad type or range', async () => {
    expect((await docs(wrapAdviser, cashId, '?type=letters')).status).toBe(400);
    expect((await docs(wrapAdviser, cashId, '?from=2026-05-02&to=2026-05-01')).status).toBe(400);
  });
});

interface Fee {
  period_from: string;
  period_to: string;
  fee_type: string;
  amount: number;
}
const fees = (token: string, id: string, qs = '') => call(sandbox.app, token, `/api${FEES_PREFIX}/${id}/fees${qs}`);
const sum = (rows: Fee[]) => Math.round(rows.reduce((s, r) => s + r.amount, 0) * 100) / 100;

describe('wrap fees', () => {
  it('charges three fee types a month for 24 months, with totals that add up', async () => {
    const res = await fees(wrapAdviser, wrapId);
    expect(res.status).toBe(200);
    const rows = res.body.data as Fee[];
    expect(rows).toHaveLength(72);
    expect(new Set(rows.map((r) => r.fee_type))).toEqual(new Set(['ADVISER_SERVICE', 'ADMINISTRATION', 'INVESTMENT']));
    expect(rows.every((r) => r.amount > 0)).toBe(true);
    expect(res.body.totals.total).toBeCloseTo(sum(rows), 2);
    const asf = res.body.totals.by_type.find((t: { fee_type: string }) => t.fee_type === 'ADVISER_SERVICE').amount;
    expect(asf).toBeCloseTo(sum(rows.filter((r) => r.fee_type === 'ADVISER_SERVICE')), 2);
  });

  it('sums months into quarters and financial years, and keeps to a date range', async () => {
    const months = (await fees(wrapAdviser, wrapId)).body;
    const quarters = (await fees(wrapAdviser, wrapId, '?period=quarter')).body;
    // 24 months cover 8 quarters, or 9 when they start mid-quarter; each quarter has its three fee types.
    const starts = new Set((quarters.data as Fee[]).map((r) => r.period_from));
    expect([8, 9]).toContain(starts.size);
    expect((quarters.data as Fee[]).length).toBe(starts.size * 3);
    expect(quarters.totals.total).toBeCloseTo(months.totals.total, 1);
    const years = (await fees(wrapAdviser, wrapId, '?period=financial-year')).body.data as Fee[];
    expect(years.every((r) => r.period_from.endsWith('-07-01'))).toBe(true);
    const q = (quarters.data as Fee[])[0]!;
    const ranged = (await fees(wrapAdviser, wrapId, `?from=${q.period_from}&to=${q.period_to}`)).body.data as Fee[];
    expect(ranged.every((r) => r.period_from >= q.period_from && r.period_to <= q.period_to)).toBe(true);
    expect(sum(ranged.filter((r) => r.fee_type === q.fee_type))).toBeCloseTo(q.amount, 2);
  });

  it('answers 404 for a cash account and to another adviser, 400 on a bad period', async () => {
    expect((await fees(wrapAdviser, cashId)).status).toBe(404);
    expect((await fees(growAdviser, wrapId)).status).toBe(404);
    expect((await fees(wrapAdviser, wrapId, '?period=decade')).status).toBe(400);
  });
});

describe('Centrelink schedules', () => {
  const schedules = (token: string, id: string) => call(sandbox.app, token, `/api${CENTRELINK_PREFIX}/${id}/schedules`);

  it('gives a pension account a schedule per financial year, deductible amount = purchase price / relevant number', async () => {
    const res = await schedules(wrapAdviser, pensionId);
    expect(res.status).toBe(200);
    const rows = res.body.data as Array<{ financial_year: string; purchase_price: number; relevant_number: number; deductible_amount: number; date_issued: string; period_from: string }>;
    expect(rows.length).toBeGreaterThan(1);
    for (const r of rows) {
      expect(r.deductible_amount).toBeCloseTo(r.purchase_price / r.relevant_number, 1);
      expect(r.date_issued > r.period_from).toBe(true);
    }
    expect(rows[0]!.financial_year > rows[1]!.financial_year).toBe(true);
  });

  it('answers 404 for an account other than pension, and to another adviser', async () => {
    expect((await schedules(wrapAdviser, wrapId)).status).toBe(404);
    expect((await schedules(wrapAdviser, cashId)).status).toBe(404);
    expect((await schedules(growAdviser, pensionId)).status).toBe(404);
  });
});
