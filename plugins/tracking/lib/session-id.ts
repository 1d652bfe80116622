// The tracking session id (001 §9: stored under 'mb-session'). In sessionStorage: one id per tab for as long as the
// tab lives, so reloads keep it and a new tab or a new sign-in in a new tab starts another.
export const SESSION_KEY = 'mb-session';

const ID = /^[0-9a-f]{32}$/;

function randomId(): string {
  // getRandomValues, not randomUUID: the portal may be served over plain HTTP on an intranet host.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function trackingSessionId(storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeSessionStorage()): string {
  const kept = storage?.getItem(SESSION_KEY);
  if (kept && ID.test(kept)) return kept;
  const id = randomId();
  try {
    storage?.setItem(SESSION_KEY, id);
  } catch {
    // Storage full or refused: the id lives for this page only.
  }
  return id;
}

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
