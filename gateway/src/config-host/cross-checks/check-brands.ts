// Brand files: the file name is the brand key, a badge or login badge belongs to one brand only, and
// every copy override replaces a string that exists in the catalogue.
import { brandKeys, type BrandKey } from '@schemas/common.ts';
import { didYouMean } from '@schemas/validation/did-you-mean.ts';
import { childPointer } from '@schemas/validation/json-pointer.ts';
import { fileOf, type ConfigParts } from '../config-parts.ts';
import { error, suggest, type Finding } from './finding.ts';
import type { KnownNames } from './known-names.ts';

export function checkBrands(parts: ConfigParts, known: KnownNames): Finding[] {
  const out: Finding[] = [];
  const badgeOwner = new Map<string, BrandKey>();
  const loginBadgeOwner = new Map<string, BrandKey>();
  for (const brand of brandKeys) {
    const config = parts.brands[brand];
    if (!config) continue;
    const file = fileOf('brands', brand);
    if (config.key !== brand) out.push(error(file, '/key', `must be '${brand}', the name of this file (found '${config.key}')`));
    const loginOwner = loginBadgeOwner.get(config.loginBadge);
    if (loginOwner) out.push(error(file, '/loginBadge', `'${config.loginBadge}' is already the login badge of ${loginOwner}`));
    else loginBadgeOwner.set(config.loginBadge, brand);
    for (const badge of Object.keys(config.badges)) {
      const owner = badgeOwner.get(badge);
      if (owner) out.push(error(file, childPointer('/badges', badge), `badge '${badge}' is already a badge of ${owner}; a badge belongs to one brand family`));
      else badgeOwner.set(badge, brand);
    }
    if (known.copyKeys) {
      for (const key of Object.keys(config.copy)) {
        if (!known.copyKeys.has(key)) {
          out.push(error(file, childPointer('/copy', key), `copy key '${key}' is not in config/copy/en-AU.json, so there is nothing to override${suggest(didYouMean(key, [...known.copyKeys]))}`));
        }
      }
    }
  }
  return out;
}
