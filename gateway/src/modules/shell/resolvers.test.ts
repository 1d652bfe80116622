// Query.shell for signed-in users of each family, through GraphQL against the fake upstream and the
// real config/.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserDetails } from '@gateway/kit/user/get-user-details.js';
import { changedConfigHost, servePlannedPages } from '../../testing/config-hosts.js';
import { FEATURE_PROPERTIES_PATH, routeHappyPaths, USER_PATH } from '../../testing/fixtures.js';
import { startHarness, type Harness } from '../../testing/harness.js';
import type { GatewayOptions } from '../../options.js';
import { find, ids, mglVisionUser, mglWrapUser, NAV, oasisUser, perpetualUser, type Item } from './shell-test-support.js';

let h: Harness;
afterEach(() => h.close());

async function shellFor(details: UserDetails, fields: string, { options = {}, variables = {} }: { options?: Partial<GatewayOptions>; variables?: Record<string, unknown> } = {}) {
  // Every planned page served, so these tests see the items the rules govern (dead ends: below).
  h = await startHarness({ configHost: await changedConfigHost(servePlannedPages), ...options });
  routeHappyPaths(h.upstream, details);
  const res = await h.query(/* GraphQL */ `query Shell($overrides: [FlagOverride!]) { shell(overrides: $overrides) { ${fields} } }`, { token: 't', variables });
  expect(res.errors).toBeUndefined();
  return res.data.shell;
}

describe('Query.shell', () => {
  it('needs a bearer token', async () => {
    h = await startHarness();
    const res = await h.query(/* GraphQL */ `{ shell { environment } }`);
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('gives an mgl user with the Vision badge the Adviser dashboard, with the Vision business venture', async () => {
    const shell = await shellFor(mglVisionUser(), `sideNavigation { ${NAV} } access { badges products wrapAccess cashAccess }`);
    expect(find(shell.sideNavigation, 'adviser-dashboard')).toMatchObject({
      kind: 'badgeExternal',
      url: 'https://vision.example-adviser.test/online/adviser-dashboard?bv=MPMSWP',
    });
    expect(shell.access).toEqual({ badges: ['Vision'], products: ['Vision'], wrapAccess: true, cashAccess: false });
  });

  it('keeps the Adviser dashboard from an mgl user without Vision', async () => {
    const shell = await shellFor(mglWrapUser(), `sideNavigation { ${NAV} }`);
    expect(ids(shell.sideNavigation)).not.toContain('adviser-dashboard');
    expect(ids(shell.sideNavigation)).toContain('fee-calculator');
  });

  it('lists badge choices with their labels and URLs, and asks for a choice when there are several', async () => {
    const shell = await shellFor(mglWrapUser({ badges: ['MacquarieWrap', 'Vision'], supportedBrandProducts: { mgl: ['Wrap', 'Vision', 'Cash'] } }), `sideNavigation { ${NAV} }`);
    expect(find(shell.sideNavigation, 'wrap-online')).toMatchObject({
      kind: 'badgeExternal',
      selectBadge: true,
      url: null,
      badges: [
        { badge: 'MacquarieWrap', label: 'Macquarie Wrap', url: 'https://wrap.example-adviser.test/online/home?bv=MPM' },
        { badge: 'Vision', label: 'Vision', url: 'https://vision.example-adviser.test/online/home?bv=MPMSWP' },
      ],
    });
  });

  it('gives an oasis user the oasis look, menus and tax hub, without the removed ANZ badge', async () => {
    const shell = await shellFor(
      oasisUser(),
      `brand { key name loginBadge childBadge theme logo { src alt } favicon { default redDot } assistNumber } access { badges cashBadges cashAccess } sideNavigation { ${NAV} } copyOverrides`,
    );
    expect(shell.brand).toMatchObject({
      key: 'oasis', name: 'Oasis', loginBadge: 'oasis', childBadge: 'GrowWrap', assistNumber: '1800 893 141',
      logo: { src: 'resources/oasis/logo.svg', alt: 'Oasis Adviser Online' },
      favicon: { default: 'resources/oasis/favicon.ico', redDot: 'resources/oasis/favicon-red-dot.ico' },
    });
    expect(shell.brand.theme.primary).toBe('#006d77');
    expect(shell.access).toEqual({ badges: ['GrowWrap', 'Voyage'], cashBadges: [], cashAccess: false });
    expect(find(shell.sideNavigation, 'tax-hub')?.url).toBe('https://oasis.example-adviser.test/tax-hub');
    expect(find(shell.sideNavigation, 'wrap-online')?.badges?.map((b) => b.label)).toEqual(['Grow Wrap', 'Voyage']);
    expect(ids(shell.sideNavigation)).toContain('dealer-reporting');
    expect(ids(shell.sideNavigation)).not.toContain('payments');
    expect(shell.copyOverrides).toEqual({});
  });

  it('gives a perpetual user the perpetual look and menus', async () => {
    const shell = await shellFor(perpetualUser(), `brand { key loginBadge logo { src } theme } sideNavigation { ${NAV} } profileMenu { ${NAV} }`);
    expect(shell.brand).toMatchObject({ key: 'perpetual', loginBadge: 'ppt', logo: { src: 'resources/ppt/logo.svg' } });
    expect(shell.brand.theme.primary).toBe('#3d2470');
    const menu = ids(shell.sideNavigation);
    expect(menu).toEqual(expect.arrayContaining(['perpetual-open-account', 'bulk-wholesale-managed-investments']));
    expect(find(shell.sideNavigation, 'tax-hub')?.url).toBe('https://perpetual.example-adviser.test/tax-hub');
    expect(menu).not.toContain('dealer-reporting');
    // Perpetual has no badge choice: one URL, no selection page.
    expect(find(shell.sideNavigation, 'wrap-online')).toMatchObject({ kind: 'external', url: 'https://perpetual.example-adviser.test/online/home?bv=MPMPPT' });
    // digitisation.myAccess is off for perpetual; ESI details shows for the Perpetual badge.
    expect(shell.profileMenu.map((i: Item) => i.id)).toEqual(['my-profile', 'notification-settings', 'my-security', 'esi-details', 'legal']);
  });

  it('carries the brand copy overrides', async () => {
    const shell = await shellFor(mglWrapUser(), 'copyOverrides');
    expect(shell.copyOverrides).toEqual({ 'auth.userIdLabel': 'Macquarie ID' });
  });

  it('uses the child badge logo and favicons when the brand config gives the badge its own', async () => {
    const configHost = await changedConfigHost((config) => {
      config.brands.mgl.badges.Vision.logo = { src: 'resources/vision/logo.svg', alt: 'Vision' };
      config.brands.mgl.badges.Vision.favicon = { default: 'resources/vision/favicon.ico', redDot: 'resources/vision/favicon-red-dot.ico' };
    });
    const shell = await shellFor(mglVisionUser(), 'brand { logo { src } favicon { default redDot } }', { options: { configHost } });
    expect(shell.brand).toEqual({
      logo: { src: 'resources/vision/logo.svg' },
      favicon: { default: 'resources/vision/favicon.ico', redDot: 'resources/vision/favicon-red-dot.ico' },
    });
  });

  it('lets a session flag override switch a flag-gated item off and on', async () => {
    const on = await shellFor(mglWrapUser(), `sideNavigation { ${NAV} } flags { key on }`);
    expect(ids(on.sideNavigation)).toContain('cash-transactions');
    expect(on.flags).toContainEqual({ key: 'search.cashTransactions', on: true });
    await h.close();

    const off = await shellFor(mglWrapUser(), `sideNavigation { ${NAV} } flags { key on }`, {
      variables: { overrides: [{ key: 'search.cashTransactions', on: false }] },
    });
    expect(ids(off.sideNavigation)).not.toContain('cash-transactions');
    expect(off.flags).toContainEqual({ key: 'search.cashTransactions', on: false });
    await h.close();

    // reporting.marketData is off in production and on through an override.
    const market = await shellFor(mglWrapUser(), `sideNavigation { ${NAV} }`, {
      options: { environment: 'production' },
      variables: { overrides: [{ key: 'reporting.marketData', on: true }] },
    });
    expect(ids(market.sideNavigation)).toContain('market-data');
  });

  it('applies the environment: experiments outside production, uat links', async () => {
    const dev = await shellFor(mglWrapUser(), `environment sideNavigation { ${NAV} }`);
    expect(dev.environment).toBe('dev');
    expect(ids(dev.sideNavigation)).toContain('market-data');
    await h.close();
    const uat = await shellFor(mglWrapUser(), `environment sideNavigation { ${NAV} }`, { options: { environment: 'uat' } });
    expect(uat.environment).toBe('uat');
    expect(find(uat.sideNavigation, 'forms')?.url).toMatch(/^https:\/\/[a-z0-9.-]*uat\.example-adviser\.test\//);
  });

  it.each([
    ['dev', undefined, 360],
    ['uat', undefined, 360],
    ['beta', undefined, 6900],
    ['production', undefined, 6900],
    ['production', 5, 5],
  ] as const)('idles after the seconds of %s (IDLE_SECONDS %s): %i, then a 300 s countdown', async (environment, idleSeconds, expected) => {
    const shell = await shellFor(mglWrapUser(), 'idle { idleSeconds countdownSeconds }', { options: { environment, idleSeconds } });
    expect(shell.idle).toEqual({ idleSeconds: expected, countdownSeconds: 300 });
  });

  it('filters sub-navigation by the account features of brand and environment', async () => {
    const query = 'wrap: subNavigation(section: "wrap-account") { id } cash: subNavigation(section: "cash-account") { id children { id } }';
    const mgl = await shellFor(mglWrapUser(), query);
    expect(mgl.wrap.map((i: Item) => i.id)).toEqual(['account-overview', 'portfolio-valuation', 'account-details', 'fees', 'cash-transactions', 'investment-transactions', 'centrelink']);
    expect(mgl.cash.map((i: Item) => i.id)).not.toContain('payments');
    await h.close();
    const perpetual = await shellFor(perpetualUser({ flags: { makeAPaymentFlag: true } }), query);
    expect(perpetual.wrap.map((i: Item) => i.id)).toContain('statements');
    expect(perpetual.wrap.map((i: Item) => i.id)).not.toContain('fees');
    // The perpetual brand has no payments (flag payments.make off; 002 §6), whatever the user's flag.
    expect(perpetual.cash.map((i: Item) => i.id)).not.toContain('payments');
    await h.close();
    const paying = await shellFor(mglWrapUser({ flags: { makeAPaymentFlag: true } }), query);
    expect(paying.cash.find((i: Item) => i.id === 'payments')?.children).toHaveLength(3);
  });

  it('refuses an unknown sub-navigation section', async () => {
    h = await startHarness();
    routeHappyPaths(h.upstream);
    const res = await h.query(/* GraphQL */ `{ shell { subNavigation(section: "wrap") { id } } }`, { token: 't' });
    expect(res.errors?.[0]).toMatchObject({ message: expect.stringContaining('cash-account, wrap-account, term-deposit'), extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('answers a brand config/ does not have as a bad upstream response', async () => {
    h = await startHarness();
    routeHappyPaths(h.upstream, mglWrapUser({ brand: 'acme' }));
    const res = await h.query(/* GraphQL */ `{ shell { environment } }`, { token: 't' });
    expect(res.errors?.[0].extensions?.code).toBe('UPSTREAM_BAD_RESPONSE');
  });
});

describe('Shell.plugins', () => {
  const pluginConfig = () =>
    changedConfigHost((config) => {
      config.plugins.plugins = {
        greeting: { enabled: true, settings: { tone: 'warm' } },
        'switched-off': { enabled: false },
        'cash-only': { enabled: true, rule: 'cashProduct' },
        'vision-only': { enabled: true, rule: { permissions: { badges: ['Vision'] } } },
        'group-property': { enabled: true, rule: { permissions: { featureEnabledProperty: 'accountGroup.enabled' } } },
      };
    });

  it('lists the plugins that are on and whose rule passes, with their settings', async () => {
    const shell = await shellFor(mglWrapUser(), 'plugins { id settings }', { options: { configHost: await pluginConfig() } });
    expect(shell.plugins).toEqual([
      { id: 'greeting', settings: { tone: 'warm' } },
      { id: 'cash-only', settings: null },
      { id: 'group-property', settings: null },
    ]);
  });

  it('judges rules for the user: a Vision-only user gets the Vision plugin and not the cash one', async () => {
    const shell = await shellFor(mglVisionUser(), 'plugins { id }', { options: { configHost: await pluginConfig() } });
    expect(shell.plugins.map((p: { id: string }) => p.id)).toEqual(['greeting', 'vision-only', 'group-property']);
  });

  it('reads the remote feature properties (once), and fails their checks closed when the call fails', async () => {
    const configHost = await pluginConfig();
    h = await startHarness({ configHost });
    routeHappyPaths(h.upstream, mglWrapUser());
    h.upstream.route('GET', FEATURE_PROPERTIES_PATH, { body: { data: { 'accountGroup.enabled': false } } });
    const off = await h.query(/* GraphQL */ `{ shell { plugins { id } sideNavigation { id } } }`, { token: 'a' });
    expect(off.data.shell.plugins.map((p: { id: string }) => p.id)).not.toContain('group-property');
    expect(h.upstream.calls(FEATURE_PROPERTIES_PATH)).toHaveLength(1);
    expect(h.upstream.calls(USER_PATH)).toHaveLength(1);

    h.upstream.route('GET', FEATURE_PROPERTIES_PATH, { status: 503, body: { error: 'down' } });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const down = await h.query(/* GraphQL */ `{ shell { plugins { id } } }`, { token: 'b' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('feature properties unavailable (UPSTREAM_UNAVAILABLE)'));
    warn.mockRestore();
    expect(down.errors).toBeUndefined();
    expect(down.data.shell.plugins.map((p: { id: string }) => p.id)).toEqual(['greeting', 'cash-only']);
  });
});

describe('dead ends', () => {
  async function realShell(configHost?: Awaited<ReturnType<typeof changedConfigHost>>) {
    h = await startHarness(configHost ? { configHost } : {});
    routeHappyPaths(h.upstream, mglWrapUser());
    const res = await h.query(/* GraphQL */ `{ shell { sideNavigation { ${NAV} } profileMenu { ${NAV} } } }`, { token: 't' });
    expect(res.errors).toBeUndefined();
    return res.data.shell as { sideNavigation: Item[]; profileMenu: Item[] };
  }

  it('hides every item whose page no enabled plugin serves, and nothing else', async () => {
    const shell = await realShell();
    const routes = flattenRoutes([...shell.sideNavigation, ...shell.profileMenu]);
    expect(routes.sort()).toEqual(['/about/contact', '/dashboard', '/dashboard/fee-calculator', '/dashboard/fee-consent', '/dashboard/funds-and-accounts', '/dashboard/market-data', '/dashboard/open-account/pending-applications', '/dashboard/open-account/tiles', '/dashboard/rates', '/dashboard/request-centre', '/dashboard/search/account-groups', '/dashboard/search/accounts', '/dashboard/search/transactions', '/dashboard/user-profile/access', '/dashboard/user-profile/details', '/dashboard/user-profile/esi-details', '/dashboard/user-profile/legal', '/dashboard/user-profile/my-security', '/dashboard/user-profile/notification-settings', '/dashboard/view-payments']);
    expect(ids(shell.sideNavigation)).not.toContain('requests');
    expect(ids(shell.sideNavigation)).toContain('wrap-online'); // external links are not pages of the portal
    // Every profile-menu item has a page now (the profile and notifications plugins), in 001 §2.2's order.
    expect(ids(shell.profileMenu)).toEqual(['my-profile', 'my-access', 'notification-settings', 'my-security', 'esi-details', 'legal']);
  });

  it('shows an item once a plugin that serves its page is installed and enabled for the user', async () => {
    const configHost = await changedConfigHost((config) => {
      config.pluginManifests['request-centre'] = { id: 'request-centre', routes: { 'request-centre': '/dashboard/request-centre' } };
      config.plugins.plugins['request-centre'] = { enabled: true };
    });
    const shell = await realShell(configHost);
    expect(flattenRoutes(shell.sideNavigation)).toContain('/dashboard/request-centre');
    await h.close();
    const off = await realShell(
      await changedConfigHost((config) => {
        config.pluginManifests['request-centre'] = { id: 'request-centre', routes: { 'request-centre': '/dashboard/request-centre' } };
        config.plugins.plugins['request-centre'] = { enabled: false };
      }),
    );
    expect(flattenRoutes(off.sideNavigation)).not.toContain('/dashboard/request-centre');
  });
});

function flattenRoutes(items: Item[]): string[] {
  return items.flatMap((item): string[] => [...(item.kind === 'route' && item.route ? [item.route as string] : []), ...flattenRoutes(item.children ?? [])]);
}

