// Whats-new groups (000 §3): id, slides (title, description, label, pictureUrl) and permissions, read from the
// plugin's settings; a group is viewable until dismissed, and only where its permissions pass (000 §5: product
// wrap or vision, the cash bulk transacting flag). Slide texts are copy keys, so every string is in the catalogue.
import { isCopyKey, type CopyKey } from '@kit/copy';

export interface Slide {
  title: CopyKey;
  description: CopyKey;
  label: CopyKey;
  pictureUrl: string;
}

export interface GroupPermissions {
  /** The user holds at least one of these products (Wrap, Vision, Cash), under any brand. */
  products?: string[];
  /** This user flag is on (cashBulkTransactingFlag). */
  flag?: string;
}

export interface WhatsNewGroup {
  id: string;
  slides: Slide[];
  permissions: GroupPermissions;
}

export interface ViewerFacts {
  lastLogin: string | null | undefined;
  flags: readonly string[];
  supportedBrandProducts: unknown;
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []);

function readSlide(raw: unknown): Slide | null {
  if (!isObject(raw)) return null;
  const { title, description, label, pictureUrl } = raw;
  if (typeof title !== 'string' || typeof description !== 'string' || typeof label !== 'string') return null;
  if (!isCopyKey(title) || !isCopyKey(description) || !isCopyKey(label)) return null;
  // Pictures are ours (web/public) or https: never a script URL from a settings typo.
  if (typeof pictureUrl !== 'string' || !/^(\/|https:\/\/)/.test(pictureUrl)) return null;
  return { title, description, label, pictureUrl };
}

/** The groups of the settings, in order; a malformed group or slide is left out rather than fatal. */
export function readGroups(settings: unknown): WhatsNewGroup[] {
  if (!isObject(settings) || !Array.isArray(settings.groups)) return [];
  const groups: WhatsNewGroup[] = [];
  for (const raw of settings.groups) {
    if (!isObject(raw) || typeof raw.id !== 'string') continue;
    const slides = (Array.isArray(raw.slides) ? raw.slides : []).map(readSlide).filter((s): s is Slide => s !== null);
    if (!slides.length) continue;
    const p = isObject(raw.permissions) ? raw.permissions : {};
    const permissions: GroupPermissions = {};
    if (strings(p.products).length) permissions.products = strings(p.products);
    if (typeof p.flag === 'string') permissions.flag = p.flag;
    groups.push({ id: raw.id, slides, permissions });
  }
  return groups;
}

export function heldProducts(supportedBrandProducts: unknown): Set<string> {
  if (!isObject(supportedBrandProducts)) return new Set();
  return new Set(Object.values(supportedBrandProducts).flatMap(strings));
}

export function permitted(group: WhatsNewGroup, viewer: ViewerFacts): boolean {
  const { products, flag } = group.permissions;
  if (products) {
    const held = heldProducts(viewer.supportedBrandProducts);
    if (!products.some((p) => held.has(p))) return false;
  }
  if (flag && !viewer.flags.includes(flag)) return false;
  return true;
}

/** The groups to show now: permitted, not dismissed; none for a user with no last login (000 §4). */
export function viewableGroups(groups: readonly WhatsNewGroup[], viewer: ViewerFacts, dismissed: readonly string[]): WhatsNewGroup[] {
  if (!viewer.lastLogin) return [];
  return groups.filter((g) => permitted(g, viewer) && !dismissed.includes(g.id));
}

/** What a first login saves: every group dismissed (000 §4), or null when nothing is left to save. */
export function firstLoginDismissal(groups: readonly WhatsNewGroup[], viewer: ViewerFacts, dismissed: readonly string[]): string[] | null {
  if (viewer.lastLogin) return null;
  const all = [...new Set([...dismissed, ...groups.map((g) => g.id)])];
  return all.length === dismissed.length ? null : all;
}

export const readDismissed = strings;
