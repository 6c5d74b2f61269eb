// The portal in proxy mode, as a person uses it: a second process is the gateway (the emulator
// alone, `npm run emulator`, with PORTAL_URL set to this portal), so every screen below reaches
// it over real HTTP. A client signs in, adds a data export through the gateway's consent page
// (on the gateway's own address) and comes back to the portal with the export listed; an admin
// reads the users and business-account lists.
import { afterAll, beforeAll, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_ADMIN, DEMO_CLIENT } from '../../seed/demo-logins';
import { startEmulatorProcess } from '../contract/support/emulator-process';
import type { TEmulatorProcess } from '../contract/support/emulator-process';
import { freePort, startPortal } from '../support/browser-server';
import type { TStartedServer } from '../support/browser-server';
import { cellWithText, expectPath, expectScreen, submitLogin, test, UI_TIMEOUT_MS } from '../support/browser-fixtures';

let gateway: TEmulatorProcess | undefined;
let portal: TStartedServer | undefined;

beforeAll(async () => {
  const portalPort = await freePort();
  gateway = await startEmulatorProcess({ env: { PORTAL_URL: `http://127.0.0.1:${portalPort}` } });
  portal = await startPortal({ port: portalPort, extraEnv: { GATEWAY_URL: gateway.baseUrl } });
}, 240_000);

afterAll(async () => {
  await portal?.stop();
  await gateway?.stop();
});

async function signedIn(browser: Browser, credentials: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ baseURL: portal?.baseUrl, viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(UI_TIMEOUT_MS);
  const page = await context.newPage();
  await page.goto('/login');
  await submitLogin(page, credentials);
  await expectPath(page, '/dashboard', 20_000);
  return page;
}

const exportsTable = (page: Page) => page.getByRole('table', { name: 'Data exports' });
/** Listed exports: one switch each (an empty list has a row of text, a loading one skeletons). */
const listedExports = async (page: Page) => {
  await expect.poll(() => exportsTable(page).getAttribute('aria-busy')).toBeNull();
  return await exportsTable(page).getByRole('switch').count();
};

test('a client adds a data export through the real gateway and its consent page, and comes back to the portal', async ({ browser }) => {
  const page = await signedIn(browser, DEMO_CLIENT);
  await page.goto('/data_export');
  await expectScreen(page, 'Data Export');
  const before = await listedExports(page);

  await page.getByRole('button', { name: 'Add Export', exact: true }).click();
  await page.getByRole('dialog', { name: 'Add Export' }).getByRole('button', { name: 'Add Facebook Ads', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Connect Facebook Ads' }).waitFor();
  // The consent page is the gateway's, not the portal's.
  expect(new URL(page.url()).origin).toBe(new URL(gateway?.baseUrl ?? '').origin);

  await page.getByRole('button', { name: 'Allow', exact: true }).click();
  await expectPath(page, '/data_export?consent=allowed');
  expect(new URL(page.url()).origin).toBe(new URL(portal?.baseUrl ?? '').origin);
  await expect.poll(() => listedExports(page)).toBe(before + 1);
  await page.context().close();
});

test('an admin reads the users and the business accounts through the real gateway', async ({ browser }) => {
  const page = await signedIn(browser, DEMO_ADMIN);
  await page.goto('/admin/users');
  await expectScreen(page, 'Users');
  const users = page.getByRole('table', { name: 'Users', exact: true });
  await expect.poll(() => users.getAttribute('aria-busy')).toBeNull();
  await cellWithText(users, DEMO_ADMIN.email).waitFor();

  await page.goto('/admin/business-accounts');
  await expectScreen(page, 'Business Accounts');
  const accounts = page.getByRole('table', { name: 'Business accounts', exact: true });
  await expect.poll(() => accounts.getAttribute('aria-busy')).toBeNull();
  await accounts.getByRole('cell', { name: 'Acme Marketing', exact: true }).waitFor();
  await page.context().close();
});
