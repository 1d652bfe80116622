// Links: every badge a link list names is a child badge of some brand (else that address is dead).
import { linkEnvironments } from '@schemas/common.ts';
import { didYouMean } from '@schemas/validation/did-you-mean.ts';
import { childPointer } from '@schemas/validation/json-pointer.ts';
import { fileOf, type ConfigParts } from '../config-parts.ts';
import { error, suggest, type Finding } from './finding.ts';
import type { KnownNames } from './known-names.ts';

export function checkLinks(parts: ConfigParts, known: KnownNames): Finding[] {
  const out: Finding[] = [];
  if (!parts.links || !known.badges) return out;
  const badges = [...known.badges.keys()];
  for (const [id, target] of Object.entries(parts.links.targets)) {
    for (const environment of linkEnvironments) {
      for (const badge of Object.keys(target[environment] ?? {})) {
        if (badge !== '*' && !known.badges.has(badge)) {
          const pointer = childPointer(childPointer(childPointer('/targets', id), environment), badge);
          out.push(error(fileOf('links'), pointer, `badge '${badge}' is not a child badge of any brand in config/brands${suggest(didYouMean(badge, badges))}`));
        }
      }
    }
  }
  return out;
}
