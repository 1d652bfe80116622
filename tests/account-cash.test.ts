// Cash account pages over HTTP, browser-free: sandbox → gateway → GraphQL. A cash account's ledger (filters,
// periods, sorting, cursor paging, the running balance ending at the ledger balance), a wrap account's linked
// cash, scheduled payments and a super-linked cash account's contributions; two advisers swap account ids and
// each gets NOT_FOUND for the other's; bad input is BAD_USER_INPUT.
import { beforeAll, describe, expect, it } from 'vitest';
import { cents, gql, passwordGrant } from './support.ts';

interface Acc {
  accountId: string;
  accountNumber: string;
  accountStatus: string;
  type: string | null;
  parentAccountId: string | null;
  linkedCashAccount: string | null;
  accountBalance: string | null;
}
interface Entry {
  id: string;
  date: string;
  description: string;
  type: string;
  direction: string;
  amount: string;
  runningBalance: string;
}

const SEARCH = `query($filter: AccountFilter) { accountSearch(filter: $filter, first: 100) {
  nodes { accountId accountNumber accountStatus type parentAccountId linkedCashAccount accountBalance } } }`;
const LEDGER = `query($accountId: ID!, $filter: CashLedgerFilter, $sort: CashLedgerSortColumn, $order: CashLedgerSortOrder, $first: Int, $after: String) {
  cashAccountTransactions(accountId: $accountId, filter: $filter, sort: $sort, order: $order, first: $first, after: $after) {
    totalCount endCursor cashAccountId cashAccountNumber entries { id date description type direction amount runningBalance }
  }
}`;
const SCHEDULED = `query($accountId: ID!) { cashAccountScheduledPayments(accountId: $accountId) { id payeeName amount nextPaymentDate frequency recurring } }`;
const CONTRIBUTIONS = `query($accountId: ID!, $filter: CashContributionFilter) {
  cashAccountContributions(accountId: $accountId, filter: $filter) {
    superLinked totalCount financialYearFrom financialYearTo contributions { id date type contributor amount } totals { type amount count }
  }
}`;

async function accounts(token: string, filter: Record<string, unknown>) {
  const res = await gql<{ accountSearch: { nodes: Acc[] } }>(SEARCH, { filter: { accountStatus: ['Active'], ...filter } }, token);
  expect(res.errors).toBeUndefined();
  return res.data!.accountSearch.nodes;
}
const ledger = (token: string, variables: Record<string, unknown>) => gql<{ cashAccountTransactions: { totalCount: number; endCursor: string | null; cashAccountId: string | null; cashAccountNumber: string | null; entries: Entry[] } }>(LEDGER, variables, token);

let wrapAdviser: string;
let growAdviser: string;
let cash: Acc;
let wrap: Acc;
let growCash: Acc;
let superCash: Acc;
beforeAll(async () => {
  [wrapAdviser, growAdviser] = (await Promise.all(['wrap.adviser', 'grow.adviser'].map((u) => passwordGrant(u)))).map((t) => t.access_token);
  const wrapCash = await accounts(wrapAdviser, { accountTypes: ['CASH'] });
  // Movements are in proportion to the balance (sandbox ledger): one of $20,000 or more moves $15 to $2,000.
  cash = wrapCash.find((a) => !a.parentAccountId && cents(a.accountBalance ?? '0') >= 2_000_000)!;
  const wraps = await accounts(wrapAdviser, { accountTypes: ['WRAP'] });
  wrap = wraps.find((a) => a.linkedCashAccount)!;
  const superWrap = wraps.find((a) => a.type === 'Super' && a.linkedCashAccount)!;
  superCash = (await accounts(wrapAdviser, { accountTypes: ['CASH'], keyword: superWrap.linkedCashAccount })).find((a) => a.accountNumber === superWrap.linkedCashAccount)!;
  growCash = (await accounts(growAdviser, { accountTypes: ['CASH'] }))[0]!;
  expect([cash, wrap, superCash, growCash].every(Boolean)).toBe(true);
});

describe('cash account ledger', () => {
  it('pages newest first with a cursor, and the newest running balance is the account ledger balance', async () => {
    const first = (await ledger(wrapAdviser, { accountId: cash.accountId, first: 20 })).data!.cashAccountTransactions;
    expect(first.entries).toHaveLength(20);
    expect(first.totalCount).toBeGreaterThan(100);
    expect(first.endCursor).toBe('20');
    expect(first.entries.map((e) => e.date)).toEqual(first.entries.map((e) => e.date).sort().reverse());
    const details = await gql<{ account: { ledgerBalance: string | null } }>('query($n: String!) { account(accountNumber: $n) { ledgerBalance } }', { n: cash.accountNumber }, wrapAdviser);
    expect(first.entries[0]!.runningBalance).toBe(details.data!.account.ledgerBalance);
    const second = (await ledger(wrapAdviser, { accountId: cash.accountId, first: 20, after: first.endCursor })).data!.cashAccountTransactions;
    expect(second.entries.filter((e) => first.entries.some((f) => f.id === e.id))).toEqual([]);
    // Exactly, in cents: each movement's running balance less its amount is the one before.
    expect(cents(second.entries[0]!.runningBalance)).toBe(cents(first.entries[19]!.runningBalance) - cents(first.entries[19]!.amount));
  });

  it('filters by period, type, amount and keyword, and sorts by amount', async () => {
    const last90 = (await ledger(wrapAdviser, { accountId: cash.accountId, filter: { period: 'LAST_90_DAYS' }, first: 200 })).data!.cashAccountTransactions;
    const all = (await ledger(wrapAdviser, { accountId: cash.accountId, first: 1 })).data!.cashAccountTransactions;
    expect(last90.totalCount).toBeGreaterThan(0);
    expect(last90.totalCount).toBeLessThan(all.totalCount);
    const custom = (await ledger(wrapAdviser, { accountId: cash.accountId, filter: { period: 'CUSTOM', from: last90.entries.at(-1)!.date, to: last90.entries[0]!.date }, first: 200 })).data!.cashAccountTransactions;
    expect(custom.entries.map((e) => e.id)).toEqual(last90.entries.map((e) => e.id));
    const bpay = (await ledger(wrapAdviser, { accountId: cash.accountId, filter: { types: ['BPAY'], minAmount: '100.00', maxAmount: '900' }, first: 200 })).data!.cashAccountTransactions.entries;
    expect(bpay.length).toBeGreaterThan(0);
    expect(bpay.every((e) => e.type === 'BPAY' && e.direction === 'DEBIT' && cents(e.amount) <= -10000 && cents(e.amount) >= -90000)).toBe(true);
    const fees = (await ledger(wrapAdviser, { accountId: cash.accountId, filter: { keyword: 'keeping fee' }, first: 200 })).data!.cashAccountTransactions.entries;
    expect(fees.length).toBeGreaterThan(0);
    expect(fees.every((e) => e.type === 'FEE' && e.amount === '-5.00')).toBe(true);
    const byAmount = (await ledger(wrapAdviser, { accountId: cash.accountId, sort: 'AMOUNT', order: 'ASC', first: 50 })).data!.cashAccountTransactions.entries.map((e) => e.amount);
    expect(byAmount).toEqual([...byAmount].sort((a, b) => cents(a) - cents(b)));
  });

  it('a wrap account answers its linked cash account ledger', async () => {
    const res = (await ledger(wrapAdviser, { accountId: wrap.accountId, first: 10 })).data!.cashAccountTransactions;
    expect(res.cashAccountNumber).toBe(wrap.linkedCashAccount);
    expect(res.entries.length).toBeGreaterThan(0);
    const direct = (await ledger(wrapAdviser, { accountId: res.cashAccountId, first: 10 })).data!.cashAccountTransactions;
    expect(direct.entries).toEqual(res.entries);
  });

  it('rejects malformed input with BAD_USER_INPUT naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ filter: { period: 'CUSTOM', from: '2026-11-02', to: '2026-11-01' } }, 'to'],
      [{ filter: { period: 'LAST_7_DAYS', from: '2026-11-02' } }, 'period'],
      [{ filter: { minAmount: '10.00', maxAmount: '1.00' } }, 'maxAmount'],
      [{ filter: { keyword: 'k'.repeat(101) } }, 'keyword'],
      [{ first: 500 }, 'first'],
    ];
    for (const [variables, field] of cases) {
      const res = await ledger(wrapAdviser, { accountId: cash.accountId, ...variables });
      // the gateway's own length check names the argument path (cashAccountTransactions.filter.keyword)
      expect(res.errors?.[0]?.extensions, field).toMatchObject({ code: 'BAD_USER_INPUT', field: expect.stringMatching(new RegExp(`(^|\\.)${field}$`)) });
    }
    expect((await ledger(wrapAdviser, { accountId: '../x' })).errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'accountId' });
  });
});

describe('two advisers swap account ids', () => {
  it('each gets NOT_FOUND for the other’s ledger, scheduled payments and contributions, and data for their own', async () => {
    for (const [token, theirs, own] of [
      [growAdviser, [cash, wrap, superCash], growCash],
      [wrapAdviser, [growCash], cash],
    ] as const) {
      for (const account of theirs) {
        const l = await ledger(token, { accountId: account.accountId });
        expect(l.data?.cashAccountTransactions ?? null).toBeNull();
        expect(l.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
        expect((await gql(SCHEDULED, { accountId: account.accountId }, token)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
        expect((await gql(CONTRIBUTIONS, { accountId: account.accountId }, token)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      }
      const mine = (await ledger(token, { accountId: own.accountId, first: 5 })).data!.cashAccountTransactions;
      expect(mine.entries.length).toBeGreaterThan(0);
    }
  });
});

describe('scheduled payments and contributions', () => {
  it('lists scheduled payments soonest first', async () => {
    const wrapCash = await accounts(wrapAdviser, { accountTypes: ['CASH'] });
    let found = false;
    for (const account of wrapCash.slice(0, 30)) {
      const res = await gql<{ cashAccountScheduledPayments: { nextPaymentDate: string; amount: string; payeeName: string; frequency: string; recurring: boolean }[] }>(SCHEDULED, { accountId: account.accountId }, wrapAdviser);
      expect(res.errors).toBeUndefined();
      const list = res.data!.cashAccountScheduledPayments;
      if (!list.length) continue;
      found = true;
      expect(list.map((p) => p.nextPaymentDate)).toEqual(list.map((p) => p.nextPaymentDate).sort());
      expect(list.every((p) => cents(p.amount) > 0 && p.payeeName && p.recurring === (p.frequency !== 'Once'))).toBe(true);
    }
    expect(found).toBe(true);
  });

  it('a super-linked cash account lists contributions of the 002 §3 types with totals for the financial year', async () => {
    const res = await gql<{ cashAccountContributions: { superLinked: boolean; totalCount: number; financialYearFrom: string; contributions: { type: string; amount: string; contributor: string }[]; totals: { type: string; amount: string; count: number }[] } }>(
      CONTRIBUTIONS,
      { accountId: superCash.accountId },
      wrapAdviser,
    );
    expect(res.errors).toBeUndefined();
    const c = res.data!.cashAccountContributions;
    expect(c.superLinked).toBe(true);
    expect(c.totalCount).toBeGreaterThan(0);
    expect(c.financialYearFrom).toMatch(/-07-01$/);
    expect(c.totals.map((t) => t.type)).toEqual(['PERSONAL', 'CHILD', 'SPOUSE', 'EMPSS', 'EMPSG', 'EMPOTH']);
    expect(c.contributions.every((x) => cents(x.amount) > 0 && x.contributor)).toBe(true);
    const sg = (await gql(CONTRIBUTIONS, { accountId: superCash.accountId, filter: { types: ['EMPSG'] } }, wrapAdviser)).data.cashAccountContributions;
    expect(sg.totalCount).toBeGreaterThan(0);
    expect(sg.totalCount).toBeLessThan(c.totalCount);
    expect(sg.contributions.every((x: { type: string }) => x.type === 'EMPSG')).toBe(true);
    const plain = (await gql(CONTRIBUTIONS, { accountId: cash.accountId }, wrapAdviser)).data.cashAccountContributions;
    expect(plain).toMatchObject({ superLinked: false, totalCount: 0, contributions: [], totals: [] });
  });

  it('needs a signed-in user', async () => {
    expect((await gql(LEDGER, { accountId: 'A1' })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
