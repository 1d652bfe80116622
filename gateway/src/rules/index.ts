// The rule engine's public surface: permission rules, feature flags, product access, navigation.
export type { RuleSubject, ResolvedFlags, Environment, BrandKey, Rule, RuleItem, Checks } from './types.ts';
export { evaluateRule } from './evaluate-rule.ts';
export { effectiveRuleItem } from './effective-rule.ts';
export { evaluatePredicate, type Predicate } from './predicate.ts';
export { ruleItemToPredicate } from './rule-to-predicate.ts';
export { RuleReferenceError } from './rule-errors.ts';
export { findRuleReferenceProblems, type RuleUse } from './rule-references.ts';
export { resolveFlags, isFlagOn, type FeatureFlagSources } from './flags.ts';
export {
  deriveSubjectAccess,
  hasProduct,
  onlyProduct,
  currentProducts,
  venturesByBadge,
  type RawUserAccess,
  type SubjectAccess,
} from './product-access.ts';
export { resolveLinkUrl, fillPlaceholders, linkEnvironment, type LinkTargets, type LinkPlaceholders } from './links.ts';
export { resolveNavigation, type NavigationContext, type ResolvedNavigationItem } from './resolve-navigation.ts';
