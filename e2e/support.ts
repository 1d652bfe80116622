// Shared browser-test steps: the sandbox's login page and the ports the suite runs on.
import { expect, type Page } from '@playwright/test';

export const sandboxOrigin = `http://localhost:${process.env.E2E_SANDBOX_PORT ?? 4110}`;
/** The sandbox's development endpoints (faults, request log) answer only calls with this header. */
export const DEV = { 'x-sandbox-dev': '1' } as const;

/** Fills the sandbox login page's username/password form (the page must be showing). */
export async function submitLogin(page: Page, username: string, password = 'demo') {
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Opens the portal for a brand, follows the redirect to its login page and signs in. */
export async function signIn(page: Page, username: string, brand: 'mgl' | 'oasis' | 'perpetual' = 'mgl') {
  const badge = brand === 'perpetual' ? 'ppt' : brand;
  await page.goto(brand === 'mgl' ? '/' : `/?brand=${brand}`);
  await expect(page).toHaveURL(new RegExp(`^${sandboxOrigin}/${badge}/login`));
  await submitLogin(page, username);
  await expect(page).toHaveURL(/#\/dashboard/);
}
