// Cash transactions search over HTTP, browser-free: sandbox → gateway → GraphQL. Filters, sorting and cursor
// paging; two advisers swap account numbers and each gets NOT_FOUND for the other's; bad input is BAD_USER_INPUT;
// users the menu rule leaves out get nothing from the API either.
import { beforeAll, describe, expect, it } from 'vitest';
import { cents, gql, passwordGrant, sandboxApi } from './support.ts';

let wrapAdviser: string;
let visionAdviser: string;
beforeAll(async () => {
  [wrapAdviser, visionAdviser] = (await Promise.all(['wrap.adviser', 'vision.adviser'].map((u) => passwordGrant(u)))).map((t) => t.access_token);
});

interface Tx {
  id: string;
  accountNumber: string;
  accountName: string;
  date: string;
  description: string;
  amount: string;
  direction: 'CREDIT' | 'DEBIT';
}

const SEARCH = `query($filter: CashTransactionFilter, $sort: CashTransactionSortColumn, $order: CashTransactionSortOrder, $first: Int, $after: String) {
  cashTransactions(filter: $filter, sort: $sort, order: $order, first: $first, after: $after) {
    totalCount endCursor transactions { id accountNumber accountName date description amount direction }
  }
}`;

async function search(token: string, variables: Record<string, unknown> = {}) {
  const res = await gql<{ cashTransactions: { totalCount: number; endCursor: string | null; transactions: Tx[] } }>(SEARCH, variables, token);
  return res;
}

describe('cash transactions search', () => {
  it('pages newest first with a cursor, without repeats', async () => {
    const first = await search(wrapAdviser, { first: 10 });
    expect(first.errors).toBeUndefined();
    const page1 = first.data!.cashTransactions;
    expect(page1.transactions).toHaveLength(10);
    expect(page1.totalCount).toBeGreaterThan(10);
    expect(page1.endCursor).toBe('10');
    const dates = page1.transactions.map((t) => t.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const page2 = (await search(wrapAdviser, { first: 10, after: page1.endCursor })).data!.cashTransactions;
    expect(page2.transactions.map((t) => t.id).filter((id) => page1.transactions.some((t) => t.id === id))).toEqual([]);
  });

  it('filters by account, direction, amounts, keyword and dates, and sorts by amount', async () => {
    const any = (await search(wrapAdviser, { first: 1 })).data!.cashTransactions.transactions[0]!;
    const account = (await search(wrapAdviser, { filter: { accountNumber: any.accountNumber }, first: 200 })).data!.cashTransactions;
    // The last month of the account's ledger (the search's period without dates).
    expect(account.totalCount).toBeGreaterThan(3);
    expect(account.endCursor).toBeNull();
    expect(account.transactions.every((t) => t.accountNumber === any.accountNumber)).toBe(true);

    const debits = (await search(wrapAdviser, { filter: { direction: 'DEBIT', minAmount: '100.00', maxAmount: '1000.00' }, first: 100 })).data!.cashTransactions.transactions;
    expect(debits.length).toBeGreaterThan(0);
    expect(debits.every((t) => t.direction === 'DEBIT' && cents(t.amount) <= -10000 && cents(t.amount) >= -100000)).toBe(true);

    const bpay = (await search(wrapAdviser, { filter: { keyword: 'bpay' }, first: 100 })).data!.cashTransactions.transactions;
    expect(bpay.length).toBeGreaterThan(0);
    expect(bpay.every((t) => t.description.startsWith('BPAY'))).toBe(true);

    const dated = (await search(wrapAdviser, { filter: { from: any.date, to: any.date }, first: 200 })).data!.cashTransactions.transactions;
    expect(dated.length).toBeGreaterThan(0);
    expect(dated.every((t) => t.date === any.date)).toBe(true);

    const byAmount = (await search(wrapAdviser, { sort: 'AMOUNT', order: 'ASC', first: 50 })).data!.cashTransactions.transactions.map((t) => t.amount);
    expect(byAmount).toEqual([...byAmount].sort((a, b) => cents(a) - cents(b)));
  });

  it('two advisers swap account numbers: each gets NOT_FOUND for the other’s, and never sees it in their list', async () => {
    // vision.adviser holds Vision cash accounts but not the Cash product, so the gateway answers them nothing at
    // all (the rule, below); their side of the swap is asked of the wealth API itself, which scopes by adviser.
    const mine = (await search(wrapAdviser, { first: 1 })).data!.cashTransactions.transactions[0]!.accountNumber;
    const direct = (query: string) => sandboxApi(`/api/wealth/channel/cash/v1/transactions?${query}`, visionAdviser);
    const theirs = ((await direct('limit=1')).body as { data: { account_number: string }[] }).data[0]!.account_number;
    expect(mine).not.toBe(theirs);
    expect((await search(wrapAdviser, { filter: { accountNumber: theirs } })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await direct(`accountNumber=${mine}`)).status).toBe(404);
    const theirAll = ((await direct('limit=200')).body as { data: { account_number: string }[] }).data;
    expect(theirAll.map((t) => t.account_number)).not.toContain(mine);
  });

  it('rejects a malformed filter with BAD_USER_INPUT naming the field', async () => {
    const res = await search(wrapAdviser, { filter: { from: '2026-11-02', to: '2026-11-01' } });
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'to' });
    expect((await search(wrapAdviser, { first: 500 })).errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'first' });
  });

  it('the menu item and the plugin follow rule cashTransactions: on for mgl advisers with the Cash product, off for oasis and without Cash', async () => {
    const SHELL = '{ shell { access { products } sideNavigation { id children { id } } plugins { id } } }';
    const grow = (await passwordGrant('grow.adviser')).access_token;
    const shellOf = async (token: string) => (await gql(SHELL, {}, token)).data!.shell as { access: { products: string[] }; sideNavigation: { id: string; children?: { id: string }[] }[]; plugins: { id: string }[] };
    const menuIds = (shell: Awaited<ReturnType<typeof shellOf>>) => shell.sideNavigation.flatMap((i) => [i.id, ...(i.children ?? []).map((c) => c.id)]);
    const mgl = await shellOf(wrapAdviser);
    expect(menuIds(mgl)).toContain('cash-transactions');
    expect(mgl.plugins.map((p) => p.id)).toContain('cash-transactions');
    const oasis = await shellOf(grow);
    expect(menuIds(oasis)).not.toContain('cash-transactions');
    expect(oasis.plugins.map((p) => p.id)).not.toContain('cash-transactions');
    const vision = await shellOf(visionAdviser);
    // vision.adviser holds the Vision product only (no Cash), so the rule leaves the item out.
    expect(vision.access.products).not.toContain('Cash');
    expect(menuIds(vision)).not.toContain('cash-transactions');
  });

  it('the API follows the same rule: users the menu leaves out (no Cash product, or oasis) get NOT_FOUND, not their cash transactions', async () => {
    const [wrapOnly, grow] = await Promise.all(['wrap.only', 'grow.adviser'].map(async (u) => (await passwordGrant(u)).access_token));
    for (const token of [visionAdviser, wrapOnly, grow]) {
      const res = await search(token, { first: 5 });
      expect(res.data?.cashTransactions ?? null).toBeNull();
      expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
  });

  it('needs a signed-in user', async () => {
    const res = await gql(SEARCH, {});
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
