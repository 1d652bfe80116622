// An account's value over time, money in and out by month, and a wrap's time-weighted return, through the gateway
// against the seeded sandbox (issue 31 §3): the last point is the balance the account's overview shows and the
// valuation's total; a cash account's point is the ledger's running balance that day; another adviser's account
// is NOT_FOUND.
import { beforeAll, describe, expect, it } from 'vitest';
import { cents, gql, MONEY_TEXT, passwordGrant } from './support.ts';

const SEARCH = `query($filter: AccountFilter) { accountSearch(filter: $filter, first: 100) { nodes { accountId accountNumber parentAccountId linkedCashAccount accountBalance accountCreated } } }`;
const HISTORY_FIELDS = 'range from to points { date value } months { month moneyIn moneyOut net }';
const PORTFOLIO = `query($id: ID!, $range: AccountHistoryRange) { portfolioHistory(accountId: $id, range: $range) { ${HISTORY_FIELDS} } }`;
const CASH = `query($id: ID!, $range: AccountHistoryRange) { cashAccountHistory(accountId: $id, range: $range) { ${HISTORY_FIELDS} } }`;
const PERFORMANCE = `query($id: ID!) { portfolioPerformance(accountId: $id) { asAt openedDate method
  periods { period from to returnPercent annualised openingValue closingValue moneyIn moneyOut fees } } }`;
const OVERVIEW = 'query($n: String!) { account(accountNumber: $n) { openDate ledgerBalance netPortfolioValue } }';

interface Acc { accountId: string; accountNumber: string; parentAccountId: string | null; linkedCashAccount: string | null; accountBalance: string | null; accountCreated: string }
interface History { range: string; from: string; to: string; points: { date: string; value: string }[]; months: { month: string; moneyIn: string; moneyOut: string; net: string }[] }

let token: string;
let growToken: string;
let wrap: Acc;
let cash: Acc;
beforeAll(async () => {
  [token, growToken] = (await Promise.all(['wrap.adviser', 'grow.adviser'].map((u) => passwordGrant(u)))).map((t) => t.access_token);
  const search = async (accountTypes: string[]) =>
    (await gql<{ accountSearch: { nodes: Acc[] } }>(SEARCH, { filter: { accountStatus: ['Active'], accountTypes } }, token)).data!.accountSearch.nodes;
  wrap = (await search(['WRAP'])).find((a) => a.linkedCashAccount && a.accountCreated < '2024-01-01' && cents(a.accountBalance ?? '0') > 5_000_000)!;
  cash = (await search(['CASH'])).find((a) => !a.parentAccountId && cents(a.accountBalance ?? '0') > 1_000_000)!;
  expect(wrap && cash).toBeTruthy();
});

describe('a wrap account\'s charts', () => {
  it('draws the year by week to today\'s value, which is the overview\'s balance and the valuation\'s total', async () => {
    const res = await gql<{ portfolioHistory: History }>(PORTFOLIO, { id: wrap.accountId, range: 'ONE_YEAR' }, token);
    expect(res.errors).toBeUndefined();
    const h = res.data!.portfolioHistory;
    expect(h.range).toBe('ONE_YEAR');
    expect(h.points.length).toBeGreaterThanOrEqual(53);
    expect(h.points.map((p) => p.date)).toEqual(h.points.map((p) => p.date).sort());
    expect(h.points.every((p) => MONEY_TEXT.test(p.value))).toBe(true);
    const last = h.points.at(-1)!;
    const overview = (await gql(OVERVIEW, { n: wrap.accountNumber }, token)).data.account;
    const valuation = (await gql(`query($id: ID!) { portfolioValuation(accountId: $id) { asAt totalValue } }`, { id: wrap.accountId }, token)).data.portfolioValuation;
    expect(last.date).toBe(valuation.asAt);
    expect(last.value).toBe(valuation.totalValue);
    expect(last.value).toBe(overview.netPortfolioValue ?? overview.ledgerBalance);
    const mid = h.points[10]!;
    const past = (await gql(`query($id: ID!, $asAt: Date) { portfolioValuation(accountId: $id, asAt: $asAt) { totalValue } }`, { id: wrap.accountId, asAt: mid.date }, token)).data.portfolioValuation;
    expect(mid.value).toBe(past.totalValue);
    expect(h.months).toHaveLength(12);
    for (const m of h.months) expect(cents(m.net)).toBe(cents(m.moneyIn) - cents(m.moneyOut));
    const since = (await gql<{ portfolioHistory: History }>(PORTFOLIO, { id: wrap.accountId, range: 'SINCE_OPENING' }, token)).data!.portfolioHistory;
    expect(since.from).toBe(overview.openDate);
    expect(since.points.at(-1)).toEqual(last);
  });

  it('states its time-weighted returns over a month, three months, a year and since inception', async () => {
    const res = await gql(PERFORMANCE, { id: wrap.accountId }, token);
    expect(res.errors).toBeUndefined();
    const p = res.data.portfolioPerformance;
    expect(p.method).toMatch(/^Time-weighted return from daily valuations, net of fees/);
    expect(p.periods.map((x: { period: string }) => x.period)).toEqual(['ONE_MONTH', 'THREE_MONTHS', 'ONE_YEAR', 'SINCE_INCEPTION']);
    for (const period of p.periods) {
      expect(period.returnPercent).toMatch(/^-?\d+(\.\d{1,2})?$/);
      expect(period.closingValue).toBe(wrap.accountBalance);
      expect(cents(period.fees)).toBeGreaterThan(0);
    }
    expect(p.periods[3].annualised).toBe(true);
  });

  it('is NOT_FOUND for another adviser', async () => {
    for (const query of [PORTFOLIO, PERFORMANCE]) {
      const res = await gql(query, { id: wrap.accountId }, growToken);
      expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
  });
});

describe('a cash account\'s chart', () => {
  it('draws the ledger\'s running balance to the overview\'s ledger balance, and credits and debits by month', async () => {
    const res = await gql<{ cashAccountHistory: History }>(CASH, { id: cash.accountId, range: 'ONE_MONTH' }, token);
    expect(res.errors).toBeUndefined();
    const h = res.data!.cashAccountHistory;
    expect(h.points.length).toBeGreaterThanOrEqual(29);
    const overview = (await gql(OVERVIEW, { n: cash.accountNumber }, token)).data.account;
    expect(h.points.at(-1)!.value).toBe(overview.ledgerBalance);
    const day = h.points[5]!;
    const ledger = (await gql(
      `query($id: ID!, $to: Date) { cashAccountTransactions(accountId: $id, filter: { period: CUSTOM, to: $to }, first: 1) { entries { date runningBalance } } }`,
      { id: cash.accountId, to: day.date },
      token,
    )).data.cashAccountTransactions.entries[0];
    expect(day.value).toBe(ledger.runningBalance);
    expect(h.months.length).toBeGreaterThan(0);
    expect((await gql(CASH, { id: cash.accountId }, growToken)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
