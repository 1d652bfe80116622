// Named rules (config/rules.json) and plugin rules (config/plugins.json) check out like menu rules;
// an unknown plugin id is refused by check-declarations.ts.
import { childPointer } from '@schemas/validation/json-pointer.ts';
import { fileOf, type ConfigParts } from '../config-parts.ts';
import { checkRule } from './check-rule.ts';
import type { Finding } from './finding.ts';
import type { KnownNames } from './known-names.ts';

export function checkRulesFile(parts: ConfigParts, known: KnownNames): Finding[] {
  const named = parts.rules?.rules;
  if (!named) return [];
  return Object.entries(named).flatMap(([name, rule]) => checkRule(rule, fileOf('rules'), childPointer('/rules', name), known, named, name));
}

export function checkPlugins(parts: ConfigParts, known: KnownNames): Finding[] {
  const out: Finding[] = [];
  for (const [id, plugin] of Object.entries(parts.plugins?.plugins ?? {})) {
    const pointer = childPointer('/plugins', id);
    if (plugin.rule !== undefined) out.push(...checkRule(plugin.rule, fileOf('plugins'), childPointer(pointer, 'rule'), known, parts.rules?.rules));
  }
  return out;
}
