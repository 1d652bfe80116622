// Test helpers for the shell: the NavItem selection (three levels, as the web asks), users of each
// family as the sandbox seeds them, and menu lookups.
import type { UserDetails } from '@gateway/kit/user/get-user-details.js';
import { user } from '../../testing/fixtures.js';

const NAV_FIELDS = 'id label kind route matches exact url badges { badge label url } selectBadge action disabledWhen icon popover pinnedLabel';
export const NAV = `${NAV_FIELDS} children { ${NAV_FIELDS} children { ${NAV_FIELDS} } }`;

export interface Item {
  id: string;
  url: string | null;
  badges: { badge: string; label: string; url: string }[] | null;
  children: Item[] | null;
  [field: string]: unknown;
}

export const flatten = (items: Item[]): Item[] => items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
export const ids = (items: Item[]) => flatten(items).map((item) => item.id);
export const find = (items: Item[], id: string) => flatten(items).find((item) => item.id === id);

export const mglWrapUser = (over: Partial<UserDetails> = {}) =>
  user({ brand: 'mgl', loginBadge: 'mgl', childBadge: 'MacquarieWrap', badges: ['MacquarieWrap'], supportedBrandProducts: { mgl: ['Wrap', 'Cash'] }, ...over });
export const mglVisionUser = (over: Partial<UserDetails> = {}) =>
  user({ brand: 'mgl', loginBadge: 'mgl', childBadge: 'Vision', badges: ['Vision'], supportedBrandProducts: { mgl: ['Vision'] }, ...over });
export const oasisUser = (over: Partial<UserDetails> = {}) =>
  user({
    brand: 'oasis', loginBadge: 'oasis', childBadge: 'GrowWrap', badges: ['GrowWrap', 'Voyage', 'ANZGrowWrap'],
    supportedBrandProducts: { oasis: ['Wrap'], anz: ['Wrap'] }, flags: { wrapDealerLevelAccessFlag: true }, ...over,
  });
export const perpetualUser = (over: Partial<UserDetails> = {}) =>
  user({
    brand: 'perpetual', loginBadge: 'ppt', childBadge: 'Perpetual', badges: ['Perpetual'],
    supportedBrandProducts: { perpetual: ['Wrap'] }, flags: { perpetualBulkTransactingFlag: true }, ...over,
  });
