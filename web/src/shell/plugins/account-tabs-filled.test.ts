// No account tab is hidden for want of content (issue 17): every tab config/navigation/sub-navigation.json lists
// is drawn by the accounts plugin itself (its overview and account details: plugins/accounts/pages/built-tabs.ts)
// or filled by an enabled plugin's accountTabs slot. A tab added to the config without a plugin to draw it, or a
// plugin switched off in config/plugins.json, fails here before an adviser finds the tab missing.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { PluginManifest } from '@kit/plugin';

const code = import.meta.glob<{ default: PluginManifest }>('../../../../plugins/*/index.ts', { eager: true });
const json = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));

interface Item {
  route?: string;
  kind: string;
  children?: Item[];
}
const subNavigation = json('../../../../config/navigation/sub-navigation.json') as { accounts: Record<string, Item[]> };
const plugins = json('../../../../config/plugins.json') as { plugins: Record<string, { enabled: boolean }> };

/** What the accounts plugin draws itself, on every account page. */
const ACCOUNTS_OWN = ['account-overview', 'account-details'];

const routes = (items: Item[]): string[] => items.flatMap((item) => (item.children ? routes(item.children) : item.route ? [item.route] : []));

const filled = new Set(
  Object.entries(code)
    .filter(([path]) => plugins.plugins[/\/plugins\/([^/]+)\//.exec(path)![1]]?.enabled)
    .flatMap(([, module]) => Object.keys(module.default.slots?.accountTabs ?? {})),
);

describe('account tabs', () => {
  const sections = Object.entries(subNavigation.accounts);

  it('are listed for the three account pages', () => {
    expect(sections.map(([section]) => section).sort()).toEqual(['cash-account', 'term-deposit', 'wrap-account']);
  });

  it.each(sections)('%s: every tab has content from an enabled plugin', (section, items) => {
    const empty = routes(items).filter((route) => !ACCOUNTS_OWN.includes(route) && !filled.has(`${section}:${route}`));
    expect(empty).toEqual([]);
  });
});
