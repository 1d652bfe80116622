// What a plugin may ask of the shell, through React context: the shell provides it, plugins read it
// with these hooks, and neither imports the other.
import { createContext, useContext } from 'react';
import type { AccountContributionProps, AccountSection, LazyComponent, SlotContribution, SlotName } from './plugin';

/** What the signed-in user's products allow (001 §6), as the gateway resolved it. */
export interface ViewerAccess {
  wrapAccess: boolean;
  cashAccess: boolean;
}

/** The signed-in brand: family key (mgl, oasis, perpetual), login badge (mgl, oasis, ppt) and child badge. */
export interface ViewerBrand {
  key: string;
  loginBadge: string;
  childBadge: string;
}

export interface PluginHost {
  access: ViewerAccess;
  brand: ViewerBrand;
  /** A resolved feature flag by area.feature; a leading ! negates. Flags the gateway did not send are off. */
  flag(key: string): boolean;
  /** The plugin's settings from config/plugins.json, as the gateway sent them. */
  settings(pluginId: string): unknown;
  /** The enabled plugins' contributions to a slot, in order. */
  slot(name: SlotName): readonly SlotContribution[];
  /** The enabled plugin that fills an account tab ('payments' of 'cash-account'), if any. */
  accountTab(section: AccountSection, subRoute: string): LazyComponent<AccountContributionProps> | undefined;
  /** The enabled plugins' actions on an account page, in order. */
  accountActions(section: AccountSection): readonly SlotContribution<AccountContributionProps>[];
  /**
   * The URL of a side-navigation link by item id (config/navigation/side-nav.json), as resolved for this user:
   * null when its rule hides it. Lets a plugin offer a link (the bell's "View wrap alerts") that the same rule
   * governs, with no second copy of the rule.
   */
  navLinkUrl(itemId: string): string | null;
  /** The favicon with the red dot (unread alerts), or without. */
  setFaviconDot(on: boolean): void;
  /** Signs the user out, as the header's Logout does (a screen-share viewer's 'logout' message; 001 §4). */
  logout(): void;
  /** A contribution failed to load or render (the shell reloads once on a stale chunk). */
  reportError(error: unknown): void;
}

export const PluginHostContext = createContext<PluginHost | null>(null);

export function usePluginHost(): PluginHost {
  const host = useContext(PluginHostContext);
  if (!host) throw new Error('usePluginHost is for components inside the signed-in shell');
  return host;
}

export function useFlag(key: string): boolean {
  return usePluginHost().flag(key);
}

export function useViewerAccess(): ViewerAccess {
  return usePluginHost().access;
}

export function useViewerBrand(): ViewerBrand {
  return usePluginHost().brand;
}

export function usePluginSettings<T = unknown>(pluginId: string): T | undefined {
  return usePluginHost().settings(pluginId) as T | undefined;
}
