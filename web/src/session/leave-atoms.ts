// Leaving the app for the sign-in service: login, logout or error page (000 §2, §4).
import { atom, type Getter, type Setter } from 'jotai';
import { runBeforeLogout } from '../kit/before-logout';
import { isLogoutReason, type ExitTarget, type LogoutReason, type SignInErrorCode } from './exit-target';
import { leavingStateAtom, requireServices, snapshotAtom } from './session-state';
import { clearTokens } from './session-storage';

/** Where the browser is going, while it goes; the shell shows this instead of the app. */
export const leavingAtom = atom((get) => get(leavingStateAtom));

/** Sends the browser to a sign-in page. Ignored while another departure is under way; a failed one may be retried. */
export const leaveAtom = atom(null, (get, set, target: ExitTarget): Promise<void> => {
  if (get(leavingStateAtom)?.status === 'pending') return Promise.resolve();
  return depart(get, set, target);
});

/**
 * Ends the sign-in and leaves: revokes it upstream (a failure there changes nothing for the user),
 * forgets the tokens and cached data, then goes to the logout page for a logout reason or to the
 * error page for an error code (e.g. server_error when user details cannot be had, 000 §8).
 */
export const logoutAtom = atom(
  null,
  async (get, set, reason: LogoutReason | SignInErrorCode = 'logged_out'): Promise<void> => {
    if (get(leavingStateAtom)?.status === 'pending') return;
    // Plugins finish first, with the tokens still in hand (a screen share tells its viewer; 001 §4).
    await runBeforeLogout();
    if (get(leavingStateAtom)?.status === 'pending') return;
    const target: ExitTarget = isLogoutReason(reason) ? { page: 'logout', reason } : { page: 'error', code: reason };
    // Showing the leaving screen first unmounts the pages, so nothing asks for data mid-teardown.
    set(leavingStateAtom, { target, status: 'pending' });

    const { api, storage, clearCache } = requireServices(get);
    const snapshot = get(snapshotAtom);
    const refreshToken = snapshot?.tokens?.refreshToken;
    clearTokens(storage);
    if (snapshot) set(snapshotAtom, { ...snapshot, tokens: null });

    if (refreshToken) await api.endSession(refreshToken).catch(() => undefined);
    await clearCache().catch(() => undefined);
    await depart(get, set, target);
  },
);

async function depart(get: Getter, set: Setter, target: ExitTarget): Promise<void> {
  const { api, assign, brand, loginRedirectUri } = requireServices(get);
  set(leavingStateAtom, { target, status: 'pending' });
  try {
    assign(await api.exitUrl(get(snapshotAtom)?.brand ?? brand, target, loginRedirectUri));
  } catch {
    set(leavingStateAtom, { target, status: 'failed' });
  }
}
