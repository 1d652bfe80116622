// Headers every response of the development surface carries. The consoles show every adviser's cases and a
// form token, and the phone page's Approve is one click: no other site may frame them (clickjacking), read
// them from a cache, sniff them into another type or learn their address (the ?dev_token= query) as a referrer.
import type { ServerResponse } from 'node:http';

/**
 * The consoles' pages need their own styles (inline <style> blocks) and scripts served from this origin
 * (the notification console's, rrweb's); a page that needs more (the screen share viewer's nonce script
 * and the adviser's images in the replay) sends its own policy, which replaces this one.
 */
export const CONSOLE_CSP = [
  "default-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const HEADERS: Record<string, string> = {
  'content-security-policy': CONSOLE_CSP,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

/**
 * Set on the raw response, so a stream that writes its own head (server-sent events) and every refusal carry
 * them too; a header the route sets itself (a page's own CSP) takes precedence, as Node merges them.
 */
export function setConsoleHeaders(res: ServerResponse): void {
  for (const [name, value] of Object.entries(HEADERS)) res.setHeader(name, value);
}
