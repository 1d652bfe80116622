// Per-session feature flag overrides (docs/architecture.md "Config as data"): { "area.feature": bool } in session
// storage under our own key, sent with every shell query so the gateway resolves flags with them.
import type { SessionStorageLike } from '../../session/session-storage';
import type { FlagOverride } from '@kit/gql/graphql';

export const FLAG_OVERRIDES_KEY = 'ao_flag_overrides';

const FLAG_KEY = /^[A-Za-z][\w-]*\.[A-Za-z][\w-]*$/;

/** The stored overrides as the query wants them; anything unreadable is ignored rather than fatal. */
export function readFlagOverrides(storage: SessionStorageLike): FlagOverride[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(FLAG_OVERRIDES_KEY) ?? '{}');
  } catch {
    return [];
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return [];
  return Object.entries(parsed)
    .filter((entry): entry is [string, boolean] => FLAG_KEY.test(entry[0]) && typeof entry[1] === 'boolean')
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, on]) => ({ key, on }));
}

export function writeFlagOverrides(storage: SessionStorageLike, overrides: Readonly<Record<string, boolean>>): void {
  if (Object.keys(overrides).length === 0) storage.removeItem(FLAG_OVERRIDES_KEY);
  else storage.setItem(FLAG_OVERRIDES_KEY, JSON.stringify(overrides));
}
