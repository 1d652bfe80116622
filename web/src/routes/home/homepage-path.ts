// /home goes to the page the Homepage preference names (default dashboard).

export const DEFAULT_HOMEPAGE_PATH = '/dashboard';

/** The app path for a Homepage value such as 'dashboard'; anything unexpected gives the default. */
export function homepagePath(value: unknown): string {
  if (typeof value !== 'string') return DEFAULT_HOMEPAGE_PATH;
  const route = value.trim().replace(/^\/+/, '');
  // Route names only: a preference must never become a way out of the app or back to /home.
  if (!/^[a-z0-9-]+(\/[a-z0-9-]+)*$/i.test(route) || route === 'home' || route === 'login') return DEFAULT_HOMEPAGE_PATH;
  return `/${route}`;
}
