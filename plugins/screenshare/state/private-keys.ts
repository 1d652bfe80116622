// 001 §4 Screen share: before a non-embedded session starts, local-storage entries whose key contains
// 'privatekey' are stashed and removed, so nothing of them can reach the person watching; they come back on
// any session event or teardown. The stash is kept in session storage (this tab only), so a reload in the
// middle of a session restores them on the next start of the plugin instead of losing them.
const STASH_KEY = 'ao.screenshare.stash';

export const isPrivateKey = (key: string) => key.toLowerCase().includes('privatekey');

/** Whether the portal runs inside another page's frame (embedded); an embedded portal stashes nothing. */
export function isEmbedded(win: Window = window): boolean {
  try {
    return win.top !== win.self;
  } catch {
    return true;
  }
}

/** Moves every 'privatekey' entry of local storage into the stash; answers how many moved. */
export function stashPrivateKeys(local: Storage = localStorage, session: Storage = sessionStorage): number {
  const held: Record<string, string> = readStash(session);
  const keys: string[] = [];
  for (let i = 0; i < local.length; i++) {
    const key = local.key(i);
    if (key !== null && isPrivateKey(key)) keys.push(key);
  }
  for (const key of keys) {
    held[key] = local.getItem(key) ?? '';
    local.removeItem(key);
  }
  if (Object.keys(held).length) session.setItem(STASH_KEY, JSON.stringify(held));
  return keys.length;
}

/** Puts stashed entries back (an entry written since the stash wins) and empties the stash. */
export function restorePrivateKeys(local: Storage = localStorage, session: Storage = sessionStorage): number {
  const held = readStash(session);
  const keys = Object.keys(held);
  for (const key of keys) if (local.getItem(key) === null) local.setItem(key, held[key]);
  session.removeItem(STASH_KEY);
  return keys.length;
}

function readStash(session: Storage): Record<string, string> {
  try {
    const value: unknown = JSON.parse(session.getItem(STASH_KEY) ?? '{}');
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}
