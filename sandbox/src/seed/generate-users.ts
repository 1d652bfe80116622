// Demo users, the adviser entities each acts for, the limited user's access rows and the main user's preferences.
import { createHash } from 'node:crypto';
import { hashPassword } from '../lib/passwords.js';
import { DaysBefore } from './calendar.js';
import { DEMO_USERS } from './demo-users.js';
import { USER_PROFILES } from './demo-profiles.js';
import type { AdviserPlan } from './plan-advisers.js';

export interface UserRow {
  mac: string;
  username: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  last_login: string | null;
  last_password_change: string | null;
  brand: string;
  login_badge: string;
  child_badge: string;
  badges: string;
  supported_brand_products: string;
  flags: string;
  dealer_restricted: boolean;
  dealer_code: string | null;
  default_access: string;
  shows: string;
}

export function userRows(seed: number, reference: string): UserRow[] {
  const days = new DaysBefore(reference);
  return DEMO_USERS.map((user, i) => {
    const profile = USER_PROFILES.find((p) => p.mac === user.mac)!;
    // A salt derived from the seed keeps the same seed byte-identical; it is still unique per user.
    const salt = createHash('sha256').update(`${seed}:${user.mac}`).digest().subarray(0, 16);
    const firstName = user.name.slice(0, user.name.length - profile.lastName.length - 1);
    return {
      mac: user.mac,
      username: user.username,
      password_hash: hashPassword(user.password, salt),
      first_name: firstName,
      last_name: profile.lastName,
      // Signed in yesterday morning, Sydney time (about 22:00 UTC the day before).
      last_login: profile.firstLogin ? null : `${days.get(2)}T21:${String(10 + i * 5).padStart(2, '0')}:00Z`,
      last_password_change: profile.firstLogin ? null : `${days.get(40 + i * 17)}T23:30:00Z`,
      brand: user.brand,
      login_badge: user.loginBadge,
      child_badge: profile.childBadge,
      badges: JSON.stringify(profile.badges),
      supported_brand_products: JSON.stringify(profile.supportedBrandProducts),
      flags: JSON.stringify(profile.flags),
      dealer_restricted: profile.dealerRestricted !== undefined,
      dealer_code: profile.dealerRestricted ?? null,
      default_access: profile.defaultAccess ?? 'FULL',
      shows: user.shows,
    };
  });
}

export function userEntityRows(plan: AdviserPlan): { mac: string; entity_key: string }[] {
  const rows: { mac: string; entity_key: string }[] = [];
  for (const profile of USER_PROFILES) {
    const keys = new Set<string>();
    for (const personKey of profile.persons) {
      for (const key of Object.values(plan.personByKey.get(personKey)!.entities)) keys.add(key);
    }
    for (const dealer of profile.dealerEntityOf ?? []) keys.add(plan.dealerEntity.get(dealer)!);
    for (const entity_key of [...keys].sort()) rows.push({ mac: profile.mac, entity_key });
  }
  return rows;
}

/**
 * The mac of the demo user an adviser's groups were created by (the first one acting for the
 * adviser); created_by holds a mac, as it does for groups created through the API.
 */
export function creatorMac(personKey: string): string {
  return USER_PROFILES.find((p) => p.persons.includes(personKey))?.mac ?? 'M0000001';
}

export const LIMITED_USER = 'M0000005';
export const LIMITED_ADVISER = 'hbwp-daniel';
export const FAVOURITES_USER = 'M0000001';
export const FAVOURITES_ADVISER = 'hbwp-olivia';

/**
 * The limited user holds LIMITED access by default; explicit rows give FULL access to every account
 * of one group (so that group stays editable), VIEW to some accounts and LIMITED to a few more.
 */
export function accessRows(fullAccess: string[], wrapAccounts: string[]): { mac: string; account_id: string; access: string }[] {
  const rows = new Map<string, string>();
  for (const id of fullAccess) rows.set(id, 'FULL');
  let view = 0;
  let limited = 0;
  for (const id of wrapAccounts) {
    if (rows.has(id)) continue;
    if (view < 10) {
      rows.set(id, 'VIEW');
      view++;
    } else if (limited < 20) {
      rows.set(id, 'LIMITED');
      limited++;
    }
  }
  return [...rows].map(([account_id, access]) => ({ mac: LIMITED_USER, account_id, access }));
}

export function preferenceRows(
  reference: string,
  favourites: Map<string, string>,
  recentGroups: string[],
): { mac: string; key: string; value: string; updated_at: string }[] {
  const ids = (types: string[]) => types.map((t) => favourites.get(t)).filter((id): id is string => id !== undefined);
  const at = `${reference}T00:00:00Z`;
  return [
    { key: 'favourite-accounts', value: ids(['WRAP', 'CASH', 'TD']) },
    { key: 'recent-accounts', value: ids(['MOT', 'WRAP']) },
    { key: 'recent-wrap-groups', value: recentGroups.slice(0, 2) },
  ].map(({ key, value }) => ({ mac: FAVOURITES_USER, key, value: JSON.stringify(value), updated_at: at }));
}
