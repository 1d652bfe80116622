// Named rules (config/rules.json) and plugin rules (config/plugins.json) check out like menu rules;
// a plugin whose folder plugins/<id>/ does not exist yet is a warning (plugins arrive in later issues).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { childPointer } from '@schemas/validation/json-pointer.ts';
import { fileOf, type ConfigParts } from '../config-parts.ts';
import { checkRule } from './check-rule.ts';
import { warning, type Finding } from './finding.ts';
import type { KnownNames } from './known-names.ts';

export function checkRulesFile(parts: ConfigParts, known: KnownNames): Finding[] {
  const named = parts.rules?.rules;
  if (!named) return [];
  return Object.entries(named).flatMap(([name, rule]) => checkRule(rule, fileOf('rules'), childPointer('/rules', name), known, named, name));
}

export function checkPlugins(parts: ConfigParts, known: KnownNames, pluginsDir: string): Finding[] {
  const out: Finding[] = [];
  for (const [id, plugin] of Object.entries(parts.plugins?.plugins ?? {})) {
    const pointer = childPointer('/plugins', id);
    if (!existsSync(path.join(pluginsDir, id))) {
      out.push(warning(fileOf('plugins'), pointer, `there is no plugin folder plugins/${id}/ yet`));
    }
    if (plugin.rule !== undefined) out.push(...checkRule(plugin.rule, fileOf('plugins'), childPointer(pointer, 'rule'), known, parts.rules?.rules));
  }
  return out;
}
