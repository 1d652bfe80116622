// What every entry of the side navigation needs, given once by the menu that draws them.
import { createContext, useContext } from 'react';
import type { NavItem } from '../api/shell-types';
import type { Device, ShellStates } from './nav-behaviour';

export interface NavContextValue {
  device: Device;
  pinned: boolean;
  activeId: string | null;
  states: ShellStates;
  /** A menu entry was used: the menu hides unless it was a toggle on desktop. */
  onItemUsed(item: NavItem): void;
  /** Runs a custom action (startCobrowse...). */
  runAction(item: NavItem): void;
  /** Opens the badge-selection dialog of a badge-driven link allowed for several badges. */
  chooseBadge(item: NavItem): void;
  isPopoverDismissed(key: string): boolean;
  dismissPopover(key: string): void;
}

export const NavContext = createContext<NavContextValue | null>(null);

export function useNavContext(): NavContextValue {
  const value = useContext(NavContext);
  if (!value) throw new Error('Navigation entries render inside a NavContext');
  return value;
}

/** DismissedPopovers holds 'name-order' keys (000 §3); each item carries one note, order 1. */
export function popoverKey(item: NavItem): string {
  return `${item.id}-1`;
}

/** The keys of every note in the menu, in menu order (children after their parent). */
export function popoverKeysOf(items: readonly NavItem[]): string[] {
  return items.flatMap((item) => [...(item.popover ? [popoverKey(item)] : []), ...popoverKeysOf(item.children ?? [])]);
}
