// The brand colours in config/ stay readable (WCAG AA, 4.5:1 for body text) and tell the brands apart.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import type { BrandConfig } from '@schemas/brand.schema.ts';
import { brandKeys } from '@schemas/common.ts';
import { realConfigDir } from './test-support.ts';

const brands = brandKeys.map((key) => JSON.parse(readFileSync(path.join(realConfigDir, 'brands', `${key}.json`), 'utf8')) as BrandConfig);

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};

it.each(brands.map((b) => [b.key, b.theme] as const))('%s theme text is readable', (_key, theme) => {
  expect(contrast(theme.primaryContrast, theme.primary)).toBeGreaterThanOrEqual(4.5);
  expect(contrast(theme.text, theme.background)).toBeGreaterThanOrEqual(4.5);
  expect(contrast(theme.text, theme.surface)).toBeGreaterThanOrEqual(4.5);
});

it('gives each brand its own primary and accent colour', () => {
  expect(new Set(brands.map((b) => b.theme.primary)).size).toBe(brands.length);
  expect(new Set(brands.map((b) => b.theme.accent)).size).toBe(brands.length);
});
