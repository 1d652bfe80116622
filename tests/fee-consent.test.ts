// Advice fee consent through the gateway against the seeded sandbox: the arrangements as exact Money and Decimal, the
// rule's refusal, and the policy's: a user who swaps in another adviser's account is NOT_FOUND, a user who may see an
// arrangement at view-only access is FORBIDDEN to send its renewal; a failing upstream is an error, not an empty list.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearFaults, gql, MONEY_TEXT, passwordGrant, setFault, storeRows, type Tokens } from './support.ts';

const LIST = /* GraphQL */ `query($filter: FeeArrangementFilter, $first: Int) { feeArrangements(filter: $filter, first: $first) {
  totalCount todayDate counts { current renewalDue overdue lapsed ended } rules { rule days source }
  arrangements { accountNumber clientName feeAmount feeRate status daysLeft feeStopsDate canSendRenewal }
} }`;
const SEND = /* GraphQL */ `mutation($a: String!) { sendFeeRenewal(accountNumber: $a) { sent refusal arrangement { status renewal { status } } } }`;

let wrap: Tokens;
let grow: Tokens;
let limited: Tokens;

beforeAll(async () => {
  [wrap, grow, limited] = await Promise.all([passwordGrant('wrap.adviser'), passwordGrant('grow.adviser'), passwordGrant('limited.access')]);
});
afterEach(() => clearFaults());

describe('fee arrangements', () => {
  it("answers the adviser's arrangements with exact fees, counts by status and the rules' day counts", async () => {
    const res = await gql(LIST, { first: 200 }, wrap.access_token);
    expect(res.errors).toBeUndefined();
    const page = res.data.feeArrangements;
    const c = page.counts;
    expect(page.totalCount).toBe(c.current + c.renewalDue + c.overdue + c.lapsed + c.ended);
    expect(page.rules.map((r: { days: number }) => r.days)).toEqual([30, 60, 150]);
    for (const a of page.arrangements) {
      expect(a.feeAmount === null ? a.feeRate : a.feeAmount).not.toBeNull();
      if (a.feeAmount !== null) expect(a.feeAmount).toMatch(MONEY_TEXT);
      if (a.feeRate !== null) expect(a.feeRate).toMatch(/^\d+(\.\d{1,3})?$/);
      expect(a.canSendRenewal).toBe(a.status === 'RENEWAL_DUE' || a.status === 'OVERDUE');
    }
  });

  it('filters by status', async () => {
    const res = await gql(LIST, { filter: { statuses: ['LAPSED'] }, first: 200 }, wrap.access_token);
    expect(res.data.feeArrangements.arrangements.length).toBeGreaterThan(0);
    expect(res.data.feeArrangements.arrangements.every((a: { status: string; feeStopsDate: string | null }) => a.status === 'LAPSED' && a.feeStopsDate)).toBe(true);
  });

  it('is an error, not an empty list, when the bank fails', async () => {
    await setFault({ path: '/api/wealth/advice-fees/*', status: 503 });
    const res = await gql(LIST, {}, wrap.access_token);
    expect(res.errors?.[0]?.extensions?.code).toMatch(/^UPSTREAM_/);
  });
});

describe('sending a renewal, by the one policy', () => {
  it("refuses another adviser's arrangement as not found, before the bank is asked", async () => {
    const [theirs] = (await gql(LIST, { filter: { statuses: ['RENEWAL_DUE', 'OVERDUE'] }, first: 1 }, wrap.access_token)).data.feeArrangements.arrangements;
    const res = await gql(SEND, { a: theirs.accountNumber }, grow.access_token);
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', action: 'fees.renewConsent' });
  });

  it('lets a view-only user see the arrangement but not send its renewal', async () => {
    const [view] = await storeRows<{ account_number: string }>(
      `select a.account_number from user_account_access x join fee_arrangements f on f.account_id = x.account_id join accounts a on a.account_id = x.account_id
        where x.mac = 'M0000005' and x.access = 'VIEW' order by 1 limit 1`,
    );
    const seen = (await gql(LIST, { filter: { keyword: view.account_number } }, limited.access_token)).data.feeArrangements.arrangements;
    expect(seen.map((a: { accountNumber: string }) => a.accountNumber)).toEqual([view.account_number]);
    expect(seen[0].canSendRenewal).toBe(false);
    const res = await gql(SEND, { a: view.account_number }, limited.access_token);
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', action: 'fees.renewConsent' });
    expect(res.errors?.[0]?.message).toBe('You need limited or full access to this account to send a renewal.');
  });

  it('sends a due renewal, and says why a current one is not sent', async () => {
    const list = (await gql(LIST, { filter: { statuses: ['RENEWAL_DUE'] }, first: 1 }, wrap.access_token)).data.feeArrangements.arrangements;
    const sent = await gql(SEND, { a: list[0].accountNumber }, wrap.access_token);
    expect(sent.data.sendFeeRenewal).toMatchObject({ sent: true, refusal: null, arrangement: { status: 'RENEWAL_DUE', renewal: { status: 'SENT' } } });
    const [current] = (await gql(LIST, { filter: { statuses: ['CURRENT'] }, first: 1 }, wrap.access_token)).data.feeArrangements.arrangements;
    expect((await gql(SEND, { a: current.accountNumber }, wrap.access_token)).data.sendFeeRenewal).toEqual({ sent: false, refusal: 'NOT_DUE', arrangement: null });
  });
});
