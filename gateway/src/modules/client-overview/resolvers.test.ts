// The client overview through GraphQL over a fake upstream.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { routeHappyPaths, user } from '../../testing/fixtures.js';
import { startHarness, type Harness } from '../../testing/harness.js';
const clientDetailsPath = (id: string) => `/api/wealth/channel/adviser/v2/adviser/client/${id}/details`;
const relatedAccountsPath = (id: string) => `/api/wealth/channel/adviser/v1/clients/${id}/related-accounts`;

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
  routeHappyPaths(h.upstream);
});
afterEach(() => h.close());

const DETAILS = {
  contactId: 'C1',
  firstName: 'Olivia',
  middleName: null,
  lastName: 'Nguyen',
  fullName: 'Olivia Nguyen',
  email: 'olivia@example.com',
  type: 'individual',
  contactType: 'Person',
  primaryContact: { subType: 'Mobile', value: '0412 345 678' },
  mobile: { subType: 'Mobile', value: '0412 345 678' },
  office: null,
  home: { subType: 'Home', value: '02 9876 5432' },
  fax: null,
  homeAddress: { addressLines: ['12 George Street'], suburb: 'Parramatta', state: 'NSW', postcode: '2150', country: 'Australia', primary: true, type: 'RESIDENTIAL' },
  mailingAddress: null,
  businessAddress: null,
  dateOfBirth: '1970-02-03',
  abn: null,
  acn: null,
  clientLoginDetails: {
    mobileBankingApp: { installed: true, lastLogin: '2026-10-01T01:02:00Z' },
    authenticatorApp: { status: 'In Progress', lastLogin: null },
  },
};

const QUERY = /* GraphQL */ `query ($id: ID!) { clientOverview(contactId: $id) {
  contactId fullName type dateOfBirth abn contacts { subType value }
  residentialAddress { formattedAddress type } mailingAddress { formattedAddress }
  loginDetails { mobileAppInstalled mobileAppLastLogin authenticatorStatus } loginDetailsUnavailable
  accounts { accountNumber accountShortName accountStatus kind pageNumber ledgerBalance }
} }`;

describe('clientOverview', () => {
  it('maps details by sub-type, keeps Active and Closed accounts only and asks for them as 002 §7 says', async () => {
    h.upstream.route('GET', clientDetailsPath('C1'), { body: { data: DETAILS, error: [] } });
    h.upstream.route('GET', relatedAccountsPath('C1'), {
      body: {
        account_details: [
          { accountNumber: '000123456', accountShortName: 'Nguyen cash', productCode: 'CMA', accountType: 'CASH', accountStatus: 'Active', ledgerBalance: 10.5 },
          { accountNumber: 'W1', accountShortName: 'wrap', productCode: 'IM', accountType: 'WRAP', accountStatus: 'Closed', ledgerBalance: 0 },
          { accountNumber: 'P1', accountShortName: 'pending', productCode: 'IM', accountType: 'WRAP', accountStatus: 'Pending' },
          { accountNumber: 'D1', accountShortName: 'deleted', productCode: 'IM', accountType: 'WRAP', accountStatus: 'Deleted' },
        ],
      },
    });
    const res = await h.query(QUERY, { token: 't', variables: { id: 'C1' }, headers: { badge: 'mgl' } });
    expect(res.errors).toBeUndefined();
    const o = res.data.clientOverview;
    expect(o).toMatchObject({ contactId: 'C1', fullName: 'Olivia Nguyen', type: 'individual', dateOfBirth: '1970-02-03', abn: null, loginDetailsUnavailable: false });
    expect(o.contacts).toEqual([
      { subType: 'MOBILE', value: '0412 345 678' },
      { subType: 'HOME', value: '02 9876 5432' },
      { subType: 'BUSINESS', value: null },
      { subType: 'EMAIL', value: 'olivia@example.com' },
      { subType: 'FAX', value: null },
    ]);
    expect(o.residentialAddress).toEqual({ formattedAddress: '12 George Street, Parramatta NSW 2150', type: 'RESIDENTIAL' });
    expect(o.mailingAddress).toBeNull();
    expect(o.loginDetails).toEqual({ mobileAppInstalled: true, mobileAppLastLogin: '2026-10-01T01:02:00.000Z', authenticatorStatus: 'IN_PROGRESS' });
    expect(o.accounts).toEqual([
      { accountNumber: '000123456', accountShortName: 'NGUYEN CASH', accountStatus: 'Active', kind: 'CASH', pageNumber: '123456', ledgerBalance: '10.50' },
      { accountNumber: 'W1', accountShortName: 'WRAP', accountStatus: 'Closed', kind: 'WRAP', pageNumber: 'W1', ledgerBalance: '0.00' },
    ]);
    const asked = Object.fromEntries(h.upstream.calls(relatedAccountsPath('C1'))[0].query);
    expect(asked).toEqual({
      badge: 'mgl',
      'include-term-deposit-accounts': 'true',
      'include-balances': 'true',
      'account-status': 'Open,Closed,Dormant,Held,Blocked',
      'include-mot-accounts': 'true',
    });
  });

  it('asks for no MOT accounts outside the mgl brand', async () => {
    await h.close();
    h = await startHarness();
    routeHappyPaths(h.upstream, user({ brand: 'oasis' }));
    h.upstream.route('GET', clientDetailsPath('C1'), { body: { data: DETAILS, error: [] } });
    h.upstream.route('GET', relatedAccountsPath('C1'), { body: { account_details: [] } });
    const res = await h.query(QUERY, { token: 't', variables: { id: 'C1' } });
    expect(res.data.clientOverview.accounts).toEqual([]);
    expect(Object.fromEntries(h.upstream.calls(relatedAccountsPath('C1'))[0].query)).not.toHaveProperty('include-mot-accounts');
  });

  it('shows everything but login details when the only error is DEVICES_ERROR', async () => {
    h.upstream.route('GET', clientDetailsPath('C1'), { body: { data: { ...DETAILS, clientLoginDetails: null }, error: [{ code: 'DEVICES_ERROR' }] } });
    h.upstream.route('GET', relatedAccountsPath('C1'), { body: { account_details: [] } });
    const res = await h.query(QUERY, { token: 't', variables: { id: 'C1' } });
    expect(res.errors).toBeUndefined();
    expect(res.data.clientOverview).toMatchObject({ fullName: 'Olivia Nguyen', loginDetails: null, loginDetailsUnavailable: true });
  });

  it('fails with UPSTREAM_UNAVAILABLE on any other error, or DEVICES_ERROR beside another', async () => {
    for (const error of [[{ code: 'CLIENT_ERROR' }], [{ code: 'DEVICES_ERROR' }, { code: 'OTHER' }]]) {
      h.upstream.route('GET', clientDetailsPath('C1'), { body: { data: DETAILS, error } });
      const res = await h.query(QUERY, { token: 't', variables: { id: 'C1' } });
      expect(res.data).toEqual({ clientOverview: null });
      expect(res.errors?.[0].extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    }
  });

  it('answers NOT_FOUND when the upstream has no such client for the caller', async () => {
    h.upstream.route('GET', clientDetailsPath('C9'), { status: 404, body: { error: 'not_found' } });
    const res = await h.query(QUERY, { token: 't', variables: { id: 'C9' } });
    expect(res.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});
