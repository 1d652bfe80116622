import { hasGatewayCode } from '@kit/refusal';
// 002 §2 Client overview display: the page is LOADING, LOAD_ERROR or LOAD_SUCCESS.

export type LoadState = 'LOADING' | 'LOAD_ERROR' | 'LOAD_SUCCESS';

export interface QueryView {
  loading: boolean;
  /** The query's error (any error: the gateway fails the whole read unless the only one is DEVICES_ERROR). */
  error?: unknown;
  hasData: boolean;
}

export function loadState({ loading, error, hasData }: QueryView): LoadState {
  if (error || (!loading && !hasData)) return 'LOAD_ERROR';
  return loading && !hasData ? 'LOADING' : 'LOAD_SUCCESS';
}

/** A client none of the user's advisers services (the gateway's NOT_FOUND) is said so, not offered a retry. */
export function isNotFound(error: unknown): boolean {
  return hasGatewayCode(error, 'NOT_FOUND');
}

/** 'Not provided' for a missing or blank value (002 §2). */
export function orNotProvided(value: string | null | undefined, notProvided: string): string {
  return value && value.trim() ? value : notProvided;
}
