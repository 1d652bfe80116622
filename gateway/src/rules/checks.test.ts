// Each check kind alone, passing and failing (001 §6 "Checks cover ...").
import { describe, expect, it } from 'vitest';
import { evaluateRule } from './evaluate-rule.ts';
import { subjectWith } from './subject-fixture.ts';
import type { Checks, RuleSubject } from './types.ts';

const allows = (permissions: Checks, subject: Partial<RuleSubject>) =>
  evaluateRule({ permissions }, subjectWith(subject), {});

describe('permission checks, one kind at a time', () => {
  it('badges: the user holds at least one of them', () => {
    expect(allows({ badges: ['MacquarieWrap', 'Vision'] }, { badges: ['Vision'] })).toBe(true);
    expect(allows({ badges: ['MacquarieWrap', 'Vision'] }, { badges: ['GrowWrap'] })).toBe(false);
    expect(allows({ badges: ['MacquarieWrap'] }, { badges: [] })).toBe(false);
  });

  it('multipleBadges: the user holds more than one of them', () => {
    expect(allows({ multipleBadges: ['GrowWrap', 'Voyage', 'Mentor'] }, { badges: ['GrowWrap', 'Voyage'] })).toBe(true);
    expect(allows({ multipleBadges: ['GrowWrap', 'Voyage', 'Mentor'] }, { badges: ['GrowWrap', 'FSP'] })).toBe(false);
  });

  it('products: at least one of them, held across brands', () => {
    expect(allows({ products: ['Wrap', 'Vision'] }, { products: ['Cash', 'Vision'] })).toBe(true);
    expect(allows({ products: ['Wrap', 'Vision'] }, { products: ['Cash'] })).toBe(false);
  });

  it("brands: the user's brand family is one of them", () => {
    expect(allows({ brands: ['oasis', 'perpetual'] }, { brand: 'perpetual' })).toBe(true);
    expect(allows({ brands: ['oasis', 'perpetual'] }, { brand: 'mgl' })).toBe(false);
  });

  it('config: the account feature property for the brand and environment is true', () => {
    const accountFeatures = { accountGroup: { enabled: true }, feesCalculator: { enabled: false } };
    expect(allows({ config: 'accountGroup.enabled' }, { accountFeatures })).toBe(true);
    expect(allows({ config: 'feesCalculator.enabled' }, { accountFeatures })).toBe(false);
    expect(allows({ config: 'accountOpening.enabled' }, { accountFeatures })).toBe(false);
  });

  it('flag: the user flag is true', () => {
    expect(allows({ flag: 'wrapDealerLevelAccessFlag' }, { userFlags: { wrapDealerLevelAccessFlag: true } })).toBe(true);
    expect(allows({ flag: 'wrapDealerLevelAccessFlag' }, { userFlags: { wrapDealerLevelAccessFlag: false } })).toBe(false);
    expect(allows({ flag: 'wrapDealerLevelAccessFlag' }, {})).toBe(false);
  });

  it('featureEnabledProperty: the remote property is true', () => {
    const featureProperties = { 'accountGroup.enabled': true, 'x.enabled': false };
    expect(allows({ featureEnabledProperty: 'accountGroup.enabled' }, { featureProperties })).toBe(true);
    expect(allows({ featureEnabledProperty: 'x.enabled' }, { featureProperties })).toBe(false);
    expect(allows({ featureEnabledProperty: 'y.enabled' }, { featureProperties })).toBe(false);
  });

  it('featureFlag: the resolved flag is on; a leading ! wants it off', () => {
    const on = { flags: { 'search.cashTransactions': true } };
    const off = { flags: { 'search.cashTransactions': false } };
    expect(allows({ featureFlag: { area: 'search', feature: 'cashTransactions' } }, on)).toBe(true);
    expect(allows({ featureFlag: { area: 'search', feature: 'cashTransactions' } }, off)).toBe(false);
    expect(allows({ featureFlag: { area: 'search', feature: '!cashTransactions' } }, off)).toBe(true);
    expect(allows({ featureFlag: { area: 'search', feature: '!cashTransactions' } }, on)).toBe(false);
    expect(allows({ featureFlag: { area: 'search', feature: '!unknown' } }, on)).toBe(true);
  });

  it('an empty checks object passes', () => {
    expect(allows({}, {})).toBe(true);
  });
});
