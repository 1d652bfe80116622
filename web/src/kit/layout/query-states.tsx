// What a page shows while its query has no data yet: loading, or an error with "Try again" (kit states), then its
// content once data came. A refetch that fails again stays on the error state; data already shown stays shown.
import type { ReactNode } from 'react';
import { ErrorState } from '../error-state';
import { LoadingState } from '../loading-state';

export interface QueryStatesProps<T> {
  /** The query's data, or what the page reads off it; undefined or null while there is none. */
  data: T | null | undefined;
  loading: boolean;
  error?: unknown;
  /** Said while loading (the kit's "Loading…" when omitted). */
  loadingLabel?: string;
  /** Said when the query failed with nothing to show. */
  errorMessage: string;
  /** The query's refetch: offered as "Try again". */
  refetch?: () => Promise<unknown>;
  children: (data: T) => ReactNode;
}

export function QueryStates<T>({ data, loading, error, loadingLabel, errorMessage, refetch, children }: QueryStatesProps<T>) {
  if (data !== undefined && data !== null) return <>{children(data)}</>;
  if (error && !loading) return <ErrorState message={errorMessage} onRetry={refetch ? () => void refetch().catch(() => undefined) : undefined} />;
  if (loading) return <LoadingState label={loadingLabel} />;
  return error ? <ErrorState message={errorMessage} /> : null;
}
