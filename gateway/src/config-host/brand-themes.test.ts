// The brand colours in config/ stay readable (WCAG AA, 4.5:1 for body text, the check config:check makes)
// and tell the brands apart.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import type { BrandConfig } from '@schemas/brand.schema.ts';
import { brandKeys } from '@schemas/common.ts';
import { textOnBackground } from './cross-checks/check-brands.ts';
import { contrastRatio, textContrastMinimum } from './cross-checks/contrast.ts';
import { realConfigDir } from './test-support.ts';

const brands = brandKeys.map((key) => JSON.parse(readFileSync(path.join(realConfigDir, 'brands', `${key}.json`), 'utf8')) as BrandConfig);

it.each(brands.map((b) => [b.key, b.theme] as const))('%s theme text is readable', (_key, theme) => {
  for (const [text, background] of textOnBackground) {
    expect(contrastRatio(theme[text], theme[background]), `${text} on ${background}`).toBeGreaterThanOrEqual(textContrastMinimum);
  }
});

it('gives each brand its own primary and accent colour', () => {
  expect(new Set(brands.map((b) => b.theme.primary)).size).toBe(brands.length);
  expect(new Set(brands.map((b) => b.theme.accent)).size).toBe(brands.length);
});
