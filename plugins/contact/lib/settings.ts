// The contact plugin's settings (config/plugins.json, plugins/contact/README.md): per brand family key, the
// postal address lines and email address shown on Contact us. A brand without an entry shows neither.
export interface BrandContact {
  postalAddress: string[];
  email: string;
}

export interface ContactSettings {
  brands: Record<string, BrandContact>;
}

function isBrandContact(value: unknown): value is BrandContact {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return Array.isArray(v.postalAddress) && v.postalAddress.every((line) => typeof line === 'string') && typeof v.email === 'string';
}

/** The brand's postal address and email from the settings, or null when the settings have none for it. */
export function brandContact(settings: unknown, brandKey: string): BrandContact | null {
  if (!settings || typeof settings !== 'object') return null;
  const brands = (settings as { brands?: unknown }).brands;
  if (!brands || typeof brands !== 'object') return null;
  const entry = (brands as Record<string, unknown>)[brandKey];
  return isBrandContact(entry) ? entry : null;
}

/** tel: URL of a displayed phone number ('1800 808 508' → 'tel:1800808508'). */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}
