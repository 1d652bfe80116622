// Maps the specification's rule item onto the predicate shape: AND -> $all of the checks,
// OR -> $any of $all, NOT -> $not of $any (no single check inside may pass), possibleSelections -> a badges check.
import type { Checks, RuleItem } from './types.ts';
import { splitChecks } from './checks.ts';
import type { Predicate } from './predicate.ts';

const allOf = (checks: Checks): Predicate => ({ $all: splitChecks(checks).map(($check) => ({ $check })) });

export function ruleItemToPredicate(item: RuleItem | undefined): Predicate {
  const parts: Predicate[] = [];
  if (!item) return { $all: parts };
  if (item.permissions) parts.push(allOf(item.permissions));
  if (item.orPermissions) parts.push({ $any: item.orPermissions.map(allOf) });
  if (item.notPermissions) {
    parts.push({ $not: { $any: splitChecks(item.notPermissions).map(($check) => ({ $check })) } });
  }
  if (item.possibleSelections) parts.push({ $check: { kind: 'badges', value: item.possibleSelections } });
  return { $all: parts };
}
