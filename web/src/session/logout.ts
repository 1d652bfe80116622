// Logout for callers outside React, such as the idle watcher (reason timed_out).
import { appStore } from './app-store';
import type { LogoutReason, SignInErrorCode } from './exit-target';
import { logoutAtom } from './leave-atoms';

export function logout(reason: LogoutReason | SignInErrorCode = 'logged_out', store = appStore): Promise<void> {
  return store.set(logoutAtom, reason);
}
