// Whether the favicon shows its red dot; set through the plugin host (the bell plugin knows when).
import { atom } from 'jotai';

const faviconDotStateAtom = atom(false);

export const faviconDotAtom = atom((get) => get(faviconDotStateAtom));

export const setFaviconDotAtom = atom(null, (_get, set, on: boolean) => set(faviconDotStateAtom, on));
