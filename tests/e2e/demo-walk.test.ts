// Issue 47, done when: the demo walk as a salesperson gives it, at 1440×900 and on a 412×915
// phone: the client's dashboard → integrations → an integration's leads → a test lead → data
// exports → reconnect; the admin's users → a business account → a sync that runs for seconds and
// whose outcome the table reads from the same history. Every stop is screenshotted (under
// /tmp/demo-walk, out of git) for a person to look at. Last, Reset demo data puts it all back.
import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { formatDisplayDateTime } from '../../shared/dates';
import { apiIntegrationsExports, apiLogin, gatewayCall, type TRecord } from '../support/browser-api';
import { baseUrl, DEMO_USERS, expectPath, expectScreen, loginAs, test } from '../support/browser-fixtures';
import { openTab } from '../support/browser-integration';

const SHOTS = '/tmp/demo-walk';
type TDemoRecord = TRecord & { is_active: boolean; receiving_service_id: number | null; name: string; token_expired?: boolean };

const DEVICES = [
  { name: 'desktop', viewport: { width: 1440, height: 900 }, isPhone: false },
  { name: 'phone', viewport: { width: 412, height: 915 }, isPhone: true },
] as const;

/** Back to the demo as it starts (the emulator's control surface, as a presenter's reset does). */
async function resetDemo(): Promise<void> {
  const answer = await fetch(`${baseUrl()}/emulator/reset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  expect(answer.status, await answer.clone().text()).toBe(200);
}

async function shot(page: Page, device: string, step: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${device}-${step}.png`, fullPage: true });
}

/** A row action: inline on a desktop, in the row's menu on a phone. */
async function rowAction(page: Page, rowLabel: string, action: string): Promise<void> {
  const inline = page.getByRole('button', { name: action, exact: true });
  if (await inline.isVisible()) return inline.click();
  await page.getByRole('button', { name: `More actions for ${rowLabel}`, exact: true }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

describe('the demo walk', () => {
  for (const device of DEVICES) {
    test(`${device.name} (${device.viewport.width}×${device.viewport.height})`, { timeout: 180_000 }, async ({ openPage }) => {
      await resetDemo();
      const client = await apiLogin(DEMO_USERS.client);
      const records = (await apiIntegrationsExports(client)) as TDemoRecord[];
      const integration = records.find((record) => record.service_type === 'integration' && record.is_active && record.receiving_service_id !== null);
      const expired = records.find((record) => record.service_type === 'export' && record.token_expired === true);
      if (!integration || !expired) throw new Error('The demo lacks an active integration or an expired export');

      // The client: the dashboard's figures, with today's note.
      const page = await openPage({ viewport: device.viewport, isPhone: device.isPhone });
      await loginAs(page, 'client');
      await expectScreen(page, 'Dashboard. Last 14 days');
      await page.getByRole('group', { name: 'Totals' }).getByRole('button').first().waitFor();
      await page.locator('canvas').first().waitFor();
      await shot(page, device.name, '1-dashboard');

      await page.goto('/integrations');
      await expectScreen(page, 'Integrations');
      await page.getByRole('switch').first().waitFor();
      await shot(page, device.name, '2-integrations');

      // An integration's leads, and a test lead delivered into the CRM.
      await page.goto(`/integrations/${integration.id}/settings`);
      await expectScreen(page, 'Integration Settings');
      await openTab(page, 'Leads');
      const log = page.getByRole('table', { name: 'Lead deliveries', exact: true });
      await log.locator('tbody tr').first().waitFor();
      await log.scrollIntoViewIfNeeded();
      await shot(page, device.name, '3-leads');
      await page.getByRole('button', { name: 'Send a test lead', exact: true }).click();
      await log.getByText('Test', { exact: true }).first().waitFor();
      await shot(page, device.name, '4-test-lead');

      await page.goto('/data_export');
      await expectScreen(page, 'Data Export');
      await page.getByRole('switch').first().waitFor();
      await shot(page, device.name, '5-data-exports');

      // The expired export: Reconnect, Allow, and the list says what is left to do.
      await page.goto(`/data_export/settings/${expired.service.service_path}/${expired.id}`);
      await expectScreen(page, 'Export Settings');
      const banner = page.getByRole('alert').filter({ hasText: 'Reconnect needed' });
      await banner.waitFor();
      await shot(page, device.name, '6-reconnect-needed');
      await banner.getByRole('button', { name: 'Reconnect', exact: true }).click();
      await page.getByRole('button', { name: 'Allow', exact: true }).click();
      await expectPath(page, `/data_export?consent=renewed&export=${expired.id}`);
      // The list is the reconnected export's business account's, and says it is still off.
      await page.getByRole('status').filter({ hasText: 'Export reconnected' }).filter({ hasText: 'It is still Not active' }).waitFor();
      await page.getByRole('switch', { name: `Status of export ${expired.name}`, exact: true }).waitFor();
      await shot(page, device.name, '7-reconnected');

      // The admin: users, a business account's integrations, a sync that runs.
      const admin = await openPage({ viewport: device.viewport, isPhone: device.isPhone });
      await loginAs(admin, 'admin');
      await admin.goto('/admin/users');
      await expectScreen(admin, 'Users');
      await admin.getByRole('table', { name: 'Users', exact: true }).locator('tbody tr').first().waitFor();
      await shot(admin, device.name, '8-admin-users');

      const fbExport = records.find((record) => record.service_type === 'export' && record.ba_id === integration.ba_id && record.service.service_path === 'fb-sync');
      if (!fbExport) throw new Error('The client has no fb-sync export in its first business account');
      await admin.goto(`/admin/business-accounts/${fbExport.ba_id}/integrations`);
      await expectScreen(admin, 'Integrations');
      const table = admin.getByRole('table', { name: 'Connected integrations', exact: true });
      await table.locator('tbody tr').first().waitFor();
      await shot(admin, device.name, '9-admin-integrations');
      await rowAction(admin, fbExport.name, `Start sync of ${fbExport.name}`);
      await admin.getByRole('dialog').getByRole('button', { name: 'Start sync', exact: true }).click();
      await admin.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
      // Running, for seconds, with its rows as the service reports them.
      const running = table.getByRole('status').filter({ hasText: 'Syncing…' });
      await running.waitFor();
      await shot(admin, device.name, '10-sync-running');
      await running.waitFor({ state: 'detached', timeout: 20_000 });
      await shot(admin, device.name, '11-sync-finished');

      // The table's Date Success Sync is the newest successful run of the history the settings list.
      const adminSession = await apiLogin(DEMO_USERS.admin);
      const runs = await gatewayCall<{ service_response: { data: { runs: { status: string; started_at: string; finished_at: string | null }[] } } }>('GET', '/api/fb-sync/sync-runs', {
        token: adminSession.token,
        query: { integration_id: fbExport.id },
      });
      const newest = runs.service_response.data.runs[0];
      expect(newest?.status).toBe('Finish');
      expect(Date.parse(newest?.finished_at ?? '') - Date.parse(newest?.started_at ?? '')).toBeGreaterThanOrEqual(2000);
      const rowOf = table.locator('tbody tr').filter({ hasText: fbExport.name });
      await expect.poll(() => rowOf.innerText()).toContain(formatDisplayDateTime(newest?.finished_at ?? ''));
    });
  }

  test('Reset demo data puts the demo back as it starts and signs everyone out', async ({ openPage }) => {
    const page = await openPage({ viewport: { width: 1440, height: 900 } });
    await loginAs(page, 'admin');
    await page.goto('/admin/business-accounts');
    await expectScreen(page, 'Business Accounts');
    await page.getByRole('button', { name: 'Reset demo data', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reset', exact: true }).click();
    await expectPath(page, '/login');
    const notice = page.getByText('The demo data is back as it starts. Sign in again.', { exact: true });
    await notice.waitFor();
    // Announced below the top bar, not over it.
    await expect.poll(async () => (await notice.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(64);
    await shot(page, 'desktop', '12-after-reset');
    // The expired export is expired again: the demo's story starts over.
    const client = await apiLogin(DEMO_USERS.client);
    const records = (await apiIntegrationsExports(client)) as TDemoRecord[];
    expect(records.some((record) => record.service_type === 'export' && record.token_expired === true)).toBe(true);
  });
});
