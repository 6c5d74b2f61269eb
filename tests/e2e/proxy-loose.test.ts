// The portal in proxy mode in front of a gateway that writes its answers loosely, as real ones do:
// a second process runs the emulator with EMULATOR_DIALECT=loose (extra keys, absent optionals
// and nulls, the user without its business accounts, ids as digit strings, flags as 1/0, auth
// templates as objects, refusals with 200). A person signs in, reads every list, registers and
// saves a profile, and configures an integration; the portal's drift report then lists what it
// tolerated and refused nothing.
import { afterAll, beforeAll, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_ADMIN, DEMO_CLIENT } from '../../seed/demo-logins';
import { startEmulatorProcess } from '../contract/support/emulator-process';
import type { TEmulatorProcess } from '../contract/support/emulator-process';
import { freePort, startPortal } from '../support/browser-server';
import type { TStartedServer } from '../support/browser-server';
import { cellWithText, expectPath, expectScreen, fillRegistration, submitLogin, test, uniqueEmail, UI_TIMEOUT_MS } from '../support/browser-fixtures';

let gateway: TEmulatorProcess | undefined;
let portal: TStartedServer | undefined;

beforeAll(async () => {
  const portalPort = await freePort();
  gateway = await startEmulatorProcess({ env: { PORTAL_URL: `http://127.0.0.1:${portalPort}`, EMULATOR_DIALECT: 'loose' } });
  portal = await startPortal({ port: portalPort, extraEnv: { GATEWAY_URL: gateway.baseUrl } });
}, 240_000);

afterAll(async () => {
  await portal?.stop();
  await gateway?.stop();
});

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: portal?.baseUrl, viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(UI_TIMEOUT_MS);
  return await context.newPage();
}

async function signedIn(browser: Browser, credentials: { email: string; password: string }): Promise<Page> {
  const page = await newPage(browser);
  await page.goto('/login');
  await submitLogin(page, credentials);
  await expectPath(page, '/dashboard', 20_000);
  return page;
}

/** A table once loaded (no longer busy). */
async function loaded(page: Page, name: string) {
  const table = page.getByRole('table', { name, exact: true });
  await table.waitFor();
  await expect.poll(() => table.getAttribute('aria-busy')).toBeNull();
  return table;
}

const combobox = (page: Page, label: string) => page.getByRole('combobox', { name: label, exact: true });
async function chooseFirst(page: Page, label: string) {
  await combobox(page, label).click();
  await page.getByRole('option').first().click();
}

test('a client signs in and reads every list through the loose gateway', async ({ browser }) => {
  const page = await signedIn(browser, DEMO_CLIENT);
  await expectScreen(page, 'Dashboard. Last 14 days');
  // The business-account selector is filled although the login's user carried no accounts.
  await page.goto('/business_accounts');
  await expectScreen(page, 'Business Accounts');
  await (await loaded(page, 'Business accounts')).getByRole('cell', { name: 'Bluebird Media', exact: true }).waitFor();

  await page.goto('/integrations');
  await expectScreen(page, 'Integrations');
  const integrations = await loaded(page, 'Integrations');
  await expect.poll(() => integrations.getByRole('switch').count()).toBeGreaterThan(0);
  expect(await integrations.getByRole('row').filter({ hasText: 'Keepin CRM' }).count()).toBeGreaterThan(0);

  await page.goto('/data_export');
  await expectScreen(page, 'Data Export');
  const exportsTable = await loaded(page, 'Data exports');
  await expect.poll(() => exportsTable.getByRole('switch').count()).toBeGreaterThan(0);
  // Statuses read from 1/0 or true/false show as the screen words them.
  const statuses = await exportsTable.locator('tbody tr td:nth-child(3)').allTextContents();
  for (const status of statuses) expect(['Active', 'Not active']).toContain(status.trim());
  expect(await page.getByRole('alert').count()).toBe(0);
  await page.context().close();
});

test('a new person registers and saves a profile through the loose gateway', async ({ browser }) => {
  const page = await newPage(browser);
  const user = { name: 'Loose Reader', email: uniqueEmail('loose'), password: `pw-${Date.now().toString(36)}-Loose` };
  await page.goto('/register');
  await fillRegistration(page, user);
  await expectPath(page, '/dashboard', 20_000);

  await page.goto('/profile');
  await expectScreen(page, 'Profile');
  expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(user.email);
  const domain = `loose-${Date.now().toString(36)}`;
  await page.getByLabel('Project domain', { exact: true }).fill(domain);
  await page.getByLabel('Last name', { exact: true }).fill('Tolerant');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('status').filter({ hasText: /\S/ }).first().waitFor();
  expect(await page.getByRole('alert').count()).toBe(0);
  await page.reload();
  await expectScreen(page, 'Profile');
  expect(await page.getByLabel('Project domain', { exact: true }).inputValue()).toBe(domain);
  expect(await page.getByLabel('Last name', { exact: true }).inputValue()).toBe('Tolerant');
  await page.context().close();
});

test('a client configures an integration through the loose gateway', async ({ browser }) => {
  const page = await signedIn(browser, DEMO_CLIENT);
  await page.goto('/integrations');
  const integrations = await loaded(page, 'Integrations');
  const fresh = integrations.getByRole('row').filter({ hasText: 'Keepin CRM' }).filter({ hasText: 'Inactive' }).first();
  await fresh.getByRole('link').first().click();
  await expectPath(page, /^\/integrations\/\d+\/settings$/);
  await expectScreen(page, 'Integration Settings');
  await chooseFirst(page, 'Page');
  await expect.poll(() => combobox(page, 'Forms').isEnabled()).toBe(true);
  await chooseFirst(page, 'Forms');
  await page.keyboard.press('Escape');
  await page.getByRole('heading', { name: 'CRM deal' }).waitFor();
  await page.getByLabel('Name', { exact: true }).fill('Loose lead');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('The settings are saved; the integration stays inactive.').waitFor();
  await page.reload();
  await expectScreen(page, 'Integration Settings');
  await page.getByRole('heading', { name: 'CRM deal' }).waitFor();
  expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Loose lead');
  await page.context().close();
});

test('an admin reads the users and business accounts; the drift report refused nothing', async ({ browser }) => {
  const page = await signedIn(browser, DEMO_ADMIN);
  await page.goto('/admin/users');
  await expectScreen(page, 'Users');
  await cellWithText(await loaded(page, 'Users'), DEMO_ADMIN.email).waitFor();
  await page.goto('/admin/business-accounts');
  await expectScreen(page, 'Business Accounts');
  await (await loaded(page, 'Business accounts')).getByRole('cell', { name: 'Acme Marketing', exact: true }).waitFor();
  await page.context().close();

  const drift = (await (await fetch(`${portal?.baseUrl}/emulator/drift?format=json`)).json()) as { data: { endpoint: string; verdict: string }[] };
  expect(drift.data.length).toBeGreaterThan(0);
  expect(drift.data.filter((entry) => entry.verdict === 'refused')).toEqual([]);
});
