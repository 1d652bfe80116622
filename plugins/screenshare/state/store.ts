// The screen-share state (001 §3 "Screen-share session state") in a module-level store: the side-nav's
// startCobrowse handler (loaded on click, outside React) and the plugin's overlay and bar (inside React)
// share it through this module. Components read it with useScreenShare().
import { useSyncExternalStore } from 'react';
import { registerModuleReset } from '@kit/module-state';

export type ScreenShareStatus = 'disconnected' | 'connecting' | 'connected' | 'connectionFailed';
/** The 'Start a screen sharing session' modal's state; null: anything else (a spinner with Cancel). */
export type ModalStatus = 'START' | 'PIN' | 'END' | 'ERROR' | 'CANCEL' | null;

export interface ScreenShareState {
  /** The 'Select product' modal is open. */
  productOpen: boolean;
  /** The chosen product's title. */
  product: string | null;
  /** The 'Start a screen sharing session' modal is open (the spec's "modal page"). */
  modalOpen: boolean;
  modalStatus: ModalStatus;
  status: ScreenShareStatus;
  sessionId: string | null;
  pin: string | null;
  assistNumber: string | null;
  /** The inside-session marker: a viewer joined and the session has not ended. */
  insideSession: boolean;
}

export const INITIAL: ScreenShareState = {
  productOpen: false,
  product: null,
  modalOpen: false,
  modalStatus: 'CANCEL',
  status: 'disconnected',
  sessionId: null,
  pin: null,
  assistNumber: null,
  insideSession: false,
};

export interface Store {
  get(): ScreenShareState;
  set(patch: Partial<ScreenShareState>): void;
  subscribe(listener: () => void): () => void;
}

export function createStore(initial: ScreenShareState = INITIAL): Store {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(patch) {
      state = { ...state, ...patch };
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's one screen-share store. */
export const screenShareStore = createStore();
registerModuleReset(() => screenShareStore.set(INITIAL));

export function useScreenShare(store: Store = screenShareStore): ScreenShareState {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** Whether the co-browsing layer is active (the shell disables the menu item and suppresses prompts). */
export const isCobrowseActive = (s: ScreenShareState) => s.status === 'connecting' || s.status === 'connected';

/** The 48 px bar shows when connected or failed and the modal page is closed (001 §2.8). */
export const barShown = (s: ScreenShareState) => (s.status === 'connected' || s.status === 'connectionFailed') && !s.modalOpen;

/** The side-nav's 'Screen sharing assistance': opens 'Select product' unless a session is already under way. */
export function requestScreenShare(store: Store = screenShareStore): void {
  const s = store.get();
  if (isCobrowseActive(s) || s.modalOpen) return;
  store.set({ productOpen: true, status: 'disconnected' });
}
