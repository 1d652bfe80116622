// Co-browsing (screen sharing) state the shell and the screen-share plugin share (001 §2.2, §4 Screen share):
// while a session is active the shell disables the 'Screen sharing assistance' menu item, suppresses the
// browser-support and whats-new prompts, and the chat window is raised above the co-browsing layer.
import { atom } from 'jotai';

const cobrowseStateAtom = atom(false);

/** True while a co-browsing session is active (from its start until it ends, fails or is cancelled). */
export const cobrowseActiveAtom = atom((get) => get(cobrowseStateAtom));

export const setCobrowseActiveAtom = atom(null, (_get, set, active: boolean) => set(cobrowseStateAtom, active));
