// Loads what the signed-in frame needs before it draws anything: the resolved shell, the frame's own
// preferences, and the enabled plugins' manifests. Runs in the signed-in route's beforeLoad.
import type { ApolloClient } from '@apollo/client';
import { setCopyOverrides } from '../../kit/copy';
import type { SessionStorageLike } from '../../session/session-storage';
import { GET_SHELL } from '../api/get-shell';
import { GET_SHELL_PREFERENCES } from '../api/get-shell-preferences';
import { asShellData, type ShellData } from '../api/shell-types';
import { loadEnabledPlugins } from '../plugins/discover-plugins';
import { buildRegistry } from '../plugins/plugin-registry';
import { createFlagLookup } from './flag-lookup';
import { readFlagOverrides } from './flag-overrides';
import type { ShellHost } from './shell-host';

// beforeLoad runs on every navigation and Apollo answers repeats from its cache with the same object,
// so the host is kept per shell answer: the frame keeps stable references and plugins load once.
const hosts = new WeakMap<ShellData, Promise<ShellHost>>();

export async function loadShellHost(client: ApolloClient, storage: SessionStorageLike): Promise<ShellHost> {
  const [{ data }] = await Promise.all([
    client.query({ query: GET_SHELL, variables: { overrides: readFlagOverrides(storage) } }),
    // 'Error retrieving user preferences': the defaults are used (000 §8); the side nav reads the cache.
    client.query({ query: GET_SHELL_PREFERENCES }).catch(() => undefined),
  ]);
  if (!data) throw new Error('The gateway gave no shell');
  const shell = asShellData(data.shell);
  let host = hosts.get(shell);
  if (!host) {
    host = hostFor(shell);
    hosts.set(shell, host);
    host.catch(() => hosts.delete(shell));
  }
  return host;
}

async function hostFor(shell: ShellData): Promise<ShellHost> {
  const manifests = await loadEnabledPlugins(shell.plugins.map((plugin) => plugin.id));
  // Before anything renders with t(), so the brand's wording shows from the first frame.
  setCopyOverrides(shell.copyOverrides ?? {});
  return { shell, registry: buildRegistry(manifests), flag: createFlagLookup(shell.flags) };
}
