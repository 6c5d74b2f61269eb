// An export service with an auth template (spec §3 "Auth data to create", service_type
// 'export'): Add Export opens its form instead of a consent page, Submit creates the export
// (inactive, disabled) and opens its settings. The demo's export services all sign in on their
// own pages, so this file runs its own portal and gives one of them a template first.
import Database from 'better-sqlite3';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_CLIENT } from '../../seed/demo-logins';
import { VALIDATION_MESSAGES as M } from '../../shared/validation/messages';
import { startPortal } from '../support/browser-server';
import type { TStartedServer } from '../support/browser-server';
import { expectPath, expectScreen, scanA11y, submitLogin, test, UI_TIMEOUT_MS } from '../support/browser-fixtures';

let portal: TStartedServer | undefined;

const read = <T>(sql: string): T => {
  const db = new Database(portal?.databasePath ?? '', { readonly: true });
  try {
    return db.prepare(sql).get() as T;
  } finally {
    db.close();
  }
};

beforeAll(async () => {
  portal = await startPortal();
  const db = new Database(portal.databasePath);
  try {
    db.prepare("UPDATE services SET auth_template = ? WHERE service_path = 'pd-sync'").run(
      JSON.stringify({ field_config: { api_token: { title: 'API token', type: 'text' } } }),
    );
  } finally {
    db.close();
  }
}, 240_000);

afterAll(async () => {
  await portal?.stop();
});

const exportsTable = (page: Page) => page.getByRole('table', { name: 'Data exports' });

test('Add Export opens the auth template of a service that has one, creates the export disabled and opens its settings', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: portal?.baseUrl, viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(UI_TIMEOUT_MS);
  const page = await context.newPage();
  await page.goto('/login');
  await submitLogin(page, DEMO_CLIENT);
  await expectPath(page, '/dashboard', 20_000);

  await page.goto('/data_export');
  await expectScreen(page, 'Data Export');
  await page.getByRole('button', { name: 'Add Export', exact: true }).click();
  await page.getByRole('dialog', { name: 'Add Export' }).getByRole('button', { name: 'Add Pipedrive', exact: true }).click();
  const authForm = page.getByRole('dialog', { name: 'Connect Pipedrive' }).getByRole('form', { name: 'Auth data for Pipedrive' });
  await authForm.getByRole('button', { name: 'Submit', exact: true }).click();
  await authForm.getByText(M.required).waitFor();
  await scanA11y(page, '/data_export, the template form of an export service');
  expect(new URL(page.url()).pathname).toBe('/data_export');

  await authForm.getByLabel('API token').fill('pd-e2e-token-0042');
  await authForm.getByRole('button', { name: 'Submit', exact: true }).click();
  await expectPath(page, /^\/data_export\/settings\/pd-sync\/\d+$/);
  await expectScreen(page, 'Export Settings');
  const exportId = Number(/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);

  // Stored as spec §3 creates it: an export of that service, off and disabled; the auth data
  // named after the domain the portal sent, the service path.
  expect(read(`SELECT service_type, is_active, status, sending_service_id = service_id AS is_own_side FROM integrations_exports WHERE id = ${exportId}`)).toEqual({
    service_type: 'export',
    is_active: 0,
    status: 'disabled',
    is_own_side: 1,
  });
  expect(read<{ name: string }>(`SELECT name FROM auth_data WHERE integrations_exports_id = ${exportId}`).name).toBe('Pipedrive (pd-sync)');

  await page.goto('/data_export');
  const row = exportsTable(page).getByRole('row').filter({ hasText: 'Pipedrive account' });
  await expect.poll(() => row.count()).toBeGreaterThan(0);
  await context.close();
});
