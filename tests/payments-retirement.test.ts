// Pension payments, super and pension intents, dual-authority approval and account closure through the real
// stack: the gateway over HTTP against the sandbox (002 §3, §4, §7, §8; issue 14). grow.adviser's accounts,
// so the browser tests (wrap.adviser) keep theirs.
import { beforeAll, describe, expect, it } from 'vitest';
import { accountsSignedBy, bpay, challenge, phoneApprove, save } from './payments-support.ts';
import { cents, DEV, gql, passwordGrant, sandboxUrl, setFault } from './support.ts';

const MESSAGES = {
  overLimit: "Withdrawals over $500,000 can't be requested online. Please contact us to make this request.",
  unavailable: "This request isn't available for this account.",
  insufficientFunds: "The account balance isn't enough for this amount.",
  genericMfa: "Sorry, sending authorisation to approvers is currently unavailable. Please try again later. To send authorisation, navigate to the Manage payments page and click 'Send authorisation' on the applicable payment.",
  requested: 'Your request to close this account has been received.',
  noAuthority: "You don't have authority to close this account.",
  notClosable: "This account can't be closed at this time. Please contact us on live chat for support.",
  pending: 'This account has pending transactions. It can be closed once they have been processed.',
  manual: 'A closure of this account is already in progress.',
  linked: 'The linked accelerator account is active and must be closed before this account.',
  balance: 'The account balance must be $0.00 before the account can be closed.',
  trading: 'This account is linked to online trading. Please remove clearing and settlement authority before closing it.',
  generic: 'Account closure is currently unavailable. Please try again later.',
};

interface WrapAccount { accountNumber: string; accountName: string; type: string | null; access: string | null; accountBalance: string | null }

async function wrapAccounts(token: string): Promise<WrapAccount[]> {
  const res = await gql('{ accountSearch(filter: { accountTypes: [WRAP], accountStatus: [Active] }, first: 100) { nodes { accountNumber accountName type access accountBalance } } }', {}, token);
  return res.data.accountSearch.nodes;
}

/** The user's active cash accounts' ids by number (the seed hands accounts out in account id order). */
async function cashAccountIds(token: string): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  let after: string | null = null;
  do {
    const res: any = await gql('query($a: String) { accountSearch(filter: { accountTypes: [CASH], accountStatus: [Active] }, first: 100, after: $a) { nodes { accountId accountNumber } pageInfo { hasNextPage endCursor } } }', { a: after }, token);
    for (const n of res.data.accountSearch.nodes) ids.set(n.accountNumber, n.accountId);
    after = res.data.accountSearch.pageInfo.hasNextPage ? res.data.accountSearch.pageInfo.endCursor : null;
  } while (after);
  return ids;
}

/**
 * The user's n-th seeded cash account (sandbox README "Seed"): party ..03 signs account 0 and every account from
 * the 5th, so in account id order its accounts are n = 0, 5, 6, 7, ...
 */
async function nthAccounts(token: string, party03: string): Promise<(n: number) => string> {
  const ids = await cashAccountIds(token);
  const signed = (await accountsSignedBy(party03)).filter((a) => ids.has(a)).sort((a, b) => ids.get(a)!.localeCompare(ids.get(b)!));
  return (n: number) => {
    const account = signed[n === 0 ? 0 : n - 4];
    if (!account || (n > 0 && n < 5)) throw new Error(`no seeded account ${n}`);
    return account;
  };
}

const REQUEST = `mutation($i: RetirementRequestInput!) { requestPensionPayment(input: $i) {
  requestId result intentId sla requestSubmissionTime authorisers { authoriserName signingMethod activityId expiryTime error } errors { code message tier } message } }`;

const destination = { dateOfBirth: '1958-03-07', option: 'Gross', toAccountBsb: '062000', toAccountNumber: '12345678', toAccountName: 'Client Savings', toAccountBranch: 'Sydney' };

let grow: string;
let olivia: string;
let pension: WrapAccount;
let superAccount: WrapAccount;
beforeAll(async () => {
  grow = (await passwordGrant('grow.adviser')).access_token;
  olivia = (await passwordGrant('wrap.adviser')).access_token;
  const accounts = await wrapAccounts(grow);
  // A pension account with room for a payment and for a request above its balance under the online limit.
  const dollars = (a: WrapAccount) => cents(a.accountBalance ?? '0.00') / 100;
  pension = accounts.find((a) => a.type === 'Pension' && a.access === 'FULL' && dollars(a) > 5_000 && dollars(a) < 400_000)!;
  superAccount = accounts.find((a) => a.type === 'Super' && a.access === 'FULL' && dollars(a) > 5_000)!;
  expect(pension).toBeTruthy();
  expect(superAccount).toBeTruthy();
});

describe('adhoc pension payments (002 §3, §7, §8)', () => {
  const pay = (accountNumber: string, amount: number | string, token = grow) =>
    gql(REQUEST, { i: { kind: 'PENSION_PAYMENT', accountNumber, amount, ...destination } }, token);

  it('a pension payment is submitted with a result per authoriser (the account\'s client)', async () => {
    const res = await pay(pension.accountNumber, 1_250.5);
    expect(res.errors).toBeUndefined();
    const r = res.data.requestPensionPayment;
    expect(r).toMatchObject({ result: 'SUBMITTED', sla: '5 business days', errors: [], message: null });
    expect(r.requestId).toMatch(/^PP\d+$/);
    expect(r.intentId).toMatch(/^INT\d+$/);
    expect(Date.parse(r.requestSubmissionTime)).toBeGreaterThan(Date.now() - 60_000);
    expect(r.authorisers).toHaveLength(1);
    const [authoriser] = r.authorisers;
    expect(authoriser.authoriserName.toUpperCase()).toBe(pension.accountName.toUpperCase());
    expect(['SMS', 'EMAIL']).toContain(authoriser.signingMethod);
    expect(authoriser.activityId).toMatch(/^ACT/);
    expect(authoriser.error).toBeNull();
    // Authorisation is asked for 30 days.
    expect(Date.parse(authoriser.expiryTime) - Date.now()).toBeGreaterThan(29 * 86_400_000);
  });

  // Issue 28 finding 3: an amount finer than a cent never reaches the bank (it used to be stored as $0.00).
  // The amount is Money: a part of a cent is refused by the scalar before the resolver runs (the form says so first,
  // in its own words); zero or less is the resolver's, with the form's message on the amount.
  it('an amount finer than a cent is BAD_USER_INPUT on the amount', async () => {
    for (const amount of [1e-9, 100.001, '100.001']) {
      const res = await pay(pension.accountNumber, amount);
      expect([amount, res.data?.requestPensionPayment ?? null, res.errors?.[0].message, res.errors?.[0].extensions]).toEqual([
        amount, null, expect.stringMatching(/"i\.amount".*Money is whole cents/), expect.objectContaining({ code: 'BAD_USER_INPUT' }),
      ]);
    }
    for (const amount of ['0.00', '-5.00', 0]) {
      const res = await pay(pension.accountNumber, amount);
      expect([amount, res.errors?.[0].message, res.errors?.[0].extensions]).toEqual([
        amount, 'Amount must be greater than zero. Please enter a valid payment amount.', expect.objectContaining({ code: 'BAD_USER_INPUT', field: 'amount' }),
      ]);
    }
  });

  it('over $500,000 is refused with the message', async () => {
    const r = (await pay(pension.accountNumber, 500_000.01)).data.requestPensionPayment;
    expect(r).toMatchObject({ requestId: null, intentId: null, authorisers: [], message: MESSAGES.overLimit });
  });

  it('more than the balance is refused: insufficient funds', async () => {
    const r = (await pay(pension.accountNumber, `${Math.ceil(cents(pension.accountBalance!) / 100) + 1_000}.00`)).data.requestPensionPayment;
    expect(r).toMatchObject({ requestId: null, message: MESSAGES.insufficientFunds });
  });

  it('a pension payment from a super account is not available', async () => {
    const r = (await pay(superAccount.accountNumber, 100)).data.requestPensionPayment;
    expect(r).toMatchObject({ requestId: null, message: MESSAGES.unavailable });
  });

  it('without full access to the account the request is refused: no access', async () => {
    const limited = (await passwordGrant('limited.access')).access_token;
    const account = (await wrapAccounts(limited)).find((a) => a.type === 'Pension' && a.access && a.access !== 'FULL');
    expect(account).toBeTruthy();
    // The gateway's policy refuses it (pension.request needs FULL access) before the intent is posted.
    const res = await pay(account!.accountNumber, 100, limited);
    expect(res.errors?.[0]).toMatchObject({ message: "You don't have full access to this account.", extensions: { code: 'FORBIDDEN', reason: 'ACCESS', action: 'pension.request' } });
  });

  it('a brand with digitisation.adhocPensionPayments off is refused: not available', async () => {
    const perpetual = (await passwordGrant('perpetual.adviser')).access_token;
    const res = await pay(pension.accountNumber, 100, perpetual);
    expect(res.errors?.[0]).toMatchObject({ message: MESSAGES.unavailable, extensions: { code: 'FORBIDDEN', reason: 'FLAG_OFF', action: 'pension.request' } });
  });

  it("another adviser's account is not found", async () => {
    const mine = new Set((await wrapAccounts(grow)).map((a) => a.accountNumber));
    const theirs = (await wrapAccounts(olivia)).find((a) => a.type === 'Pension' && !mine.has(a.accountNumber))!;
    expect(theirs).toBeTruthy();
    const res = await pay(theirs.accountNumber, 100);
    expect(res.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    // The owner may.
    expect((await pay(theirs.accountNumber, 100, olivia)).data.requestPensionPayment.requestId).toMatch(/^PP/);
  });
});

describe('super and pension intents on the right account type (002 §7)', () => {
  const intent = (kind: string, accountNumber: string, amount?: number) =>
    gql(REQUEST, { i: { kind, accountNumber, ...(amount ? { amount } : {}), ...destination } }, grow);

  for (const [kind, right, wrong] of [
    ['SUPER_ROLLOVER', 'super', 'pension'],
    ['SUPER_WITHDRAWAL', 'super', 'pension'],
    ['PENSION_ROLLOVER', 'pension', 'super'],
  ] as const) {
    it(`${kind} succeeds on a ${right} account and is not available on a ${wrong} account`, async () => {
      const account = (type: string) => (type === 'super' ? superAccount : pension).accountNumber;
      const ok = (await intent(kind, account(right), 100)).data.requestPensionPayment;
      expect(ok).toMatchObject({ result: 'SUBMITTED', message: null, errors: [] });
      expect(ok.requestId).toMatch(/^PP\d+$/);
      expect(ok.authorisers.length).toBeGreaterThan(0);
      const refused = (await intent(kind, account(wrong), 100)).data.requestPensionPayment;
      expect(refused).toMatchObject({ requestId: null, authorisers: [], message: MESSAGES.unavailable });
    });
  }

  it('a rollover needs no amount', async () => {
    const ok = (await intent('PENSION_ROLLOVER', pension.accountNumber)).data.requestPensionPayment;
    expect(ok.requestId).toMatch(/^PP\d+$/);
  });
});

describe('dual authority (002 §3 Both To Sign)', () => {
  async function phoneCode(party: string, paymentId: string) {
    const page = await (await fetch(`${sandboxUrl()}/console/phone/${party}`, { headers: DEV })).text();
    const csrf = /name="csrf" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const code = new RegExp(`aria-label="Code for ${paymentId}">(\\d+)<`).exec(page)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    return fetch(`${sandboxUrl()}/console/phone/${party}/challenges/${paymentId}/code`, {
      method: 'POST', redirect: 'manual',
      headers: { ...DEV, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ csrf, code }).toString(),
    });
  }

  const read = async (id: string) => (await gql('query($id: ID!) { payment(id: $id) { status signingType approvalsRequired paymentAuthorities { partyId status } } }', { id }, grow)).data.payment;
  async function until(id: string, done: (p: any) => boolean) {
    // The gateway caches reads for 2 s.
    for (let i = 0; i < 20; i++) {
      const p = await read(id);
      if (done(p)) return p;
      await new Promise((r) => setTimeout(r, 300));
    }
    return read(id);
  }

  it('one approval leaves the payment awaiting authorisation; the second approves it', async () => {
    const one = new Set(await accountsSignedBy('P0201'));
    const [dual] = (await accountsSignedBy('P0202')).filter((a) => one.has(a));
    expect(dual).toBeTruthy();
    const saved = await save(grow, bpay(dual));
    const payment = saved.data.savePayment.payment;
    expect(payment).toMatchObject({ status: 'AWAITING_AUTHORISATION' });
    expect(payment.paymentAuthorities.map((a: { partyId: string }) => a.partyId).sort()).toEqual(['P0201', 'P0202']);
    expect((await challenge(grow, payment.paymentId, 'P0201')).data.sendPaymentChallenge.outcome).toBe('SENT');
    expect((await challenge(grow, payment.paymentId, 'P0202')).data.sendPaymentChallenge.outcome).toBe('SENT');

    expect((await phoneApprove('P0201', payment.paymentId)).status).toBe(303);
    const half = await until(payment.paymentId, (p) => p.paymentAuthorities.some((a: { status: string }) => a.status === 'APPROVED'));
    expect(half.signingType).toBe('Both To Sign');
    expect(half.approvalsRequired).toBe(2);
    expect(half.status).toBe('AWAITING_AUTHORISATION');
    expect(half.paymentAuthorities.filter((a: { status: string }) => a.status === 'APPROVED')).toEqual([{ partyId: 'P0201', status: 'APPROVED' }]);

    expect((await phoneCode('P0202', payment.paymentId)).status).toBe(303);
    const both = await until(payment.paymentId, (p) => p.status === 'APPROVED');
    expect(both.status).toBe('APPROVED');
    expect(both.paymentAuthorities.map((a: { status: string }) => a.status)).toEqual(['APPROVED', 'APPROVED']);
  });
});

describe('account closure: every mapped code of 002 §8', () => {
  const close = (accountNumber: string) =>
    gql('mutation($a: String!) { closeAccount(accountNumber: $a) { success closureId status codes reasons messages } }', { a: accountNumber }, grow);
  let nth: (n: number) => string;
  beforeAll(async () => {
    nth = await nthAccounts(grow, 'P0203');
  });

  it('finds the seeded accounts by their order (the linked payee carries it)', async () => {
    for (const n of [0, 6, 22]) {
      const res = await gql('query($a: String!) { payeesAndBillers(accountNumber: $a) { linkedAccounts { accountNumber } } }', { a: nth(n) }, grow);
      expect(res.data.payeesAndBillers.linkedAccounts[0].accountNumber).toBe(String(100_000_000 + n * 7919));
    }
  });

  const TABLE: [n: number, code: string, reason: string, message: string][] = [
    [7, 'NO_ENTITLEMENT', 'NO_AUTHORITY', MESSAGES.noAuthority],
    [8, '205', 'NOT_CLOSABLE', MESSAGES.notClosable],
    [9, '705', 'NOT_CLOSABLE', MESSAGES.notClosable],
    [10, '706', 'NOT_CLOSABLE', MESSAGES.notClosable],
    [11, '208', 'NOT_CLOSABLE', MESSAGES.notClosable],
    [12, '404', 'NOT_CLOSABLE', MESSAGES.notClosable],
    [13, '206', 'PENDING_TRANSACTIONS', MESSAGES.pending],
    [14, '201', 'PENDING_TRANSACTIONS', MESSAGES.pending],
    [15, '202', 'PENDING_TRANSACTIONS', MESSAGES.pending],
    [16, '207', 'PENDING_TRANSACTIONS', MESSAGES.pending],
    [17, '203', 'MANUAL_CLOSURE', MESSAGES.manual],
    [18, '409', 'MANUAL_CLOSURE', MESSAGES.manual],
    [19, '204', 'ACTIVE_LINKED_ACCOUNT', MESSAGES.linked],
    [20, '211', 'OUTSTANDING_BALANCE', MESSAGES.balance],
    [21, '209', 'ONLINE_TRADING', MESSAGES.trading],
    [22, '500', 'GENERIC', MESSAGES.generic],
  ];
  for (const [n, code, reason, message] of TABLE) {
    const technical = ['404', '409', '500'].includes(code) ? ' (technical: the HTTP status, no code)' : '';
    it(`${code}${technical} -> ${reason}`, async () => {
      const res = await close(nth(n));
      expect(res.errors).toBeUndefined();
      expect(res.data.closeAccount).toEqual({ success: false, closureId: null, status: null, codes: [code], reasons: [reason], messages: [message] });
    });
  }

  it('ACCEPTED closes the account with a closure id; a second request is a closure in progress (203)', async () => {
    const first = (await close(nth(6))).data.closeAccount;
    expect(first).toMatchObject({ success: true, status: 'CLOSURE_REQUESTED', codes: [], reasons: [], messages: [MESSAGES.requested] });
    expect(first.closureId).toMatch(/^CL/);
    expect((await close(nth(6))).data.closeAccount).toMatchObject({ success: false, codes: ['203'], reasons: ['MANUAL_CLOSURE'], messages: [MESSAGES.manual] });
  });

  it("another adviser's account is not found, in the closure's words: not closable", async () => {
    const theirs = (await accountsSignedBy('P0103'))[0];
    // The gateway's policy refuses an account the caller does not see before the closure is asked for.
    expect((await close(theirs)).errors?.[0]).toMatchObject({ message: MESSAGES.notClosable, extensions: { code: 'NOT_FOUND', action: 'account.close' } });
  });

  it('an unparseable answer, or a status the table does not know, is the generic message', async () => {
    const account = nth(20);
    const path = `/api/wealth/cash/v1/accounts/${account}/closure`;
    await setFault({ path, method: 'POST', malformed: true, times: 1 });
    expect((await close(account)).data.closeAccount).toMatchObject({ success: false, reasons: ['GENERIC'], messages: [MESSAGES.generic] });
    await setFault({ path, method: 'POST', status: 503, times: 1 });
    expect((await close(account)).data.closeAccount).toMatchObject({ success: false, codes: ['503'], reasons: ['GENERIC'], messages: [MESSAGES.generic] });
    // The fault spent, the seeded state answers again.
    expect((await close(account)).data.closeAccount.codes).toEqual(['211']);
  });
});
