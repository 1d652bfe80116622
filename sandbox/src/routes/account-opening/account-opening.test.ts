import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../server.js';
import { call, passwordGrant, SETUP_TIMEOUT, testSandbox } from '../../http/test-fixture.js';
import { ageOn, validTfn } from './application-rules.js';

const B = '/api/wealth/onboarding/v1';
let sandbox: Sandbox;
const tokens: Record<string, string> = {};
const PDF = Buffer.from('%PDF-1.4\n%test\n').toString('base64');

beforeAll(async () => {
  sandbox = await testSandbox();
  for (const u of ['wrap.adviser', 'grow.adviser', 'dealer.staff', 'vision.adviser']) tokens[u] = (await passwordGrant(sandbox.app, u)).access_token;
}, SETUP_TIMEOUT * 2);
afterAll(async () => sandbox?.close());

const as = (user: string, url: string, opts: Parameters<typeof call>[3] = {}) => call(sandbox.app, tokens[user], url, opts);
const csrfOf = async (url: string) => /name="csrf" value="([^"]+)"/.exec((await sandbox.app.inject({ method: 'GET', url })).body)![1];
const form = async (page: string, action: string) =>
  sandbox.app.inject({ method: 'POST', url: `${page}${action}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ csrf: await csrfOf(page) }).toString() });

const NEW_CLIENT = {
  first_name: 'Harriet', last_name: 'Okafor', date_of_birth: '1970-02-28', street: '1 Collins St', suburb: 'Melbourne', state: 'VIC',
  postcode: '3000', email: 'harriet@example.com', mobile: '0412345678', tfn_status: 'PROVIDED', tfn: '123 456 782',
};

async function completeDraft(product = 'TD') {
  const started = await as('wrap.adviser', `${B}/applications`, { method: 'POST', payload: { product } });
  expect(started.status).toBe(201);
  const id = started.body.data.application_id as string;
  const saved = await as('wrap.adviser', `${B}/applications/${id}`, {
    method: 'PUT',
    payload: {
      step: 'review', client: { new: NEW_CLIENT },
      options: product === 'TD' ? { amount: '25000.10', term_months: 12, interest_payment: 'AT_MATURITY', maturity_instruction: 'REINVEST' } : { statement_frequency: 'MONTHLY' },
      linked_account: { bsb: '182-512', account_number: '123456789', account_name: 'H Okafor' },
    },
  });
  expect(saved.status).toBe(200);
  return id;
}

describe('account opening', () => {
  it('offers the products of the user\'s brand products', async () => {
    expect((await as('wrap.adviser', `${B}/products`)).body.data.map((p: { product: string }) => p.product)).toEqual(['CASH', 'TD', 'INVESTMENT', 'SUPER', 'PENSION']);
    expect((await as('vision.adviser', `${B}/products`)).body.data.map((p: { product: string }) => p.product)).toEqual(['INVESTMENT', 'SUPER', 'PENSION']);
  });

  it('keeps a draft part by part, and refuses a part that breaks its rules naming the field', async () => {
    const id = (await as('wrap.adviser', `${B}/applications`, { method: 'POST', payload: { product: 'PENSION' } })).body.data.application_id;
    const young = await as('wrap.adviser', `${B}/applications/${id}`, { method: 'PUT', payload: { client: { new: { ...NEW_CLIENT, date_of_birth: '1990-01-01' } } } });
    expect([young.status, young.body.message]).toEqual([400, 'client.new.date_of_birth: the client must be at least 60 to open this account']);
    const badTfn = await as('wrap.adviser', `${B}/applications/${id}`, { method: 'PUT', payload: { client: { new: { ...NEW_CLIENT, date_of_birth: '1950-01-01', tfn: '123456789' } } } });
    expect(badTfn.body.message).toBe('client.new.tfn must be a valid tax file number of 8 or 9 digits');
    const subCent = await as('wrap.adviser', `${B}/applications/${id}`, { method: 'PUT', payload: { options: { amount: '30000.001', investment_menu: 'CORE', pension_frequency: 'MONTHLY' } } });
    expect(subCent.body.message).toBe('options.amount must be an amount in dollars and whole cents');
    const fee = await as('wrap.adviser', `${B}/applications/${id}`, { method: 'PUT', payload: { adviser_fee: { ongoing_type: 'PERCENT', ongoing_percent: '2.21' } } });
    expect(fee.body.message).toBe('adviser_fee.ongoing_percent must be from 0.01 to 2.20 with at most 2 decimals');
    const ok = await as('wrap.adviser', `${B}/applications/${id}`, {
      method: 'PUT',
      payload: { step: 'fees', client: { new: { ...NEW_CLIENT, date_of_birth: '1950-01-01' } }, options: { amount: '30000.10', investment_menu: 'CORE', pension_frequency: 'MONTHLY' }, adviser_fee: { ongoing_type: 'PERCENT', ongoing_percent: '1.1' } },
    });
    expect(ok.status).toBe(200);
    const again = (await as('wrap.adviser', `${B}/applications/${id}`)).body.data;
    expect([again.step, again.client_name, again.options.amount, again.adviser_fee.ongoing_percent, again.client.new_client.tfn_last_digits]).toEqual(['fees', 'Harriet Okafor', 30000.1, '1.10', '782']);
    const incomplete = await as('wrap.adviser', `${B}/applications/${id}/submit`, { method: 'POST' });
    expect([incomplete.status, incomplete.body.message]).toEqual([400, 'the application is not complete: linked_account missing']);
  });

  it('submits once for one key, the client signs, the back office verifies and the account is searchable', async () => {
    const id = await completeDraft();
    const key = { 'idempotency-key': `k-${id}` };
    const [first, second] = await Promise.all([
      as('wrap.adviser', `${B}/applications/${id}/submit`, { method: 'POST', headers: key }),
      as('wrap.adviser', `${B}/applications/${id}/submit`, { method: 'POST', headers: key }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.headers['idempotent-replayed'], second.headers['idempotent-replayed']].filter(Boolean)).toEqual(['true']);
    expect(first.body.data.status).toBe('AWAITING_CLIENT_SIGNATURE');
    const other = await as('wrap.adviser', `${B}/applications/${id}/submit`, { method: 'POST', headers: { 'idempotency-key': 'another' } });
    expect(other.status).toBe(409);
    const reused = await as('wrap.adviser', `${B}/applications/${await completeDraft()}/submit`, { method: 'POST', headers: key });
    expect(reused.status).toBe(422);

    const phone = `/console/phone/applications/${id}`;
    expect((await sandbox.app.inject({ method: 'GET', url: phone })).body).toContain('Harriet Okafor');
    expect((await form(phone, '/sign')).statusCode).toBe(303);
    expect((await as('wrap.adviser', `${B}/applications/${id}`)).body.data.status).toBe('SUBMITTED');

    const office = `/console/applications/${id}`;
    await form(office, '/documents');
    expect((await as('wrap.adviser', `${B}/applications/${id}`)).body.data.status).toBe('AWAITING_DOCUMENTS');
    const badFile = await as('wrap.adviser', `${B}/applications/${id}/documents`, { method: 'POST', payload: { files: [{ file_name: 'id.pdf', content_type: 'image/png', content: PDF }] } });
    expect([badFile.status, badFile.body.message]).toEqual([400, 'files[0].content_type says PNG but the file is a PDF']);
    const uploaded = await as('wrap.adviser', `${B}/applications/${id}/documents`, { method: 'POST', payload: { files: [{ file_name: 'licence.pdf', content_type: 'application/pdf', content: PDF }] } });
    expect(uploaded.body.data.documents.map((d: { document_name: string }) => d.document_name)).toEqual(['licence.pdf']);

    await Promise.all([form(office, '/verify'), form(office, '/verify')]);
    const opened = (await as('wrap.adviser', `${B}/applications/${id}`)).body.data;
    expect(opened.status).toBe('OPENED');
    const { rows } = await sandbox.db.query<{ n: number; account_type: string }>(
      "select count(*)::int as n, min(account_type) as account_type from accounts where client_id in (select contact_id from clients where last_name = 'Okafor')",
    );
    expect(rows[0]).toEqual({ n: 1, account_type: 'TD' });
    const found = await as('wrap.adviser', `/api/intermediary-accounts/v2/intermediaries/M0000001/accounts?keyword=${opened.account_number}`);
    expect(JSON.stringify(found.body)).toContain(opened.account_number);
    const alerts = (await as('wrap.adviser', '/api/channel/notification-centre/v1/alert')).body.data;
    expect(alerts[0].text).toContain(`account ${opened.account_number} is open`);
  });

  it('answers another dealer\'s application as unknown, and lets dealer staff see but not act', async () => {
    const id = await completeDraft('CASH');
    expect((await as('grow.adviser', `${B}/applications/${id}`)).status).toBe(404);
    expect((await as('grow.adviser', `${B}/applications/${id}/cancel`, { method: 'POST' })).status).toBe(404);
    expect((await as('dealer.staff', `${B}/applications/${id}`)).status).toBe(200);
    const refused = await as('dealer.staff', `${B}/applications/${id}/cancel`, { method: 'POST' });
    expect(refused.status).toBe(403);
    expect((await as('dealer.staff', `${B}/applications`, { method: 'POST', payload: { product: 'CASH' } })).status).toBe(403);
  });

  it('expires, cancels and resends by its state', async () => {
    const id = await completeDraft('CASH');
    expect((await as('wrap.adviser', `${B}/applications/${id}/resend`, { method: 'POST' })).status).toBe(409);
    await form(`/console/applications/${id}`, '/expire');
    expect((await as('wrap.adviser', `${B}/applications/${id}`)).body.data.status).toBe('EXPIRED');
    expect((await as('wrap.adviser', `${B}/applications/${id}/cancel`, { method: 'POST' })).status).toBe(409);
  });

  it('checks tax file numbers and ages by their rules', () => {
    expect([validTfn('123456782'), validTfn('123456789'), validTfn('12345678')]).toEqual([true, false, false]);
    expect([ageOn('1966-03-01', '2026-02-28'), ageOn('1966-03-01', '2026-03-01')]).toEqual([59, 60]);
  });
});
