// What the session layer needs from the outside world, handed in at start so tests can fake it.
import type { LoginBadge } from './brand';
import type { ExitTarget } from './exit-target';
import type { SessionStorageLike } from './session-storage';
import type { SessionTokens } from './tokens';

/** The gateway's sign-in plumbing (Mutation.renewSession, Mutation.endSession, Query.signIn). */
export interface SessionApi {
  renewSession(refreshToken: string): Promise<SessionTokens>;
  endSession(refreshToken: string): Promise<void>;
  /** The address of the sign-in service's login, logout or error page for a badge. */
  exitUrl(badge: LoginBadge, target: ExitTarget, loginRedirectUri: string): Promise<string>;
}

export interface SessionServices {
  api: SessionApi;
  storage: SessionStorageLike;
  /** The login badge resolved at start (page URL, then session storage, then the page's meta tag). */
  brand: LoginBadge;
  /** Where the login page sends the browser back to with tokens: '<origin><path>#/login'. */
  loginRedirectUri: string;
  /** Leaves the app (window.location.assign in the browser). */
  assign(url: string): void;
  /** Forgets everything the API client cached for the signed-out user. */
  clearCache(): Promise<unknown>;
  now(): number;
  newSessionId(): string;
}
