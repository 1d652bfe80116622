// Build-time discovery of plugins/<id>/index.ts. The glob is lazy: each manifest is its own chunk, fetched
// only when the gateway enables that plugin for the user, so a disabled plugin's code is never downloaded.
import type { PluginManifest } from '../../kit/plugin';

export type ManifestModule = { default: PluginManifest };
export type ManifestLoaders = Record<string, () => Promise<ManifestModule>>;

const discovered: ManifestLoaders = import.meta.glob<ManifestModule>('../../../../plugins/*/index.ts');

/** Plugin id (its folder name) to the loader of its manifest. */
export function manifestLoaders(modules: ManifestLoaders = discovered): Map<string, () => Promise<ManifestModule>> {
  const byId = new Map<string, () => Promise<ManifestModule>>();
  for (const [path, load] of Object.entries(modules)) {
    const id = /\/plugins\/([^/]+)\/index\.ts$/.exec(path)?.[1];
    if (id) byId.set(id, load);
  }
  return byId;
}

/**
 * Loads the manifests of the enabled plugins, in the gateway's order. Only their loaders run. An id this
 * build has no folder for is skipped (the gateway may be newer than the web app); so is a manifest whose
 * id differs from its folder, since config, lint zones and chunk names all go by the folder.
 */
export async function loadEnabledPlugins(
  enabledIds: readonly string[],
  loaders: Map<string, () => Promise<ManifestModule>> = manifestLoaders(),
): Promise<PluginManifest[]> {
  const known = [...new Set(enabledIds)].filter((id) => {
    if (loaders.has(id)) return true;
    console.warn(`Plugin "${id}" is enabled but not in this build`);
    return false;
  });
  const modules = await Promise.all(known.map((id) => loaders.get(id)!()));
  return modules
    .map((module, i) => ({ manifest: module.default, folder: known[i] }))
    .filter(({ manifest, folder }) => {
      if (manifest.id === folder) return true;
      console.warn(`Plugin folder "${folder}" exports a manifest with id "${manifest.id}"; skipped`);
      return false;
    })
    .map(({ manifest }) => manifest);
}
