// Draws every enabled plugin's contribution to a named slot, each loaded lazily and fenced off.
import { Suspense } from 'react';
import { ContributionBoundary } from './contribution-boundary';
import { LazyView } from './lazy-view';
import type { SlotName } from './plugin';
import { usePluginHost } from './plugin-host';

export interface SlotProps {
  name: SlotName;
  /** Wraps each contribution, e.g. a grid cell. */
  itemClassName?: string;
}

export function Slot({ name, itemClassName }: SlotProps) {
  const host = usePluginHost();
  return host.slot(name).map((contribution) => (
    <ContributionBoundary key={contribution.id} onError={(error) => host.reportError(error)}>
      <Suspense fallback={null}>
        {itemClassName ? (
          <div className={itemClassName} data-contribution={contribution.id}>
            <LazyView load={contribution.component} props={{}} />
          </div>
        ) : (
          <LazyView load={contribution.component} props={{}} />
        )}
      </Suspense>
    </ContributionBoundary>
  ));
}
