// AND / OR / NOT / possibleSelections, their combinations, brand-keyed rules and named rules (001 §6).
import { describe, expect, it } from 'vitest';
import { evaluateRule } from './evaluate-rule.ts';
import { RuleReferenceError } from './rule-errors.ts';
import { findRuleReferenceProblems } from './rule-references.ts';
import { subjectWith } from './subject-fixture.ts';
import type { Rule } from './types.ts';

const wrapUser = subjectWith({ badges: ['MacquarieWrap'], products: ['Wrap'], userFlags: { dpmFlag: true } });

describe('rule items', () => {
  it('no rule and an empty item allow', () => {
    expect(evaluateRule(undefined, wrapUser, {})).toBe(true);
    expect(evaluateRule({}, wrapUser, {})).toBe(true);
  });

  it('AND: every check in permissions must pass', () => {
    expect(evaluateRule({ permissions: { badges: ['MacquarieWrap'], products: ['Wrap'] } }, wrapUser, {})).toBe(true);
    expect(evaluateRule({ permissions: { badges: ['MacquarieWrap'], products: ['Cash'] } }, wrapUser, {})).toBe(false);
  });

  it('OR: one of orPermissions passing is enough; none passing denies', () => {
    expect(evaluateRule({ orPermissions: [{ products: ['Cash'] }, { badges: ['MacquarieWrap'] }] }, wrapUser, {})).toBe(true);
    expect(evaluateRule({ orPermissions: [{ products: ['Cash'] }, { badges: ['Vision'] }] }, wrapUser, {})).toBe(false);
    // Each OR entry is itself an AND.
    expect(evaluateRule({ orPermissions: [{ badges: ['MacquarieWrap'], products: ['Cash'] }] }, wrapUser, {})).toBe(false);
  });

  it('NOT: denies when any single check inside notPermissions passes', () => {
    expect(evaluateRule({ notPermissions: { products: ['Cash'] } }, wrapUser, {})).toBe(true);
    expect(evaluateRule({ notPermissions: { products: ['Wrap'] } }, wrapUser, {})).toBe(false);
    // Not "not (A and B)": one passing check inside is enough to deny.
    expect(evaluateRule({ notPermissions: { products: ['Cash'], flag: 'dpmFlag' } }, wrapUser, {})).toBe(false);
  });

  it('possibleSelections: the user holds one of the badges', () => {
    expect(evaluateRule({ possibleSelections: ['GrowWrap', 'MacquarieWrap'] }, wrapUser, {})).toBe(true);
    expect(evaluateRule({ possibleSelections: ['GrowWrap', 'Voyage'] }, wrapUser, {})).toBe(false);
  });

  it('combined parts must all pass', () => {
    const rule: Rule = {
      permissions: { products: ['Wrap'] },
      orPermissions: [{ flag: 'dpmFlag' }, { products: ['Cash'] }],
      notPermissions: { badges: ['Vision'] },
      possibleSelections: ['MacquarieWrap', 'Wrap2'],
    };
    expect(evaluateRule(rule, wrapUser, {})).toBe(true);
    expect(evaluateRule(rule, { ...wrapUser, badges: ['MacquarieWrap', 'Vision'] }, {})).toBe(false); // NOT fails
    expect(evaluateRule(rule, { ...wrapUser, userFlags: {} }, {})).toBe(false); // OR fails
    expect(evaluateRule(rule, { ...wrapUser, products: ['Cash'] }, {})).toBe(false); // AND fails
    expect(evaluateRule(rule, { ...wrapUser, badges: ['Wrap2'] }, {})).toBe(true);
    expect(evaluateRule(rule, { ...wrapUser, badges: ['Voyage'] }, {})).toBe(false); // possibleSelections fails
  });
});

describe('brand-keyed rules', () => {
  const rule: Rule = { oasis: { possibleSelections: ['GrowWrap', 'Voyage'] }, perpetual: { permissions: { products: ['Cash'] } } };

  it("uses the user's brand entry", () => {
    expect(evaluateRule(rule, subjectWith({ brand: 'oasis', badges: ['Voyage'] }), {})).toBe(true);
    expect(evaluateRule(rule, subjectWith({ brand: 'oasis', badges: ['Mentor'] }), {})).toBe(false);
    expect(evaluateRule(rule, subjectWith({ brand: 'perpetual' }), {})).toBe(false);
  });

  it('allows a brand with no entry and no `all`', () => {
    expect(evaluateRule(rule, subjectWith({ brand: 'mgl' }), {})).toBe(true);
  });

  it('falls back to `all`, which the brand entry overrides', () => {
    const withAll: Rule = { all: { permissions: { products: ['Wrap'] } }, mgl: {} };
    expect(evaluateRule(withAll, subjectWith({ brand: 'mgl' }), {})).toBe(true);
    expect(evaluateRule(withAll, subjectWith({ brand: 'oasis' }), {})).toBe(false);
    expect(evaluateRule(withAll, subjectWith({ brand: 'oasis', products: ['Wrap'] }), {})).toBe(true);
  });
});

describe('named rules', () => {
  const named: Record<string, Rule> = {
    wrapOrVision: { permissions: { products: ['Wrap', 'Vision'] } },
    wrapProducts: 'wrapOrVision',
    byBrand: { mgl: { permissions: { badges: ['MacquarieWrap'] } } },
    loopA: 'loopB',
    loopB: 'loopC',
    loopC: 'loopA',
    self: 'self',
    broken: 'nowhere',
  };

  it('resolves a name, and a name naming a name', () => {
    expect(evaluateRule('wrapOrVision', wrapUser, named)).toBe(true);
    expect(evaluateRule('wrapProducts', wrapUser, named)).toBe(true);
    expect(evaluateRule('wrapProducts', subjectWith({ products: ['Cash'] }), named)).toBe(false);
    expect(evaluateRule('byBrand', subjectWith({ badges: ['Vision'] }), named)).toBe(false);
  });

  it('throws a clear error on a cycle', () => {
    expect(() => evaluateRule('loopA', wrapUser, named)).toThrow(RuleReferenceError);
    expect(() => evaluateRule('loopA', wrapUser, named)).toThrow('Permission rule cycle: loopA -> loopB -> loopC -> loopA');
    expect(() => evaluateRule('self', wrapUser, named)).toThrow('Permission rule cycle: self -> self');
  });

  it('throws on an unknown name, saying how it was reached', () => {
    expect(() => evaluateRule('missing', wrapUser, named)).toThrow("Unknown permission rule 'missing'");
    expect(() => evaluateRule('broken', wrapUser, named)).toThrow("Unknown permission rule 'nowhere' (via broken)");
  });

  it('findRuleReferenceProblems lists every broken name and use, once', () => {
    const problems = findRuleReferenceProblems(named, [
      { pointer: 'config/navigation/side-nav.json#/items/0/rule', rule: 'gone' },
      { pointer: 'config/navigation/side-nav.json#/items/1/rule', rule: 'wrapOrVision' },
    ]);
    expect(problems).toHaveLength(6);
    expect(problems).toContain("config/navigation/side-nav.json#/items/0/rule: Unknown permission rule 'gone': not in config/rules.json");
    expect(problems.some((p) => p.startsWith('config/rules.json#/rules/loopB: Permission rule cycle'))).toBe(true);
  });
});
