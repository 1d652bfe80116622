// The adviser's book through the gateway against the seeded sandbox: the same figures as the sandbox's call, money as
// exact text, the threshold kept per user, and a failing upstream reported as an error.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cents, clearFaults, gql, MONEY_TEXT, passwordGrant, sandboxApi, setFault, type Tokens } from './support.ts';

const BOOK = /* GraphQL */ `query { book {
  asAt monthAgo lowCashThreshold
  total { accounts balance balanceMonthAgo change }
  products { product figure { accounts balance balanceMonthAgo change } }
  allocation { assetClass value }
  needsAttention {
    lowCash { count more items { accountId accountNumber balance maturityDate } }
    maturingTermDeposits { count more items { accountNumber maturityDate } }
    paymentsAwaitingAuthorisation { count items { paymentId amount } }
    requestsAwaitingAdviser { count items { intentId caseId requestName } }
    scheduledPaymentsShort { count windowDays items { accountNumber shortfall } }
  }
} }`;
const SET = /* GraphQL */ `mutation($t: Money!) { setBookLowCashThreshold(threshold: $t) { lowCashThreshold needsAttention { lowCash { count items { balance } } } } }`;

let wrap: Tokens;
let vision: Tokens;

beforeAll(async () => {
  [wrap, vision] = await Promise.all([passwordGrant('wrap.adviser'), passwordGrant('vision.adviser')]);
});
afterEach(() => clearFaults());

describe('book', () => {
  it('answers the sandbox’s figures as exact Money, products adding up to the total', async () => {
    const [res, raw] = await Promise.all([gql(BOOK, {}, vision.access_token), sandboxApi('/api/intermediary-accounts/v1/intermediaries/M0000008/book', vision.access_token)]);
    expect(res.errors).toBeUndefined();
    const book = res.data.book;
    expect(book.products.map((p: { product: string }) => p.product)).toEqual(['CASH', 'TERM_DEPOSIT', 'INVESTMENT', 'SUPER', 'PENSION']);
    for (const p of book.products) {
      for (const v of [p.figure.balance, p.figure.balanceMonthAgo, p.figure.change]) expect(v).toMatch(MONEY_TEXT);
      expect(cents(p.figure.change)).toBe(cents(p.figure.balance) - cents(p.figure.balanceMonthAgo));
    }
    const sum = book.products.reduce((s: number, p: { figure: { balance: string } }) => s + cents(p.figure.balance), 0);
    expect(cents(book.total.balance)).toBe(sum);
    expect(cents(book.total.balance)).toBe(Math.round(raw.body.total.balance * 100));
    expect(book.total.accounts).toBe(raw.body.total.accounts);
    expect(book.allocation.reduce((s: number, a: { value: string }) => s + cents(a.value), 0)).toBe(sum);
    expect(book.asAt).toBe(raw.body.as_at);
  });

  it('keeps the low-cash threshold for the adviser and lists the accounts below it', async () => {
    const res = await gql(SET, { t: '1000000.00' }, wrap.access_token);
    expect(res.errors).toBeUndefined();
    const set = res.data.setBookLowCashThreshold;
    expect(set.lowCashThreshold).toBe('1000000.00');
    expect(set.needsAttention.lowCash.count).toBeGreaterThan(0);
    for (const item of set.needsAttention.lowCash.items) expect(cents(item.balance)).toBeLessThan(100_000_000);
    // A new sign-in (another browser) reads it back.
    const again = await passwordGrant('wrap.adviser');
    expect((await gql(BOOK, {}, again.access_token)).data.book.lowCashThreshold).toBe('1000000.00');
    expect((await gql(SET, { t: '5000.00' }, wrap.access_token)).data.setBookLowCashThreshold.lowCashThreshold).toBe('5000.00');
  });

  it('refuses a negative threshold or a part of a cent', async () => {
    for (const t of ['-1.00', '12.345']) {
      const res = await gql(SET, { t }, wrap.access_token);
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it('answers null with an upstream error when the sandbox fails', async () => {
    await setFault({ path: '/api/intermediary-accounts/v1/intermediaries/*/book', status: 503 });
    // Another user: the gateway keeps each user's answers for a moment.
    const res = await gql(BOOK, {}, (await passwordGrant('grow.adviser')).access_token);
    expect(res.data.book).toBeNull();
    expect(res.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
  });
});
