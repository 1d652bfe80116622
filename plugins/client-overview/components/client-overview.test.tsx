// The client overview with the gateway's answer mocked at the Apollo link: every section with 'Not
// provided', links to account pages, the DEVICES_ERROR note, names as text, and a load error's retry.
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { t } from '@kit/copy';
import { RouteHrefContext, type RouteHref } from '@kit/route-link';
import { GET_CLIENT_OVERVIEW } from '../api/get-client-overview';
import { ClientOverview } from './client-overview';

// No router here: links render as text and the route ids and params asked for are recorded.
const links: Array<{ id: string; params: unknown }> = [];
const href: RouteHref = (id, params) => (links.push({ id, params }), null);

const account = (overrides: object) => ({
  __typename: 'ClientAccount',
  accountId: 'A1',
  accountNumber: '000123456',
  accountShortName: 'NGUYEN CASH',
  productCode: 'CMA',
  productDescription: 'Cash Management Account',
  accountType: 'CASH',
  accountStatus: 'Active',
  availableBalance: 1200.5,
  ledgerBalance: 1250.5,
  maturityDate: null,
  kind: 'CASH',
  pageNumber: '123456',
  product: 'CASH',
  includedIn: null,
  counted: true,
  ...overrides,
});

const total = {
  __typename: 'ClientTotal',
  value: '1250.50',
  accounts: 1,
  byProduct: [{ __typename: 'ClientProductTotal', product: 'CASH', accounts: 1, value: '1250.50', weight: '100.00' }],
};

const client = (overrides: object = {}) => ({
  __typename: 'ClientOverview',
  contactId: 'C1',
  type: 'individual',
  contactType: 'Person',
  fullName: '<b>Olivia</b> Nguyen',
  status: 'Active',
  dateOfBirth: '1970-02-03',
  abn: null,
  acn: null,
  contacts: [
    { __typename: 'ClientContact', subType: 'MOBILE', value: '0412 345 678' },
    { __typename: 'ClientContact', subType: 'HOME', value: null },
    { __typename: 'ClientContact', subType: 'BUSINESS', value: null },
    { __typename: 'ClientContact', subType: 'EMAIL', value: 'olivia@example.com' },
    { __typename: 'ClientContact', subType: 'FAX', value: null },
  ],
  mailingAddress: null,
  residentialAddress: { __typename: 'ClientAddress', formattedAddress: '12 George Street, Parramatta NSW 2150' },
  businessAddress: null,
  loginDetails: {
    __typename: 'ClientLoginDetails',
    mobileAppInstalled: true,
    mobileAppLastLogin: '2026-03-02T22:05:00Z',
    authenticatorStatus: 'IN_PROGRESS',
    authenticatorLastLogin: null,
  },
  loginDetailsUnavailable: false,
  accounts: [account({}), account({ accountId: 'A2', accountNumber: 'ONL1', accountShortName: 'TRADING', productCode: 'ONL', accountType: 'WRAP', accountStatus: 'Closed', kind: 'NONE', pageNumber: 'ONL1', availableBalance: null, product: 'ONLINE_TRADING', counted: false, ledgerBalance: 0 })],
  total,
  ...overrides,
});

const answer = (data: object) => ({ request: { query: GET_CLIENT_OVERVIEW, variables: { contactId: 'C1' } }, result: { data: { clientOverview: data } } });

function renderOverview(mocks: object[]) {
  render(
    <RouteHrefContext.Provider value={href}>
      <MockedProvider mocks={mocks as never}>
        <ClientOverview contactId="C1" nameHint="Olivia Nguyen" />
      </MockedProvider>
    </RouteHrefContext.Provider>,
  );
}

describe('ClientOverview', () => {
  it('loads, then shows every section with Not provided for missing values and links accounts with a page', async () => {
    renderOverview([answer(client())]);
    expect((screen.getByRole('status')).textContent).toContain(t('client.loading'));
    const heading = await screen.findByRole('heading', { level: 1, name: '<b>Olivia</b> Nguyen' });
    expect(document.activeElement).toBe(heading);
    const contacts = screen.getByRole('region', { name: t('client.contacts.heading') });
    expect(within(contacts).getAllByRole('term').map((e) => e.textContent)).toEqual(['Mobile', 'Home', 'Business', 'Email', 'Fax']);
    expect(within(contacts).getAllByRole('definition').map((e) => e.textContent)).toEqual(['0412 345 678', 'Not provided', 'Not provided', 'olivia@example.com', 'Not provided']);
    const addresses = screen.getByRole('region', { name: t('client.addresses.heading') });
    expect(within(addresses).getAllByRole('definition').map((e) => e.textContent)).toEqual(['Not provided', '12 George Street, Parramatta NSW 2150']);
    expect(within(screen.getByRole('region', { name: t('client.details.heading') })).getByText('03 Feb 1970')).toBeTruthy();
    const login = screen.getByRole('region', { name: t('client.login.heading') });
    expect(within(login).getAllByRole('definition').map((e) => e.textContent)).toEqual(['Installed', '3 Mar 2026, 9:05 am', 'In Progress', 'Not provided']);
    const table = screen.getByRole('table', { name: t('client.accounts.caption', { name: '<b>Olivia</b> Nguyen' }) });
    expect(links).toContainEqual({ id: 'cash-account', params: { accountNumber: '123456' } });
    // An online trading account has no page: no link is asked for.
    expect(links.some((l) => JSON.stringify(l.params).includes('ONL1'))).toBe(false);
    expect(within(table).getByText('TRADING')).toBeTruthy();
    expect(within(table).getByText('Closed')).toBeTruthy();
    expect(document.querySelector('b')).toBeNull();
  });

  it('puts the accounts and their total first, and says why a balance is not added', async () => {
    const wrap = account({ accountId: 'W1', accountNumber: 'WI0000001', accountShortName: 'NGUYEN WRAP', productCode: 'IM', accountType: 'WRAP', kind: 'WRAP', pageNumber: 'WI0000001', availableBalance: null, ledgerBalance: '500000.10', product: 'INVESTMENT' });
    const wrapCash = account({ accountId: 'A3', accountNumber: '000777', accountShortName: 'NGUYEN WRAP CASH', ledgerBalance: '2000.20', product: 'WRAP_CASH', includedIn: 'WI0000001', counted: false });
    const trading = account({ accountId: 'A4', accountNumber: 'ONL1', accountShortName: 'TRADING', productCode: 'ONL', accountType: 'MOT', kind: 'NONE', pageNumber: 'ONL1', availableBalance: null, ledgerBalance: '300.00', product: 'ONLINE_TRADING', counted: false });
    renderOverview([answer(client({
      accounts: [account({ ledgerBalance: '1250.50' }), wrap, wrapCash, trading],
      total: { ...total, value: '501250.60', accounts: 2, byProduct: [
        { __typename: 'ClientProductTotal', product: 'INVESTMENT', accounts: 1, value: '500000.10', weight: '99.75' },
        { __typename: 'ClientProductTotal', product: 'CASH', accounts: 1, value: '1250.50', weight: '0.25' },
      ] },
    }))]);
    const totals = await screen.findByRole('region', { name: t('client.total.heading') });
    expect(within(totals).getByTestId('client-total').textContent).toBe('$501,250.60');
    expect(within(totals).getByText(t('client.total.accounts', { count: 2 }))).toBeTruthy();
    // A wrap's own cash is inside its wrap's balance; online trading is not administered money.
    const table = screen.getByRole('table');
    expect(within(table).getByText(t('client.accounts.includedIn', { account: 'WI0000001' }))).toBeTruthy();
    expect(within(table).getByText(t('client.accounts.notCounted'))).toBeTruthy();
    // The accounts come before the client's details on the page.
    const regions = screen.getAllByRole('region').map((r) => r.getAttribute('aria-labelledby'));
    expect(regions.indexOf('client-accounts-heading')).toBeLessThan(regions.indexOf('client-details-heading'));
    // A client with a wrap account can see the spread by product or by asset class.
    expect(within(totals).getByRole('tab', { name: t('client.total.tab.product') }).getAttribute('aria-selected')).toBe('true');
    expect(await within(totals).findByRole('img', { name: /^Allocation by product: Wrap investment, \$500,000\.10, 99\.75%; Cash, \$1,250\.50, 0\.25%\.$/ })).toBeTruthy();
  });

  it('shows a company ABN, ACN and business address', async () => {
    renderOverview([answer(client({ type: 'company', contactType: 'Company', fullName: 'Acme Pty Ltd', dateOfBirth: null, abn: '51 824 753 556', acn: null, residentialAddress: null, businessAddress: { __typename: 'ClientAddress', formattedAddress: 'Level 3, 1 Pitt Street, Sydney NSW 2000' } }))]);
    const details = await screen.findByRole('region', { name: t('client.details.heading') });
    expect(within(details).getAllByRole('term').map((e) => e.textContent)).toEqual(['Contact type', 'Status', 'ABN', 'ACN']);
    expect(within(details).getAllByRole('definition').map((e) => e.textContent)).toEqual(['Company', 'Active', '51 824 753 556', 'Not provided']);
    expect(screen.getByText('Level 3, 1 Pitt Street, Sydney NSW 2000')).toBeTruthy();
  });

  it('shows everything but login details on DEVICES_ERROR', async () => {
    renderOverview([answer(client({ loginDetails: null, loginDetailsUnavailable: true }))]);
    const login = await screen.findByRole('region', { name: t('client.login.heading') });
    expect((within(login).getByRole('note')).textContent).toContain(t('client.login.unavailable'));
    expect(within(login).queryByRole('definition')).toBeNull();
    expect(screen.getByRole('region', { name: t('client.contacts.heading') })).toBeTruthy();
    expect(screen.getByRole('table')).toBeTruthy();
  });

  it('shows a load error with the name from the query, and Try again loads the client', async () => {
    renderOverview([
      { request: { query: GET_CLIENT_OVERVIEW, variables: { contactId: 'C1' } }, result: { errors: [{ message: 'down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] } },
      answer(client()),
    ]);
    expect((await screen.findByRole('alert')).textContent).toContain(t('client.loadError'));
    expect(screen.getByRole('heading', { level: 1, name: 'Olivia Nguyen' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: t('kit.retry') }));
    expect(await screen.findByRole('region', { name: t('client.contacts.heading') })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a client that is not the user’s cannot be found, without a retry', async () => {
    renderOverview([{ request: { query: GET_CLIENT_OVERVIEW, variables: { contactId: 'C1' } }, result: { errors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }] } }]);
    expect((await screen.findByRole('alert')).textContent).toContain(t('client.notFound'));
    expect(screen.queryByRole('button', { name: t('kit.retry') })).toBeNull();
  });
});
