// Shared browser-test steps: the sandbox's login page, the suite's sign-in and the ports the suite runs on.
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { e2ePorts } from './ports';

/** This worker's server (e2e/ports.ts). */
export const sandboxOrigin = `http://localhost:${e2ePorts.sandboxPort}`;
export const portalOrigin = `http://localhost:${e2ePorts.port}`;
/**
 * The token the sandbox's consoles and development endpoints want: the one playwright.config.ts made for this run
 * and handed to the products it starts (scripts/start.ts) and to the workers.
 */
const devToken = process.env.SANDBOX_DEV_TOKEN ?? '';
if (!devToken) throw new Error('SANDBOX_DEV_TOKEN is unset: run the browser tests with playwright.config.ts, which makes one');
/** The sandbox's development endpoints (faults, request log) answer only calls with this header. */
export const DEV = { 'x-sandbox-dev': devToken } as const;
/** A sandbox console page's address (path under /console/) with the run's token; the page then keeps it in a cookie. */
export const consoleUrl = (path: string) => `${sandboxOrigin}${path}${path.includes('?') ? '&' : '?'}dev_token=${encodeURIComponent(devToken)}`;

type Brand = 'mgl' | 'oasis' | 'perpetual';

/** The whats-new groups config/plugins.json ships, in order (plugins/whats-new/README.md). */
export const whatsNewGroupIds: string[] = (
  (JSON.parse(readFileSync(new URL('../config/plugins.json', import.meta.url), 'utf8')) as {
    plugins: Record<string, { settings?: { groups?: { id: string }[] } }>;
  }).plugins['whats-new']?.settings?.groups ?? []
).map((group) => group.id);

/** Fills the sandbox login page's username/password form (the page must be showing). */
export async function submitLogin(page: Page, username: string, password = 'demo') {
  spareFirstLogin(username);
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

interface Tokens {
  access_token: string;
  refresh_token: string;
  scope: string;
  expires_in: number;
  refresh_token_expires_in: number;
}

/**
 * first.login is the one demo user with no last login, and whats-new.spec.ts checks what such a user sees: a
 * sign-in in any other spec would spend it (both products' stores are shared by every spec a worker runs).
 */
function spareFirstLogin(username: string) {
  if (username === 'first.login' && !test.info().file.endsWith('whats-new.spec.ts')) {
    throw new Error('first.login signs in only in whats-new.spec.ts: signing in gives them a last login');
  }
}

/** A password sign-in at the sandbox: the same call (and the same new token family) its login page makes. */
export async function passwordGrant(username: string, password = 'demo'): Promise<Tokens> {
  spareFirstLogin(username);
  const res = await fetch(`${sandboxOrigin}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${username} failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as Tokens;
}

/** One GraphQL call to the portal's gateway as the holder of this access token. */
export async function gatewayGql<T>(accessToken: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(`${portalOrigin}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      authorization: `Bearer ${accessToken}`,
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data || body.errors?.length) throw new Error(`gateway call failed: ${JSON.stringify(body.errors ?? body)}`);
  return body.data;
}

const READ_DISMISSED = `query { viewer { preferences(keys: ["whats-new-dismissed-groups"]) { key value } } }`;
const SAVE_DISMISSED = `mutation ($value: JSON) { setPreference(key: "whats-new-dismissed-groups", value: $value) { key } }`;

/** Users whose whats-new groups this worker has already saved as seen (the store outlives each test). */
const whatsNewSeen = new Set<string>();

/**
 * Saves the whats-new groups as seen for the user (the union with what they had, through the gateway's preference
 * mutation, as Mark all as seen does), or sets the preference to exactly `groups` when given (e.g. [] for a user
 * who has seen nothing: the whats-new spec's clean state).
 */
export async function setWhatsNewSeen(accessToken: string, username: string, groups?: string[]) {
  let value = groups;
  if (!value) {
    const read = await gatewayGql<{ viewer: { preferences: { value: unknown }[] | null } }>(accessToken, READ_DISMISSED);
    const had = read.viewer.preferences?.[0]?.value;
    value = [...new Set([...(Array.isArray(had) ? (had as string[]) : []), ...whatsNewGroupIds])];
  }
  await gatewayGql(accessToken, SAVE_DISMISSED, { value });
  if (groups) whatsNewSeen.delete(username);
  else whatsNewSeen.add(username);
}

/** Saves the whats-new groups as seen for a user signed in some other way (a spec driving the login page itself). */
export async function markWhatsNewSeen(username: string) {
  if (whatsNewSeen.has(username)) return;
  await setWhatsNewSeen((await passwordGrant(username)).access_token, username);
}

export interface SignInOptions {
  /**
   * 'seen' (the default): before the portal loads, the user's whats-new groups are saved as seen, so the carousel
   * (on in the brands, covering the dashboard) stays out of tests about other things. 'as-is': the user's
   * whats-new preference is left alone (the whats-new spec, which tests the carousel itself).
   */
  whatsNew?: 'seen' | 'as-is';
}

/**
 * Signs the user in and opens the dashboard. The sign-in is the sandbox login page's own (a password sign-in,
 * a new token family for this test alone), made over HTTP; the portal then gets the tokens the way the login
 * page hands them back (its #/login address), so each test skips loading and filling the login page
 * (e2e/sign-in.spec.ts and shell.spec.ts drive that page itself).
 */
export async function signIn(page: Page, username: string, brand: Brand = 'mgl', options: SignInOptions = {}) {
  const tokens = await passwordGrant(username);
  if ((options.whatsNew ?? 'seen') === 'seen' && !whatsNewSeen.has(username)) await setWhatsNewSeen(tokens.access_token, username);
  const back = new URLSearchParams({
    access_token: tokens.access_token,
    scope: tokens.scope,
    expires_in: String(tokens.expires_in),
    refresh_token: tokens.refresh_token,
    refresh_token_expires_in: String(tokens.refresh_token_expires_in),
  });
  // No goTo, as from the login page: the portal opens the user's home page (the dashboard for the demo users).
  await page.goto(`${brand === 'mgl' ? '/' : `/?brand=${brand}`}#/login?${back}`);
  await expect(page).toHaveURL(/#\/dashboard/);
}

/**
 * A screenshot for a person to look at: taken only when E2E_SHOTS is set (docs/testing.md "Screenshots"), so a
 * suite run spends no browser time on pictures nobody opens. Playwright still keeps one of each failing test.
 */
export async function shot(target: Page | Locator, options: { path: string; fullPage?: boolean }): Promise<void> {
  if (!process.env.E2E_SHOTS) return;
  if ('goto' in target) await target.screenshot(options);
  else await target.screenshot({ path: options.path });
}
