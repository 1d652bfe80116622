// Issue 28 findings 1 and 2 through the gateway: a user who sees an account but may not pay from it cannot
// cancel another adviser's payment nor send its signatories' challenges, and a user without the closure
// entitlement cannot close an account whose closure state would be accepted. The gateway refuses before any
// call reaches the bank's API (policy/actions.json payment.cancel, payment.challenge, account.close). The
// accounts are the integration seed's counterparts of the 111883916 and 828831774, found in the store.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { bpay, save } from './payments-support.ts';
import { VISIBLE } from './policy-store.ts';
import { gql, passwordGrant, storeRows } from './support.ts';

const OLIVIA = 'M0000001'; // wrap.adviser
const AMELIA = 'M0000005'; // limited.access
const NOAH = 'M0000004'; // dealer.staff

let olivia: string;
let amelia: string;
let noah: string;
let payment: { id: string; party: string };
let closable: string;

beforeAll(async () => {
  [olivia, amelia, noah] = (await Promise.all(['wrap.adviser', 'limited.access', 'dealer.staff'].map((u) => passwordGrant(u)))).map((t) => t.access_token);
  // Finding 1's account: an active cash account wrap.adviser pays from, which limited.access sees without payment permission.
  const [shared] = await storeRows<{ account_number: string }>(
    `with ${VISIBLE}
     select a.account_number from accounts a
       join visible o on o.account_id = a.account_id and o.mac = $1 and o.payment_access in ('FULL', 'LIMITED')
       join visible l on l.account_id = a.account_id and l.mac = $2 and l.payment_access = 'NONE'
      where a.account_type = 'CASH' and a.account_status = 'Active'
        and exists (select 1 from account_signatories s where s.account_id = a.account_id)
      order by a.account_number limit 1`,
    [OLIVIA, AMELIA],
  );
  expect(shared, 'the seed has no account for finding 1').toBeTruthy();
  const saved = await save(olivia, bpay(shared.account_number, { amount: '3.10' }), randomUUID());
  expect(saved.errors, JSON.stringify(saved.errors)).toBeUndefined();
  const p = saved.data.savePayment.payment;
  payment = { id: p.paymentId, party: p.paymentAuthorities[0].partyId };
  // Finding 2's account: seeded to accept a closure, seen by dealer.staff without the entitlement (FULL payment permission).
  const [seen] = await storeRows<{ account_number: string }>(
    `with ${VISIBLE}
     select a.account_number from account_closure_states c join accounts a on a.account_id = c.account_id
       join visible d on d.account_id = a.account_id and d.mac = $1 and d.payment_access <> 'FULL'
      where c.code = 'ACCEPTED' and not exists (select 1 from account_closures x where x.account_id = a.account_id)
      order by a.account_number limit 1`,
    [NOAH],
  );
  expect(seen, 'the seed has no account for finding 2').toBeTruthy();
  closable = seen.account_number;
});

const paymentNow = async () =>
  (await gql('query($p: ID!) { payment(id: $p) { status paymentAuthorities { partyId status } } }', { p: payment.id }, olivia)).data.payment;

describe('finding 1: paying rights, not sight of the account, decide a payment', () => {
  it("limited.access cannot cancel wrap.adviser's payment: refused, and it stays awaiting authorisation", async () => {
    const res = await gql('mutation($p: ID!) { cancelPayment(id: $p) { payment { status } code } }', { p: payment.id }, amelia);
    expect(res.errors?.[0]).toMatchObject({
      message: "You don't have permission to make payments from this account.",
      extensions: { code: 'FORBIDDEN', reason: 'PAYMENT_PERMISSION', policyCode: 'NO_PAYMENT_PERMISSION', action: 'payment.cancel' },
    });
    expect((await paymentNow()).status).toBe('AWAITING_AUTHORISATION');
  });

  it("limited.access cannot send the payment's signatory a challenge", async () => {
    const res = await gql('mutation($p: ID!, $q: String!) { sendPaymentChallenge(paymentId: $p, partyId: $q) { outcome } }', { p: payment.id, q: payment.party }, amelia);
    expect(res.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN', reason: 'PAYMENT_PERMISSION', action: 'payment.challenge' } });
    const sent = await storeRows('select party_id from payment_challenges where payment_id = $1 and sends > 0', [payment.id]);
    expect(sent).toEqual([]);
  });

  it('the payer may still cancel it', async () => {
    const res = await gql('mutation($p: ID!) { cancelPayment(id: $p) { payment { status } code } }', { p: payment.id }, olivia);
    expect(res.data.cancelPayment.payment).toEqual({ status: 'CANCELLED' });
  });
});

describe('finding 2: closing an account needs the closure entitlement, whatever its closure state', () => {
  it('dealer.staff cannot close an account whose closure would be accepted', async () => {
    const res = await gql('mutation($a: String!) { closeAccount(accountNumber: $a) { success } }', { a: closable }, noah);
    expect(res.errors?.[0]).toMatchObject({
      message: "You don't have authority to close this account.",
      extensions: { code: 'FORBIDDEN', reason: 'PAYMENT_PERMISSION', policyCode: 'NO_ENTITLEMENT', action: 'account.close' },
    });
    expect(await storeRows('select 1 from account_closures c join accounts a on a.account_id = c.account_id where a.account_number = $1', [closable])).toEqual([]);
  });
});
