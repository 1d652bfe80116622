// The examples of 001 §2.2 and §6, asserted against the real config files (rules.json, navigation/*.json)
// with subjects built by hand. Links are stand-ins: every agreed target answers for any badge.
import { describe, expect, it } from 'vitest';
import type { NavigationItem } from '@schemas/navigation.schema.ts';
import { effectiveRuleItem } from './effective-rule.ts';
import { resolveNavigation, type NavigationContext, type ResolvedNavigationItem } from './resolve-navigation.ts';
import { subjectWith } from './subject-fixture.ts';
import { linkTargetIds, namedRules, profileMenu, sideNav, subNavigation } from './test-config.ts';
import type { BrandKey, RuleSubject } from './types.ts';

const links = { targets: Object.fromEntries(linkTargetIds.map((id) => [id, { default: { '*': `https://links.test/${id}` } }])) };
const ctxFor = (childBadge: string): NavigationContext => ({ links, named: namedRules(), childBadge });

const flatten = (items: ResolvedNavigationItem[]): ResolvedNavigationItem[] =>
  items.flatMap((item) => [item, ...flatten(item.children ?? [])]);

function resolve(items: NavigationItem[], subject: RuleSubject): ResolvedNavigationItem[] {
  return resolveNavigation(items, subject, ctxFor(subject.badges[0] ?? 'none'));
}
const sideNavFor = (subject: RuleSubject, file: BrandKey = subject.brand) => flatten(resolve(sideNav(file).items, subject));
const visible = (subject: RuleSubject, id: string, file?: BrandKey) => sideNavFor(subject, file).some((i) => i.id === id);
const find = (subject: RuleSubject, id: string) => sideNavFor(subject).find((i) => i.id === id);

// Users of each family holding everything that does not matter to the example at hand.
const allFeatures = Object.fromEntries(
  ['accountGroup', 'feesCalculator', 'accountOpening', 'pendingApplications', 'wrapStatements', 'wrapAccountDetailsEnhancement'].map((f) => [f, { enabled: true }]),
);
const allFlags = {
  'search.cashTransactions': true, 'reporting.afc': true, 'reporting.fundsAndAccountsReport': true,
  'reporting.marketData': true, 'digitisation.myAccess': true, 'payments.make': true,
};
const mgl = (over: Partial<RuleSubject> = {}) =>
  subjectWith({ brand: 'mgl', badges: ['MacquarieWrap'], products: ['Wrap', 'Cash'], accountFeatures: allFeatures, flags: allFlags, ...over });
const oasis = (over: Partial<RuleSubject> = {}) =>
  subjectWith({ brand: 'oasis', badges: ['GrowWrap'], products: ['Wrap'], accountFeatures: allFeatures, flags: allFlags, ...over });
const perpetual = (over: Partial<RuleSubject> = {}) =>
  subjectWith({ brand: 'perpetual', badges: ['Perpetual'], products: ['Wrap'], accountFeatures: allFeatures, flags: allFlags, ...over });
const families = { mgl, oasis, perpetual };

describe('side navigation structure (001 §2.1, §2.2)', () => {
  it.each(Object.entries(families))('%s has the nine top-level groups in order', (_, family) => {
    const top = resolve(sideNav(family().brand).items, family({ products: ['Wrap', 'Cash'] })).map((i) => i.label);
    expect(top).toEqual(['Dashboard', 'Clients', 'Payments', 'Transacting', 'Reporting', 'Request Centre', 'Tools & resources', 'Help', 'Go to']);
  });

  it('gives the menu routes their matches, exactness and pinned label', () => {
    expect(find(mgl(), 'dashboard')).toMatchObject({
      route: '/dashboard', exact: true, matches: ['/dashboard/product-news', '/dashboard/investment-news', '/dashboard/fund-income'],
    });
    expect(find(mgl(), 'accounts')).toMatchObject({
      route: '/dashboard/search/accounts', matches: ['/dashboard/wrap-account', '/dashboard/cash-account', '/dashboard/term-deposit'],
    });
    expect(find(mgl(), 'wrap-groups')).toMatchObject({ route: '/dashboard/search/account-groups', matches: ['/dashboard/account-group'] });
    expect(find(mgl(), 'manage-payments')).toMatchObject({ route: '/dashboard/view-payments' });
    // A brand without payments (flag payments.make off; 002 §6) has no Manage payments.
    expect(visible(mgl({ flags: { ...allFlags, 'payments.make': false } }), 'manage-payments')).toBe(false);
    expect(find(mgl(), 'request-centre')).toMatchObject({ route: '/dashboard/request-centre', pinnedLabel: 'Requests' });
    expect(find(mgl(), 'fee-calculator')).toMatchObject({ route: '/dashboard/fee-calculator', exact: true });
    expect(find(mgl(), 'advice-fee-consent')).toMatchObject({ route: '/dashboard/fee-consent' });
    expect(find(mgl(), 'funds-and-accounts-report')).toMatchObject({ route: '/dashboard/funds-and-accounts' });
    expect(find(mgl(), 'market-data')).toMatchObject({ route: '/dashboard/market-data' });
    expect(find(mgl(), 'contact-us')).toMatchObject({ route: '/about/contact' });
    expect(find(mgl(), 'open-an-account')).toMatchObject({ route: '/dashboard/open-account/tiles' });
    expect(find(mgl(), 'pending-applications')).toMatchObject({ route: '/dashboard/open-account/pending-applications' });
  });

  it.each(Object.entries(families))('%s: screen sharing is an action disabled during co-browsing; Tools has the popover note', (_, family) => {
    expect(find(family(), 'screen-sharing-assistance')).toEqual({
      id: 'screen-sharing-assistance', label: 'Screen sharing assistance', kind: 'action', action: 'startCobrowse', disabledWhen: 'cobrowseActive',
    });
    expect(find(family(), 'tools')).toMatchObject({ kind: 'toggle', popover: 'nav.tools.popover' });
  });

  it('fills external URLs from link targets', () => {
    expect(find(mgl(), 'forms')).toMatchObject({ kind: 'external', url: 'https://links.test/forms' });
  });
});

describe('001 §6 examples', () => {
  it('Fee calculator: only the Macquarie Wrap badge, behind feesCalculator.enabled', () => {
    expect(visible(mgl(), 'fee-calculator')).toBe(true);
    expect(visible(mgl({ badges: ['Vision'] }), 'fee-calculator')).toBe(false);
    expect(visible(mgl({ badges: ['Wrap2'] }), 'fee-calculator')).toBe(false);
    expect(visible(mgl({ accountFeatures: { ...allFeatures, feesCalculator: { enabled: false } } }), 'fee-calculator')).toBe(false);
    expect(visible(oasis({ badges: ['GrowWrap', 'MacquarieWrap'] }), 'fee-calculator')).toBe(false);
    expect(visible(perpetual({ badges: ['Perpetual', 'MacquarieWrap'] }), 'fee-calculator')).toBe(false);
  });

  it.each([
    ['advice-fee-consent', 'reporting.afc'],
    ['funds-and-accounts-report', 'reporting.fundsAndAccountsReport'],
    ['market-data', 'reporting.marketData'],
  ])('%s needs the Wrap or Vision product and flag %s', (id, flag) => {
    for (const family of Object.values(families)) {
      expect(visible(family({ products: ['Wrap'] }), id)).toBe(true);
      expect(visible(family({ products: ['Vision'] }), id)).toBe(true);
      expect(visible(family({ products: ['Cash'] }), id)).toBe(false);
      expect(visible(family({ products: ['Wrap'], flags: { ...allFlags, [flag]: false } }), id)).toBe(false);
    }
  });

  it('Adviser dashboard: only the Vision badge', () => {
    expect(visible(mgl({ badges: ['Vision'] }), 'adviser-dashboard')).toBe(true);
    expect(visible(mgl({ badges: ['MacquarieWrap', 'Wrap2'] }), 'adviser-dashboard')).toBe(false);
    expect(visible(oasis({ badges: ['GrowWrap', 'Vision'] }), 'adviser-dashboard')).toBe(false);
  });

  it('tax hub: each family sees its own tax hub link only', () => {
    for (const [brand, family] of Object.entries(families)) {
      const hubs = sideNavFor(family()).filter((i) => i.url?.startsWith('https://links.test/tax-hub'));
      expect(hubs.map((i) => i.url)).toEqual([`https://links.test/tax-hub-${brand}`]);
    }
  });

  it('Dealer reporting needs wrapDealerLevelAccessFlag', () => {
    for (const family of Object.values(families)) {
      expect(visible(family({ userFlags: { wrapDealerLevelAccessFlag: true } }), 'dealer-reporting')).toBe(true);
      expect(visible(family({ userFlags: { wrapDealerGroupReportingFlag: true } }), 'dealer-reporting')).toBe(false);
    }
  });

  it('Cash transactions needs flag search.cashTransactions', () => {
    expect(visible(mgl(), 'cash-transactions')).toBe(true);
    expect(visible(mgl({ flags: { ...allFlags, 'search.cashTransactions': false } }), 'cash-transactions')).toBe(false);
  });

  it('Wrap groups need accountGroup.enabled', () => {
    expect(visible(oasis(), 'wrap-groups')).toBe(true);
    expect(visible(oasis({ accountFeatures: { ...allFeatures, accountGroup: { enabled: false } } }), 'wrap-groups')).toBe(false);
  });

  it('Open an account needs accountOpening.enabled; Pending applications needs pendingApplications.enabled', () => {
    const without = (feature: string) => mgl({ accountFeatures: { ...allFeatures, [feature]: { enabled: false } } });
    expect(visible(mgl(), 'open-an-account')).toBe(true);
    expect(visible(without('accountOpening'), 'open-an-account')).toBe(false);
    expect(visible(without('accountOpening'), 'pending-applications')).toBe(true);
    expect(visible(mgl(), 'pending-applications')).toBe(true);
    expect(visible(without('pendingApplications'), 'pending-applications')).toBe(false);
  });

  it('Applications by business venture: none restricted for mgl, GrowWrap and Voyage only for oasis, none for perpetual', () => {
    for (const badges of [['MacquarieWrap'], ['Wrap2'], ['Vision']]) expect(visible(mgl({ badges }), 'applications')).toBe(true);
    expect(visible(oasis({ badges: ['GrowWrap'] }), 'applications')).toBe(true);
    expect(visible(oasis({ badges: ['Voyage'] }), 'applications')).toBe(true);
    for (const badge of ['Mentor', 'Wealthtrac', 'PortfolioOne', 'FSP', 'Matrix', 'Dominion']) {
      expect(visible(oasis({ badges: [badge] }), 'applications'), badge).toBe(false);
    }
    expect(visible(perpetual(), 'applications')).toBe(true);
    expect(visible(perpetual(), 'perpetual-open-account')).toBe(true);
  });

  it('Wrap-only links need the Macquarie Wrap badge in family one', () => {
    for (const id of ['manage-assets', 'other-assets', 'corporate-actions', 'wrap-account-administration', 'wrap-alerts', 'investment-closure-alerts']) {
      expect(visible(mgl({ badges: ['MacquarieWrap'] }), id), id).toBe(true);
      expect(visible(mgl({ badges: ['Vision'], products: ['Vision'] }), id), id).toBe(false);
    }
  });

  it('Wrap online is badge-driven for families one and two, and a plain link for Perpetual', () => {
    expect(find(mgl({ badges: ['MacquarieWrap', 'Vision'] }), 'wrap-online')).toMatchObject({
      kind: 'badgeExternal', badges: ['MacquarieWrap', 'Vision'], selectBadge: true,
    });
    expect(find(oasis({ badges: ['Voyage', 'FSP'] }), 'wrap-online')).toMatchObject({
      kind: 'badgeExternal', badges: ['Voyage'], selectBadge: false, url: 'https://links.test/wrap-online',
    });
    expect(visible(oasis({ badges: ['FSP'] }), 'wrap-online')).toBe(false);
    expect(find(perpetual(), 'wrap-online')).toMatchObject({ kind: 'external', url: 'https://links.test/wrap-online' });
  });

  it('Perpetual has no badge-driven link permissions', () => {
    const items = (function* walk(list: NavigationItem[]): Generator<NavigationItem> {
      for (const item of list) {
        yield item;
        yield* walk(item.children ?? []);
      }
    })(sideNav('perpetual').items);
    for (const item of items) {
      expect(item.kind, item.id).not.toBe('badgeExternal');
      // Named rules are expanded for the perpetual brand, so a name cannot hide a badge check.
      const rule = effectiveRuleItem(item.rule, 'perpetual', namedRules());
      expect(JSON.stringify(rule ?? {}), item.id).not.toMatch(/badges|possibleSelections/i);
    }
  });
});

describe('profile menu (001 §2.1, §2.2)', () => {
  const ids = (subject: RuleSubject) => resolve(profileMenu().items, subject).map((i) => i.id);

  it('lists the entries in order, for every brand', () => {
    for (const family of Object.values(families)) {
      expect(resolve(profileMenu().items, family()).map((i) => [i.label, i.route])).toEqual([
        ['My profile', '/dashboard/user-profile/details'],
        ['My access', '/dashboard/user-profile/access'],
        ['Notification settings', '/dashboard/user-profile/notification-settings'],
        ['My security', '/dashboard/user-profile/my-security'],
        ['ESI details', '/dashboard/user-profile/esi-details'],
        ['Legal', '/dashboard/user-profile/legal'],
      ]);
    }
  });

  it('shows My access only when digitisation.myAccess is on', () => {
    expect(ids(mgl({ flags: {} }))).not.toContain('my-access');
    expect(ids(mgl({ flags: { 'digitisation.myAccess': true } }))).toContain('my-access');
  });

  it.each(['MacquarieWrap', 'Perpetual', 'GrowWrap', 'Voyage', 'FSP', 'Wealthtrac', 'Matrix', 'Mentor', 'Dominion', 'PortfolioOne'])(
    'shows ESI details for the %s badge',
    (badge) => {
      expect(ids(subjectWith({ badges: [badge] }))).toContain('esi-details');
    },
  );

  it('shows ESI details with the Cash product, and hides it otherwise', () => {
    expect(ids(subjectWith({ badges: ['Vision'], products: ['Cash'] }))).toContain('esi-details');
    expect(ids(subjectWith({ badges: ['Vision', 'Wrap2'], products: ['Vision', 'Wrap'] }))).not.toContain('esi-details');
  });
});

describe('sub-navigation (001 §2.1)', () => {
  const tabs = (type: 'cash-account' | 'wrap-account' | 'term-deposit', subject: RuleSubject) =>
    flatten(resolve(subNavigation().accounts[type], subject)).map((i) => i.route);

  it('lists the account sub-pages', () => {
    expect(tabs('wrap-account', mgl())).toEqual([
      'account-overview', 'portfolio-valuation', 'statements', 'account-details', 'fees', 'cash-transactions', 'investment-transactions', 'centrelink',
    ]);
    expect(tabs('term-deposit', mgl())).toEqual(['account-details']);
    expect(tabs('cash-account', mgl({ userFlags: { makeAPaymentFlag: true } }))).toEqual([
      'account-overview', 'transactions', 'account-details', 'scheduled-payments',
      undefined, 'payments', 'payments/payees-and-billers', 'payments/scheduled-payments',
      'contributions', 'statements-and-reports',
    ]);
  });

  it('gates wrap statements and fees by account features, and cash payments by makeAPaymentFlag', () => {
    const features = (on: string[]) => Object.fromEntries(on.map((f) => [f, { enabled: true }]));
    expect(tabs('wrap-account', mgl({ accountFeatures: features([]) }))).not.toContain('statements');
    expect(tabs('wrap-account', mgl({ accountFeatures: features([]) }))).not.toContain('fees');
    expect(tabs('wrap-account', mgl({ accountFeatures: features(['feesCalculator']) }))).toContain('fees');
    expect(tabs('wrap-account', mgl({ accountFeatures: features(['wrapAccountDetailsEnhancement']) }))).toContain('fees');
    expect(tabs('cash-account', mgl())).not.toContain('payments');
  });
});
