// Whether the unpinned (flyout) side navigation is showing, and what opened it: hover closes on leave,
// the menu button and the keyboard keep it open until a click, Escape or a tap outside.
import { atom } from 'jotai';

export type FlyoutOpener = 'hover' | 'button';

const flyoutStateAtom = atom<FlyoutOpener | null>(null);

export const flyoutOpenAtom = atom((get) => get(flyoutStateAtom) !== null);
export const flyoutOpenerAtom = atom((get) => get(flyoutStateAtom));

export const openFlyoutAtom = atom(null, (get, set, opener: FlyoutOpener) => {
  // A hover never downgrades a deliberate open.
  if (opener === 'hover' && get(flyoutStateAtom) === 'button') return;
  set(flyoutStateAtom, opener);
});

export const closeFlyoutAtom = atom(null, (_get, set) => set(flyoutStateAtom, null));

export const toggleFlyoutAtom = atom(null, (get, set) => set(flyoutStateAtom, get(flyoutStateAtom) === 'button' ? null : 'button'));
