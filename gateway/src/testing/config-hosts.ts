// Config hosts for in-process tests: the real config/ (loaded once per test file, no watching) and a
// host over a config a test has changed in memory.
import { createConfigHost, type ConfigHost, type LoadedConfig } from '../config-host/index.ts';
import { configVersion } from '../config-host/create-config-host.ts';
import { realConfigDir } from '../config-host/test-support.ts';

let real: Promise<ConfigHost> | undefined;

/** The real config/, validated as at start; shared, because loading it compiles every schema. */
export const realConfigHost = (): Promise<ConfigHost> => (real ??= createConfigHost({ dir: realConfigDir }));

/** A host that always serves `config` (no file behind it, so no errors and no reloads). */
export function staticConfigHost(config: LoadedConfig): ConfigHost {
  return {
    current: () => config,
    version: () => configVersion(config),
    lastErrors: () => [],
    warnings: () => [],
    onChange: () => () => undefined,
    reload: async () => true,
    close: () => undefined,
  };
}

/** The real config with `change` applied to a deep copy, e.g. a plugin switched off. */
export async function changedConfigHost(change: (config: LoadedConfig) => void): Promise<ConfigHost> {
  const config = structuredClone((await realConfigHost()).current());
  change(config);
  return staticConfigHost(config);
}

/**
 * Installs a stand-in plugin serving every planned page (config/planned-routes.json), so a test about
 * permission rules sees the menu items those rules govern rather than their dead-end hiding.
 */
export function servePlannedPages(config: LoadedConfig): void {
  const routes = Object.fromEntries(Object.keys(config.plannedRoutes.routes).map((route, i) => [`planned-${i}`, route]));
  config.pluginManifests['planned-pages'] = { id: 'planned-pages', routes };
  config.plugins.plugins['planned-pages'] = { enabled: true };
}
