// One plugin contribution to a header slot (search box, bell), loaded lazily and fenced off.
import { Suspense } from 'react';
import { ContributionBoundary } from '../../kit/contribution-boundary';
import { LazyView } from '../../kit/lazy-view';
import type { LazyComponent } from '../../kit/plugin';

export function HeaderSlot({ load, onError }: { load: LazyComponent | undefined; onError(error: unknown): void }) {
  if (!load) return null;
  return (
    <ContributionBoundary onError={onError}>
      <Suspense fallback={null}>
        <LazyView load={load} props={{}} />
      </Suspense>
    </ContributionBoundary>
  );
}
