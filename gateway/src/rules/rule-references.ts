// Start-up check for the config host: every rule name used resolves, for every brand, without a cycle.
import type { Rule } from './types.ts';
import { brandKeys } from '@schemas/permission-rule.schema.ts';
import { effectiveRuleItem } from './effective-rule.ts';
import { RuleReferenceError } from './rule-errors.ts';

export interface RuleUse {
  /** Where the rule sits, e.g. `config/navigation/side-nav.json#/items/3/rule`. */
  pointer: string;
  rule: Rule | undefined;
}

/** One message per broken use (named rules are checked too, as `config/rules.json#/rules/<name>`). */
export function findRuleReferenceProblems(named: Readonly<Record<string, Rule>>, uses: readonly RuleUse[] = []): string[] {
  const all: RuleUse[] = [
    ...Object.entries(named).map(([name, rule]) => ({ pointer: `config/rules.json#/rules/${name}`, rule })),
    ...uses,
  ];
  const problems = new Set<string>();
  for (const { pointer, rule } of all) {
    for (const brand of brandKeys) {
      try {
        effectiveRuleItem(rule, brand, named);
      } catch (error) {
        if (!(error instanceof RuleReferenceError)) throw error;
        problems.add(`${pointer}: ${error.message}`);
      }
    }
  }
  return [...problems];
}
