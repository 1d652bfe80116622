// Preference names of the spec (000 §3) and the upstream keys they are stored under (002 §9), with the
// documented defaults of unset keys. Either form is accepted; unknown keys pass through unchanged.
import { ErrorCode, gatewayError } from '../../errors.js';

export const PREFERENCE_KEYS: Readonly<Record<string, string>> = {
  AoSideNavPinned: 'ao-sidenav-pinned',
  Homepage: 'homepage',
  DismissedPopovers: 'dismissed-popovers',
  WhatsNewDismissedGroups: 'whats-new-dismissed-groups',
  FavouriteAccounts: 'favourite-accounts',
  RecentAccounts: 'recent-accounts',
  RecentWrapGroups: 'recent-wrap-groups',
  YellowBoxMessage: 'yellow-box-message',
};

/** By upstream key. */
export const PREFERENCE_DEFAULTS: Readonly<Record<string, unknown>> = {
  'ao-sidenav-pinned': true,
  homepage: 'dashboard',
};

/** Keys go into a path segment or a comma list upstream, so they stay plain. */
const KEY_SHAPE = /^[A-Za-z0-9_.-]{1,100}$/;

export function upstreamPreferenceKey(key: string): string {
  if (!KEY_SHAPE.test(key)) {
    throw gatewayError(ErrorCode.BAD_USER_INPUT, `Preference key '${key}' must be letters, digits, '-', '_' or '.'`);
  }
  return Object.hasOwn(PREFERENCE_KEYS, key) ? PREFERENCE_KEYS[key] : key;
}

/** The stored value, or the documented default when the key is not set, else null. */
export function preferenceValue(upstreamKey: string, stored: Map<string, unknown>): unknown {
  if (stored.has(upstreamKey)) return stored.get(upstreamKey) ?? null;
  return Object.hasOwn(PREFERENCE_DEFAULTS, upstreamKey) ? PREFERENCE_DEFAULTS[upstreamKey] : null;
}
