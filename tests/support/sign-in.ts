// Signing in through the real login form, for scripts that drive a browser outside vitest
// (lighthouse, request-counts); the browser tests use loginAs in browser-fixtures.ts.
import type { Page } from 'playwright-core';

export type TLogin = { email: string; password: string };

/** Opens /login, sends the form and waits until the app has landed on the dashboard. */
export async function signInThroughForm(page: Page, baseUrl: string, login: TLogin): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email', { exact: true }).fill(login.email);
  await page.getByLabel('Password', { exact: true }).fill(login.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 30_000 });
}
