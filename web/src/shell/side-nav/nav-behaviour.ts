// The side navigation's rules (001 §2.2), as data the components follow.
import { atLeast, type Breakpoint } from '../../kit/breakpoints';
import type { NavItem, NavItemKind } from '../api/shell-types';

/** Desktop: a mouse or trackpad; touch: phones and tablets (no hover, coarse pointer). */
export type Device = 'desktop' | 'touch';

/** docked: a column beside the page (pinned); flyout: hidden until hover or the menu button. */
export type NavPresentation = 'docked' | 'flyout';

/** Pinned docks the menu; below sm (1024 px) there is no room, so it always flies out. */
export function navPresentation(pinned: boolean, breakpoint: Breakpoint): NavPresentation {
  return pinned && atLeast(breakpoint, 'sm') ? 'docked' : 'flyout';
}

/** Each menu click hides the side nav, except toggles on desktop (they open and close their group). */
export function hidesOnClick(kind: NavItemKind, device: Device): boolean {
  return !(kind === 'toggle' && device === 'desktop');
}

/** On mobile and tablet toggles have no click handler: their groups are always shown open. */
export function togglesAreInteractive(device: Device): boolean {
  return device === 'desktop';
}

/** Hover opens the unpinned menu only where there is a pointer that hovers. */
export function opensOnHover(device: Device): boolean {
  return device === 'desktop';
}

/**
 * On touch devices a tap outside the open menu hides it (001 §2.2). On desktop a menu opened with the
 * menu button closes on a click outside too, like any popover; one opened by hover closes on leaving it.
 */
export function closesOnPressOutside(device: Device, presentation: NavPresentation, opener: 'hover' | 'button' | null): boolean {
  return presentation === 'flyout' && (device === 'touch' || opener === 'button');
}

export interface ShellStates {
  cobrowseActive: boolean;
}

/** An item's disabledWhen names a shell state; 'Screen sharing assistance' is off during co-browsing. */
export function isItemDisabled(item: Pick<NavItem, 'disabledWhen'>, states: ShellStates): boolean {
  switch (item.disabledWhen) {
    case 'cobrowseActive':
      return states.cobrowseActive;
    default:
      return false;
  }
}

/** The label to show: Request Centre reads 'Requests' while the menu is pinned. */
export function itemLabel(item: Pick<NavItem, 'label' | 'pinnedLabel'>, pinned: boolean): string {
  return pinned && item.pinnedLabel ? item.pinnedLabel : item.label;
}
