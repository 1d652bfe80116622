// The PluginHost the shell gives plugins (kit/plugin-host.ts), built from the loaded shell host.
import { useSetAtom } from 'jotai';
import { useMemo } from 'react';
import type { PluginHost } from '../kit/plugin-host';
import type { NavItem } from './api/shell-types';
import type { ShellHost } from './host/shell-host';
import { isChunkLoadError } from './root/chunk-reload';
import { recoverFromChunkError } from './root/chunk-recovery';
import { setFaviconDotAtom } from './root/favicon-atoms';
import { logoutAtom } from '../session';

export function reportContributionError(error: unknown): void {
  if (isChunkLoadError(error)) void recoverFromChunkError();
  else console.error('A plugin contribution failed', error);
}

/** The URL of a resolved navigation item (a badge-driven one's first badge), searched depth first. */
export function findNavUrl(items: readonly NavItem[], id: string): string | null {
  for (const item of items) {
    if (item.id === id) return item.url ?? item.badges?.[0]?.url ?? null;
    const inner = item.children ? findNavUrl(item.children, id) : null;
    if (inner) return inner;
  }
  return null;
}

export function usePluginHostValue(host: ShellHost): PluginHost {
  const setFaviconDot = useSetAtom(setFaviconDotAtom);
  const logout = useSetAtom(logoutAtom);
  return useMemo(
    () => ({
      access: { wrapAccess: host.shell.access.wrapAccess, cashAccess: host.shell.access.cashAccess },
      brand: { key: host.shell.brand.key, loginBadge: host.shell.brand.loginBadge, childBadge: host.shell.brand.childBadge },
      flag: host.flag,
      settings: (pluginId) => host.shell.plugins.find((plugin) => plugin.id === pluginId)?.settings,
      slot: host.registry.slot,
      accountTab: host.registry.accountTab,
      accountActions: host.registry.accountActions,
      navLinkUrl: (itemId) => findNavUrl(host.shell.sideNavigation, itemId),
      setFaviconDot,
      logout: () => void logout('logged_out'),
      reportError: reportContributionError,
    }),
    [host, setFaviconDot, logout],
  );
}
