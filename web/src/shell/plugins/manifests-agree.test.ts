// Every plugin's code manifest (index.ts) fills exactly the pages its data manifest (plugin.json)
// declares, under the same id and flags: the gateway's config checks read plugin.json, the shell runs
// index.ts, so the two must never disagree.
import { describe, expect, it } from 'vitest';
import type { PluginManifest } from '@kit/plugin';

const code = import.meta.glob<{ default: PluginManifest }>('../../../../plugins/*/index.ts', { eager: true });
const data = import.meta.glob<{ default: { id: string; routes: Record<string, string>; flags?: string[] } }>(
  '../../../../plugins/*/plugin.json',
  { eager: true },
);
const folder = (path: string) => /\/plugins\/([^/]+)\//.exec(path)![1];

describe('plugin manifests', () => {
  const folders = Object.keys(code).map(folder).sort();

  it('every plugin folder has both manifests', () => {
    expect(folders.length).toBeGreaterThan(0);
    expect(Object.keys(data).map(folder).sort()).toEqual(folders);
  });

  it.each(folders)('%s: index.ts fills exactly the routes plugin.json declares, with the same id and flags', (id) => {
    const manifest = code[`../../../../plugins/${id}/index.ts`].default;
    const declared = data[`../../../../plugins/${id}/plugin.json`].default;
    expect(manifest.id).toBe(id);
    expect(declared.id).toBe(id);
    expect((manifest.routes ?? []).map((r) => r.id).sort()).toEqual(Object.keys(declared.routes).sort());
    expect([...(manifest.flags ?? [])].sort()).toEqual([...(declared.flags ?? [])].sort());
  });
});
