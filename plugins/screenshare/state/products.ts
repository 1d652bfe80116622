// The products the 'Select product' modal offers (001 §2.8: permitted products, alphabetically by title), from
// the plugin's settings in config/plugins.json (product owners edit them; README.md):
//   { "products": [{ "title": "Cash Management Account", "access": "cash", "url": "https://…", "brands": ["mgl"] }] }
// access: which of the user's product accesses permits it (wrap, cash, or any); brands: the brand families it is
// offered to (absent: all); url: the product's page (the external link of its entry).
import type { ViewerAccess } from '@kit/plugin-host';

export interface ProductSetting {
  title: string;
  access: 'wrap' | 'cash' | 'any';
  url?: string;
  brands?: string[];
}

export interface ScreenShareSettings {
  products: ProductSetting[];
  /** Links for the Start state when the brand's helpLinks have none. */
  links?: { privacyPolicy?: string; terms?: string };
}

const isHttpUrl = (v: unknown): v is string => typeof v === 'string' && /^https:\/\/[^\s]+$/i.test(v);

/** The settings as given, anything malformed dropped (the plugin owns their shape; the gateway passes them on). */
export function readSettings(raw: unknown): ScreenShareSettings {
  const value = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const products = (Array.isArray(value.products) ? value.products : []).flatMap((p: unknown): ProductSetting[] => {
    const e = (p && typeof p === 'object' ? p : {}) as Record<string, unknown>;
    if (typeof e.title !== 'string' || !e.title.trim() || e.title.length > 60) return [];
    const access = e.access === 'wrap' || e.access === 'cash' ? e.access : 'any';
    const brands = Array.isArray(e.brands) ? e.brands.filter((b): b is string => typeof b === 'string') : undefined;
    return [{ title: e.title.trim(), access, url: isHttpUrl(e.url) ? e.url : undefined, brands }];
  });
  const links = (value.links && typeof value.links === 'object' ? value.links : {}) as Record<string, unknown>;
  return {
    products,
    links: { privacyPolicy: isHttpUrl(links.privacyPolicy) ? links.privacyPolicy : undefined, terms: isHttpUrl(links.terms) ? links.terms : undefined },
  };
}

/** The products this user may pick: their access and brand permit them; alphabetically by title. */
export function permittedProducts(products: readonly ProductSetting[], access: ViewerAccess, brandKey: string): ProductSetting[] {
  return products
    .filter((p) => (p.access === 'any' || (p.access === 'wrap' ? access.wrapAccess : access.cashAccess)) && (!p.brands || p.brands.includes(brandKey)))
    .sort((a, b) => a.title.localeCompare(b.title, 'en-AU', { sensitivity: 'base' }));
}
