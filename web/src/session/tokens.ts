// The OAuth2 tokens of a sign-in, as the app holds them.

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  scope: string;
  /** Seconds, as issued; null when the issuer did not say. */
  expiresIn: number | null;
  refreshTokenExpiresIn: number | null;
}

/** The only scope that counts as signed in (000 §4); a temporary-password scope also exists. */
export const FULL_VIEW_SCOPE = 'WEALTH_FULL_VIEW';

export function hasFullView(scope: string | null | undefined): boolean {
  // OAuth2 scopes are space-separated; tolerate commas too since the issuer's format is not shown.
  return !!scope && scope.split(/[\s,]+/).includes(FULL_VIEW_SCOPE);
}

/** A whole number of seconds from a query or storage value, else null. */
export function toSeconds(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : null;
}
