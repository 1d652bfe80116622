// What kinds of account an adviser opens, and how often, by the adviser's mix.
import type { MixKey } from './demo-profiles.js';
import type { Person } from './plan-advisers.js';
import type { PlatformKey } from './products.js';
import { Weighted } from './random.js';

export type Kind =
  | { k: 'wrap'; platform: PlatformKey }
  | { k: 'cash' }
  | { k: 'visionCash' }
  | { k: 'ybrCash' }
  | { k: 'td' }
  | { k: 'onl' };

export const wrap = (platform: PlatformKey): Kind => ({ k: 'wrap', platform });

// How often each kind of event is drawn per adviser mix (events, not rows: a wrap event is 2 rows).
export const MIXES: Record<MixKey, [Kind, number][]> = {
  mglFull: [
    [wrap('macquarieWrap'), 30], [wrap('wrap2'), 5], [wrap('vision'), 6], [wrap('privatePortfolio'), 1.5],
    [{ k: 'cash' }, 30], [{ k: 'visionCash' }, 2], [{ k: 'ybrCash' }, 1], [{ k: 'td' }, 12], [{ k: 'onl' }, 8],
  ],
  wrapOnly: [[wrap('macquarieWrap'), 85], [wrap('wrap2'), 15]],
  visionOnly: [[wrap('vision'), 70], [{ k: 'visionCash' }, 30]],
  oasis: [], // the dealer's own platforms, equally
  perpetual: [[wrap('perpetual'), 80], [wrap('perpetualPps'), 20]],
  cashOnly: [[{ k: 'cash' }, 60], [{ k: 'td' }, 25], [{ k: 'onl' }, 15]],
};

/** The adviser's mix, less what its entities or its dealer's platforms cannot hold. */
export function mixFor(person: Person): Weighted<Kind> {
  const platforms = person.dealer.platforms;
  const entries = person.mix === 'oasis' ? platforms.map((p) => [wrap(p), 1] as [Kind, number]) : MIXES[person.mix];
  const e = person.entities;
  return new Weighted(
    entries.filter(([kind]) =>
      kind.k === 'wrap'
        ? e.wrap !== undefined && platforms.includes(kind.platform)
        : kind.k === 'onl'
          ? e.mot !== undefined && e.cash !== undefined
          : e.cash !== undefined,
    ),
  );
}
