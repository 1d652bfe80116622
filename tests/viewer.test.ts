// The viewer: user details, greeting, preferences and adviser codes, through the gateway against the sandbox.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEV, gql, passwordGrant, sandboxUrl, type Tokens } from './support.ts';

let t: Tokens;
beforeAll(async () => {
  t = await passwordGrant('wrap.adviser');
});

describe('viewer', () => {
  it('greets the user by first name with a Sydney-time greeting', async () => {
    const res = await gql(`{ viewer { greeting user { firstName lastName lastLogin brand loginBadge childBadge supportedBrandProducts flags } } }`, {}, t.access_token);
    expect(res.errors).toBeUndefined();
    const { greeting, user } = res.data.viewer;
    expect(greeting).toMatch(new RegExp(`^Good (morning|afternoon|evening) ${user.firstName}$`));
    expect(user.brand).toBe('mgl');
    expect(user.loginBadge).toBe('mgl');
    expect(Object.keys(user.supportedBrandProducts).length).toBeGreaterThan(0);
  });

  it('a first-time user has no last login', async () => {
    const first = await passwordGrant('first.login');
    const res = await gql(`{ viewer { user { lastLogin lastPasswordChange } } }`, {}, first.access_token);
    expect(res.data.viewer.user.lastLogin).toBeNull();
  });

  it('reads defaults for unset preferences and round-trips a write', async () => {
    const user = await passwordGrant('vision.adviser');
    const before = await gql(`{ viewer { preferences(keys: ["AoSideNavPinned", "Homepage", "RecentAccounts"]) { key value } } }`, {}, user.access_token);
    const byKey = Object.fromEntries(before.data.viewer.preferences.map((p: any) => [p.key, p.value]));
    expect(byKey.AoSideNavPinned).toBe(true);
    expect(byKey.Homepage).toBe('dashboard');

    const write = await gql(`mutation($v: JSON) { setPreference(key: "AoSideNavPinned", value: $v) { key value } }`, { v: false }, user.access_token);
    expect(write.errors).toBeUndefined();
    const after = await gql(`{ viewer { preferences(keys: ["AoSideNavPinned"]) { key value } } }`, {}, user.access_token);
    expect(after.data.viewer.preferences[0].value).toBe(false);
  });

  it('lists adviser codes split into dealer and adviser code', async () => {
    const res = await gql(`{ viewer { adviserCodes { entityKey dealerCode code productType adviserType adviserName } intermediaryCodes { dealerCode adviserCode } } }`, {}, t.access_token);
    expect(res.errors).toBeUndefined();
    const codes = res.data.viewer.adviserCodes;
    expect(codes.length).toBeGreaterThan(0);
    for (const c of codes) {
      expect(c.entityKey).toBe(c.dealerCode + c.code);
      expect(c.dealerCode).toHaveLength(4);
      expect(['DEALER', 'ADVISER']).toContain(c.adviserType);
    }
    expect(res.data.viewer.intermediaryCodes.length).toBeGreaterThan(0);
  });

  it('a dealer-restricted user sees every adviser under the dealer', async () => {
    const staff = await passwordGrant('dealer.staff');
    const res = await gql(`{ viewer { user { dealerRestricted dealerCode } adviserCodes { dealerCode } } }`, {}, staff.access_token);
    const { user, adviserCodes } = res.data.viewer;
    expect(user.dealerRestricted).toBe(true);
    expect(adviserCodes.length).toBeGreaterThan(1);
    for (const c of adviserCodes) expect(c.dealerCode).toBe(user.dealerCode);
  });

  it('forwards the session id header upstream', async () => {
    const fresh = await passwordGrant('wrap.adviser'); // uncached: earlier tests cached t's user details
    await gql(`{ viewer { user { mac } } }`, {}, fresh.access_token, { 'x-session-id': 'it-session-42' });
    const log = await (await fetch(`${sandboxUrl()}/sandbox/requests?limit=50`, { headers: DEV })).json();
    const entries: any[] = Array.isArray(log) ? log : log.requests;
    const call = entries.find((r) => r.path.endsWith('/user/details') && r.headers?.['x-session-id'] === '…n-42' /* the log keeps only the last four characters */);
    expect(call).toBeDefined();
    expect(call.headers.authorization).toBe(true);
  });
});
