// The header's back button (001 §2.3): 'Back to {name}' when the page the user came from is one of
// these. The first matching entry names it. keepLabel: the label stays visible below 1360 px, where the
// others shrink to the arrow (their name stays for screen readers); kept for the short profile names.
import type { CopyKey } from '../../kit/copy';

export interface BackRoute {
  pattern: RegExp;
  name: CopyKey;
  keepLabel?: boolean;
}

const ACCOUNT = '/dashboard/(?:cash-account|wrap-account|term-deposit)/[^/]+';

export const BACK_ROUTES: readonly BackRoute[] = [
  { pattern: new RegExp(`^${ACCOUNT}/account-overview$`), name: 'shell.back.accountOverview' },
  { pattern: new RegExp(`^${ACCOUNT}(?:/[^/]+)*$`), name: 'shell.back.account' },
  { pattern: /^\/dashboard\/request-centre(?:\/.*)?$/, name: 'shell.back.requestCentre' },
  { pattern: /^\/dashboard\/client\/[^/]+$/, name: 'shell.back.clientOverview' },
  { pattern: /^\/dashboard\/user-profile\/esi-details$/, name: 'shell.back.esiDetails', keepLabel: true },
  { pattern: /^\/dashboard\/user-profile\/my-security\/step-up$/, name: 'shell.back.stepUp', keepLabel: true },
  { pattern: /^\/dashboard\/user-profile\/my-security\/update-password$/, name: 'shell.back.updatePassword', keepLabel: true },
  { pattern: /^\/dashboard\/user-profile\/my-security$/, name: 'shell.back.mySecurity', keepLabel: true },
];

/** Below this width the label hides unless kept. */
export const BACK_LABEL_MIN_WIDTH = 1360;

export interface BackTarget {
  name: CopyKey;
  keepLabel: boolean;
  path: string;
}

/** Where the back button goes, or null when the previous page is not in the map or is this page. */
export function backTarget(previousPath: string | null, currentPath: string): BackTarget | null {
  if (!previousPath || previousPath === currentPath) return null;
  const route = BACK_ROUTES.find(({ pattern }) => pattern.test(previousPath));
  return route ? { name: route.name, keepLabel: route.keepLabel ?? false, path: previousPath } : null;
}

export function backLabelVisible(windowWidth: number, keepLabel: boolean): boolean {
  return keepLabel || windowWidth >= BACK_LABEL_MIN_WIDTH;
}
