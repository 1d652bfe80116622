// Canned upstream answers shared by the in-process tests.
import type { AccountRecord } from '../kit/accounts/account-record.js';
import type { UserDetails } from '../kit/user/get-user-details.js';
import type { FakeUpstream } from './fake-upstream.js';

export const USER_PATH = '/api/wealth/channel/user/v1/user/details';
export const PREFERENCES_PATH = '/api/channel/micro/v3s/preference/entries';
export const accountsPath = (mac: string) => `/api/intermediary-accounts/v2/intermediaries/${mac}/accounts`;
export const GROUPS_PATH = '/api/wealth/grouping/v2/account-groups/search';
export const CLIENTS_PATH = '/api/wealth/ada/search/clients';
/** The header's three searches in one operation (each category must fail alone). */
export const SEARCH_ALL_CATEGORIES = /* GraphQL */ `
  query Search {
    accountSearch(filter: { keyword: "nguyen" }) { totalCount nodes { accountId } }
    wrapGroupSearch(query: "nguyen") { accountGroupCode }
    clientSearch(query: "nguyen") { totalCount nodes { displayName } }
  }
`;
export const FEATURE_PROPERTIES_PATH = '/api/wealth/channel/user/v1/feature-properties';

export const user = (overrides: Partial<UserDetails> = {}): UserDetails => ({
  mac: 'M100001',
  firstName: 'Olivia',
  lastName: 'Nguyen',
  lastLogin: '2025-01-01T00:00:00Z',
  securityAttributes: { lastLogin: '2025-01-01T00:00:00Z', lastPasswordChange: '2024-06-01T00:00:00Z' },
  brand: 'mgl',
  loginBadge: 'mgl',
  childBadge: 'MacquarieWrap',
  badges: ['MacquarieWrap'],
  supportedBrandProducts: { mgl: ['Wrap', 'Cash'] },
  flags: { wrapDealerLevelAccessFlag: true, cashBulkTransactingFlag: false },
  dealerRestricted: false,
  dealerCode: null,
  ...overrides,
});

export const account = (overrides: Partial<AccountRecord> = {}): AccountRecord => ({
  accountId: 'A1',
  accountNumber: '000123456',
  accountName: 'NGUYEN SUPER',
  accountStatus: 'Active',
  accountType: 'WRAP',
  productCode: 'WRAPSUP',
  accountProduct: 'Wrap Super',
  roleType: 'OWNER',
  parentAccountId: null,
  type: 'Super',
  adviserCode: 'D001A01',
  adviserType: 'P',
  accountCreated: '2020-03-04',
  businessVenture: 'MPM',
  wrapAccountSource: 'composer',
  isOpeningXLAccountAllowed: false,
  isNewAccount: false,
  accountBalance: 1234.5,
  availableBalance: null,
  linkedCashAccount: null,
  wrapProductType: null,
  clientId: null,
  dealerCode: 'D001',
  closedDate: null,
  maturityDate: null,
  fundedDate: null,
  ...overrides,
});

/** Routes every search category and the user details to happy answers, keyed by token where asked. */
export function routeHappyPaths(upstream: FakeUpstream, details: UserDetails = user()) {
  upstream.route('GET', USER_PATH, { body: { data: details } });
  upstream.route('GET', PREFERENCES_PATH, { body: { entries: [] } });
  upstream.route('GET', FEATURE_PROPERTIES_PATH, { body: { data: { 'accountGroup.enabled': true } } });
  upstream.route('GET', accountsPath(details.mac), {
    body: { total_count: 1, totalCount: 1, data: { accounts: [account()], hasNextPage: false, endCursor: null } },
  });
  upstream.route('GET', GROUPS_PATH, {
    body: {
      groups: [
        {
          code: 'G1',
          name: 'Nguyen family fees',
          groupTypes: ['FEE'],
          businessVentureId: 'MPM',
          status: 'ACTIVE',
          accounts: [{ code: 'A1' }, { code: 'A2' }],
          dealerCode: 'D001',
          attributes: ['ADVISER_SERVICE_FEE'],
        },
      ],
    },
  });
  upstream.route('GET', CLIENTS_PATH, {
    body: {
      data: [
        { contact_id: 'C1', contact_type: 'Person', type: 'individual', suburb: 'Parramatta', status: 'Active', first_name: 'Olivia', middle_name: null, last_name: 'Nguyen', organisation_name: null },
      ],
      meta: { result_size: 1, total_hits: 1, paging_token: null },
      error: [],
    },
  });
}
