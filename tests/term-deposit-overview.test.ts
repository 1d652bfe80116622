// A term deposit's overview figures through the gateway against the seeded sandbox (issue 31 §3): interest to date
// as Money text, agreeing with the deposit's balance the way its payment method says, and the balance the account
// list shows.
import { beforeAll, describe, expect, it } from 'vitest';
import { cents, gql, MONEY_TEXT, passwordGrant, sandboxApi } from './support.ts';

const ACCOUNT = /* GraphQL */ `query($n: String!) {
  account(accountNumber: $n) {
    accountNumber ledgerBalance
    termDeposit { principal interestRate startDate maturityDate interestFrequency interestPaymentMethod interestAtMaturity interestEarned }
  }
}`;
const LIST = /* GraphQL */ `query($k: String!) {
  accountSearch(filter: { keyword: $k, accountTypes: [TD] }, first: 5) { nodes { accountNumber accountBalance } }
}`;

let token: string;
let deposits: Array<{ accountNumber: string; accountBalance: number }>;
beforeAll(async () => {
  token = (await passwordGrant('wrap.adviser')).access_token;
  const mac = (await sandboxApi('/api/wealth/channel/user/v1/user/details', token)).body.data.mac;
  const res = await sandboxApi(`/api/intermediary-accounts/v2/intermediaries/${mac}/accounts?accountType=TD&accountStatus=Active&limit=40`, token);
  deposits = res.body.data.accounts;
});

describe('term deposit overview', () => {
  it('answers interest to date that the balance, principal and term agree with', async () => {
    const seen = new Set<string>();
    for (const td of deposits) {
      const res = await gql(ACCOUNT, { n: td.accountNumber }, token);
      expect(res.errors).toBeUndefined();
      const { ledgerBalance, termDeposit: f } = res.data.account;
      if (!f) continue;
      expect(f.interestEarned).toMatch(MONEY_TEXT);
      expect(cents(f.interestEarned)).toBeGreaterThanOrEqual(0);
      expect(cents(f.interestEarned)).toBeLessThanOrEqual(cents(f.interestAtMaturity));
      const periodic = f.interestFrequency !== 'AT_MATURITY';
      if (periodic && f.interestPaymentMethod === 'REINVEST') {
        // Reinvested: the deposit is the principal plus every period's interest paid so far, to the cent.
        expect(cents(ledgerBalance)).toBe(cents(f.principal) + cents(f.interestEarned));
      } else {
        expect(cents(ledgerBalance)).toBe(cents(f.principal));
      }
      // Interest at maturity is paid once, at the end: none before it.
      if (!periodic) expect(f.interestEarned).toBe('0.00');
      seen.add(`${f.interestFrequency}:${f.interestPaymentMethod}`);
    }
    // The seed has reinvested periodic deposits and others; both branches above ran.
    expect([...seen].some((k) => k.endsWith(':REINVEST') && !k.startsWith('AT_MATURITY'))).toBe(true);
    expect([...seen].some((k) => k.startsWith('AT_MATURITY'))).toBe(true);
  });

  it("the overview's balance is the account list's", async () => {
    const td = deposits[0]!;
    const page = (await gql(ACCOUNT, { n: td.accountNumber }, token)).data.account;
    const list = (await gql(LIST, { k: td.accountNumber }, token)).data.accountSearch.nodes;
    const row = list.find((n: { accountNumber: string }) => n.accountNumber === td.accountNumber);
    expect(row).toBeDefined();
    expect(cents(row.accountBalance)).toBe(cents(page.ledgerBalance));
  });
});
