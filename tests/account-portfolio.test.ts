// A wrap account's portfolio valuation and investment transactions over HTTP: sandbox → gateway → GraphQL.
// Holdings add up to the total and to the class totals, a past day values differently, filters and paging work,
// bad input is BAD_USER_INPUT, and two advisers swap account ids: each gets NOT_FOUND for the other's.
import { beforeAll, describe, expect, it } from 'vitest';
import { cents, gql, passwordGrant, sandboxApi } from './support.ts';

const VALUATION = /* GraphQL */ `query($id: ID!, $asAt: Date) {
  portfolioValuation(accountId: $id, asAt: $asAt) {
    accountId accountNumber asAt openedDate totalValue
    holdings { assetCode assetName assetType assetClass units price value weight }
    assetClasses { assetClass holdings value weight }
  }
}`;
const TRANSACTIONS = /* GraphQL */ `query($id: ID!, $filter: InvestmentTransactionFilter, $sort: InvestmentTransactionSortColumn, $order: InvestmentSortOrder, $first: Int, $after: String) {
  investmentTransactions(accountId: $id, filter: $filter, sort: $sort, order: $order, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { cursor node { id date type assetCode assetName assetClass description units price amount } }
  }
}`;

interface Valuation {
  accountId: string;
  asAt: string;
  openedDate: string;
  totalValue: string;
  holdings: { assetCode: string; assetClass: string; units: string; price: string; value: string; weight: string }[];
  assetClasses: { assetClass: string; holdings: number; value: string; weight: string }[];
}
interface Tx { id: string; date: string; type: string; assetCode: string; assetName: string; description: string; units: string; amount: string }
interface Connection { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string | null }; edges: { cursor: string; node: Tx }[] }

interface Adviser { token: string; wrap: { accountId: string; accountNumber: string; openDate?: string } }
const advisers: Record<string, Adviser> = {};

/** A funded, Active wrap account of the user's with a portfolio, found through the wealth API's account list. */
async function fundedWrap(token: string) {
  const mac = (await sandboxApi('/api/wealth/channel/user/v1/user/details', token)).body.data.mac;
  const res = await sandboxApi(`/api/intermediary-accounts/v2/intermediaries/${mac}/accounts?accountType=WRAP&accountStatus=Active&limit=50`, token);
  for (const a of res.body.data.accounts as { accountId: string; accountNumber: string }[]) {
    const v = await sandboxApi(`/api/wealth/channel/portfolio/v1/${a.accountId}/holdings`, token);
    if (v.status === 200 && v.body.holdings.length > 0 && v.body.openedDate < '2024-01-01') return a;
  }
  throw new Error('no funded wrap account');
}

beforeAll(async () => {
  for (const username of ['wrap.adviser', 'grow.adviser']) {
    const token = (await passwordGrant(username)).access_token;
    advisers[username] = { token, wrap: await fundedWrap(token) };
  }
});

const valuation = (token: string, id: string, asAt?: string) => gql<{ portfolioValuation: Valuation }>(VALUATION, { id, asAt }, token);
const transactions = (token: string, id: string, variables: Record<string, unknown> = {}) =>
  gql<{ investmentTransactions: Connection }>(TRANSACTIONS, { id, ...variables }, token);

describe('portfolio valuation', () => {
  it('lists holdings whose values add up to the total and to the asset class totals', async () => {
    const { token, wrap } = advisers['wrap.adviser']!;
    const res = await valuation(token, wrap.accountId);
    expect(res.errors).toBeUndefined();
    const v = res.data!.portfolioValuation;
    expect(v.accountId).toBe(wrap.accountId);
    expect(v.holdings.length).toBeGreaterThanOrEqual(12);
    // Exactly, in cents: the holdings' values add up to the total.
    expect(v.holdings.reduce((s, h) => s + cents(h.value), 0)).toBe(cents(v.totalValue));
    for (const c of v.assetClasses) {
      const own = v.holdings.filter((h) => h.assetClass === c.assetClass);
      expect(own).toHaveLength(c.holdings);
      expect(own.reduce((s, h) => s + cents(h.value), 0)).toBe(cents(c.value));
    }
    // units x price is the value to within rounding (a plausibility check, so floats will do).
    expect(v.holdings.every((h) => Math.abs(Number(h.units) * Number(h.price) - Number(h.value)) < 0.05)).toBe(true);
    expect(v.holdings.every((h) => /^\d+(\.\d{1,4})?$/.test(h.units) && /^\d+(\.\d{1,4})?$/.test(h.price) && /^\d+(\.\d{1,2})?$/.test(h.weight))).toBe(true);
  });

  it('values a past day differently from today', async () => {
    const { token, wrap } = advisers['wrap.adviser']!;
    const today = (await valuation(token, wrap.accountId)).data!.portfolioValuation;
    const past = (await valuation(token, wrap.accountId, '2025-03-31')).data!.portfolioValuation;
    expect(past.asAt).toBe('2025-03-31');
    expect(past.totalValue).not.toBe(today.totalValue);
  });

  it('refuses a future day or one before the account opened with BAD_USER_INPUT', async () => {
    const { token, wrap } = advisers['wrap.adviser']!;
    const future = await valuation(token, wrap.accountId, '2999-12-31');
    expect(future.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'asAt' });
    expect(future.errors?.[0]?.message).toMatch(/future/);
    const early = await valuation(token, wrap.accountId, '1999-01-01');
    expect(early.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'asAt' });
    expect(early.errors?.[0]?.message).toMatch(/before the account opened/);
    // A day not written yyyy-MM-dd is refused by the Date scalar before the resolver runs, naming the variable.
    const malformed = (await valuation(token, wrap.accountId, '31/12/2024')).errors?.[0];
    expect(malformed?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', scalar: 'Date' });
    expect(malformed?.message).toMatch(/^Variable "\$asAt" got invalid value "31\/12\/2024"; Date must be a calendar day written yyyy-MM-dd/);
  });
});

describe('investment transactions', () => {
  it('pages newest first by cursor without repeats', async () => {
    const { token, wrap } = advisers['wrap.adviser']!;
    const first = (await transactions(token, wrap.accountId, { first: 10 })).data!.investmentTransactions;
    expect(first.edges).toHaveLength(10);
    expect(first.pageInfo).toEqual({ hasNextPage: true, endCursor: '10' });
    const dates = first.edges.map((e) => e.node.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const second = (await transactions(token, wrap.accountId, { first: 10, after: first.pageInfo.endCursor })).data!.investmentTransactions;
    expect(second.edges.map((e) => e.node.id).filter((id) => first.edges.some((e) => e.node.id === id))).toEqual([]);
  });

  it('filters by period, types, keyword and amount, and sorts', async () => {
    const { token, wrap } = advisers['wrap.adviser']!;
    const all = (await transactions(token, wrap.accountId, { first: 1 })).data!.investmentTransactions.totalCount;
    const custom = (await transactions(token, wrap.accountId, { filter: { period: 'CUSTOM', from: '2024-07-01', to: '2025-06-30' }, first: 200 })).data!.investmentTransactions;
    expect(custom.totalCount).toBeGreaterThan(0);
    expect(custom.totalCount).toBeLessThan(all);
    expect(custom.edges.every((e) => e.node.date >= '2024-07-01' && e.node.date <= '2025-06-30')).toBe(true);
    const trades = (await transactions(token, wrap.accountId, { filter: { types: ['BUY', 'SELL'] }, first: 200 })).data!.investmentTransactions;
    expect(trades.totalCount).toBeGreaterThan(0);
    expect(trades.edges.every((e) => e.node.type === 'BUY' || e.node.type === 'SELL')).toBe(true);
    const code = trades.edges[0]!.node.assetCode;
    const kw = (await transactions(token, wrap.accountId, { filter: { keyword: code }, first: 200 })).data!.investmentTransactions;
    expect(kw.edges.length).toBeGreaterThan(0);
    expect(kw.edges.every((e) => `${e.node.assetCode} ${e.node.assetName} ${e.node.description}`.includes(code))).toBe(true);
    const big = (await transactions(token, wrap.accountId, { filter: { minAmount: '1000.00' }, sort: 'AMOUNT', order: 'ASC', first: 50 })).data!.investmentTransactions;
    const amounts = big.edges.map((e) => e.node.amount);
    expect(amounts.every((a) => cents(a) >= 100000)).toBe(true);
    expect(amounts).toEqual([...amounts].sort((a, b) => cents(a) - cents(b)));
    const year = (await transactions(token, wrap.accountId, { filter: { period: 'FINANCIAL_YEAR' }, first: 200 })).data!.investmentTransactions;
    expect(year.totalCount).toBeLessThan(all);
  });

  it('rejects a malformed filter with BAD_USER_INPUT naming the field', async () => {
    const { token, wrap } = advisers['wrap.adviser']!;
    const res = await transactions(token, wrap.accountId, { filter: { period: 'CUSTOM', from: '2025-02-01', to: '2025-01-01' } });
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'to' });
    expect((await transactions(token, wrap.accountId, { first: 500 })).errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'first' });
  });
});

describe('two advisers', () => {
  it('swap account ids: each gets NOT_FOUND for the other’s valuation and transactions', async () => {
    const wrap = advisers['wrap.adviser']!;
    const grow = advisers['grow.adviser']!;
    expect(wrap.wrap.accountId).not.toBe(grow.wrap.accountId);
    for (const [me, other] of [[wrap, grow], [grow, wrap]] as const) {
      expect((await valuation(me.token, me.wrap.accountId)).errors).toBeUndefined();
      for (const id of [other.wrap.accountId, other.wrap.accountNumber]) {
        const v = await valuation(me.token, id);
        expect(v.data?.portfolioValuation ?? null).toBeNull();
        expect(v.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
        const t = await transactions(me.token, id);
        expect(t.data?.investmentTransactions ?? null).toBeNull();
        expect(t.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      }
    }
  });

  it('needs a signed-in user', async () => {
    expect((await gql(VALUATION, { id: advisers['wrap.adviser']!.wrap.accountId })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
