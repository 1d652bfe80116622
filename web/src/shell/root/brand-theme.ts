// Brand theming from config (docs/architecture.md "Config as data"): shell.brand.theme becomes CSS custom properties on
// the root element, which every stylesheet reads through var(--ao-*).
import type { BrandTheme } from '../api/shell-types';

const PROPERTY_BY_KEY: Readonly<Record<keyof BrandTheme, string>> = {
  primary: '--ao-primary',
  primaryContrast: '--ao-primary-contrast',
  accent: '--ao-accent',
  background: '--ao-background',
  surface: '--ao-surface',
  text: '--ao-text',
};

// Colours only (hex, rgb/hsl functions, names): a config value can never smuggle in other CSS.
const COLOUR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([\d\s.,%/]+\)|[a-z]+)$/i;

/** The custom properties a theme sets; unknown keys and values that are not colours are left out. */
export function themeProperties(theme: unknown): Record<string, string> {
  const properties: Record<string, string> = {};
  if (!theme || typeof theme !== 'object') return properties;
  for (const [key, value] of Object.entries(theme)) {
    const property = PROPERTY_BY_KEY[key as keyof BrandTheme];
    if (property && typeof value === 'string' && COLOUR.test(value.trim())) properties[property] = value.trim();
  }
  return properties;
}

/** Sets the theme on the root; returns how to take it off again (brand change, sign-out). */
export function applyTheme(root: HTMLElement, theme: unknown): () => void {
  const properties = themeProperties(theme);
  for (const [property, value] of Object.entries(properties)) root.style.setProperty(property, value);
  return () => {
    for (const property of Object.keys(properties)) root.style.removeProperty(property);
  };
}
