// Pure updates of the id-list preferences (favourite accounts, recent accounts, recent wrap groups).
import { favouriteIds } from '@gateway/kit/accounts/favourite-ids.js';

/** 000 §9: recent accounts and recent wrap groups keep at most 5. */
export const RECENT_LIMIT = 5;

/** A stored id list, tolerant of the older shapes favouriteIds accepts (ids or { accountId } objects). */
export const storedIds = favouriteIds;

export function withFavourite(saved: unknown, accountId: string, favourite: boolean): string[] {
  const ids = storedIds(saved).filter((id) => id !== accountId);
  // A new favourite goes last so the list keeps the order the adviser added them in.
  return favourite ? [...ids, accountId] : ids;
}

export function withRecent(saved: unknown, id: string, limit = RECENT_LIMIT): string[] {
  return [id, ...storedIds(saved).filter((other) => other !== id)].slice(0, limit);
}
