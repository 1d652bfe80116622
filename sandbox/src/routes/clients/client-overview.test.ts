import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../server.js';
import { call, passwordGrant, SETUP_TIMEOUT, testSandbox } from '../../http/test-fixture.js';
import { makeAbn, makeAcn } from './client-profile.js';

// wrap.adviser (M0000001) and grow.adviser (M0000002) share no dealer.
let sandbox: Sandbox;
let a: string;
let b: string;
let person: string;
let company: string;
let devices: string;
let withAccounts: string;
let bClient: string;
let withTermDeposit: string;

const details = (id: string) => `/api/wealth/channel/adviser/v2/adviser/client/${id}/details?badge=mgl`;
const related = (id: string, extra = '') =>
  `/api/wealth/channel/adviser/v1/clients/${id}/related-accounts?badge=mgl&include-balances=true${extra}`;

beforeAll(async () => {
  sandbox = await testSandbox();
  a = (await passwordGrant(sandbox.app, 'wrap.adviser')).access_token;
  b = (await passwordGrant(sandbox.app, 'grow.adviser')).access_token;
  const q = async (where: string) => (await sandbox.db.query<{ contact_id: string }>(
    `select c.contact_id from clients c join user_entities ue on ue.entity_key = c.entity_key
      where ue.mac = 'M0000001' and ${where} order by c.contact_id limit 1`,
  )).rows[0].contact_id;
  person = await q(`c.type = 'individual' and c.contact_id !~ '7$'`);
  company = await q(`c.contact_type = 'Company' and c.contact_id !~ '7$'`);
  devices = await q(`c.contact_id ~ '7$'`);
  withAccounts = await q(`exists (select 1 from accounts ac where ac.client_id = c.contact_id and ac.status_code = 'C')
    and exists (select 1 from accounts ac where ac.client_id = c.contact_id and ac.status_code = 'O')`);
  withTermDeposit = await q(`exists (select 1 from accounts ac where ac.client_id = c.contact_id and ac.account_type = 'TD' and ac.status_code = 'O')`);
  bClient = (await sandbox.db.query<{ contact_id: string }>(
    `select c.contact_id from clients c join user_entities ue on ue.entity_key = c.entity_key where ue.mac = 'M0000002' limit 1`,
  )).rows[0].contact_id;
}, SETUP_TIMEOUT);
afterAll(() => sandbox?.close());

describe('client details', () => {
  it('answers an individual with contacts by sub-type, a residential address, date of birth and login details', async () => {
    const res = await call(sandbox.app, a, details(person));
    expect(res.status).toBe(200);
    expect(res.body.error).toEqual([]);
    const d = res.body.data;
    expect(d).toMatchObject({ contactId: person, type: 'individual', abn: null, businessAddress: null });
    expect(d.mobile.subType).toBe('Mobile');
    expect(d.primaryContact).toEqual(d.mobile);
    expect(d.dateOfBirth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(d.homeAddress).toMatchObject({ type: 'RESIDENTIAL', primary: true, country: 'Australia' });
    expect(d.homeAddress.formattedAddress).toContain(d.homeAddress.suburb);
    expect(['Installed', 'Not Installed', 'In Progress']).toContain(d.clientLoginDetails.authenticatorApp.status);
    expect(typeof d.clientLoginDetails.mobileBankingApp.installed).toBe('boolean');
  });

  it('answers a company with a business address, ABN, ACN and a business number', async () => {
    const d = (await call(sandbox.app, a, details(company))).body.data;
    expect(d).toMatchObject({ type: 'company', contactType: 'Company', dateOfBirth: null, homeAddress: null });
    expect(d.businessAddress.type).toBe('BUSINESS');
    expect(d.office.subType).toBe('Business');
    expect(d.abn).toBe(makeAbn(company));
    expect(d.acn).toBe(makeAcn(company));
  });

  it('carries only DEVICES_ERROR, without login details, for a client whose devices read fails', async () => {
    const res = await call(sandbox.app, a, details(devices));
    expect(res.status).toBe(200);
    expect(res.body.error).toEqual([{ code: 'DEVICES_ERROR', message: expect.any(String) }]);
    expect(res.body.data).toMatchObject({ contactId: devices, clientLoginDetails: null });
  });

  it("answers 404 for another adviser's client, both ways", async () => {
    expect((await call(sandbox.app, b, details(person))).status).toBe(404);
    expect((await call(sandbox.app, a, details(bClient))).status).toBe(404);
    expect((await call(sandbox.app, b, details(bClient))).status).toBe(200);
    expect((await call(sandbox.app, a, related(bClient))).status).toBe(404);
  });
});

describe('related accounts', () => {
  it('filters by account-status and includes balances only when asked', async () => {
    const all = (await call(sandbox.app, a, related(withAccounts, '&account-status=Open,Closed&include-term-deposit-accounts=true'))).body.account_details;
    expect(new Set(all.map((x: { accountStatus: string }) => x.accountStatus))).toEqual(new Set(['Active', 'Closed']));
    expect(all[0]).toMatchObject({ accountShortName: all[0].accountShortName.toUpperCase(), ledgerBalance: expect.any(Number) });
    const open = (await call(sandbox.app, a, related(withAccounts, '&account-status=Open'))).body.account_details;
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((x: { accountStatusCode: string }) => ['O', 'R'].includes(x.accountStatusCode))).toBe(true);
    const types = (extra: string) =>
      call(sandbox.app, a, related(withTermDeposit, `&account-status=Open${extra}`)).then((r) =>
        new Set(r.body.account_details.map((x: { accountType: string }) => x.accountType)));
    expect((await types('')).has('TD')).toBe(false);
    expect((await types('&include-term-deposit-accounts=true')).has('TD')).toBe(true);
    const bare = (await call(sandbox.app, a, `/api/wealth/channel/adviser/v1/clients/${withAccounts}/related-accounts?account-status=Open`)).body.account_details;
    expect(bare[0].ledgerBalance).toBeNull();
  });
});

describe('identifiers', () => {
  it('makes ABNs that pass the ABN check and ACNs that pass the ACN check', () => {
    for (const id of ['C0000001', 'C0000042', 'C0001234']) {
      const abn = makeAbn(id).replace(/ /g, '').split('').map(Number);
      abn[0] -= 1;
      expect(abn.reduce((s, d, i) => s + d * [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19][i], 0) % 89).toBe(0);
      const acn = makeAcn(id).replace(/ /g, '').split('').map(Number);
      expect((10 - (acn.slice(0, 8).reduce((s, d, i) => s + d * (8 - i), 0) % 10)) % 10).toBe(acn[8]);
    }
  });
});
