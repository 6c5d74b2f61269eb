// Export Settings (spec §2 Account tables, §8): each service's title and columns on the demo
// client's exports (read only), the google-ads variant, Update, 'No advertising rooms', a failed
// Update that says what failed, a load failure that only stops the spinner, and a wrong id.
import { expect } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { DEMO_CLIENT } from '../../seed/demo-logins';
import { apiIntegrationsExports, apiLogin } from '../support/browser-api';
import type { TRecord } from '../support/browser-api';
import { allowConsoleErrors } from '../support/browser-console';
import { expectScreen, scanA11y, test, waitForLoaders } from '../support/browser-fixtures';

const TITLES = {
  'fb-sync': 'Facebook Ad Accounts',
  'pd-sync': 'Pipedrive Accounts',
  'ws-sync': 'Webinar Stars Accounts',
  'google-ads': 'Google Ads Accounts',
} as const;

const CLIENT_COLUMNS = ['Account id', 'Balance', 'Currency', 'Name', 'Status'];
const SEARCH_ADS_COLUMNS = ['Id', 'Manager', 'Level', 'Name', 'Status'];

let demoExports: Promise<TRecord[]> | undefined;
/** The demo client's export of a service (the seed gives them one of each). */
async function demoExportOf(servicePath: keyof typeof TITLES): Promise<TRecord> {
  demoExports ??= apiLogin(DEMO_CLIENT).then((session) => apiIntegrationsExports(session));
  const record = (await demoExports).find((candidate) => candidate.service_type === 'export' && candidate.service.service_path === servicePath);
  if (!record) throw new Error(`The demo client has no ${servicePath} export`);
  return record;
}

const accountTable = (page: Page, title: string) => page.getByRole('table', { name: title, exact: true });

/** Rewrites one procedure's answer inside whatever tRPC batch carries it; the others pass through. */
async function rewriteProcedure(page: Page, procedure: string, rewrite: (item: Record<string, unknown>) => { item: Record<string, unknown>; status?: number }) {
  await page.route(
    (url) => url.pathname.startsWith('/trpc/') && url.pathname.split('/trpc/')[1]?.split(',').includes(procedure) === true,
    async (route: Route) => {
      const response = await route.fetch();
      const procedures = new URL(route.request().url()).pathname.split('/trpc/')[1]?.split(',') ?? [];
      const body = (await response.json()) as Record<string, unknown>[];
      let status = response.status();
      const items = body.map((item, index) => {
        if (procedures[index] !== procedure) return item;
        const rewritten = rewrite(item);
        if (rewritten.status) status = procedures.length > 1 ? 207 : rewritten.status;
        return rewritten.item;
      });
      await route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(items) });
    },
  );
}

test('each service has its title and columns; the google-ads variant; Update refreshes', async ({ openPage }) => {
  const page = await openPage({ as: 'client' });
  for (const servicePath of ['fb-sync', 'pd-sync', 'ws-sync', 'google-ads'] as const) {
    const record = await demoExportOf(servicePath);
    await page.goto(`/data_export/settings/${servicePath}/${record.id}`);
    await expectScreen(page, 'Export Settings');
    const title = TITLES[servicePath];
    await page.getByRole('heading', { level: 2, name: title, exact: true }).waitFor();
    const table = accountTable(page, title);
    await expect.poll(() => table.locator('tbody tr td').first().textContent()).not.toBe('');
    expect(await table.locator('thead th').allTextContents()).toEqual(servicePath === 'google-ads' ? SEARCH_ADS_COLUMNS : CLIENT_COLUMNS);
    const statuses = await table.locator('tbody tr td:nth-child(5)').allTextContents();
    expect(statuses.length).toBeGreaterThan(0);
    for (const status of statuses) expect(['Active', 'Not active']).toContain(status);
    // Client mode: no sync columns, no switches.
    expect(await table.getByRole('switch').count()).toBe(0);
    if (servicePath === 'google-ads') {
      for (const manager of await table.locator('tbody tr td:nth-child(2)').allTextContents()) expect(['Yes', 'No']).toContain(manager);
    } else {
      for (const balance of await table.locator('tbody tr td:nth-child(2)').allTextContents()) expect(balance).toMatch(/^[\d,]+\.\d{2}$/);
    }
    await scanA11y(page, `/data_export/settings/${servicePath}`);
  }

  // Update asks the service again: the spinner comes and goes, the rows stay.
  const record = await demoExportOf('fb-sync');
  await page.goto(`/data_export/settings/fb-sync/${record.id}`);
  await expectScreen(page, 'Export Settings');
  const table = accountTable(page, TITLES['fb-sync']);
  // The loading skeleton has rows too, with empty cells: wait for the accounts themselves.
  await expect.poll(() => table.locator('tbody tr td:nth-child(4)').first().textContent()).not.toBe('');
  const names = await table.locator('tbody tr td:nth-child(4)').allTextContents();
  const refreshed = page.waitForResponse((response) => response.url().includes('adAccounts.refresh'));
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  expect((await refreshed).ok()).toBe(true);
  await waitForLoaders(page);
  expect(await table.locator('tbody tr td:nth-child(4)').allTextContents()).toEqual(names);
  expect(await page.getByRole('alert').count()).toBe(0);
});

test("an export with no accounts says 'No advertising rooms'; a failed Update says what failed", async ({ openPage }) => {
  const page = await openPage({ as: 'client' });
  const record = await demoExportOf('pd-sync');
  await rewriteProcedure(page, 'adAccounts.list', () => ({
    item: { result: { data: { service_response: { success: 1, data: { ad_accounts: [] } } } } },
  }));
  await page.goto(`/data_export/settings/pd-sync/${record.id}`);
  await expectScreen(page, 'Export Settings');
  await accountTable(page, TITLES['pd-sync']).getByText('No advertising rooms', { exact: true }).waitFor();
  await scanA11y(page, '/data_export/settings with no accounts');

  const provoked = allowConsoleErrors(page, /status of 502/);
  await rewriteProcedure(page, 'adAccounts.refresh', () => ({
    status: 502,
    item: {
      error: {
        message: 'The gateway could not complete the request. Please try again.',
        code: -32603,
        data: { code: 'BAD_GATEWAY', httpStatus: 502, path: 'adAccounts.refresh' },
      },
    },
  }));
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'The accounts were not updated' });
  await alert.getByText('The gateway could not complete the request. Please try again.').waitFor();
  expect(provoked().length).toBeGreaterThan(0);
  await waitForLoaders(page);
  await scanA11y(page, '/data_export/settings after a failed Update');
  await alert.getByRole('button', { name: 'Dismiss' }).click();
  await alert.waitFor({ state: 'detached' });
});

test('a failed load stops the spinner and says so in place of the rows, never "No advertising rooms"; a wrong or unknown export says it was not found', async ({ openPage }) => {
  const page = await openPage({ as: 'client' });
  const record = await demoExportOf('ws-sync');
  allowConsoleErrors(page, /status of 502/);
  await rewriteProcedure(page, 'adAccounts.list', () => ({
    status: 502,
    item: { error: { message: 'The gateway could not complete the request. Please try again.', code: -32603, data: { code: 'BAD_GATEWAY', httpStatus: 502, path: 'adAccounts.list' } } },
  }));
  await page.goto(`/data_export/settings/ws-sync/${record.id}`);
  await expectScreen(page, 'Export Settings');
  const table = accountTable(page, TITLES['ws-sync']);
  await expect.poll(() => table.getAttribute('aria-busy'), { timeout: 10_000 }).toBeNull();
  await waitForLoaders(page);
  expect(await page.getByText('No advertising rooms').count()).toBe(0);
  // Issue 37: no notification (§8), the failure said once, in the table, with Try again.
  const failure = table.getByRole('alert').filter({ hasText: 'The accounts could not be loaded' });
  await failure.getByText('The gateway could not complete the request. Please try again.', { exact: true }).waitFor();
  await failure.getByRole('button', { name: 'Try again', exact: true }).waitFor();
  expect(await page.getByRole('alert').count()).toBe(1);
  expect(await page.locator('.mantine-Notification-root').count()).toBe(0);

  for (const path of ['/data_export/settings/ws-sync/999999999', '/data_export/settings/unknown/1', `/data_export/settings/fb-sync/${record.id}`]) {
    await page.goto(path);
    await expectScreen(page, 'Export Settings');
    await page.getByRole('alert').filter({ hasText: 'Export not found' }).waitFor();
  }
  await scanA11y(page, '/data_export/settings of an unknown export');
});
