// Viewer fields through GraphQL against a fake upstream.
import { afterEach, describe, expect, it } from 'vitest';
import { PREFERENCES_PATH, routeHappyPaths, user, USER_PATH } from '../../testing/fixtures.js';
import { startHarness, type Harness } from '../../testing/harness.js';

let h: Harness;
afterEach(() => h.close());

const ENTITIES = '/api/wealth/channel/adviser/v1/adviser/entities';
const intermediaries = (mac: string) => `/api/intermediary-accounts/v1/intermediaries/${mac}/entities`;

describe('viewer', () => {
  it('greets by the Sydney hour of the injected clock', async () => {
    h = await startHarness({ now: () => new Date('2025-01-15T02:00:00Z') }); // 13:00 AEDT
    routeHappyPaths(h.upstream);
    const res = await h.query(/* GraphQL */ `{ viewer { greeting } }`, { token: 't' });
    expect(res.data.viewer.greeting).toBe('Good afternoon Olivia');
  });

  it('maps the user details', async () => {
    h = await startHarness();
    routeHappyPaths(h.upstream);
    const res = await h.query(/* GraphQL */ `{ viewer { user { mac firstName lastName lastLogin lastPasswordChange brand loginBadge childBadge badges supportedBrandProducts flags dealerRestricted dealerCode } } }`, { token: 't' });
    expect(res.data.viewer.user).toEqual({
      mac: 'M100001',
      firstName: 'Olivia',
      lastName: 'Nguyen',
      // DateTime answers are UTC with milliseconds, whatever the bank's precision.
      lastLogin: '2025-01-01T00:00:00.000Z',
      lastPasswordChange: '2024-06-01T00:00:00.000Z',
      brand: 'mgl',
      loginBadge: 'mgl',
      childBadge: 'MacquarieWrap',
      badges: ['MacquarieWrap'],
      supportedBrandProducts: { mgl: ['Wrap', 'Cash'] },
      flags: ['wrapDealerLevelAccessFlag'],
      dealerRestricted: false,
      dealerCode: null,
    });
  });

  it('reads preferences by either name, with defaults for unset keys', async () => {
    h = await startHarness();
    routeHappyPaths(h.upstream);
    h.upstream.route('GET', PREFERENCES_PATH, { body: { entries: [{ key: 'recent-accounts', value: ['A1'] }] } });
    const res = await h.query(/* GraphQL */ `{ viewer { preferences(keys: ["AoSideNavPinned", "homepage", "RecentAccounts", "recent-wrap-groups"]) { key value } } }`, { token: 't' });
    expect(res.data.viewer.preferences).toEqual([
      { key: 'AoSideNavPinned', value: true },
      { key: 'homepage', value: 'dashboard' },
      { key: 'RecentAccounts', value: ['A1'] },
      { key: 'recent-wrap-groups', value: null },
    ]);
    expect(h.upstream.calls(PREFERENCES_PATH)[0].query.get('key')).toBe('ao-sidenav-pinned,homepage,recent-accounts,recent-wrap-groups');
  });

  it('saves a preference under its upstream key with the value as JSON', async () => {
    h = await startHarness();
    h.upstream.route('POST', '/api/channel/micro/v3s/preference/entry/dismissed-popovers', (req) => ({ body: { key: 'dismissed-popovers', value: JSON.parse(req.body).value } }));
    const res = await h.query(/* GraphQL */ `mutation { setPreference(key: "DismissedPopovers", value: ["search-1", "groups-2"]) { key value } }`, { token: 't' });
    expect(res.data.setPreference).toEqual({ key: 'DismissedPopovers', value: ['search-1', 'groups-2'] });
    expect(JSON.parse(h.upstream.calls(/preference\/entry/)[0].body)).toEqual({ value: ['search-1', 'groups-2'] });
  });

  it('lists adviser codes, asking for MOT entities for the mgl brand only', async () => {
    h = await startHarness();
    routeHappyPaths(h.upstream, user({ brand: 'oasis', loginBadge: 'oasis' }));
    h.upstream.route('GET', ENTITIES, {
      body: { data: [{ entity_key: 'D001', entity_source: 'WRAP', entity_type: 'D', product_type: 'wrap', adviser_name: 'Dealer', dealer_name: 'Dealer Co' }] },
    });
    const res = await h.query(/* GraphQL */ `{ viewer { adviserCodes { entityKey dealerCode code adviserType productType dealerName } } }`, { token: 't' });
    expect(res.data.viewer.adviserCodes).toEqual([{ entityKey: 'D001', dealerCode: 'D001', code: '', adviserType: 'DEALER', productType: 'wrap', dealerName: 'Dealer Co' }]);
    expect(Object.fromEntries(h.upstream.calls(ENTITIES)[0].query)).toEqual({
      'include-linked-adviser-entities': 'true',
      'include-mot-entities': 'false',
      'include-adviser-names': 'true',
    });
  });

  it('lists intermediary codes for the user, with the badge and scope', async () => {
    h = await startHarness();
    routeHappyPaths(h.upstream);
    h.upstream.route('GET', intermediaries('M100001'), { body: { entities: [{ dealer_code: 'D001', adviser_code: 'A01', product_type: 'cash' }] } });
    const res = await h.query(/* GraphQL */ `{ viewer { intermediaryCodes { dealerCode adviserCode productType } } }`, { token: 't' });
    expect(res.data.viewer.intermediaryCodes).toEqual([{ dealerCode: 'D001', adviserCode: 'A01', productType: 'cash' }]);
    expect(Object.fromEntries(h.upstream.calls(intermediaries('M100001'))[0].query)).toEqual({ badge: 'mgl', scope: 'mot,cash,wrap' });
  });

  it('a failing user details call nulls user and greeting but not preferences', async () => {
    h = await startHarness();
    h.upstream.route('GET', USER_PATH, { status: 500, body: {} });
    h.upstream.route('GET', PREFERENCES_PATH, { body: { entries: [] } });
    const res = await h.query(/* GraphQL */ `{ viewer { user { mac } greeting preferences(keys: ["Homepage"]) { value } } }`, { token: 't' });
    expect(res.data.viewer.user).toBeNull();
    expect(res.data.viewer.greeting).toBeNull();
    expect(res.data.viewer.preferences).toEqual([{ value: 'dashboard' }]);
  });
});
