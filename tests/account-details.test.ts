// Account details for the account pages, through the gateway against the seeded sandbox.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearFaults, gql, MONEY_TEXT, passwordGrant, sandboxApi, setFault, type Tokens } from './support.ts';

const ACCOUNT = /* GraphQL */ `query($n: String!) {
  account(accountNumber: $n) {
    accountId accountNumber accountName accountStatus accountType kind productCode productDescription productType
    businessVenture adviserCode dealerCode openDate ledgerBalance availableBalance netPortfolioValue interestRate
    linkedAccounts { accountNumber accountName relation }
  }
}`;

let t: Tokens;
let mac: string;
beforeAll(async () => {
  t = await passwordGrant('wrap.adviser');
  mac = (await sandboxApi('/api/wealth/channel/user/v1/user/details', t.access_token)).body.data.mac;
});
afterEach(() => clearFaults());

/** One account of the user's by type and status, straight from the sandbox. */
async function firstAccount(token: string, accountType: string, accountStatus = 'Active') {
  const res = await sandboxApi(
    `/api/intermediary-accounts/v2/intermediaries/${mac}/accounts?accountType=${accountType}&accountStatus=${accountStatus}&limit=5`,
    token,
  );
  return res.body.data.accounts[0];
}

describe('account details', () => {
  it('a wrap account has its portfolio balance and its linked cash account', async () => {
    const wrap = await firstAccount(t.access_token, 'WRAP');
    const balance = await sandboxApi(`/api/wealth/channel/portfolio/v1/${wrap.accountId}/balance`, t.access_token);
    const res = await gql(ACCOUNT, { n: wrap.accountNumber }, t.access_token);
    expect(res.errors).toBeUndefined();
    const a = res.data.account;
    expect(a).toMatchObject({ accountId: wrap.accountId, accountNumber: wrap.accountNumber, kind: 'WRAP', accountType: 'WRAP', productType: wrap.wrapProductType });
    // Money text for the upstream number: the same value, written with 2 decimals.
    expect(a.netPortfolioValue).toMatch(MONEY_TEXT);
    expect(Number(a.netPortfolioValue)).toBe(balance.body.netPortfolioValue);
    expect(a.adviserCode).toMatch(/^[A-Z0-9]{5,}$/);
    if (wrap.linkedCashAccount) {
      expect(a.linkedAccounts).toContainEqual({ accountNumber: wrap.linkedCashAccount, accountName: wrap.accountName, relation: 'LINKED_CASH' });
    }
  });

  it('a wrap cash account lists the wrap accounts linked to it, with babbage balances and rate', async () => {
    const res0 = await sandboxApi('/api/wealth/babbage/accounts?productCodes=CMHW&showLinks=true&limit=5', t.access_token);
    const cash = res0.body.accounts.find((row: any) => row.linkedAccounts?.length);
    const res = await gql(ACCOUNT, { n: cash.accountNumber }, t.access_token);
    expect(res.errors).toBeUndefined();
    const a = res.data.account;
    expect(a).toMatchObject({ kind: 'CASH', productType: null, productCode: 'CMHW' });
    for (const field of ['ledgerBalance', 'availableBalance'] as const) {
      expect(a[field]).toMatch(MONEY_TEXT);
      expect(Number(a[field])).toBe(Number(cash[field]));
    }
    // A Decimal keeps the upstream's digits.
    expect(a.interestRate).toBe(String(cash.interestRate));
    expect(a.linkedAccounts.map((l: any) => l.accountNumber)).toEqual(cash.linkedAccounts.map((l: any) => l.accountNumber));
    expect(a.linkedAccounts.every((l: any) => l.relation === 'LINKED_TO_THIS')).toBe(true);
  });

  it("strips a leading '000' from the number", async () => {
    const td = await firstAccount(t.access_token, 'TD');
    const res = await gql(ACCOUNT, { n: `000${td.accountNumber}` }, t.access_token);
    expect(res.errors).toBeUndefined();
    expect(res.data.account).toMatchObject({ accountNumber: td.accountNumber, kind: 'TERM_DEPOSIT' });
  });

  it('a deleted cash or term deposit account answers ACCOUNT_DELETED; a deleted wrap account still answers', async () => {
    const deleted = (await sandboxApi(
      `/api/intermediary-accounts/v2/intermediaries/${mac}/accounts?accountStatus=Deleted&limit=100`,
      t.access_token,
    )).body.data.accounts as any[];
    const cash = deleted.find((a) => a.accountType === 'CASH' || a.accountType === 'TD');
    const wrap = deleted.find((a) => a.accountType === 'WRAP');
    const refused = await gql(ACCOUNT, { n: cash.accountNumber }, t.access_token);
    expect(refused.data.account).toBeNull();
    expect(refused.errors?.[0].extensions?.code).toBe('ACCOUNT_DELETED');
    const shown = await gql(ACCOUNT, { n: wrap.accountNumber }, t.access_token);
    expect(shown.errors).toBeUndefined();
    expect(shown.data.account.accountStatus).toBe('Deleted');
  });

  it("another adviser's account is NOT_FOUND, never data", async () => {
    const other = await passwordGrant('grow.adviser');
    const grow = (await sandboxApi('/api/wealth/channel/user/v1/user/details', other.access_token)).body.data.mac;
    const row = (await sandboxApi(`/api/intermediary-accounts/v2/intermediaries/${grow}/accounts?limit=1`, other.access_token)).body.data.accounts[0];
    const res = await gql(ACCOUNT, { n: row.accountNumber }, t.access_token);
    expect(res.data.account).toBeNull();
    expect(res.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('an upstream failure is UPSTREAM_UNAVAILABLE, not a deleted or missing account', async () => {
    const fresh = await passwordGrant('wrap.adviser'); // a fresh token: no cached answer
    await setFault({ path: '/api/intermediary-accounts/*', status: 503 });
    const res = await gql(ACCOUNT, { n: '238371960' }, fresh.access_token);
    expect(res.data.account).toBeNull();
    expect(res.errors?.[0].extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
  });

  it('productCodes lists the products of the visible accounts', async () => {
    const res = await gql('{ productCodes { code description } }', {}, t.access_token);
    expect(res.errors).toBeUndefined();
    const codes = res.data.productCodes.map((p: any) => p.code);
    expect(codes).toEqual(expect.arrayContaining(['CMHW', 'TD_IFA_C', 'IM']));
    expect(res.data.productCodes.find((p: any) => p.code === 'CMHW').description).toBe('Wrap Cash Account');
  });
});
