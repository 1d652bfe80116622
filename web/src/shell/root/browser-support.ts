// Browser and screen support (000 §2 "Root shell", 001 §5): chrome, crios, firefox, fxios, safari, edg and
// edge; minimum window width 1024. A browser outside the list still works; the user is told once a session.

export const SUPPORTED_BROWSERS = ['chrome', 'crios', 'firefox', 'fxios', 'safari', 'edg', 'edge'] as const;
export type SupportedBrowser = (typeof SUPPORTED_BROWSERS)[number];

export const MIN_SUPPORTED_WIDTH = 1024;

/** Session storage key (ours) of the acknowledgment, so the modal shows once per browser session. */
export const BROWSER_SUPPORT_ACK_KEY = 'ao_browser_support_ack';

// Order matters: Edge and iOS browsers also carry the Chrome and Safari tokens, and browsers built on
// Chromium (Opera, Samsung Internet) carry Chrome's, so they are told apart first.
const RULES: readonly [RegExp, SupportedBrowser | null][] = [
  [/\bEdg(A|iOS)?\//, 'edg'],
  [/\bEdge\//, 'edge'],
  [/\b(OPR|Opera|SamsungBrowser|UCBrowser|YaBrowser)\//, null],
  [/\bFxiOS\//, 'fxios'],
  [/\bFirefox\//, 'firefox'],
  [/\bCriOS\//, 'crios'],
  // Headless Chrome is Chrome (the browser tests run it).
  [/\b(Headless)?Chrome\//, 'chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'safari'],
];

/** The supported browser a user agent names, or null for any other. */
export function detectBrowser(userAgent: string): SupportedBrowser | null {
  for (const [pattern, browser] of RULES) if (pattern.test(userAgent)) return browser;
  return null;
}

export interface SupportCheck {
  browserSupported: boolean;
  screenSupported: boolean;
}

export function checkSupport(userAgent: string, windowWidth: number): SupportCheck {
  return { browserSupported: detectBrowser(userAgent) !== null, screenSupported: windowWidth >= MIN_SUPPORTED_WIDTH };
}

/** Shown when something is unsupported, not yet acknowledged this session, and no co-browsing is on (000 §6). */
export function shouldShowSupportModal(check: SupportCheck, acknowledged: boolean, cobrowsing: boolean): boolean {
  return !acknowledged && !cobrowsing && !(check.browserSupported && check.screenSupported);
}
