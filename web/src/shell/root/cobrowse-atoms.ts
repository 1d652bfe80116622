// Co-browsing (screen sharing) state. The screen-share plugin is not built yet; the state is real so the
// shell's reactions to it (the disabled menu item, suppressed prompts) already work and are tested.
import { atom } from 'jotai';

const cobrowseStateAtom = atom(false);

/** True while a co-browsing session is active. */
export const cobrowseActiveAtom = atom((get) => get(cobrowseStateAtom));

export const setCobrowseActiveAtom = atom(null, (_get, set, active: boolean) => set(cobrowseStateAtom, active));
