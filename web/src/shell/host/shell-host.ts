import type { ShellData } from '../api/shell-types';
import type { PluginRegistry } from '../plugins/plugin-registry';
import type { FlagLookup } from './flag-lookup';

/** Everything the signed-in frame draws from: the resolved shell and what the enabled plugins bring. */
export interface ShellHost {
  shell: ShellData;
  registry: PluginRegistry;
  flag: FlagLookup;
}
