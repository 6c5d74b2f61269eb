// Data exports (spec §2, §4, issue 9): Add Export through the service's consent page (Deny
// creates nothing, Allow lists the export Not active), the success-gated switch, delete with
// Cancel and Confirm, and a grant that is gone: the emulator refuses switching it on, Reconnect
// renews it and keeps the export and its accounts. Fresh users own everything these tests change.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_ADMIN } from '../../seed/demo-logins';
import { apiLogin } from '../support/browser-api';
import { allowConsoleErrors } from '../support/browser-console';
import { baseUrl, expectPath, expectScreen, registerFreshUser, scanA11y, screenHeading, test, UI_TIMEOUT_MS } from '../support/browser-fixtures';
import { addBusinessAccount } from '../support/browser-session';

const table = (page: Page) => page.getByRole('table', { name: 'Data exports' });
const rows = (page: Page) => table(page).locator('tbody tr');
const addDialog = (page: Page) => page.getByRole('dialog', { name: 'Add Export' });

/** Service names of the listed exports, in order, once the list has loaded (no skeleton rows). */
async function listedServices(page: Page): Promise<string[]> {
  await expect.poll(() => table(page).getAttribute('aria-busy')).toBeNull();
  if ((await table(page).getByRole('switch').count()) === 0) return [];
  return await rows(page).locator('td:nth-child(1)').allTextContents();
}

/** Add Export → the service's Add → its consent page (on the gateway's origin). */
async function openConsentFor(page: Page, serviceName: string) {
  await page.getByRole('button', { name: 'Add Export', exact: true }).click();
  await addDialog(page).getByRole('button', { name: `Add ${serviceName}`, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: `Connect ${serviceName}` }).waitFor({ timeout: UI_TIMEOUT_MS });
}

/** Connects an export of the service with Allow; answers the ms from clicking Allow to its row showing. */
async function connectExport(page: Page, serviceName: string): Promise<number> {
  const before = (await listedServices(page)).length;
  await openConsentFor(page, serviceName);
  const clickedAt = Date.now();
  await page.getByRole('button', { name: 'Allow', exact: true }).click();
  await expectPath(page, '/data_export?consent=allowed');
  await expect.poll(async () => (await listedServices(page)).length, { timeout: UI_TIMEOUT_MS }).toBe(before + 1);
  return Date.now() - clickedAt;
}

type TApiExport = { id: number; ba_id: number; name: string; access_token: string | null; sending_service_id: number | null; service: { service_path: string } };

/** The signed-in page's session, to read and revoke through the gateway as the service would. */
async function sessionOf(page: Page): Promise<{ jwt: string; userId: number }> {
  return await page.evaluate(() => ({
    jwt: JSON.parse(localStorage.getItem('jwt_0.0.1') ?? 'null') as string,
    userId: (JSON.parse(localStorage.getItem('user_0.0.1') ?? 'null') as { id: number }).id,
  }));
}

async function gateway<T>(page: Page, method: 'GET' | 'DELETE', path: string, params: Record<string, string | number>): Promise<T> {
  const { jwt } = await sessionOf(page);
  const url = new URL(path, baseUrl());
  if (method === 'GET') for (const [key, value] of Object.entries(params)) url.searchParams.set(key, String(value));
  const response = await fetch(url, {
    method,
    headers: { authorization: `Bearer ${jwt}`, accept: 'application/json', ...(method === 'GET' ? {} : { 'content-type': 'application/json' }) },
    body: method === 'GET' ? undefined : JSON.stringify(params),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** An administrator starts a sync of the export (the admin area's Start sync, through the gateway). */
async function adminStartsSync(record: TApiExport & { ba_id: number }) {
  const session = await apiLogin(DEMO_ADMIN);
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const response = await fetch(new URL(`/api/admin/${record.service.service_path}/start-sync`, baseUrl()), {
    method: 'POST',
    headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ date_from: day(3), date_to: day(1), full: false, ba_id: record.ba_id, integration_id: record.id }),
  });
  if (!response.ok) throw new Error(`start-sync answered ${response.status}`);
}

const exportsOf = async (page: Page) =>
  (await gateway<{ data: TApiExport[] }>(page, 'GET', '/api/integrations_exports', { user_id: (await sessionOf(page)).userId, service_type: 'export' })).data;

test('Add Export: no business account sends to Business Accounts; Deny creates nothing; Allow lists it Not active; switch; delete with Cancel and Confirm', async ({ openPage }) => {
  const page = await openPage();
  await registerFreshUser(page, 'export');
  await page.goto('/data_export');
  await expectScreen(page, 'Data Export');
  await page.getByText('Create a business account first').waitFor();
  await scanA11y(page, '/data_export without a business account');
  await page.getByRole('button', { name: 'Add Export', exact: true }).click();
  await expectPath(page, '/business_accounts');

  const stamp = Date.now().toString(36);
  await addBusinessAccount(page, `Exports ${stamp}`);
  // While the accounts are loading, Add Export waits: a click then would take the person to
  // Business Accounts as if they had none.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const accountsCall = /\/trpc\/[^?]*businessAccounts\.list/;
  await page.route(accountsCall, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/data_export');
  await screenHeading(page, 'Data Export').waitFor();
  const addExport = page.getByRole('button', { name: 'Add Export', exact: true });
  expect(await addExport.isDisabled()).toBe(true);
  release();
  await expect.poll(() => addExport.isEnabled(), { timeout: UI_TIMEOUT_MS }).toBe(true);
  await page.unroute(accountsCall);
  await table(page).getByText('No exports yet. Add Export connects a service.').waitFor();
  await scanA11y(page, '/data_export, no exports');

  // The modal lists the four export services, each with its info and an Add button.
  await page.getByRole('button', { name: 'Add Export', exact: true }).click();
  await addDialog(page).getByRole('button', { name: /^Add / }).first().waitFor();
  expect(await addDialog(page).getByRole('button', { name: /^Add / }).count()).toBe(4);
  await scanA11y(page, '/data_export, Add Export modal');
  await addDialog(page).getByRole('button', { name: 'Close' }).click();
  await addDialog(page).waitFor({ state: 'detached' });

  // Deny: back on the list with a message, nothing created.
  await openConsentFor(page, 'Facebook Ads');
  await scanA11y(page, 'the emulated consent page');
  await page.getByRole('button', { name: 'Deny', exact: true }).click();
  await expectPath(page, '/data_export?consent=denied');
  await page.getByRole('alert').filter({ hasText: 'Export not added' }).waitFor();
  await table(page).getByText('No exports yet. Add Export connects a service.').waitFor();
  expect(await exportsOf(page)).toEqual([]);
  await scanA11y(page, '/data_export after Deny');

  // Allow: back on the list, the new export listed as Not active and switched off.
  const allowToListMs = await connectExport(page, 'Facebook Ads');
  console.log(`e2e figure: Allow → new export listed in ${allowToListMs} ms`);
  await page.getByRole('status').filter({ hasText: 'Export added' }).waitFor();
  const [created] = await exportsOf(page);
  if (!created) throw new Error('Allow created no export');
  const row = rows(page).filter({ hasText: created.name });
  expect(await row.locator('td').allTextContents()).toEqual(expect.arrayContaining(['Facebook Ads', created.name, 'Not active']));
  const toggle = page.getByRole('switch', { name: `Status of export ${created.name}`, exact: true });
  expect(await toggle.isChecked()).toBe(false);
  await scanA11y(page, '/data_export with an export');

  // The switch moves once the server has accepted, and the status follows.
  await toggle.click({ force: true });
  await expect.poll(() => toggle.isChecked()).toBe(true);
  await row.getByText('Active', { exact: true }).waitFor();
  await page.reload();
  await expectScreen(page, 'Data Export');
  expect(await page.getByRole('switch', { name: `Status of export ${created.name}`, exact: true }).isChecked()).toBe(true);

  // The Settings link opens the export's settings.
  await row.getByRole('link', { name: `Settings of export ${created.name}` }).click();
  await expectPath(page, `/data_export/settings/fb-sync/${created.id}`);
  await expectScreen(page, 'Export Settings');
  await page.getByRole('heading', { name: 'Facebook Ad Accounts' }).waitFor();
  await page.goBack();
  await expectScreen(page, 'Data Export');

  // Delete asks first; Cancel keeps it, Confirm removes it.
  await page.getByRole('button', { name: `Delete export ${created.name}`, exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete export' });
  await confirm.getByText(`Are you sure you want to delete '${created.name}' export?`, { exact: true }).waitFor();
  await scanA11y(page, '/data_export, delete confirmation');
  await confirm.getByRole('button', { name: 'Cancel', exact: true }).click();
  await confirm.waitFor({ state: 'detached' });
  expect(await listedServices(page)).toEqual(['Facebook Ads']);
  expect(await exportsOf(page)).toHaveLength(1);

  await page.getByRole('button', { name: `Delete export ${created.name}`, exact: true }).click();
  await confirm.getByRole('button', { name: 'Confirm', exact: true }).click();
  await table(page).getByText('No exports yet. Add Export connects a service.').waitFor();
  expect(await exportsOf(page)).toEqual([]);
});

test('the list follows the business account chosen in the sidebar', async ({ openPage }) => {
  const page = await openPage();
  await registerFreshUser(page, 'export-ba');
  const stamp = Date.now().toString(36);
  await addBusinessAccount(page, `First ${stamp}`);
  await addBusinessAccount(page, `Second ${stamp}`);
  await page.goto('/data_export');
  await expectScreen(page, 'Data Export');
  await connectExport(page, 'Pipedrive');
  expect(await listedServices(page)).toEqual(['Pipedrive']);

  const selector = page.getByRole('navigation', { name: 'Main navigation' }).getByLabel('Business account', { exact: true });
  await selector.click();
  await page.getByRole('option', { name: `Second ${stamp}`, exact: true }).click();
  await table(page).getByText('No exports yet. Add Export connects a service.').waitFor();
  await selector.click();
  await page.getByRole('option', { name: `First ${stamp}`, exact: true }).click();
  await expect.poll(() => listedServices(page)).toEqual(['Pipedrive']);
});

test('a revoked grant: the emulator refuses switching on, Reconnect renews it keeping the export, its accounts and its sync history', async ({ openPage }) => {
  const page = await openPage();
  await registerFreshUser(page, 'export-reconnect');
  await addBusinessAccount(page, `Reconnect ${Date.now().toString(36)}`);
  await page.goto('/data_export');
  await expectScreen(page, 'Data Export');
  await connectExport(page, 'Webinar Stars');
  const [created] = await exportsOf(page);
  if (!created?.access_token || created.sending_service_id === null) throw new Error('The new export has no grant');

  await page.goto(`/data_export/settings/ws-sync/${created.id}`);
  await expectScreen(page, 'Export Settings');
  const accountTable = page.getByRole('table', { name: 'Webinar Stars Accounts' });
  await expect.poll(() => accountTable.locator('tbody tr').count()).toBeGreaterThan(1);
  // Skeleton rows count too: read the accounts once the table is no longer busy.
  await expect.poll(() => accountTable.getAttribute('aria-busy')).toBeNull();
  const accountsBefore = await accountTable.locator('tbody tr td:nth-child(1)').allTextContents();

  // Its sync history: empty, then the run an administrator starts, finished (the section polls while it runs).
  const history = page.getByRole('table', { name: 'Sync history', exact: true });
  await history.getByText('No sync has run for this export yet. Syncs are started by an administrator.').waitFor();
  await adminStartsSync(created);
  await page.reload();
  await expectScreen(page, 'Export Settings');
  await expect.poll(() => history.locator('tbody tr td:nth-child(6)').allTextContents(), { timeout: 20_000 }).toEqual([expect.stringMatching(/^(Finish|Error)$/)]);
  const runBefore = await history.locator('tbody tr').first().locator('td').allTextContents();
  await scanA11y(page, '/data_export/settings with its sync history');

  // The service revokes the grant (as a person would in the service's own settings).
  await gateway(page, 'DELETE', '/api/delete-auth-data-oauth', { sending_service_id: created.sending_service_id, access_token: created.access_token });
  await page.goto('/data_export');
  await expectScreen(page, 'Data Export');
  const row = rows(page).filter({ hasText: created.name });
  await row.getByText('Reconnect needed').waitFor();
  await row.getByText('Revoked', { exact: true }).waitFor();
  await scanA11y(page, '/data_export with an export to reconnect');

  // Switching on is refused by the gateway: the row stays off and the reason is shown.
  const refusals = allowConsoleErrors(page, /status of 422/);
  const toggle = page.getByRole('switch', { name: `Status of export ${created.name}`, exact: true });
  await toggle.click({ force: true });
  await page.getByText('This export has lost its access to the service. Reconnect it before switching it on.').waitFor();
  expect(await toggle.isChecked()).toBe(false);
  expect(refusals().length).toBeGreaterThan(0);

  // Settings shows a banner; Reconnect goes through the consent page again.
  await row.getByRole('link', { name: `Settings of export ${created.name}` }).click();
  await expectScreen(page, 'Export Settings');
  const banner = page.getByRole('alert').filter({ hasText: 'Reconnect needed' });
  await banner.getByText('Access to Webinar Stars was revoked', { exact: false }).waitFor();
  await scanA11y(page, '/data_export/settings with the reconnect banner');
  await banner.getByRole('button', { name: 'Reconnect', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Connect Webinar Stars' }).waitFor();
  await page.getByRole('button', { name: 'Allow', exact: true }).click();
  await expectPath(page, `/data_export?consent=renewed&export=${created.id}`);
  await page.getByRole('status').filter({ hasText: 'Export reconnected' }).waitFor();
  await expect.poll(() => rows(page).filter({ hasText: 'Reconnect needed' }).count()).toBe(0);

  // Same export, same accounts; and now it can be switched on.
  const after = await exportsOf(page);
  expect(after.map((record) => record.id)).toEqual([created.id]);
  expect(after[0]?.access_token).not.toBeNull();
  await toggle.click({ force: true });
  await expect.poll(() => toggle.isChecked()).toBe(true);
  await page.goto(`/data_export/settings/ws-sync/${created.id}`);
  await expectScreen(page, 'Export Settings');
  await expect.poll(() => accountTable.locator('tbody tr td:nth-child(1)').allTextContents()).toEqual(accountsBefore);
  await expect.poll(() => history.locator('tbody tr').first().locator('td').allTextContents()).toEqual(runBefore);
  expect(await page.getByText('Reconnect needed').count()).toBe(0);
});
