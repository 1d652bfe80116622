// Reduces any rule form (name, brand-keyed, item) to the one rule item that applies to a brand.
import type { BrandKey, BrandKeyedRule, Rule, RuleItem } from './types.ts';
import { RuleReferenceError } from './rule-errors.ts';

const brandSlots = ['mgl', 'oasis', 'perpetual', 'all'] as const;

function isBrandKeyed(rule: RuleItem | BrandKeyedRule): rule is BrandKeyedRule {
  return brandSlots.some((slot) => slot in rule);
}

/**
 * The rule item for `brand`, or undefined when nothing restricts it (no rule, or a brand-keyed rule
 * with neither the brand nor `all`). Throws RuleReferenceError on an unknown name or a cycle.
 */
export function effectiveRuleItem(
  rule: Rule | undefined,
  brand: BrandKey,
  named: Readonly<Record<string, Rule>>,
  trail: readonly string[] = [],
): RuleItem | undefined {
  if (rule === undefined) return undefined;
  if (typeof rule === 'string') {
    if (trail.includes(rule)) {
      throw new RuleReferenceError(`Permission rule cycle: ${[...trail, rule].join(' -> ')}`);
    }
    if (!Object.hasOwn(named, rule)) {
      const via = trail.length ? ` (via ${trail.join(' -> ')})` : '';
      throw new RuleReferenceError(`Unknown permission rule '${rule}'${via}: not in config/rules.json`);
    }
    return effectiveRuleItem(named[rule], brand, named, [...trail, rule]);
  }
  if (isBrandKeyed(rule)) return rule[brand] ?? rule.all;
  return rule;
}
