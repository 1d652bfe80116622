// A client's total across accounts through the gateway against the seeded sandbox (issue 31 §3): the sum of the
// counted balances the accounts table shows, a wrap's own cash account not added twice, by product and by asset
// class to the cent, and each counted balance the one its account page shows.
import { beforeAll, describe, expect, it } from 'vitest';
import { cents, gql, passwordGrant, sandboxApi } from './support.ts';

const OVERVIEW = /* GraphQL */ `query($id: ID!) { clientOverview(contactId: $id) {
  accounts { accountId accountNumber accountType accountStatus ledgerBalance product includedIn counted }
  total { value accounts byProduct { product accounts value weight } byAssetClass { assetClass value weight } }
} }`;
const PAGE = /* GraphQL */ `query($n: String!) { account(accountNumber: $n) { kind ledgerBalance netPortfolioValue } }`;

let token: string;
let clientIds: string[];
beforeAll(async () => {
  token = (await passwordGrant('wrap.adviser')).access_token;
  const clients = (await sandboxApi('/api/wealth/ada/search/clients?query=c00&limit=60', token)).body.data as Array<{ contact_id: string }>;
  clientIds = clients.map((c) => c.contact_id);
});

const sum = (values: string[]) => values.reduce((s, v) => s + cents(v), 0);

describe('client total', () => {
  it('adds up the counted balances once, by product and by asset class, for clients with wraps, cash and deposits', async () => {
    let withWrapCash = 0;
    for (const id of clientIds) {
      const res = await gql(OVERVIEW, { id }, token);
      expect(res.errors).toBeUndefined();
      const { accounts, total } = res.data.clientOverview;
      const counted = accounts.filter((a: { counted: boolean }) => a.counted);
      expect(cents(total.value)).toBe(sum(counted.map((a: { ledgerBalance: string }) => a.ledgerBalance)));
      expect(total.accounts).toBe(counted.length);
      expect(sum(total.byProduct.map((p: { value: string }) => p.value))).toBe(cents(total.value));
      for (const a of accounts) {
        // A wrap's own cash account names a wrap account of the client's, whose balance holds it.
        if (a.product === 'WRAP_CASH') {
          expect(accounts.some((w: { accountNumber: string; accountType: string }) => w.accountType === 'WRAP' && w.accountNumber === a.includedIn)).toBe(true);
          expect(a.counted).toBe(false);
          withWrapCash++;
        }
        if (a.accountType === 'MOT') expect(a).toMatchObject({ product: 'ONLINE_TRADING', counted: false });
      }
      if (total.byAssetClass) {
        // The wraps' valuations add up to their balances, so the classes add up to the total to the cent.
        expect(sum(total.byAssetClass.map((c: { value: string }) => c.value))).toBe(cents(total.value));
      } else {
        expect(counted.some((a: { accountType: string }) => a.accountType === 'WRAP')).toBe(false);
      }
      if (withWrapCash >= 3) break;
    }
    expect(withWrapCash).toBeGreaterThan(0);
  });

  it("each counted balance is the one the account's page shows", async () => {
    for (const id of clientIds.slice(0, 15)) {
      const { accounts } = (await gql(OVERVIEW, { id }, token)).data.clientOverview;
      for (const a of accounts.filter((x: { counted: boolean }) => x.counted)) {
        const page = (await gql(PAGE, { n: a.accountNumber }, token)).data.account;
        expect(cents(page.kind === 'WRAP' ? page.netPortfolioValue : page.ledgerBalance), a.accountNumber).toBe(cents(a.ledgerBalance));
      }
    }
  });
});
