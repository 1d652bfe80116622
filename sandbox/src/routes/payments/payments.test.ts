import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../server.js';
import { call, passwordGrant, SETUP_TIMEOUT, testSandbox } from '../../http/test-fixture.js';
import { sydneyToday } from '../shared/format.js';
import { addDays } from '../../seed/calendar.js';
import { MESSAGES } from './payment-model.js';
import { runDuePayments } from './scheduled-run.js';

const P = '/api/wealth/payments';
let sandbox: Sandbox;
let olivia: string;
let grow: string;
let accounts: string[];
let growAccounts: string[];

const accountsOf = async (mac: string) =>
  (await sandbox.db.query<{ account_number: string }>(
    'select a.account_number from payment_permissions pp join accounts a on a.account_id = pp.account_id where pp.mac = $1 order by a.account_id', [mac],
  )).rows.map((r) => r.account_number);

beforeAll(async () => {
  sandbox = await testSandbox();
  olivia = (await passwordGrant(sandbox.app, 'wrap.adviser')).access_token;
  grow = (await passwordGrant(sandbox.app, 'grow.adviser')).access_token;
  accounts = await accountsOf('M0000001');
  growAccounts = await accountsOf('M0000002');
}, SETUP_TIMEOUT);
afterAll(async () => sandbox?.close());

/** The next business day at least `days` ahead. */
async function businessDay(days: number): Promise<string> {
  let d = addDays(sydneyToday(), days);
  for (;;) {
    const dow = new Date(`${d}T00:00:00Z`).getUTCDay();
    const holiday = (await sandbox.db.query('select 1 from public_holidays where date = $1', [d])).rows.length;
    if (dow !== 0 && dow !== 6 && !holiday) return d;
    d = addDays(d, 1);
  }
}

const bpay = (from: string, extra: Record<string, unknown> = {}) => ({
  fromAccountNumber: from, amount: 12.5, scheduleType: 'immediate',
  paymentDestinationBPAY: { biller: '23796', billerName: 'AGL Energy', crn: '40112233' }, toPaymentNarrative: 'Gas bill', ...extra,
});
const eft = (from: string, extra: Record<string, unknown> = {}) => ({
  fromAccountNumber: from, amount: 20, scheduleType: 'immediate',
  paymentDestinationEFT: { bsb: '032-000', accountNumber: '456789', accountName: "O'Brien Plumbing (Sydney)" }, ...extra,
});
const save = (token: string, payload: object, key?: string) =>
  call(sandbox.app, token, `${P}/v2/payment/save`, { method: 'POST', payload, headers: key ? { 'idempotency-key': key } : {} });
const challenge = (token: string, id: string, party: string) =>
  call(sandbox.app, token, `${P}/v2/payment/${id}/signature/${party}/challenge`, { method: 'POST' });
const codes = (body: { error: { errors: { code: string }[] } }) => body.error.errors.map((e) => e.code);

async function phoneCsrf(party: string): Promise<{ body: string; csrf: string }> {
  const page = await sandbox.app.inject({ method: 'GET', url: `/console/phone/${party}` });
  return { body: page.body, csrf: /name="csrf" value="([^"]+)"/.exec(page.body)?.[1] ?? '' };
}
async function phone(party: string, payment: string, action: 'approve' | 'decline' | 'code', form: Record<string, string> = {}) {
  const { csrf } = await phoneCsrf(party);
  return sandbox.app.inject({
    method: 'POST', url: `/console/phone/${party}/challenges/${payment}/${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ csrf: csrf || 'x', ...form }).toString(),
  });
}
const codeOf = async (payment: string, party: string) =>
  (await sandbox.db.query<{ code: string }>('select code from payment_challenges where payment_id = $1 and party_id = $2', [payment, party])).rows[0].code;
const latestAlert = async (token: string) => (await call(sandbox.app, token, '/api/channel/notification-centre/v1/alert')).body.data[0];

describe('permissions and lookups', () => {
  it('answers access and permissions for the caller\'s accounts only; the account number is at most 12 characters', async () => {
    expect(accounts.length).toBeGreaterThan(22);
    const access = await call(sandbox.app, olivia, `${P}/v2/permissions/access/${accounts[0]}`);
    expect(access).toMatchObject({ status: 200, body: { accountNumber: accounts[0], hasAccess: true, access: 'FULL' } });
    const perms = await call(sandbox.app, olivia, `${P}/v2/payment-permissions/${accounts[0]}`);
    expect(perms.body).toMatchObject({ productCode: expect.any(String), canMakePayment: true, signingType: 'Either To Sign' });
    const tooLong = await call(sandbox.app, olivia, `${P}/v2/permissions/access/1234567890123`);
    expect([tooLong.status, codes(tooLong.body)]).toEqual([400, ['ACCOUNT_NUMBER_INVALID']]);
    expect((await call(sandbox.app, grow, `${P}/v2/permissions/access/${accounts[0]}`)).status).toBe(404);
    expect((await call(sandbox.app, grow, `${P}/v2/payment-permissions/${accounts[0]}`)).status).toBe(404);
  });

  it('looks up a BSB and a BPAY biller', async () => {
    expect((await call(sandbox.app, olivia, `${P}/v1/payee-biller/branch/lookup/182-512`)).body).toMatchObject({ bsb: '182512', bankName: 'Macquarie Bank', shortName: 'MBL' });
    const none = await call(sandbox.app, olivia, `${P}/v1/payee-biller/branch/lookup/999999`);
    expect([none.status, codes(none.body)]).toEqual([404, ['BSB_NOT_FOUND']]);
    expect((await call(sandbox.app, olivia, `${P}/v1/payee-biller/branch/lookup/12`)).status).toBe(400);
    expect((await call(sandbox.app, olivia, `${P}/v1/payee-biller/bpay/lookup/23796`)).body).toMatchObject({ billerCode: '23796', billerName: 'AGL Energy' });
    expect((await call(sandbox.app, olivia, `${P}/v1/payee-biller/bpay/lookup/11111`)).status).toBe(404);
  });

  it('lists the payee and biller groups of an account, to its adviser only', async () => {
    const groups = await call(sandbox.app, olivia, `${P}/v1/accounts/${accounts[0]}/payee-biller`);
    expect(groups.body.linkedAccounts).toHaveLength(1);
    expect(groups.body.nominatedAccounts).toHaveLength(1);
    expect(groups.body.taxAccounts.map((t: { type: string }) => t.type).sort()).toEqual(['atoBpay', 'atoEFT']);
    expect(groups.body.savedPayees).toHaveLength(2);
    expect(groups.body.savedBillers).toHaveLength(2);
    expect(Array.isArray(groups.body.clientAccounts)).toBe(true);
    expect((await call(sandbox.app, grow, `${P}/v1/accounts/${accounts[0]}/payee-biller`)).status).toBe(404);
  });

  it('lists public holidays with NSW days', async () => {
    const res = await call(sandbox.app, olivia, `${P}/v1/get-public-holidays`);
    expect(res.body.some((h: { name: string }) => h.name === 'Labour Day (NSW)')).toBe(true);
    expect(res.body[0]).toHaveProperty('date');
  });
});

describe('validate', () => {
  it('answers the signatories with the method the preference order picks', async () => {
    const sole = await call(sandbox.app, olivia, `${P}/v2/validate`, { method: 'POST', payload: bpay(accounts[0]) });
    expect(sole.status).toBe(200);
    expect(sole.body.paymentAuthorities).toEqual([
      { signingType: 'Either To Sign', authPreferences: ['PUSH', 'ROLLING_CODE', 'SMS'], partyId: 'P0101', name: expect.any(String), verificationMethod: 'PUSH' },
      { signingType: 'Either To Sign', authPreferences: ['SMS'], partyId: 'P0103', name: expect.any(String), verificationMethod: 'SMS' },
    ]);
    const dual = await call(sandbox.app, olivia, `${P}/v2/validate`, { method: 'POST', payload: eft(accounts[1]) });
    expect(dual.body.paymentAuthorities.map((a: { signingType: string; verificationMethod: string }) => [a.signingType, a.verificationMethod]))
      .toEqual([['Both To Sign', 'PUSH'], ['Both To Sign', 'ROLLING_CODE']]);
  });

  it('applies the field rules with the messages of 002 §5', async () => {
    const v = async (payload: object) => call(sandbox.app, olivia, `${P}/v2/validate`, { method: 'POST', payload });
    const zero = await v(bpay(accounts[0], { amount: 0 }));
    expect(zero.body.error.errors).toEqual([{ code: 'AMOUNT_NOT_POSITIVE', message: MESSAGES.amountPositive, field: 'amount' }]);
    expect(codes((await v(bpay(accounts[0], { amount: undefined }))).body)).toEqual(['AMOUNT_REQUIRED']);
    // Cents that binary floating point cannot hold exactly (4.56 * 100 is 455.99999999999994) are valid amounts.
    for (const amount of [4.56, 2.22, '4.56', 0.29, 1_234.57]) expect((await v(bpay(accounts[0], { amount }))).status).toBe(200);
    expect(codes((await v(bpay(accounts[0], { amount: 4.567 }))).body)).toEqual(['AMOUNT_NOT_POSITIVE']);
    expect(codes((await v(bpay(accounts[0], { paymentDestinationBPAY: { biller: '23796', crn: '12a' } }))).body)).toEqual(['CRN_NUMERIC']);
    expect(codes((await v(bpay(accounts[0], { paymentDestinationBPAY: { biller: '75556', crn: '1234' } }))).body)).toEqual(['CRN_INVALID']);
    expect(codes((await v(bpay(accounts[0], { paymentDestinationBPAY: { biller: '11111', crn: '1234' } }))).body)).toEqual(['BILLER_CODE_INVALID']);
    expect(codes((await v(eft(accounts[0], { paymentDestinationEFT: { bsb: '999999', accountNumber: '12', accountName: 'Bad; name' } }))).body))
      .toEqual(['ACCOUNT_NAME_CHARACTERS', 'ACCOUNT_NUMBER_DIGITS', 'BSB_INVALID']);
    expect(codes((await v(bpay(accounts[0], { toPaymentNarrative: 'x'.repeat(19) }))).body)).toEqual(['DESCRIPTION_TOO_LONG']);
    expect(codes((await v(bpay(accounts[0], { amount: 500_000.01 }))).body)).toEqual(['OVER_ONLINE_LIMIT']);
  });

  // Issue 28 finding 3: whole cents by the amount's decimal digits, never a float tolerance.
  it('refuses sub-cent amounts on validate and save (no 500, nothing saved as 0.00 or rounded)', async () => {
    const v = async (payload: object) => call(sandbox.app, olivia, `${P}/v2/validate`, { method: 'POST', payload });
    for (const amount of [1e-9, 1.000000001, '1.000000001', 0.001, '0.009', 5e-324, '12.345', -5, '-0.01', '1e2', '.5', 'NaN', true, [5], { value: 5 }]) {
      const checked = await v(bpay(accounts[0], { amount }));
      expect([amount, checked.status, checked.body.error.errors]).toEqual([amount, 400, [{ code: 'AMOUNT_NOT_POSITIVE', message: MESSAGES.amountPositive, field: 'amount' }]]);
      const saved = await save(olivia, bpay(accounts[0], { amount }));
      expect([amount, saved.status, codes(saved.body)]).toEqual([amount, 400, ['AMOUNT_NOT_POSITIVE']]);
    }
    for (const amount of [1e21, '123456789012345678']) expect(codes((await v(bpay(accounts[0], { amount }))).body)).toEqual(['OVER_ONLINE_LIMIT']);
    // Trailing zeros are still whole cents; the amount saved is the one sent.
    for (const [amount, stored] of [['1.000', 1], [0.1, 0.1], ['0.30', 0.3], [9.99, 9.99]] as const) {
      const res = await save(olivia, bpay(accounts[0], { amount }));
      expect([amount, res.status, res.body.amount]).toEqual([amount, 201, stored]);
    }
  });

  // Issue 28 finding 4: the free-text fields have lengths and a character rule, refused with a 400 naming the field.
  it('refuses long or marked-up biller names, nicknames, short names, client descriptions and narratives', async () => {
    const v = async (payload: object) => call(sandbox.app, olivia, `${P}/v2/validate`, { method: 'POST', payload });
    const withBiller = (extra: object) => bpay(accounts[0], { paymentDestinationBPAY: { biller: '23796', billerName: 'AGL Energy', crn: '40112233', ...extra } });
    const fieldsOf = (body: { error: { errors: { code: string; field?: string }[] } }) => body.error.errors.map((e) => `${e.code} ${e.field}`);
    const long = await save(olivia, withBiller({ billerName: 'A'.repeat(5000) }));
    expect([long.status, fieldsOf(long.body)]).toEqual([400, ['BILLER_NAME_INVALID paymentDestinationBPAY.billerName']]);
    expect(fieldsOf((await v(withBiller({ billerName: '<b>AGL</b>', nickname: 'Gas"><script>', billerShortName: 'AGL\u0085' }))).body)).toEqual([
      'BILLER_NAME_INVALID paymentDestinationBPAY.billerName', 'BILLER_NAME_INVALID paymentDestinationBPAY.billerShortName', 'NICKNAME_INVALID paymentDestinationBPAY.nickname',
    ]);
    expect(fieldsOf((await v(withBiller({ nickname: 'n'.repeat(36), billerShortName: 'S'.repeat(21) }))).body)).toEqual([
      'BILLER_NAME_INVALID paymentDestinationBPAY.billerShortName', 'NICKNAME_INVALID paymentDestinationBPAY.nickname',
    ]);
    const description = (clientDescription: unknown) => eft(accounts[0], { paymentDestinationEFT: { bsb: '032-000', accountNumber: '456789', accountName: 'Harbour Accounting', clientDescription } });
    expect(fieldsOf((await v(description('<img src=x>'))).body)).toEqual(['DESCRIPTION_CHARACTERS paymentDestinationEFT.clientDescription']);
    expect(fieldsOf((await v(description('d'.repeat(36)))).body)).toEqual(['DESCRIPTION_TOO_LONG paymentDestinationEFT.clientDescription']);
    expect(fieldsOf((await v(bpay(accounts[0], { fromPaymentNarrative: 'Rent\nline 2', toPaymentNarrative: '<i>x</i>' }))).body)).toEqual([
      'DESCRIPTION_CHARACTERS fromPaymentNarrative', 'DESCRIPTION_CHARACTERS toPaymentNarrative',
    ]);
    // Names of every script, and the punctuation real names and references carry, are taken.
    const ok = await save(olivia, withBiller({ billerName: 'Žluťoučký & Sons (Pty) Ltd.', nickname: "O'Brien's gas #2", billerShortName: 'ZLUT/SONS' }), 'text-rules-ok');
    expect([ok.status, ok.body.paymentDestinationBPAY]).toEqual([201, expect.objectContaining({ billerName: 'Žluťoučký & Sons (Pty) Ltd.', nickname: "O'Brien's gas #2" })]);
  });

  it('checks the balance, business days and future dates', async () => {
    const v = async (payload: object) => call(sandbox.app, olivia, `${P}/v2/validate`, { method: 'POST', payload });
    await sandbox.db.query('update accounts set available_balance = 100 where account_number = $1', [accounts[5]]);
    expect(codes((await v(bpay(accounts[5], { amount: 100.01 }))).body)).toEqual(['INSUFFICIENT_FUNDS']);
    expect((await v(bpay(accounts[5], { amount: 100.01, scheduleType: 'future', schedule: { nextDate: await businessDay(3) } }))).status).toBe(200);
    const christmas = `${Number(sydneyToday().slice(0, 4)) + 1}-12-25`;
    expect(codes((await v(bpay(accounts[5], { scheduleType: 'future', schedule: { nextDate: christmas } }))).body)).toEqual(['NOT_BUSINESS_DAY']);
    let saturday = addDays(sydneyToday(), 1);
    while (new Date(`${saturday}T00:00:00Z`).getUTCDay() !== 6) saturday = addDays(saturday, 1);
    expect(codes((await v(bpay(accounts[5], { scheduleType: 'future', schedule: { nextDate: saturday } }))).body)).toEqual(['NOT_BUSINESS_DAY']);
    expect(codes((await v(bpay(accounts[5], { scheduleType: 'future', schedule: { nextDate: sydneyToday() } }))).body)).toEqual(['NEXT_DATE_NOT_FUTURE']);
    const next = await businessDay(3);
    expect(codes((await v(bpay(accounts[5], { scheduleType: 'recurring', schedule: { nextDate: next, lastDate: next, frequency: 'Yearly' } }))).body))
      .toEqual(['FREQUENCY_INVALID', 'LAST_DATE_NOT_AFTER_NEXT']);
    expect((await v(bpay(accounts[5], { scheduleType: 'recurring', schedule: { nextDate: next, lastDate: addDays(next, 90), frequency: 'Monthly' } }))).status).toBe(200);
  });

  it('refuses another adviser\'s account and a user without payment permission', async () => {
    expect((await call(sandbox.app, grow, `${P}/v2/validate`, { method: 'POST', payload: bpay(accounts[0]) })).status).toBe(404);
    await sandbox.db.query(`update payment_permissions set access = 'VIEW' where account_id = (select account_id from accounts where account_number = $1)`, [accounts[6]]);
    const res = await call(sandbox.app, olivia, `${P}/v2/validate`, { method: 'POST', payload: bpay(accounts[6]) });
    expect([res.status, codes(res.body)]).toEqual([403, ['NO_PAYMENT_PERMISSION']]);
    expect((await call(sandbox.app, olivia, `${P}/v2/permissions/access/${accounts[6]}`)).body.hasAccess).toBe(false);
    // Without payment permission the account cannot be closed either, whatever its seeded closure state (ACCEPTED).
    const close = await call(sandbox.app, olivia, `/api/wealth/cash/v1/accounts/${accounts[6]}/closure`, { method: 'POST' });
    expect([close.status, codes(close.body)]).toEqual([403, ['NO_ENTITLEMENT']]);
    await sandbox.db.query(`update payment_permissions set access = 'FULL' where account_id = (select account_id from accounts where account_number = $1)`, [accounts[6]]);
  });
});

describe('save and the idempotency key', () => {
  it('replays the same key and body, refuses the same key with another body', async () => {
    const first = await save(olivia, bpay(accounts[0]), 'key-replay');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ status: 'AWAITING_AUTHORISATION', paymentAuthorities: [{ partyId: 'P0101', status: 'PENDING' }] });
    const again = await save(olivia, bpay(accounts[0]), 'key-replay');
    expect([again.status, again.body.paymentId, again.headers['idempotent-replayed']]).toEqual([200, first.body.paymentId, 'true']);
    const changed = await save(olivia, bpay(accounts[0], { amount: 13 }), 'key-replay');
    expect([changed.status, codes(changed.body)]).toEqual([422, ['IDEMPOTENCY_KEY_REUSED']]);
    // Another user's key is their own.
    const other = await save(grow, bpay(growAccounts[0]), 'key-replay');
    expect(other.status).toBe(201);
  });

  it('creates exactly one payment from 100 concurrent identical submits', async () => {
    const results = await Promise.all(Array.from({ length: 100 }, () => save(olivia, eft(accounts[7], { amount: 7.77 }), 'key-100')));
    expect(results.every((r) => r.status === 200 || r.status === 201)).toBe(true);
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(new Set(results.map((r) => r.body.paymentId)).size).toBe(1);
    const { rows } = await sandbox.db.query<{ n: number }>(`select count(*)::int as n from payments where idempotency_key = 'key-100'`);
    expect(rows[0].n).toBe(1);
  });

  it('saves the payee when asked; saving it again is PAYEE_EXISTS, while a replay of the first save still answers', async () => {
    const body = eft(accounts[0], { paymentDestinationEFT: { bsb: '083004', accountNumber: '998877', accountName: 'New Payee' }, savePayeeBiller: true });
    const first = await save(olivia, body, 'key-new-payee');
    expect(first.status).toBe(201);
    const groups = await call(sandbox.app, olivia, `${P}/v1/accounts/${accounts[0]}/payee-biller`);
    expect(groups.body.savedPayees.filter((p: { accountName: string }) => p.accountName === 'New Payee')).toHaveLength(1);
    const again = await save(olivia, body);
    expect(again.status).toBe(400);
    expect(again.body.error.errors).toEqual([{ code: 'PAYEE_EXISTS', message: MESSAGES.payeeExists, field: 'paymentDestinationEFT.accountNumber' }]);
    // The saved biller AGL with its CRN, to be saved again: the same, on the CRN.
    const biller = await save(olivia, bpay(accounts[0], { savePayeeBiller: true }));
    expect(biller.body.error.errors).toEqual([{ code: 'PAYEE_EXISTS', message: MESSAGES.payeeExists, field: 'paymentDestinationBPAY.crn' }]);
    // Paying a saved payee without asking to save it is fine.
    expect((await save(olivia, { ...body, savePayeeBiller: false })).status).toBe(201);
    const replay = await save(olivia, body, 'key-new-payee');
    expect(replay.status).toBe(200);
    expect(replay.body.paymentId).toBe(first.body.paymentId);
  });
});

describe('challenges', () => {
  it('answers every MFA error code by the party\'s state', async () => {
    const a2 = await save(olivia, bpay(accounts[2], { paymentAuthorities: [{ partyId: 'P0104' }, { partyId: 'P0105' }, { partyId: 'P0106' }] }));
    const a3 = await save(olivia, bpay(accounts[3], { paymentAuthorities: ['P0107', 'P0108', 'P0109'] }));
    const a4 = await save(olivia, bpay(accounts[4], { paymentAuthorities: ['P0110', 'P0111'] }));
    const expected: [string, string, string, number][] = [
      [a2.body.paymentId, 'P0104', 'ACCOUNT_OTP_LOCKED', 423],
      [a2.body.paymentId, 'P0105', 'INVALID_CHALLENGE_SOFT_LOCK', 423],
      [a2.body.paymentId, 'P0106', 'RESEND_CHALLENGE_SOFT_LOCK', 423],
      [a3.body.paymentId, 'P0107', 'MFA_PUSH_NOT_AVAILABLE', 422],
      [a3.body.paymentId, 'P0108', 'NO_AUTHENTICATOR_FOUND', 422],
      [a3.body.paymentId, 'P0109', 'NO_PREFERENCES_FOUND', 422],
      [a4.body.paymentId, 'P0110', 'NO_AUTHORISERS', 422],
      [a4.body.paymentId, 'P0111', 'GENERIC_SERVICE_ERROR', 503],
    ];
    for (const [id, party, code, status] of expected) {
      const res = await challenge(olivia, id, party);
      expect([party, res.status, codes(res.body)]).toEqual([party, status, [code]]);
      expect(res.body.error.errors[0].message).toEqual(expect.any(String));
    }
  });

  it('locks a party who is sent a challenge too often (RESEND) or enters wrong codes (INVALID)', async () => {
    const pay = await save(grow, bpay(growAccounts[0], { paymentAuthorities: ['P0203'] }));
    for (let i = 0; i < 3; i++) expect((await challenge(grow, pay.body.paymentId, 'P0203')).status).toBe(200);
    const fourth = await challenge(grow, pay.body.paymentId, 'P0203');
    expect(codes(fourth.body)).toEqual(['RESEND_CHALLENGE_SOFT_LOCK']);
    expect(codes((await challenge(grow, pay.body.paymentId, 'P0203')).body)).toEqual(['RESEND_CHALLENGE_SOFT_LOCK']);

    const dual = await save(grow, eft(growAccounts[1]));
    expect(dual.body.paymentAuthorities.map((a: { partyId: string }) => a.partyId)).toEqual(['P0201', 'P0202']);
    expect((await challenge(grow, dual.body.paymentId, 'P0202')).body).toMatchObject({ verificationMethod: 'ROLLING_CODE', status: 'SENT' });
    for (let i = 0; i < 3; i++) expect((await phone('P0202', dual.body.paymentId, 'code', { code: 'nope' })).headers.location).toContain('error=');
    expect(codes((await challenge(grow, dual.body.paymentId, 'P0202')).body)).toEqual(['INVALID_CHALLENGE_SOFT_LOCK']);

    // The phone's reset clears earned locks and send counts, not the seeded ones.
    for (const party of ['P0202', 'P0203', 'P0205']) {
      const { csrf } = await phoneCsrf(party);
      const res = await sandbox.app.inject({ method: 'POST', url: `/console/phone/${party}/unlock`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `csrf=${csrf}` });
      expect(res.statusCode).toBe(303);
    }
    expect((await challenge(grow, dual.body.paymentId, 'P0202')).body).toMatchObject({ status: 'SENT' });
    expect((await challenge(grow, pay.body.paymentId, 'P0203')).body).toMatchObject({ status: 'SENT', sends: 1 });
    const seeded = (await sandbox.db.query<{ soft_lock_code: string }>(`select soft_lock_code from payment_parties where party_id = 'P0205'`)).rows[0];
    expect(seeded.soft_lock_code).toBe('INVALID_CHALLENGE_SOFT_LOCK');
  });

  it('sends by SMS when MFA is off (verificationMethod=SMS)', async () => {
    const pay = await save(olivia, eft(accounts[1], { amount: 1 }));
    const res = await call(sandbox.app, olivia, `${P}/v2/payment/${pay.body.paymentId}/signature/P0101/challenge?verificationMethod=SMS`, { method: 'POST' });
    expect(res.body).toMatchObject({ verificationMethod: 'SMS', status: 'SENT' });
    const bad = await call(sandbox.app, olivia, `${P}/v2/payment/${pay.body.paymentId}/signature/P0101/challenge?verificationMethod=PUSH`, { method: 'POST' });
    expect(bad.status).toBe(400);
    await call(sandbox.app, olivia, `${P}/v1/payments/${pay.body.paymentId}/cancel`, { method: 'POST' });
  });

  it('keeps challenges to their adviser', async () => {
    const pay = await save(olivia, bpay(accounts[0]));
    expect((await challenge(grow, pay.body.paymentId, 'P0101')).status).toBe(404);
    expect((await challenge(olivia, pay.body.paymentId, 'P0201')).status).toBe(404);
    expect((await call(sandbox.app, grow, `${P}/v1/payments/${pay.body.paymentId}`)).status).toBe(404);
    expect((await call(sandbox.app, grow, `${P}/v1/payments/${pay.body.paymentId}/cancel`, { method: 'POST' })).status).toBe(404);
    expect((await call(sandbox.app, grow, `${P}/v1/payments?accountNumber=${accounts[0]}`)).status).toBe(404);
  });
});

describe('the signatory\'s phone', () => {
  it('sole authority: one push approval approves the payment and alerts the adviser', async () => {
    const pay = await save(olivia, bpay(accounts[0]));
    const id = pay.body.paymentId;
    expect((await challenge(olivia, id, 'P0101')).body).toMatchObject({ paymentId: id, partyId: 'P0101', verificationMethod: 'PUSH', status: 'SENT' });
    const { body } = await phoneCsrf('P0101');
    expect(body).toContain(id);
    expect(body).toContain('Approve');
    const res = await phone('P0101', id, 'approve');
    expect(res.headers.location).toContain('done=');
    const after = await call(sandbox.app, olivia, `${P}/v1/payments/${id}`);
    expect(after.body.status).toBe('APPROVED');
    expect(await latestAlert(olivia)).toMatchObject({ category: 'approved', object_type: 'payments', approval_id: id, account_number: accounts[0] });
    const history = await call(sandbox.app, olivia, `${P}/v1/payments?view=history`);
    expect(history.body.payments.map((p: { paymentId: string }) => p.paymentId)).toContain(id);
    expect(codes((await challenge(olivia, id, 'P0101')).body)).toEqual(['ACTIVITY_ALREADY_ACTIONED_COMPLETED']);
  });

  it('dual authority: one approval leaves it awaiting, the second (by code) approves it', async () => {
    const pay = await save(olivia, eft(accounts[1]));
    const id = pay.body.paymentId;
    await challenge(olivia, id, 'P0101');
    await challenge(olivia, id, 'P0102');
    await phone('P0101', id, 'approve');
    const half = await call(sandbox.app, olivia, `${P}/v1/payments/${id}`);
    expect(half.body.status).toBe('AWAITING_AUTHORISATION');
    expect(half.body.paymentAuthorities.map((a: { status: string }) => a.status)).toEqual(['APPROVED', 'SENT']);
    const awaiting = await call(sandbox.app, olivia, `${P}/v1/payments?accountNumber=${accounts[1]}&view=awaiting`);
    expect(awaiting.body.payments.map((p: { paymentId: string }) => p.paymentId)).toContain(id);
    const { body } = await phoneCsrf('P0102');
    expect(body).toContain(await codeOf(id, 'P0102'));
    await phone('P0102', id, 'code', { code: await codeOf(id, 'P0102') });
    expect((await call(sandbox.app, olivia, `${P}/v1/payments/${id}`)).body.status).toBe('APPROVED');
  });

  it('decline ends the payment and alerts the adviser; the phone refuses a form without its token', async () => {
    const pay = await save(olivia, bpay(accounts[0], { amount: 3, paymentAuthorities: ['P0103'] }));
    const id = pay.body.paymentId;
    await challenge(olivia, id, 'P0103');
    const forged = await sandbox.app.inject({ method: 'POST', url: `/console/phone/P0103/challenges/${id}/decline`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'csrf=guess' });
    expect(forged.statusCode).toBe(403);
    await phone('P0103', id, 'decline');
    expect((await call(sandbox.app, olivia, `${P}/v1/payments/${id}`)).body.status).toBe('DECLINED');
    expect(await latestAlert(olivia)).toMatchObject({ category: 'rejected', object_type: 'payments', approval_id: id });
  });

  it('lists the phones, escaped', async () => {
    await sandbox.db.query(`update payment_parties set name = '<b>x</b>' where party_id = 'P0111'`);
    const index = await sandbox.app.inject({ method: 'GET', url: '/console/phone' });
    expect(index.body).toContain('P0104');
    expect(index.body).toContain('ACCOUNT_OTP_LOCKED');
    expect(index.body).not.toContain('<b>x</b>');
    expect((await sandbox.app.inject({ method: 'GET', url: '/console/phone/NOPE' })).statusCode).toBe(404);
  });

  it('is absent in production', async () => {
    // The dev guard reads APP_ENV on each request.
    process.env.APP_ENV = 'production';
    try {
      expect((await sandbox.app.inject({ method: 'GET', url: '/console/phone' })).statusCode).toBe(404);
      expect((await sandbox.app.inject({ method: 'GET', url: '/console/phone/P0101' })).statusCode).toBe(404);
    } finally {
      delete process.env.APP_ENV;
    }
  });
});

describe('manage payments', () => {
  it('cancels an awaiting payment; schedules a future one that runs on its date', async () => {
    const pay = await save(olivia, bpay(accounts[0], { amount: 4 }));
    const cancelled = await call(sandbox.app, olivia, `${P}/v1/payments/${pay.body.paymentId}/cancel`, { method: 'POST' });
    expect(cancelled.body.status).toBe('CANCELLED');
    expect((await call(sandbox.app, olivia, `${P}/v1/payments/${pay.body.paymentId}/cancel`, { method: 'POST' })).status).toBe(409);

    const next = await businessDay(3);
    const future = await save(olivia, bpay(accounts[0], { amount: 5, scheduleType: 'future', schedule: { nextDate: next } }));
    const id = future.body.paymentId;
    await challenge(olivia, id, 'P0101');
    await phone('P0101', id, 'approve');
    const scheduled = await call(sandbox.app, olivia, `${P}/v1/payments?view=scheduled`);
    expect(scheduled.body.payments.map((p: { paymentId: string }) => p.paymentId)).toContain(id);
    const account = await sandbox.db.query<{ account_id: string }>('select account_id from payments where payment_id = $1', [id]);
    const listed = async () =>
      ((await call(sandbox.app, olivia, `/api/wealth/channel/cash/v1/accounts/${account.rows[0].account_id}/scheduled-payments`)).body.data as { payment_id: string; next_payment_date: string; frequency: string }[])
        .filter((r) => r.payment_id === id).map((r) => ({ d: r.next_payment_date, frequency: r.frequency }));
    expect(await listed()).toEqual([{ d: next, frequency: 'Once' }]);
    const balance = async () => Number((await sandbox.db.query<{ b: string }>('select available_balance as b from accounts where account_number = $1', [accounts[0]])).rows[0].b);
    const before = await balance();
    await runDuePayments(sandbox.db, { paymentId: id }, next);
    expect((await call(sandbox.app, olivia, `${P}/v1/payments/${id}`)).body.status).toBe('PROCESSED');
    expect(await balance()).toBeCloseTo(before - 5, 2);
    expect(await listed()).toEqual([]);
  });

  it('runs a recurring payment on each date until its last', async () => {
    const next = await businessDay(3);
    const pay = await save(olivia, bpay(accounts[0], { amount: 2, scheduleType: 'recurring', schedule: { nextDate: next, lastDate: addDays(next, 20), frequency: 'Weekly' } }));
    const id = pay.body.paymentId;
    await challenge(olivia, id, 'P0101');
    await phone('P0101', id, 'approve');
    await runDuePayments(sandbox.db, { paymentId: id }, addDays(next, 8));
    const mid = await call(sandbox.app, olivia, `${P}/v1/payments/${id}`);
    expect([mid.body.status, mid.body.schedule.nextDate]).toEqual(['APPROVED', addDays(next, 14)]);
    await runDuePayments(sandbox.db, { paymentId: id }, addDays(next, 30));
    expect((await call(sandbox.app, olivia, `${P}/v1/payments/${id}`)).body.status).toBe('PROCESSED');
  });

  it('debits an approved immediate payment at once', async () => {
    const balance = async () => Number((await sandbox.db.query<{ b: string }>('select available_balance as b from accounts where account_number = $1', [accounts[0]])).rows[0].b);
    const before = await balance();
    const pay = await save(olivia, bpay(accounts[0], { amount: 1.25 }));
    await challenge(olivia, pay.body.paymentId, 'P0101');
    await phone('P0101', pay.body.paymentId, 'approve');
    expect(await balance()).toBeCloseTo(before - 1.25, 2);
  });
});

describe('pension intents and closure', () => {
  it('submits a pension payment with a result per authoriser and refuses over $500,000', async () => {
    const { rows } = await sandbox.db.query<{ account_number: string }>(
      `select a.account_number from accounts a join account_advisers aa on aa.account_id = a.account_id join user_entities ue on ue.entity_key = aa.entity_key
        where ue.mac = 'M0000001' and a.account_type = 'WRAP' and a.wrap_product_type = 'Pension' and a.account_status = 'Active' and a.ledger_balance > 1000
        order by a.account_id limit 1`,
    );
    const body = (amount: number) => ({
      submission_details: { portal: 'Adviser Online', requester_name: 'Olivia', requester_mac: 'M0000001' },
      account_details: { account_number: rows[0].account_number }, client_details: { date_of_birth: '1950-01-01' },
      request_details: { amount, option: 'gross', to_account_number: '123456', to_account_bsb: '062000', to_account_name: 'Client', to_account_branch: 'Sydney', badge: 'mgl' },
    });
    const ok = await call(sandbox.app, olivia, '/api/wealth/traverse/v1/intent/pension_payments', { method: 'POST', payload: body(100) });
    expect(ok.status).toBe(200);
    expect(ok.body.pension_payments).toMatchObject({ id: expect.any(String), intent_id: expect.any(String), sla: expect.any(String), result: 'SUBMITTED' });
    expect(ok.body.pension_payments.authorisers[0]).toMatchObject({ authoriser_name: expect.any(String), signing_method: expect.any(String), activity_id: expect.any(String), errors: [] });
    expect(ok.body.meta.server_time).toEqual(expect.any(String));
    const big = await call(sandbox.app, olivia, '/api/wealth/traverse/v1/intent/pension_payments', { method: 'POST', payload: body(500_001) });
    expect([big.status, big.body.errors[0].code]).toEqual([422, 'OVER_ONLINE_LIMIT']);
    expect((await call(sandbox.app, grow, '/api/wealth/traverse/v1/intent/pension_payments', { method: 'POST', payload: body(100) })).status).toBe(404);
    const rollover = await call(sandbox.app, olivia, '/api/wealth/traverse/v1/intent/pension_rollover', { method: 'POST', payload: body(100) });
    expect(rollover.body.data).toMatchObject({ id: expect.any(String), intent_id: expect.any(String), authorisers: expect.any(Array) });
    // Issue 28 §3: a sub-cent amount, a marked-up or overlong name is a 400 naming the field; only known fields are kept.
    const send = (payload: object) => call(sandbox.app, olivia, '/api/wealth/traverse/v1/intent/pension_payments', { method: 'POST', payload });
    for (const amount of [1e-9, 100.001, '0.005']) {
      const res = await send({ ...body(1), request_details: { ...body(1).request_details, amount } });
      expect([amount, res.status, res.body.errors[0].message]).toEqual([amount, 400, 'request_details.amount must be an amount in dollars greater than zero with at most 2 decimals']);
    }
    const named = await send({ ...body(100), request_details: { ...body(100).request_details, to_account_name: '<b>Client</b>' } });
    expect([named.status, named.body.errors[0].message]).toEqual([400, "request_details.to_account_name must be at most 35 letters, digits, spaces, ' - ( )"]);
    const extra = await send({ ...body(100.1), junk: 'x'.repeat(1000) });
    const { rows: kept } = await sandbox.db.query<{ amount: string; payload: Record<string, unknown> }>('select amount, payload from pension_intents where intent_id = $1', [extra.body.data.intent_id]);
    expect([kept[0].amount, Object.keys(kept[0].payload).sort()]).toEqual(['100.10', ['account_details', 'client_details', 'request_details', 'submission_details']]);
  });

  it('answers every closure code of 002 §8 by the account\'s state', async () => {
    const close = (token: string, n: string) => call(sandbox.app, token, `/api/wealth/cash/v1/accounts/${n}/closure`, { method: 'POST' });
    const seen: Record<string, number> = {};
    for (let i = 6; i < 23; i++) {
      const res = await close(olivia, accounts[i]);
      const code = res.status === 200 ? 'ACCEPTED' : res.body.error?.errors?.[0]?.code ?? String(res.status);
      seen[code] = res.status;
    }
    expect(seen).toEqual({
      ACCEPTED: 200, NO_ENTITLEMENT: 403, 205: 422, 705: 422, 706: 422, 208: 422, 404: 404, 206: 422, 201: 422, 202: 422, 207: 422,
      203: 422, 409: 409, 204: 422, 211: 422, 209: 422, 500: 500,
    });
    expect((await close(olivia, accounts[9])).body.error.errors[0].code).toBe('705');
    // The real rules: an awaiting or scheduled payment (207; the back office's scheduled payments count), then the balance (211).
    expect((await close(olivia, accounts[3])).body.error.errors[0].code).toBe('207');
    const { rows } = await sandbox.db.query<{ account_number: string; scheduled: boolean }>(
      `select a.account_number, exists (select 1 from payments p where p.account_id = a.account_id and p.status = 'APPROVED' and p.schedule_type <> 'immediate') as scheduled
         from accounts a where a.account_number = any($1::text[]) and a.account_number <> $2`,
      [accounts.slice(0, 6), accounts[3]],
    );
    const scheduled = rows.find((r) => r.scheduled)?.account_number;
    const plain = rows.find((r) => !r.scheduled)!.account_number;
    if (scheduled) expect((await close(olivia, scheduled)).body.error.errors[0].code).toBe('207');
    expect((await close(olivia, plain)).body.error.errors[0].code).toBe('211');
    expect((await close(grow, plain)).status).toBe(404);
  });
});

describe('the seed on a larger store', () => {
  it('gives accounts past the detailed ones their authority, signatories and permissions in bulk', async () => {
    const { rows } = await sandbox.db.query<{ signing_type: string; parties: string[] }>(
      `select pa.signing_type, array_agg(s.party_id order by s.position) as parties from payment_permissions pp
         join payment_authorities pa on pa.account_id = pp.account_id join account_signatories s on s.account_id = pp.account_id
        where pp.mac = 'M0000001' group by pp.account_id, pa.signing_type order by pp.account_id`,
    );
    expect(rows.length).toBe(accounts.length);
    for (const [i, r] of rows.entries()) {
      if (i < 5) continue;
      expect(r).toEqual(i % 2 ? { signing_type: 'Both To Sign', parties: ['P0102', 'P0103'] } : { signing_type: 'Either To Sign', parties: ['P0103'] });
    }
  });
});

describe('the policy decides before the handler (issue 28 findings 1 and 2)', () => {
  /** The first of `numbers` that `token` sees (200) and may not pay from. */
  async function seenNotPayable(token: string, numbers: string[]): Promise<string> {
    for (const n of numbers) {
      const res = await call(sandbox.app, token, `${P}/v2/payment-permissions/${n}`);
      if (res.status === 200 && res.body.canMakePayment === false && res.body.access === 'NONE') return n;
    }
    throw new Error('no account seen without payment permission');
  }

  it('refuses a user who sees the account but may not pay from it: no cancel, no SMS to the signatory', async () => {
    const amelia = (await passwordGrant(sandbox.app, 'limited.access')).access_token;
    const payable = accounts.slice(0, 6).filter((_, i) => i !== 3);
    const from = await seenNotPayable(amelia, payable);
    const pay = await save(olivia, bpay(from));
    expect(pay.status).toBe(201);
    const id = pay.body.paymentId;
    const party = pay.body.paymentAuthorities[0].partyId;
    const cancel = await call(sandbox.app, amelia, `${P}/v1/payments/${id}/cancel`, { method: 'POST' });
    expect([cancel.status, codes(cancel.body)]).toEqual([403, ['NO_PAYMENT_PERMISSION']]);
    for (let i = 0; i < 4; i++) {
      const sent = await challenge(amelia, id, party);
      expect([sent.status, codes(sent.body)]).toEqual([403, ['NO_PAYMENT_PERMISSION']]);
    }
    const after = await call(sandbox.app, olivia, `${P}/v1/payments/${id}`);
    expect(after.body.status).toBe('AWAITING_AUTHORISATION');
    const { rows } = await sandbox.db.query<{ sends: number }>('select sends from payment_challenges where payment_id = $1', [id]);
    expect(rows.every((r) => r.sends === 0)).toBe(true);
    // The signatory was never soft-locked: the adviser's own challenge is sent.
    expect((await challenge(olivia, id, party)).body).toMatchObject({ status: 'SENT' });
  });

  it('refuses closure to a user without the entitlement whatever closure state the account was seeded with', async () => {
    const noah = (await passwordGrant(sandbox.app, 'dealer.staff')).access_token;
    const { rows } = await sandbox.db.query<{ account_number: string; code: string }>(
      `select a.account_number, s.code from account_closure_states s join accounts a on a.account_id = s.account_id order by a.account_id`,
    );
    const accepted = rows.filter((r) => r.code === 'ACCEPTED').map((r) => r.account_number);
    const target = await seenNotPayable(noah, accepted);
    const close = await call(sandbox.app, noah, `/api/wealth/cash/v1/accounts/${target}/closure`, { method: 'POST' });
    expect([close.status, close.body.error.errors[0].code]).toEqual([403, 'NO_ENTITLEMENT']);
    const closures = await sandbox.db.query('select 1 from account_closures c join accounts a on a.account_id = c.account_id where a.account_number = $1', [target]);
    expect(closures.rows).toEqual([]);
  });
});
