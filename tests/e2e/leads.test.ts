// Leads in the browser, as a person tries a mapping: activate an integration, send a test lead and
// see it Delivered with the deal title the mapping built; leave a field the CRM requires unmapped,
// send again and see Failed naming it; map it again, Retry, see Delivered. A fresh user owns it all.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { LEAD_MESSAGES } from '../../shared/validation/messages';
import { expectPath, expectScreen, registerFreshUser, scanA11y, test } from '../support/browser-fixtures';
import { addBusinessAccount } from '../support/browser-session';
import { allowConsoleErrors, networkStatusLog } from '../support/browser-console';
import { choose, fillSettings, openTab } from '../support/browser-integration';

const log = (page: Page) => page.getByRole('table', { name: 'Lead deliveries' });
/** The cells of the log's first row: time, form, lead, status, reason, deal, action. */
const firstRowCells = (page: Page) => log(page).getByRole('row').nth(1).locator('td').allTextContents();

async function saveAndActivate(page: Page, integrationId: number) {
  await page.getByRole('button', { name: 'Save and activate', exact: true }).click();
  await expectPath(page, '/integrations');
  await page.goto(`/integrations/${integrationId}/settings?tab=leads`);
  await expectScreen(page, 'Integration Settings');
}

test('a test lead is delivered through the mapping, fails when a required CRM field is unmapped, and a retry delivers it', async ({ openPage }) => {
  const page = await openPage();
  await registerFreshUser(page, 'leads');
  await addBusinessAccount(page, `Leads ${Date.now().toString(36)}`);

  // A CRM integration from the Add Integration modal lands on its settings.
  await page.goto('/integrations');
  await expectScreen(page, 'Integrations');
  await page.getByRole('button', { name: 'Add Integration', exact: true }).click();
  await page.getByRole('dialog', { name: 'Add Integration' }).getByRole('button', { name: 'Add Sales Hub' }).click();
  const authForm = page.getByRole('dialog', { name: 'Connect Sales Hub' }).getByRole('form', { name: 'Auth data for Sales Hub' });
  await authForm.getByLabel('API token').fill('sh-e2e-leads-4411');
  await authForm.getByRole('button', { name: 'Submit', exact: true }).click();
  await expectPath(page, /^\/integrations\/\d+\/settings$/);
  const integrationId = Number(/\/integrations\/(\d+)\/settings/.exec(page.url())?.[1]);
  await expectScreen(page, 'Integration Settings');

  // Not active yet: nothing arrives, a test lead neither (refused with 409).
  allowConsoleErrors(page, networkStatusLog(409));
  await openTab(page, 'Leads');
  await page.getByRole('button', { name: 'Send a test lead' }).click();
  await page.getByRole('status').filter({ hasText: LEAD_MESSAGES.notActive }).waitFor();
  await openTab(page, 'Settings');

  // Settings: a page, a form, a pipeline and stage, the deal title and the contact's first name from the lead's full name.
  await fillSettings(page);
  await saveAndActivate(page, integrationId);

  // 1. Delivered, and the deal is titled with the lead's full name, as mapped.
  await page.getByRole('button', { name: 'Send a test lead' }).click();
  await expect.poll(async () => (await firstRowCells(page))[3]).toBe('Delivered');
  const [, , lead, , reason, deal] = await firstRowCells(page);
  expect(deal?.length).toBeGreaterThan(0);
  // The lead cell: its name (the deal's title), a Test badge, the email masked.
  expect(lead).toMatch(new RegExp(`^${deal}Test.•••@[a-z0-9]+\\.example$`));
  expect(reason).toBe('—');
  await scanA11y(page, 'settings with a delivered test lead');

  // The integrations list counts it.
  await page.goto('/integrations');
  const row = page.getByRole('table', { name: 'Integrations' }).getByRole('row').filter({ hasText: 'Sales Hub' });
  await expect.poll(() => row.locator('td').nth(4).textContent()).toBe('1');

  // 2. The contact's first name unmapped: the next test lead (it replaces the first) fails, naming the field.
  await page.goto(`/integrations/${integrationId}/settings`);
  await page.getByRole('button', { name: 'Delete mapping row 2' }).click();
  await saveAndActivate(page, integrationId);
  await page.getByRole('button', { name: 'Send a test lead' }).click();
  await expect.poll(async () => (await firstRowCells(page))[3]).toBe('Failed');
  expect(await log(page).getByRole('row').count()).toBe(2);
  expect((await firstRowCells(page))[4]).toBe(LEAD_MESSAGES.requiredFieldEmpty('Contact · First name'));
  await scanA11y(page, 'settings with a failed test lead');

  // 3. Mapped again, Retry delivers it.
  await openTab(page, 'Settings');
  await page.getByRole('button', { name: 'Add mapping fields' }).click();
  await choose(page, 'CRM field 2', 'First name');
  await choose(page, 'Form field 2', 'Full name');
  await saveAndActivate(page, integrationId);
  await log(page).getByRole('button', { name: /^Retry the delivery of / }).click();
  await expect.poll(async () => (await firstRowCells(page))[3]).toBe('Delivered');
  expect((await firstRowCells(page))[5]?.length).toBeGreaterThan(0);
  expect(await log(page).getByRole('button', { name: /^Retry/ }).count()).toBe(0);
});
