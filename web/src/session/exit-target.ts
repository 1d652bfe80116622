// The sign-in service's pages the browser leaves the app for (000 §2 "Root and sign-in").

export type LogoutReason = 'logged_out' | 'timed_out';

/** Codes for the sign-in service's error page. server_error: user details could not be had (000 §8). */
export type SignInErrorCode =
  | 'server_error'
  | 'missing_tokens'
  | 'brand_changed'
  | 'unsupported_token'
  | 'insufficient_scope';

export type ExitTarget =
  | { page: 'login'; goTo: string | null }
  | { page: 'logout'; reason: LogoutReason }
  | { page: 'error'; code: SignInErrorCode };

export function isLogoutReason(value: string): value is LogoutReason {
  return value === 'logged_out' || value === 'timed_out';
}

export function sameTarget(a: ExitTarget, b: ExitTarget): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
