// The PluginHost the shell gives plugins (kit/plugin-host.ts), built from the loaded shell host.
import { useSetAtom } from 'jotai';
import { useMemo } from 'react';
import type { PluginHost } from '../kit/plugin-host';
import type { ShellHost } from './host/shell-host';
import { isChunkLoadError } from './root/chunk-reload';
import { recoverFromChunkError } from './root/chunk-recovery';
import { setFaviconDotAtom } from './root/favicon-atoms';

export function reportContributionError(error: unknown): void {
  if (isChunkLoadError(error)) void recoverFromChunkError();
  else console.error('A plugin contribution failed', error);
}

export function usePluginHostValue(host: ShellHost): PluginHost {
  const setFaviconDot = useSetAtom(setFaviconDotAtom);
  return useMemo(
    () => ({
      access: { wrapAccess: host.shell.access.wrapAccess, cashAccess: host.shell.access.cashAccess },
      brand: { key: host.shell.brand.key, loginBadge: host.shell.brand.loginBadge, childBadge: host.shell.brand.childBadge },
      flag: host.flag,
      settings: (pluginId) => host.shell.plugins.find((plugin) => plugin.id === pluginId)?.settings,
      slot: host.registry.slot,
      setFaviconDot,
      reportError: reportContributionError,
    }),
    [host, setFaviconDot],
  );
}
