// The permission engine's entry point: any rule form, judged for one subject.
import type { Rule, RuleSubject } from './types.ts';
import { effectiveRuleItem } from './effective-rule.ts';
import { ruleItemToPredicate } from './rule-to-predicate.ts';
import { evaluatePredicate } from './predicate.ts';

/** True when `rule` allows `subject`; no rule allows. Throws RuleReferenceError on a bad name or a cycle. */
export function evaluateRule(
  rule: Rule | undefined,
  subject: RuleSubject,
  named: Readonly<Record<string, Rule>>,
): boolean {
  return evaluatePredicate(ruleItemToPredicate(effectiveRuleItem(rule, subject.brand, named)), subject);
}
