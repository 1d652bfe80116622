// Cache policy of the built web app: Vite's hashed files under assets/ never change, so browsers keep
// them for a year; everything else (index.html above all) is revalidated so a deploy shows at once.
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export function cacheControlFor(relativePath: string): string {
  return /(^|\/)assets\//.test(relativePath.replace(/\\/g, '/')) ? IMMUTABLE : REVALIDATE;
}
