// Two advisers swap account numbers, payment ids and party ids: wrap.adviser's token on grow.adviser's
// payments (and back) never gets data, never acts: every query and mutation is refused.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountsSignedBy, bpay, PAYMENT_FIELDS, save } from './payments-support.ts';
import { gql, passwordGrant } from './support.ts';

interface Side { token: string; account: string; party: string; paymentId: string }
const side = { a: {} as Side, b: {} as Side };

beforeAll(async () => {
  const [a, b] = (await Promise.all([passwordGrant('wrap.adviser'), passwordGrant('grow.adviser')])).map((t) => t.access_token);
  for (const [key, token, party] of [['a', a, 'P0101'], ['b', b, 'P0201']] as const) {
    const [account] = await accountsSignedBy(party);
    const saved = await save(token, bpay(account, { amount: '1.25' }), randomUUID());
    expect(saved.errors, JSON.stringify(saved.errors)).toBeUndefined();
    side[key] = { token, account, party, paymentId: saved.data.savePayment.payment.paymentId };
  }
});

const REFUSED = ['NOT_FOUND', 'FORBIDDEN', 'NO_PAYMENT_PERMISSION', 'ACCOUNT_NOT_FOUND', 'UPSTREAM_NOT_FOUND'];

/** Refused: a GraphQL error with a refusal code, or an answer that carries a refusal code and nothing of the victim's. */
function expectRefused(res: { data?: any; errors?: { extensions?: Record<string, any> }[] }, field: string, leaked: string[]) {
  const text = JSON.stringify(res);
  for (const secret of leaked) expect(text, `${field} leaked ${secret}: ${text}`).not.toContain(secret);
  if (res.errors?.length) {
    expect(REFUSED, text).toContain(res.errors[0].extensions?.code);
    return;
  }
  const answer = res.data?.[field];
  if (field === 'payment') {
    expect(answer, text).toBeNull(); // a payment that is not the caller's reads as none
    return;
  }
  expect(answer, text).toBeTruthy();
  expect(text, `${field} was not refused: ${text}`).toMatch(/FORBIDDEN|NOT_FOUND|NO_PAYMENT_PERMISSION|"hasAccess":false|"canMakePayment":false|"success":false/);
}

function operations(victim: Side) {
  const { account: a, paymentId: p, party } = victim;
  return [
    ['paymentPermissions', 'query($a: String!) { paymentPermissions(accountNumber: $a) { hasAccess canMakePayment signingType productCode } }', { a }],
    ['payeesAndBillers', 'query($a: String!) { payeesAndBillers(accountNumber: $a) { savedBillers { billerCode crn } savedPayees { accountNumber } } }', { a }],
    ['payments', `query($a: String!) { payments(accountNumber: $a, view: AWAITING) { total nodes { ${PAYMENT_FIELDS} } } }`, { a }],
    ['payment', `query($p: ID!) { payment(id: $p) { ${PAYMENT_FIELDS} } }`, { p }],
    ['validatePayment', 'mutation($i: PaymentInput!) { validatePayment(input: $i) { valid paymentAuthorities { partyId name } errors { code } } }', { i: bpay(a) }],
    ['savePayment', `mutation($i: PaymentInput!) { savePayment(input: $i) { payment { ${PAYMENT_FIELDS} } errors { code } } }`, { i: bpay(a) }],
    ['sendPaymentChallenge', 'mutation($p: ID!, $q: String!) { sendPaymentChallenge(paymentId: $p, partyId: $q) { outcome code name } }', { p, q: party }],
    ['closeAccount', 'mutation($a: String!) { closeAccount(accountNumber: $a) { success codes } }', { a }],
    // Last: it would change the victim's payment if it got through.
    ['cancelPayment', 'mutation($p: ID!) { cancelPayment(id: $p) { payment { status } code } }', { p }],
  ] as const;
}

describe.each([
  ['grow.adviser on wrap.adviser’s', 'b', 'a'],
  ['wrap.adviser on grow.adviser’s', 'a', 'b'],
] as const)('%s payments', (_name, asker, victimKey) => {
  it.each(operations({ account: '', paymentId: '', party: '' } as Side).map(([field]) => [field]))('%s is refused', async (field) => {
    const victim = side[victimKey];
    const [, query, variables] = operations(victim).find(([f]) => f === field)!;
    const res = await gql(query, variables as Record<string, unknown>, side[asker].token);
    // The victim's signatory must not show up in the answer (a refused challenge may name the party id it was asked for).
    expectRefused(res, field, field === 'sendPaymentChallenge' ? [] : [victim.party]);
  });

  it("leaves the victim's payment awaiting authorisation", async () => {
    const victim = side[victimKey];
    const res = await gql('query($p: ID!) { payment(id: $p) { status } }', { p: victim.paymentId }, victim.token);
    expect(res.data.payment.status).toBe('AWAITING_AUTHORISATION');
  });
});
