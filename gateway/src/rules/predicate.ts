// The one predicate shape every permission rule and flag gate compiles to ($all / $any / $not over
// single checks, as Backstage's extension `if`), and its one evaluator.
import { passesCheck, type SingleCheck } from './checks.ts';
import type { RuleSubject } from './types.ts';

export type Predicate =
  | { $all: Predicate[] }
  | { $any: Predicate[] }
  | { $not: Predicate }
  | { $check: SingleCheck };

export function evaluatePredicate(predicate: Predicate, subject: RuleSubject): boolean {
  if ('$all' in predicate) return predicate.$all.every((p) => evaluatePredicate(p, subject));
  if ('$any' in predicate) return predicate.$any.some((p) => evaluatePredicate(p, subject));
  if ('$not' in predicate) return !evaluatePredicate(predicate.$not, subject);
  return passesCheck(predicate.$check, subject);
}
