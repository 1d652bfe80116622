// The plugins this subject gets (config/plugins.json): switched on, and their rule (if any) passes.
// The web downloads only these, so a plugin that is off never reaches the browser.
import type { PluginsConfig } from '@schemas/plugins.schema.ts';
import { evaluateRule, type Rule, type RuleSubject } from '../../rules/index.ts';

export interface EnabledPlugin {
  id: string;
  settings: Record<string, unknown> | null;
}

export function enabledPlugins(
  config: PluginsConfig,
  subject: RuleSubject,
  named: Readonly<Record<string, Rule>>,
): EnabledPlugin[] {
  return Object.entries(config.plugins)
    .filter(([, plugin]) => plugin.enabled && evaluateRule(plugin.rule as Rule | undefined, subject, named))
    .map(([id, plugin]) => ({ id, settings: plugin.settings ?? null }));
}
