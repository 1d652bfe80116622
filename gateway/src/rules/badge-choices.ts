// Which badges a badge-driven external link may open for (001 §2.2, §6): the badges its rule names
// (possibleSelections, permissions.badges) that the user holds; all the user's badges when it names none.
import type { NavigationItem } from '@schemas/navigation.schema.ts';
import type { Rule, RuleSubject } from './types.ts';
import { effectiveRuleItem } from './effective-rule.ts';

export function badgeChoices(
  item: NavigationItem,
  subject: RuleSubject,
  named: Readonly<Record<string, Rule>>,
): string[] {
  const ruleItem = effectiveRuleItem(item.rule, subject.brand, named);
  const listed = [...(ruleItem?.possibleSelections ?? []), ...(ruleItem?.permissions?.badges ?? [])];
  if (listed.length === 0) return [...subject.badges];
  return subject.badges.filter((badge) => listed.includes(badge));
}
