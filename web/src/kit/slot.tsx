// Draws every enabled plugin's contribution to a named slot, each loaded lazily and fenced off.
import { Suspense } from 'react';
import { ContributionBoundary } from './contribution-boundary';
import { LazyView } from './lazy-view';
import type { SlotContribution, SlotName } from './plugin';
import { useLoadGate } from './plugin-load';
import { usePluginHost } from './plugin-host';

export interface SlotProps {
  name: SlotName;
  /** Wraps each contribution, e.g. a grid cell. */
  itemClassName?: string;
  /** Draws only the contributions this accepts (the sticky bars apart from the rest). */
  filter?: (contribution: SlotContribution) => boolean;
}

export function Slot({ name, itemClassName, filter }: SlotProps) {
  const host = usePluginHost();
  const contributions = host.slot(name);
  return (filter ? contributions.filter(filter) : contributions).map((contribution) => (
    <ContributionBoundary key={contribution.id} onError={(error) => host.reportError(error)}>
      <Suspense fallback={null}>
        {itemClassName ? (
          <div className={itemClassName} data-contribution={contribution.id} data-wide={contribution.wide || undefined}>
            <Deferred contribution={contribution} />
          </div>
        ) : (
          <Deferred contribution={contribution} />
        )}
      </Suspense>
    </ContributionBoundary>
  ));
}

/** A contribution whose `load` gate has not opened yet renders nothing, and its chunk is not fetched. */
function Deferred({ contribution }: { contribution: SlotContribution }) {
  const open = useLoadGate(contribution.load);
  return open ? <LazyView load={contribution.component} props={{}} /> : null;
}
