// Figures that agree (issue 31 §1; sandbox/README.md "Figures that agree"), checked over every account of a seeded
// store (a few hundred of each kind), deterministically: a wrap account's valuation adds up to its balance and
// each holding is its units × price; its cash holding is the linked cash ledger's balance on the day; a term
// deposit's interest follows its stated frequency and its balance is what its terms give; a cash ledger is never
// overdrawn and ends at the balance; every statement closes where its source (ledger, terms, valuation) stands.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../server.js';
import { SETUP_TIMEOUT, testSandbox } from '../http/test-fixture.js';
import { ScopeResolver, type Scope } from '../http/scope.js';
import { ledgerCte, ledgerParams } from './account-cash/ledger-sql.js';
import { depositBalanceOn, interestSchedule, termDepositFacts } from './accounts/term-deposit-facts.js';
import { accountDocuments } from './account-reports/documents.js';
import { ledgerMovements } from './account-reports/ledger-statements.js';
import { reportAccount } from './account-reports/report-account.js';
import { closedTermDeposit, depositOn, statementSources } from './account-reports/statement-sources.js';
import { toDay } from './portfolio/days.js';
import { holdingsOn, portfolioOf } from './portfolio/derive-portfolio.js';
import { cashFeesOfMany } from './portfolio/cash-fees.js';
import { seriesOf } from './portfolio/history.js';
import { cashHoldingOn, loadWrapAccount } from './portfolio/load-account.js';
import { valuesByDay } from './portfolio/month-end-values.js';
import { monthlyFees } from './account-reports/fees.js';
import { sydneyToday } from './shared/format.js';
import { call, passwordGrant } from '../http/test-fixture.js';

let sandbox: Sandbox;
/** A scope that sees every account of the store (every adviser entity). */
let everything: Scope;
let reference: string;
/** The first day every cash ledger may start on: the 1st of the month 24 months before the reference day. */
let ledgerStart: string;
/** Every cash account's ledger from one multi-account derivation: account id → rows oldest first (loadLedgers). */
const ledgers = new Map<string, { day: string; type: string; description: string; amount: number; balance: number }[]>();
let ledgersLoaded: Promise<void> | undefined;
/** A test's own time: the whole store's figures, on a machine others share (a guard against a hang only). */
const OVER_THE_STORE = 2 * SETUP_TIMEOUT;

const cents = (v: number | string) => Math.round(Number(v) * 100);

beforeAll(async () => {
  sandbox = await testSandbox();
  const user = (await new ScopeResolver(sandbox.db, 0).forUser('M0000001'))!;
  const keys = (await sandbox.db.query<{ entity_key: string }>('select entity_key from adviser_entities')).rows.map((r) => r.entity_key);
  everything = { ...user, entityKeys: keys, directKeys: keys };
  reference = (await sandbox.db.query<{ d: string }>(`select to_char(reference_date, 'YYYY-MM-DD') as d from seed_info`)).rows[0]!.d;
  ledgerStart = (await sandbox.db.query<{ d: string }>(`select to_char(date_trunc('month', reference_date - interval '24 months'), 'YYYY-MM-DD') as d from seed_info`)).rows[0]!.d;
}, OVER_THE_STORE);
afterAll(() => sandbox?.close());

/** Derives every cash ledger once, for the tests that read them. */
const loadLedgers = () => (ledgersLoaded ??= deriveLedgers());

async function deriveLedgers(): Promise<void> {
  // $1 the account type, $2 null: each account's own super link.
  const superLinked = `coalesce($2::boolean, exists (select 1 from accounts w where w.account_id = a.parent_account_id and w.wrap_product_type = 'Super'))`;
  // The wrap fees every linked cash account pays, as each account's own reads pass them (portfolio/cash-fees.ts).
  const cashIds = (await sandbox.db.query<{ account_id: string }>(`select account_id from accounts where account_type = 'CASH'`)).rows.map((r) => r.account_id);
  const fees = [...(await cashFeesOfMany(sandbox.db, cashIds)).values()].flat();
  const { rows } = await sandbox.db.query<{ account_id: string; day: string; type: string; description: string; amount: string; balance: string }>(
    `with ${ledgerCte('a.account_type = $1', superLinked)}
     select account_id, to_char(day, 'YYYY-MM-DD') as day, type, description, amount::text as amount, running_balance::text as balance
       from ledger order by account_id, day, seq`,
    ['CASH', null, ...ledgerParams(null, false, fees).slice(2)],
  );
  for (const r of rows) {
    const list = ledgers.get(r.account_id) ?? ledgers.set(r.account_id, []).get(r.account_id)!;
    list.push({ day: r.day, type: r.type, description: r.description, amount: Number(r.amount), balance: Number(r.balance) });
  }
}

/** The ledger's balance at the end of a day (the last movement's running balance by then). */
function ledgerBalanceOn(accountId: string, day: string): number | undefined {
  const rows = ledgers.get(accountId) ?? [];
  const by = rows.filter((r) => r.day <= day).at(-1);
  return by ? by.balance : rows[0] ? rows[0].balance - rows[0].amount : undefined;
}

async function idsOf(where: string): Promise<string[]> {
  return (await sandbox.db.query<{ account_id: string }>(`select account_id from accounts a where ${where} order by account_id`)).rows.map((r) => r.account_id);
}

describe('figures that agree, over every seeded account', () => {
  it('a cash ledger is never overdrawn and ends at the balance the account list shows', async () => {
    await loadLedgers();
    const { rows } = await sandbox.db.query<{ account_id: string; ledger_balance: string }>(
      `select a.account_id, a.ledger_balance::text as ledger_balance from accounts a cross join seed_info s
        where a.account_type = 'CASH' and a.account_status = 'Active' and a.ledger_balance >= 0 and a.opened_date < s.reference_date - 31`,
    );
    expect(rows.length).toBeGreaterThan(100);
    for (const a of rows) {
      const ledger = ledgers.get(a.account_id) ?? [];
      expect(ledger.length, a.account_id).toBeGreaterThan(0);
      expect(cents(ledger.at(-1)!.balance), a.account_id).toBe(cents(a.ledger_balance));
      expect(ledger.every((r) => r.balance >= 0 && r.balance - r.amount >= 0), a.account_id).toBe(true);
    }
  }, OVER_THE_STORE);

  it("a wrap account's valuation adds up to its balance, units × price = value, and its cash is the linked ledger's", async () => {
    await loadLedgers();
    const ids = await idsOf(`a.account_type = 'WRAP' and a.account_status = 'Active' and a.funded_date is not null`);
    expect(ids.length).toBeGreaterThan(50);
    let withCash = 0;
    for (const id of ids) {
      const account = await loadWrapAccount(sandbox.db, everything, id);
      for (const day of [...new Set([reference, sydneyToday()])]) {
        const cash = await cashHoldingOn(sandbox.db, account, day);
        const holdings = holdingsOn(portfolioOf(account), toDay(day), cash);
        expect(holdings.reduce((sum, h) => sum + cents(h.value), 0), `${id} ${day}`).toBe(cents(account.balance));
        for (const h of holdings) expect(cents(h.value), `${id} ${h.asset.code}`).toBe(Math.round(h.units * h.price * 100));
        if (account.cashAccountId) {
          withCash++;
          const held = holdings.find((h) => h.asset.code === 'WRAPCASH')?.value ?? 0;
          expect(cents(held), id).toBe(cents(ledgerBalanceOn(account.cashAccountId, day) ?? 0));
        }
      }
    }
    expect(withCash).toBeGreaterThan(20);
  }, OVER_THE_STORE);

  it("a wrap's linked cash ledger debits exactly the Fees tab's fees: the same days, descriptions and amounts", async () => {
    await loadLedgers();
    const ids = await idsOf(`a.account_type = 'WRAP' and a.account_status in ('Active', 'Closed') and a.linked_cash_account is not null`);
    let wraps = 0;
    let feeRows = 0;
    for (const id of ids) {
      const account = await loadWrapAccount(sandbox.db, everything, id);
      if (!account.cashAccountId) continue;
      wraps++;
      // The Fees tab's rows by month (account-reports/routes.ts), non-zero, oldest first, in the ledger's 24 months (a
      // wrap closed before them has older fees, which no ledger row can show).
      const values = valuesByDay((await seriesOf(sandbox.db, everything, id)).days);
      const tab = monthlyFees(await reportAccount(sandbox.db, everything.entityKeys, id), values)
        .filter((r) => r.amount > 0 && r.period_to >= ledgerStart)
        .map((r) => `${r.period_to} ${r.description} ${cents(r.amount)}`);
      const ledger = (ledgers.get(account.cashAccountId) ?? []).filter((r) => r.type === 'FEE').map((r) => `${r.day} ${r.description} ${-cents(r.amount)}`);
      expect(ledger, id).toEqual(tab);
      feeRows += tab.length;
    }
    expect(wraps).toBeGreaterThan(20);
    expect(feeRows).toBeGreaterThan(wraps * 3);
  }, OVER_THE_STORE);

  it("the funds and accounts report's holdings are the Portfolio valuation's: units x price = value, for sampled accounts", async () => {
    const token = (await passwordGrant(sandbox.app, 'wrap.adviser')).access_token;
    const report = '/api/intermediary-accounts/v1/intermediaries/M0000001/funds-and-accounts';
    const { investments } = (await call(sandbox.app, token, report)).body as { investments: { asset_code: string }[] };
    let sampled = 0;
    // Every investment's first page of holders: a few hundred accounts, each valued on the reference day and today.
    for (const { asset_code } of investments.filter((_, i) => i % 4 === 0)) {
      const page = (await call(sandbox.app, token, `${report}/holdings?assetCode=${asset_code}&limit=3`)).body as {
        holdings: { account_id: string; units: number; price: number; value: number }[];
      };
      for (const row of page.holdings) {
        expect(cents(row.value), `${row.account_id} ${asset_code}`).toBe(Math.round(row.units * row.price * 100));
        for (const day of [...new Set([reference, sydneyToday()])]) {
          const valuation = await call(sandbox.app, token, `/api/wealth/channel/portfolio/v1/${row.account_id}/holdings?asAt=${day}`);
          const held = (valuation.body.holdings as { assetCode: string; units: number; price: number; value: number }[]).find((h) => h.assetCode === asset_code);
          expect({ account: row.account_id, day, units: held?.units, price: held?.price, value: held?.value }).toEqual({ account: row.account_id, day, units: row.units, price: row.price, value: row.value });
        }
        sampled++;
      }
    }
    expect(sampled).toBeGreaterThan(20);
  });

  it("market data's latest price and holders are the Portfolio valuation's today, for every priced investment held", async () => {
    const token = (await passwordGrant(sandbox.app, 'wrap.adviser')).access_token;
    const { investments } = (await call(sandbox.app, token, '/api/market-data/v1/investments')).body as { investments: { code: string; price: number }[] };
    let sampled = 0;
    for (const quote of investments) {
      const page = (await call(sandbox.app, token, `/api/intermediary-accounts/v1/intermediaries/M0000001/investments/${quote.code}/holders?limit=2`)).body as {
        price: number;
        holders: { account_id: string; units: number; value: number }[];
      };
      expect(page.price, quote.code).toBe(quote.price);
      for (const row of page.holders) {
        const valuation = await call(sandbox.app, token, `/api/wealth/channel/portfolio/v1/${row.account_id}/holdings`);
        const held = (valuation.body.holdings as { assetCode: string; units: number; price: number; value: number }[]).find((h) => h.assetCode === quote.code);
        expect({ account: row.account_id, units: held?.units, price: held?.price, value: held?.value }).toEqual({ account: row.account_id, units: row.units, price: quote.price, value: row.value });
        sampled++;
      }
    }
    expect(sampled).toBeGreaterThan(20);
  });

  it("a term deposit's interest follows its stated frequency, and its balance is the principal and the interest reinvested", async () => {
    const { rows } = await sandbox.db.query<{ account_id: string; opened_date: string; maturity_date: string; ledger_balance: string; interest_rate: string }>(
      `select account_id, to_char(opened_date, 'YYYY-MM-DD') as opened_date, to_char(maturity_date, 'YYYY-MM-DD') as maturity_date,
              ledger_balance::text as ledger_balance, interest_rate::text as interest_rate
         from accounts where account_type = 'TD' and account_status = 'Active' and maturity_date is not null and interest_rate is not null`,
    );
    expect(rows.length).toBeGreaterThan(10);
    const seen = new Set<string>();
    for (const r of rows) {
      const f = termDepositFacts(r, reference)!;
      seen.add(`${f.interestFrequency} ${f.interestPaymentMethod}`);
      const rate = f.interestRate!;
      const payments = interestSchedule(f, f.principal, rate).payments;
      const per = f.interestFrequency === 'AT_MATURITY' ? f.termMonths : { MONTHLY: 1, QUARTERLY: 3, ANNUALLY: 12 }[f.interestFrequency];
      expect(payments.length, r.account_id).toBe(Math.ceil(f.termMonths / per));
      expect(payments.at(-1)!.day).toBe(f.maturityDate);
      // Each payment is the balance × rate × the period's days / 365, the balance growing by what is reinvested.
      let balance = f.principal;
      let from = f.startDate;
      for (const p of payments) {
        const days = (Date.parse(p.day) - Date.parse(from)) / 86_400_000;
        expect(cents(p.interest), `${r.account_id} ${p.day}`).toBe(Math.round((balance * rate * days) / 365));
        if (f.interestPaymentMethod === 'REINVEST' && f.interestFrequency !== 'AT_MATURITY') balance = (cents(balance) + cents(p.interest)) / 100;
        from = p.day;
      }
      expect(cents(f.interestAtMaturity)).toBe(payments.reduce((sum, p) => sum + cents(p.interest), 0));
      expect(depositBalanceOn(f, f.principal, rate, reference), r.account_id).toBe(Number(r.ledger_balance));
      if (f.interestPaymentMethod !== 'REINVEST' || f.interestFrequency === 'AT_MATURITY') expect(f.principal).toBe(Number(r.ledger_balance));
    }
    expect(seen.size).toBeGreaterThanOrEqual(4);
  }, OVER_THE_STORE);

  it("every statement closes where its source stands: a cash account's ledger, a term deposit's terms", async () => {
    await loadLedgers();
    const ids = await idsOf(`a.account_type in ('CASH', 'TD') and a.account_status = 'Active'`);
    let statements = 0;
    for (const id of ids) {
      const account = await reportAccount(sandbox.db, everything.entityKeys, id);
      const sources = await statementSources(sandbox.db, everything, account);
      const docs = accountDocuments(account, await ledgerMovements(sandbox.db, account), sources).filter((d) => d.type === 'STATEMENT');
      for (const [i, d] of docs.entries()) {
        statements++;
        expect(cents(d.opening_balance!) + d.lines.reduce((sum, l) => sum + cents(l.amount), 0), `${id} ${d.period_to}`).toBe(cents(d.closing_balance!));
        if (i > 0) expect(docs[i - 1]!.opening_balance, `${id} ${d.period_to}`).toBe(d.closing_balance);
        if (account.account_type === 'CASH') expect(cents(d.closing_balance!), `${id} ${d.period_to}`).toBe(cents(ledgerBalanceOn(id, d.period_to) ?? 0));
        else if (sources.termDeposit && d.period_from > sources.termDeposit.startDate) {
          const f = sources.termDeposit;
          expect(d.closing_balance, `${id} ${d.period_to}`).toBe(depositBalanceOn(f, f.principal, f.interestRate ?? 0, d.period_to));
        }
      }
    }
    expect(statements).toBeGreaterThan(1000);
  }, OVER_THE_STORE);

  it("a closed term deposit's statements follow its terms: the principal, the schedule's interest, paid out at its last maturity", async () => {
    const ids = await idsOf(`a.account_type = 'TD' and a.account_status = 'Closed'`);
    expect(ids.length).toBeGreaterThan(2);
    let statements = 0;
    for (const id of ids) {
      const account = await reportAccount(sandbox.db, everything.entityKeys, id);
      const sources = await statementSources(sandbox.db, everything, account);
      const f = sources.termDeposit!;
      expect(f, id).not.toBeNull();
      expect(f.principal % 1000, id).toBe(0);
      expect(sources.paidOutOn! <= account.closed_date!, id).toBe(true);
      expect(f.maturityDate, id).toBe(sources.paidOutOn);
      const docs = accountDocuments(account, null, sources).filter((x) => x.type === 'STATEMENT');
      const rate = f.interestRate!;
      for (const [i, d] of docs.entries()) {
        statements++;
        const interest = d.lines.find((l) => l.label === 'Interest')!.amount;
        expect(cents(d.opening_balance!) + d.lines.reduce((sum, l) => sum + cents(l.amount), 0), `${id} ${d.period_to}`).toBe(cents(d.closing_balance!));
        if (i > 0) expect(docs[i - 1]!.opening_balance, `${id} ${d.period_to}`).toBe(d.closing_balance);
        // The interest is what the schedule pays in the month; within the last term the deposit is what its terms give.
        const paid = interestSchedule(f, f.principal, rate).payments.filter((p) => p.day >= d.period_from && p.day <= d.period_to);
        if (d.period_from > f.startDate) {
          expect(cents(interest), `${id} ${d.period_to}`).toBe(paid.reduce((sum, p) => sum + cents(p.interest), 0));
          const expected = d.period_to >= sources.paidOutOn! ? 0 : depositBalanceOn(f, f.principal, rate, d.period_to);
          expect(d.closing_balance, `${id} ${d.period_to}`).toBe(expected);
        }
        const paidOutLine = d.lines.find((l) => l.label === 'Deposit paid out at maturity')?.amount;
        expect(paidOutLine, `${id} ${d.period_to}`).toBe(d.period_to >= sources.paidOutOn! && d.period_from <= sources.paidOutOn! ? -f.principal : undefined);
        expect(d.closing_balance).toBe(depositOn(f, account.opened_date, d.period_to, sources.paidOutOn ?? null));
        expect(d.closing_balance! >= 0 && (d.closing_balance === 0 || d.closing_balance! >= f.principal), `${id} ${d.period_to}`).toBe(true);
      }
    }
    expect(statements).toBeGreaterThan(20);
  }, OVER_THE_STORE);

  it('a term deposit closed at the end of a month pays out its principal and interest in that month', () => {
    const closed = { account_id: 'TDCLOSED-1', opened_date: '2023-05-31', closed_date: '2026-08-31', interest_rate: 4.2 };
    const { facts: f, paidOutOn } = closedTermDeposit(closed);
    const account = {
      ...closed, account_number: '1', account_name: 'A', account_type: 'TD' as const, product_code: 'TD_IFA_C', product_description: 'Term deposit',
      wrap_product_type: null, account_status: 'Closed', ledger_balance: 0, maturity_date: null, last_day: closed.closed_date, adviser_fee_stops: null,
    };
    const docs = accountDocuments(account, null, { termDeposit: f, paidOutOn, wrapDays: null }).filter((d) => d.type === 'STATEMENT');
    const payout = docs.find((d) => d.period_from <= paidOutOn && d.period_to >= paidOutOn)!;
    expect(payout.closing_balance).toBe(0);
    expect(payout.lines.find((l) => l.label === 'Deposit paid out at maturity')!.amount).toBe(-f.principal);
    // Paid out: the deposit before it, the month's interest, less the principal.
    const interest = payout.lines.find((l) => l.label === 'Interest')!.amount;
    expect(-cents(payout.lines.find((l) => l.label === 'Interest paid out')!.amount)).toBe(cents(payout.opening_balance!) + cents(interest) - cents(f.principal));
    expect(interest).toBeGreaterThan(0);
    for (const d of docs) if (d.period_from > paidOutOn) expect([d.opening_balance, d.closing_balance]).toEqual([0, 0]);
  });
});
