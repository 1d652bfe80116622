// Reads the gateway's resolved flags. The web never resolves flags itself; it only looks them up.

export type FlagLookup = (key: string) => boolean;

/** 'area.feature' is on when the gateway says so; '!area.feature' negates (the spec's lookup form). */
export function createFlagLookup(flags: readonly { key: string; on: boolean }[]): FlagLookup {
  const on = new Map(flags.map((flag) => [flag.key, flag.on]));
  return (key) => (key.startsWith('!') ? !(on.get(key.slice(1)) ?? false) : (on.get(key) ?? false));
}
