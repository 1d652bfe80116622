// Brand files: the file name is the brand key, a badge or login badge belongs to one brand only, every
// copy override replaces a string that exists in the catalogue, and text stays readable on the brand's
// colours (WCAG AA).
import type { BrandConfig } from '@schemas/brand.schema.ts';
import { brandKeys, type BrandKey } from '@schemas/common.ts';
import { didYouMean } from '@schemas/validation/did-you-mean.ts';
import { childPointer } from '@schemas/validation/json-pointer.ts';
import { fileOf, type ConfigParts } from '../config-parts.ts';
import { contrastRatio, formatRatio, textContrastMinimum } from './contrast.ts';
import { error, suggest, type Finding } from './finding.ts';
import type { KnownNames } from './known-names.ts';

type ThemeToken = keyof BrandConfig['theme'];

/**
 * The theme's text-on-background pairs (brand.schema.ts; web/src/styles and the shell's CSS): text on the
 * page background and on surfaces (cards, menus, panels), and primaryContrast on the primary colour (the
 * header, buttons). The accent colour is for icons, borders and large marks, not body text.
 */
export const textOnBackground: readonly (readonly [text: ThemeToken, background: ThemeToken])[] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['primaryContrast', 'primary'],
];

function checkContrast(brand: BrandKey, config: BrandConfig): Finding[] {
  const file = fileOf('brands', brand);
  return textOnBackground.flatMap(([text, background]) => {
    const ratio = contrastRatio(config.theme[text], config.theme[background]);
    if (ratio >= textContrastMinimum) return [];
    return [
      error(
        file,
        `/theme/${text}`,
        `brand ${brand}: '${text}' (${config.theme[text]}) on '${background}' (${config.theme[background]}) has a contrast of ` +
          `${formatRatio(ratio)}; text needs at least ${textContrastMinimum}:1 (WCAG AA): darken one colour or lighten the other`,
      ),
    ];
  });
}

export function checkBrands(parts: ConfigParts, known: KnownNames): Finding[] {
  const out: Finding[] = [];
  const badgeOwner = new Map<string, BrandKey>();
  const loginBadgeOwner = new Map<string, BrandKey>();
  for (const brand of brandKeys) {
    const config = parts.brands[brand];
    if (!config) continue;
    const file = fileOf('brands', brand);
    out.push(...checkContrast(brand, config));
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
