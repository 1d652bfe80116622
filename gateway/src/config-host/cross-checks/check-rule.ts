// One permission rule, wherever it sits (rules.json, a menu item, a plugin): every name it uses must
// exist — rule names (resolved the rule engine's way, cycles included), badges, products, feature
// flags and account feature properties — or the rule would silently deny.
import { accountFeatureNames } from '@schemas/account-features.schema.ts';
import { products } from '@schemas/brand.schema.ts';
import { brandKeys } from '@schemas/common.ts';
import type { Checks, Rule, RuleItem } from '@schemas/permission-rule.schema.ts';
import { didYouMean } from '@schemas/validation/did-you-mean.ts';
import { childPointer } from '@schemas/validation/json-pointer.ts';
import { effectiveRuleItem } from '../../rules/effective-rule.ts';
import { RuleReferenceError } from '../../rules/rule-errors.ts';
import { error, suggest, type Finding } from './finding.ts';
import type { KnownNames } from './known-names.ts';

const brandSlots = ['mgl', 'oasis', 'perpetual', 'all'] as const;
const configPaths = accountFeatureNames.map((name) => `${name}.enabled`);

function checkBadges(names: readonly string[], file: string, pointer: string, known: KnownNames, out: Finding[]) {
  if (!known.badges) return;
  const badges = [...known.badges.keys()];
  names.forEach((name, i) => {
    if (!known.badges!.has(name)) {
      out.push(error(file, childPointer(pointer, i), `badge '${name}' is not a child badge of any brand in config/brands${suggest(didYouMean(name, badges))}`));
    }
  });
}

function checkChecks(checks: Checks, file: string, pointer: string, known: KnownNames, out: Finding[]) {
  if (checks.badges) checkBadges(checks.badges, file, childPointer(pointer, 'badges'), known, out);
  if (checks.multipleBadges) checkBadges(checks.multipleBadges, file, childPointer(pointer, 'multipleBadges'), known, out);
  checks.products?.forEach((product, i) => {
    if (!(products as readonly string[]).includes(product)) {
      out.push(error(file, childPointer(childPointer(pointer, 'products'), i), `product '${product}' is not one of: ${products.join(', ')}${suggest(didYouMean(product, products))}`));
    }
  });
  if (checks.config !== undefined && !configPaths.includes(checks.config)) {
    out.push(error(file, childPointer(pointer, 'config'), `'${checks.config}' is not an account feature property; use one of: ${configPaths.join(', ')}${suggest(didYouMean(checks.config, configPaths))}`));
  }
  if (checks.featureFlag && known.flags) {
    const name = `${checks.featureFlag.area}.${checks.featureFlag.feature.replace(/^!/, '')}`;
    if (!known.flags.has(name)) {
      out.push(error(file, childPointer(pointer, 'featureFlag'), `feature flag '${name}' is not declared in config/flags.json${suggest(didYouMean(name, [...known.flags]))}`));
    }
  }
}

function checkItem(item: RuleItem, file: string, pointer: string, known: KnownNames, out: Finding[]) {
  if (item.permissions) checkChecks(item.permissions, file, childPointer(pointer, 'permissions'), known, out);
  if (item.notPermissions) checkChecks(item.notPermissions, file, childPointer(pointer, 'notPermissions'), known, out);
  item.orPermissions?.forEach((checks, i) => checkChecks(checks, file, childPointer(childPointer(pointer, 'orPermissions'), i), known, out));
  if (item.possibleSelections) checkBadges(item.possibleSelections, file, childPointer(pointer, 'possibleSelections'), known, out);
}

/** `name` is given for an entry of rules.json, so a cycle reads from the rule itself: a -> b -> a. */
export function checkRule(
  rule: Rule,
  file: string,
  pointer: string,
  known: KnownNames,
  named: Readonly<Record<string, Rule>> | undefined,
  name?: string,
): Finding[] {
  const out: Finding[] = [];
  if (named) {
    const messages = new Set<string>();
    for (const brand of brandKeys) {
      try {
        effectiveRuleItem(rule, brand, named, name === undefined ? [] : [name]);
      } catch (e) {
        if (!(e instanceof RuleReferenceError)) throw e;
        messages.add(e.message);
      }
    }
    for (const message of messages) {
      const meant = typeof rule === 'string' && !named[rule] ? didYouMean(rule, Object.keys(named)) : undefined;
      out.push(error(file, pointer, `${message}${suggest(meant)}`));
    }
  }
  if (typeof rule === 'string') return out;
  const slots = brandSlots.filter((slot) => slot in rule);
  if (slots.length) {
    for (const slot of slots) {
      const item = (rule as Record<string, RuleItem | undefined>)[slot];
      if (item) checkItem(item, file, childPointer(pointer, slot), known, out);
    }
  } else {
    checkItem(rule as RuleItem, file, pointer, known, out);
  }
  return out;
}
