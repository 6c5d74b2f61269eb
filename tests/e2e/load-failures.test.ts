// Issue 37 §2 and §3: a list whose call fails never looks empty. With the gateway answering 503
// for a list (the emulator's fault rules), the list says it could not be loaded, with the server's
// message and Try again, and no empty-state sentence; once the fault is gone, Try again shows the
// rows. While a list loads, its controls say so ("Loading…"), never "No business accounts" or "None".
// And a refused Save and activate brings "Error!" into view, on a desktop and on a phone.
import { afterEach, beforeAll, describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { allowConsoleErrors, networkStatusLog } from '../support/browser-console';
import { apiAdminBusinessAccountIntegrations, apiIntegrationsExports, apiLogin, type TRecord } from '../support/browser-api';
import { baseUrl, DEMO_USERS, expectScreen, scanA11y, test, type TRole } from '../support/browser-fixtures';

type TRule = { fault: string; endpoint: string; delay_ms?: number };

async function switchFaults(rules: TRule[]): Promise<void> {
  const answer = await fetch(`${baseUrl()}/emulator/scenarios`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(rules) });
  expect(answer.status, await answer.clone().text()).toBe(200);
}

afterEach(async () => {
  await switchFaults([]);
});

const GATEWAY_503_MESSAGE = 'The gateway could not complete the request. Please try again.';

let exportRecord: TRecord;
let activeIntegration: TRecord & { is_active?: boolean };
let adminFb: TRecord;

beforeAll(async () => {
  const client = await apiLogin(DEMO_USERS.client);
  const records = (await apiIntegrationsExports(client)) as (TRecord & { is_active: boolean; receiving_service_id: number | null })[];
  const found = records.find((record) => record.service_type === 'export' && record.service.service_path === 'fb-sync');
  const active = records.find((record) => record.service_type === 'integration' && record.is_active && record.receiving_service_id !== null);
  if (!found || !active) throw new Error('The demo client has no fb-sync export or no active integration');
  exportRecord = found;
  activeIntegration = active;
  const admin = await apiLogin(DEMO_USERS.admin);
  const fb = (await apiAdminBusinessAccountIntegrations(admin, exportRecord.ba_id)).find((record) => record.service.service_path === 'fb-sync');
  if (!fb) throw new Error('The admin sees no fb-sync integration in the client\'s business account');
  adminFb = fb;
});

type TFailingList = {
  role: TRole;
  path: () => string;
  title: string;
  /** The gateway call the list makes. */
  endpoint: string;
  /** The alert's heading. */
  failed: string;
  /** The table whose rows come back after Try again. */
  table: string;
  /** The sentence an empty answer would show: never on a failure. */
  empty: string;
};

const LISTS: TFailingList[] = [
  {
    role: 'client',
    path: () => '/integrations',
    title: 'Integrations',
    endpoint: 'GET /api/integrations_exports',
    failed: 'The integrations could not be loaded',
    table: 'Integrations',
    empty: 'No integrations yet',
  },
  {
    role: 'client',
    path: () => '/data_export',
    title: 'Data Export',
    endpoint: 'GET /api/integrations_exports',
    failed: 'The exports could not be loaded',
    table: 'Data exports',
    empty: 'No exports yet',
  },
  {
    role: 'client',
    path: () => '/integrations',
    title: 'Integrations',
    endpoint: 'GET /api/business-accounts',
    failed: 'The business accounts could not be loaded',
    table: 'Integrations',
    empty: 'No business account yet',
  },
  {
    role: 'client',
    path: () => '/business_accounts',
    title: 'Business Accounts',
    endpoint: 'GET /api/business-accounts',
    failed: 'The business accounts could not be loaded',
    table: 'Business accounts',
    empty: 'No business accounts yet',
  },
  {
    role: 'client',
    path: () => `/data_export/settings/fb-sync/${exportRecord.id}`,
    title: 'Export Settings',
    endpoint: 'GET /api/{service_path}/ad-accounts',
    failed: 'The accounts could not be loaded',
    table: 'Facebook Ad Accounts',
    empty: 'No advertising rooms',
  },
  {
    role: 'client',
    path: () => `/data_export/settings/fb-sync/${exportRecord.id}`,
    title: 'Export Settings',
    endpoint: 'GET /api/{service_path}/sync-runs',
    failed: 'The sync history could not be loaded',
    table: 'Sync history',
    empty: 'No sync has run',
  },
  {
    role: 'client',
    path: () => `/integrations/${activeIntegration.id}/settings?tab=leads`,
    title: 'Integration Settings',
    endpoint: 'GET /api/integrations/{integration_id}/leads',
    failed: 'The lead deliveries could not be loaded',
    table: 'Lead deliveries',
    empty: 'No lead has arrived yet',
  },
  { role: 'admin', path: () => '/admin/users', title: 'Users', endpoint: 'GET /api/admin/users', failed: 'The users could not be loaded', table: 'Users', empty: 'No users' },
  {
    role: 'admin',
    path: () => '/admin/business-accounts',
    title: 'Business Accounts',
    endpoint: 'GET /api/admin/business-accounts',
    failed: 'The business accounts could not be loaded',
    table: 'Business accounts',
    empty: 'No business accounts',
  },
  {
    role: 'admin',
    path: () => `/admin/business-accounts/${exportRecord.ba_id}/users`,
    title: 'Users',
    endpoint: 'GET /api/admin/users',
    failed: 'The users could not be loaded',
    table: 'Users',
    empty: 'No users',
  },
  {
    role: 'admin',
    path: () => `/admin/business-accounts/${exportRecord.ba_id}/integrations`,
    title: 'Integrations',
    endpoint: 'GET /api/admin/business-account/services',
    failed: 'The integrations could not be loaded',
    table: 'Connected integrations',
    empty: 'No integrations connected yet',
  },
  {
    role: 'admin',
    path: () => `/admin/business-accounts/${exportRecord.ba_id}/integrations/fb-sync/${adminFb.id}`,
    title: 'Integrations Settings',
    endpoint: 'GET /api/{service_path}/ad-accounts',
    failed: 'The accounts could not be loaded',
    table: 'Facebook Ad Accounts',
    empty: 'No advertising rooms',
  },
];

const failureAlert = (page: Page, heading: string) => page.getByRole('main').getByRole('alert').filter({ hasText: heading });

describe('a list whose call fails says so, and Try again brings its rows', () => {
  for (const [index, list] of LISTS.entries()) {
    test(`${index + 1}. ${list.role}, ${list.title}: ${list.table} with ${list.endpoint} failing`, async ({ openPage }) => {
      // Signed in first (the login lands on the dashboard, which reads some of these lists).
      const page = await openPage({ as: list.role });
      allowConsoleErrors(page, networkStatusLog(502));
      await switchFaults([{ fault: '503', endpoint: list.endpoint }]);
      await page.goto(list.path());
      await expectScreen(page, list.title);
      // Queries retry what may be transient (twice) before they say it failed.
      const alert = failureAlert(page, list.failed);
      await alert.waitFor({ timeout: 15_000 });
      await alert.getByText(GATEWAY_503_MESSAGE, { exact: true }).waitFor();
      expect(await page.getByRole('main').getByText(list.empty).count(), `"${list.empty}…" on a failure`).toBe(0);
      await scanA11y(page, `${list.path()} with ${list.endpoint} failing`);

      await switchFaults([]);
      await alert.getByRole('button', { name: 'Try again', exact: true }).click();
      const table = page.getByRole('table', { name: list.table, exact: true });
      await expect.poll(() => table.locator('tbody tr').count(), { timeout: 15_000 }).toBeGreaterThan(0);
      await expect.poll(() => table.getAttribute('aria-busy')).toBeNull();
      await alert.waitFor({ state: 'detached' });
      expect(await table.getByText(list.empty).count()).toBe(0);
    });
  }
});

test('while the lists load, the sidebar and the dashboard filters say Loading…, never "No business accounts" or "None"', async ({ openPage }) => {
  const page = await openPage({ as: 'client' });
  await switchFaults([{ fault: 'latency', endpoint: 'GET /api/business-accounts', delay_ms: 2500 }]);
  await page.goto('/dashboard');
  await page.locator('nav input').first().waitFor();
  const seen = { selector: new Set<string>(), integration: new Set<string>() };
  const deadline = Date.now() + 4000;
  while (Date.now() < deadline) {
    const shown = await page.evaluate(() => {
      const placeholderOf = (root: Element | null, label: string) => {
        const input = [...(root?.querySelectorAll('input') ?? [])].find((candidate) => candidate.labels?.[0]?.textContent === label);
        return input ? `${input.value}|${input.placeholder}` : '';
      };
      return { selector: placeholderOf(document.querySelector('nav'), 'Business account'), integration: placeholderOf(document.querySelector('main'), 'Integration') };
    });
    seen.selector.add(shown.selector);
    seen.integration.add(shown.integration);
    await page.waitForTimeout(100);
  }
  expect([...seen.selector].some((value) => value.endsWith('|Loading…')), [...seen.selector].join(', ')).toBe(true);
  expect([...seen.selector].some((value) => value.includes('No business accounts')), [...seen.selector].join(', ')).toBe(false);
  expect([...seen.integration].some((value) => value === '|None'), [...seen.integration].join(', ')).toBe(false);
});

describe('a refused Save and activate brings "Error!" into view and focus to the first invalid control', () => {
  for (const [device, viewport, isPhone] of [
    ['desktop', { width: 1440, height: 900 }, false],
    ['phone', { width: 412, height: 915 }, true],
  ] as const) {
    test(device, async ({ openPage }) => {
      const page = await openPage({ as: 'client', viewport, isPhone, path: `/integrations/${activeIntegration.id}/settings` });
      await expectScreen(page, 'Integration Settings');
      // Nothing chosen: clearing the page resets the whole form (spec §4).
      // (Mantine's clear "×" keeps out of the accessibility tree: found by its label.)
      await page.locator('[aria-label="Clear page"]').click();
      // The button just under the top bar, as after scrolling down a long form: the alert's place is above the screen.
      // (The cleared form alone may fit the screen: room below the page lets it scroll as a long one does.)
      await page.evaluate(() => (document.body.style.paddingBottom = '2000px'));
      const button = page.getByRole('button', { name: 'Save and activate', exact: true });
      await button.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 80));
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await button.click();
      const alert = page.getByRole('alert').filter({ hasText: 'Error!' });
      await alert.waitFor();
      await expect
        .poll(() => alert.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return box.top >= 64 && box.bottom <= window.innerHeight;
        }))
        .toBe(true);
      // Focus on the first invalid control: the Page.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
      expect(await page.getByRole('combobox', { name: 'Page', exact: true }).evaluate((element) => element === document.activeElement)).toBe(true);
      await scanA11y(page, `integration settings after a refused Save and activate (${device})`);
    });
  }
});
