// Grants that expire by lifetime (issue 9, "Token expiry and reconnect"): the demo client's
// seeded expired export shows its state (read only), and a fresh user's export whose grant
// expires (the emulator's /emulator/exports/{id}/expire, what waiting 60 days would do) says
// "Expired on dd-MM-yyyy", is refused switching on, and Reconnect renews it keeping the export.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_CLIENT } from '../../seed/demo-logins';
import { apiLogin } from '../support/browser-api';
import { allowConsoleErrors } from '../support/browser-console';
import { baseUrl, expectPath, expectScreen, registerFreshUser, scanA11y, test, UI_TIMEOUT_MS } from '../support/browser-fixtures';
import { addBusinessAccount } from '../support/browser-session';

type TApiExport = {
  id: number;
  name: string;
  service_type: 'export' | 'integration';
  token_expires_at: string | null;
  token_expired: boolean;
  service: { name: string; service_path: string };
};

const EXPIRED_REFUSAL = "This export's access to the service has expired. Reconnect it before switching it on.";

const table = (page: Page) => page.getByRole('table', { name: 'Data exports' });
const rows = (page: Page) => table(page).locator('tbody tr');

/** dd-MM-yyyy of an ISO timestamp (UTC), as the portal shows dates. */
const displayDate = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

async function exportsOfSession(token: string, userId: number): Promise<TApiExport[]> {
  const url = new URL('/api/integrations_exports', baseUrl());
  url.searchParams.set('user_id', String(userId));
  url.searchParams.set('service_type', 'export');
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /api/integrations_exports answered ${response.status}`);
  return ((await response.json()) as { data: TApiExport[] }).data;
}

async function exportsOf(page: Page): Promise<TApiExport[]> {
  const session = await page.evaluate(() => ({
    jwt: JSON.parse(localStorage.getItem('jwt_0.0.1') ?? 'null') as string,
    userId: (JSON.parse(localStorage.getItem('user_0.0.1') ?? 'null') as { id: number }).id,
  }));
  return await exportsOfSession(session.jwt, session.userId);
}

test("the demo client's expired export says so on its settings page, with Reconnect", async ({ openPage }) => {
  const session = await apiLogin(DEMO_CLIENT);
  const expired = (await exportsOfSession(session.token, session.user.id)).find((record) => record.token_expired);
  if (!expired?.token_expires_at) throw new Error('The demo seed has no expired export for the demo client');

  const page = await openPage({ as: 'client' });
  await page.goto(`/data_export/settings/${expired.service.service_path}/${expired.id}`);
  await expectScreen(page, 'Export Settings');
  const banner = page.getByRole('alert').filter({ hasText: 'Reconnect needed' });
  await banner.getByText(`Access to ${expired.service.name} expired on ${displayDate(expired.token_expires_at)}`, { exact: false }).waitFor();
  expect(await banner.getByRole('button', { name: 'Reconnect', exact: true }).isEnabled()).toBe(true);
  await scanA11y(page, '/data_export/settings of an expired export');
});

test('an export whose grant expires: "Expired on", switching on refused, Reconnect renews it keeping the export and its accounts', async ({ openPage }) => {
  const page = await openPage();
  await registerFreshUser(page, 'export-expiry');
  await addBusinessAccount(page, `Expiry ${Date.now().toString(36)}`);
  await page.goto('/data_export');
  await expectScreen(page, 'Data Export');
  await page.getByRole('button', { name: 'Add Export', exact: true }).click();
  await page.getByRole('dialog', { name: 'Add Export' }).getByRole('button', { name: 'Add Pipedrive', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Connect Pipedrive' }).waitFor({ timeout: UI_TIMEOUT_MS });
  await page.getByRole('button', { name: 'Allow', exact: true }).click();
  await expectPath(page, '/data_export?consent=allowed');
  await expect.poll(() => rows(page).getByRole('switch').count(), { timeout: UI_TIMEOUT_MS }).toBe(1);
  const [created] = await exportsOf(page);
  if (!created?.token_expires_at) throw new Error('Allow gave no expiring grant');
  expect(created.token_expired).toBe(false);
  const row = rows(page).filter({ hasText: created.name });
  expect(await row.getByText('Reconnect needed').count()).toBe(0);

  await page.goto(`/data_export/settings/pd-sync/${created.id}`);
  await expectScreen(page, 'Export Settings');
  const accountTable = page.getByRole('table', { name: 'Pipedrive Accounts' });
  await expect.poll(() => accountTable.getAttribute('aria-busy')).toBeNull();
  await expect.poll(() => accountTable.locator('tbody tr').count()).toBeGreaterThan(1);
  const accountsBefore = await accountTable.locator('tbody tr td:nth-child(1)').allTextContents();

  // The grant's lifetime runs out (what the emulator's clock passing its expiry does).
  const expire = await fetch(new URL(`/emulator/exports/${created.id}/expire`, baseUrl()), { method: 'POST' });
  expect(expire.status).toBe(200);
  const { data } = (await expire.json()) as { data: { token_expires_at: string } };

  await page.goto('/data_export');
  await expectScreen(page, 'Data Export');
  await row.getByText('Reconnect needed').waitFor();
  await row.getByText(`Expired on ${displayDate(data.token_expires_at)}`, { exact: true }).waitFor();
  expect(await row.getByText('Revoked', { exact: true }).count()).toBe(0);
  await scanA11y(page, '/data_export with an expired export');

  // Switching on is refused by the gateway, saying why; the row stays off.
  const refusals = allowConsoleErrors(page, /status of 422/);
  const toggle = page.getByRole('switch', { name: `Status of export ${created.name}`, exact: true });
  await toggle.click({ force: true });
  await page.getByText(EXPIRED_REFUSAL).waitFor();
  expect(await toggle.isChecked()).toBe(false);
  expect(refusals().length).toBeGreaterThan(0);

  // The settings banner says it expired, and when.
  await row.getByRole('link', { name: `Settings of export ${created.name}` }).click();
  await expectScreen(page, 'Export Settings');
  const banner = page.getByRole('alert').filter({ hasText: 'Reconnect needed' });
  await banner.getByText(`Access to Pipedrive expired on ${displayDate(data.token_expires_at)}`, { exact: false }).waitFor();
  await scanA11y(page, '/data_export/settings with the expired banner');

  // Reconnect from the list goes through the consent page again and renews the grant.
  await page.goto('/data_export');
  await expectScreen(page, 'Data Export');
  await page.getByRole('button', { name: `Reconnect export ${created.name}`, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Connect Pipedrive' }).waitFor({ timeout: UI_TIMEOUT_MS });
  await page.getByRole('button', { name: 'Allow', exact: true }).click();
  await expectPath(page, `/data_export?consent=renewed&export=${created.id}`);
  // Still off after the grant's return: the notice says what is left to do (issue 47).
  await page.getByRole('status').filter({ hasText: 'Export reconnected' }).filter({ hasText: 'It is still Not active: switch it on in the list below to export again.' }).waitFor();
  await expect.poll(() => rows(page).filter({ hasText: 'Reconnect needed' }).count()).toBe(0);
  expect(await page.getByText(/^Expired on /).count()).toBe(0);

  const after = await exportsOf(page);
  expect(after.map((record) => record.id)).toEqual([created.id]);
  expect(after[0]?.token_expired).toBe(false);
  expect(Date.parse(after[0]?.token_expires_at ?? '')).toBeGreaterThan(Date.parse(data.token_expires_at));
  await toggle.click({ force: true });
  await expect.poll(() => toggle.isChecked()).toBe(true);

  await page.goto(`/data_export/settings/pd-sync/${created.id}`);
  await expectScreen(page, 'Export Settings');
  await expect.poll(() => accountTable.locator('tbody tr td:nth-child(1)').allTextContents()).toEqual(accountsBefore);
  expect(await page.getByText('Reconnect needed').count()).toBe(0);
});
