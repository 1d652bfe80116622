// Where to send the user after sign-in. goTo arrives in a URL anyone can craft, so only
// paths inside this app are accepted: an absolute or protocol-relative URL would be an open redirect.

const PROBE_ORIGIN = 'https://ao.invalid';

/** The app path (with query and hash) that goTo names, or null when it is empty, foreign or /login. */
export function safeGoTo(raw: string | null | undefined): string | null {
  if (!raw) return null;
  // Accept the hash form too ('#/dashboard'), since that is how the path looks in the address bar.
  const value = raw.trim().replace(/^#/, '');
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // Backslashes are read as slashes by browsers ('/\evil.example'); control characters hide tricks.
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  if (url.pathname === '/login' || url.pathname.startsWith('/login/')) return null;
  return url.pathname + url.search + url.hash;
}

/** The goTo to hand to the login page for the path the user asked for: none for the root. */
export function goToForLogin(href: string | null | undefined): string | null {
  const path = safeGoTo(href);
  return path === null || path === '/' ? null : path;
}
