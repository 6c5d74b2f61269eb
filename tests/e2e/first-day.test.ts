// A new user's first day (issue 37, item 7): the dashboard's Get started list leads from nothing to
// a business account, an export, a lead form integration and the project domain, each step ticking
// itself from server data, and the list goes once all are done (for good, on this device). On the
// way, Add Integration without a business account says why it sends the person to Business
// Accounts, and the Business Accounts form explains Path.
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { STORAGE_KEYS } from '../../shared/constants';
import { expectPath, expectScreen, registerFreshUser, scanA11y, test, UI_TIMEOUT_MS } from '../support/browser-fixtures';
import { addBusinessAccount, userIdOf } from '../support/browser-session';

// What Business Accounts says to a person an Add button sent there (web/src/lib/business-account-first.ts).
const BUSINESS_ACCOUNT_FIRST = {
  integration: 'Integrations belong to a business account: add one here, then Add Integration.',
  export: 'Exports belong to a business account: add one here, then Add Export.',
};

const STEPS = ['Create a business account', 'Connect a data export', 'Connect a lead form integration', 'Set the project domain'] as const;

const getStarted = (page: Page) => page.getByRole('region', { name: 'Get started' });
const combobox = (page: Page, label: string) => page.getByRole('combobox', { name: label, exact: true });

async function choose(page: Page, label: string, option?: string) {
  await combobox(page, label).click();
  const options = page.getByRole('option');
  await (option === undefined ? options.first() : options.filter({ hasText: option }).first()).click();
}

/** Which steps the list shows as done, in its order. */
async function doneSteps(list: Locator): Promise<Record<string, boolean>> {
  const items = list.getByRole('listitem');
  await expect.poll(() => items.count()).toBe(STEPS.length);
  const states: Record<string, boolean> = {};
  for (const item of await items.all()) {
    const label = await item.getByRole('link').innerText();
    states[label] = (await item.getByText('Done', { exact: true }).count()) === 1;
  }
  return states;
}

const expectDone = (...done: (typeof STEPS)[number][]) => Object.fromEntries(STEPS.map((step) => [step, done.includes(step)]));

/** Back to the dashboard through the sidebar, then the Get started link of a step. */
async function followStep(page: Page, step: (typeof STEPS)[number], title: string) {
  await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expectScreen(page, 'Dashboard. Last 14 days');
  await getStarted(page).getByRole('link', { name: step, exact: true }).click();
  await expectScreen(page, title);
}

test("a new user's first day: register, Get started, a business account, an export, an integration, the project domain, and the list is gone", async ({ openPage }) => {
  const page = await openPage();
  await registerFreshUser(page, 'first-day');
  const stamp = Date.now().toString(36);

  // The dashboard leads somewhere: four steps, none done.
  await expectScreen(page, 'Dashboard. Last 14 days');
  const list = getStarted(page);
  await list.waitFor();
  expect(await doneSteps(list)).toEqual(expectDone());
  await list.getByText('0 of 4 done').waitFor();
  await scanA11y(page, '/dashboard with Get started');

  // The integration first: without a business account, Add Integration says why it sends the person on.
  await list.getByRole('link', { name: 'Connect a lead form integration', exact: true }).click();
  await expectScreen(page, 'Integrations');
  await page.getByRole('button', { name: 'Add Integration', exact: true }).click();
  await expectPath(page, '/business_accounts');
  await page.getByRole('alert').filter({ hasText: BUSINESS_ACCOUNT_FIRST.integration }).waitFor();
  // Path is explained under the field (the Add form's own description).
  const addForm = page.getByRole('form', { name: 'Add business account' });
  expect(await addForm.getByRole('textbox', { name: 'Path' }).getAttribute('aria-describedby')).not.toBeNull();
  await addForm.getByText('A short identifier for this account, such as bluebird-media.').waitFor();
  await scanA11y(page, '/business_accounts, sent by Add Integration');
  await addBusinessAccount(page, `First day ${stamp}`);
  // With an account, the reason has done its job.
  expect(await page.getByText(BUSINESS_ACCOUNT_FIRST.integration).count()).toBe(0);

  // The export, through the service's consent page.
  await followStep(page, 'Connect a data export', 'Data Export');
  await page.getByRole('button', { name: 'Add Export', exact: true }).click();
  await page.getByRole('dialog', { name: 'Add Export' }).getByRole('button', { name: 'Add Facebook Ads', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Connect Facebook Ads' }).waitFor({ timeout: UI_TIMEOUT_MS });
  await page.getByRole('button', { name: 'Allow', exact: true }).click();
  await expectPath(page, '/data_export?consent=allowed');
  await page.getByRole('table', { name: 'Data exports' }).getByRole('switch').first().waitFor();

  // Two of four.
  await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect.poll(() => doneSteps(getStarted(page))).toEqual(expectDone('Create a business account', 'Connect a data export'));
  await getStarted(page).getByText('2 of 4 done').waitFor();
  // The pointer off the sidebar link it clicked (an active link under the pointer is 4.1:1, not this screen's matter).
  await page.mouse.move(700, 880);
  await scanA11y(page, '/dashboard with two steps of Get started done');

  // The integration: a CRM's auth data, its settings, Save and activate.
  await getStarted(page).getByRole('link', { name: 'Connect a lead form integration', exact: true }).click();
  await expectScreen(page, 'Integrations');
  await page.getByRole('button', { name: 'Add Integration', exact: true }).click();
  await page.getByRole('dialog', { name: 'Add Integration' }).getByRole('button', { name: 'Add Keepin CRM' }).click();
  const authForm = page.getByRole('dialog', { name: 'Connect Keepin CRM' }).getByRole('form', { name: 'Auth data for Keepin CRM' });
  await authForm.getByLabel('API key').fill('kp-first-day-0042');
  await authForm.getByLabel('Subdomain').fill('first-day');
  await authForm.getByRole('button', { name: 'Submit', exact: true }).click();
  await expectPath(page, /^\/integrations\/\d+\/settings$/);
  await expectScreen(page, 'Integration Settings');
  await choose(page, 'Page');
  await expect.poll(() => combobox(page, 'Forms').isEnabled()).toBe(true);
  await choose(page, 'Forms');
  await page.keyboard.press('Escape');
  await page.getByRole('heading', { name: 'CRM deal' }).waitFor();
  await choose(page, 'Pipeline', 'Sales');
  await expect.poll(() => combobox(page, 'Stage').isEnabled()).toBe(true);
  await choose(page, 'Stage');
  await page.getByLabel('Name', { exact: true }).fill('First day lead');
  await page.getByLabel('Currency', { exact: true }).fill('EUR');
  await page.getByRole('button', { name: 'Add mapping fields' }).click();
  await choose(page, 'CRM field 1', 'First name');
  await choose(page, 'Form field 1', 'Custom text');
  await page.getByLabel('Text 1', { exact: true }).fill('From the first day');
  await page.getByRole('button', { name: 'Save and activate', exact: true }).click();
  await expectPath(page, '/integrations');

  // Three of four: the project domain is left.
  await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect
    .poll(() => doneSteps(getStarted(page)))
    .toEqual(expectDone('Create a business account', 'Connect a data export', 'Connect a lead form integration'));
  await followStep(page, 'Set the project domain', 'Profile');
  const domain = `first-day-${stamp}`;
  await page.getByLabel('Project domain', { exact: true }).fill(domain);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('status').first().waitFor();

  // Every step done: the dashboard shows its empty figures without the list, now and after a reload.
  await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expectScreen(page, 'Dashboard. Last 14 days');
  await page.getByRole('button', { name: 'Update', exact: true }).waitFor();
  await expect.poll(() => getStarted(page).count()).toBe(0);
  const userId = await userIdOf(page);
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.getStartedDone)).toBe(JSON.stringify([userId]));
  await page.reload();
  await expectScreen(page, 'Dashboard. Last 14 days');
  await page.getByRole('button', { name: 'Update', exact: true }).waitFor();
  expect(await getStarted(page).count()).toBe(0);
});

test('Add Export without a business account says why it sends the person to Business Accounts', async ({ openPage }) => {
  const page = await openPage();
  await registerFreshUser(page, 'first-day-export');
  await page.goto('/data_export');
  await expectScreen(page, 'Data Export');
  await page.getByRole('button', { name: 'Add Export', exact: true }).click();
  await expectPath(page, '/business_accounts');
  await page.getByRole('alert').filter({ hasText: BUSINESS_ACCOUNT_FIRST.export }).waitFor();
  // Come another way, and nothing is said (a reload keeps the navigation's state, so go elsewhere first).
  await page.goto('/dashboard');
  await expectScreen(page, 'Dashboard. Last 14 days');
  await page.goto('/business_accounts');
  await expectScreen(page, 'Business Accounts');
  expect(await page.getByText(BUSINESS_ACCOUNT_FIRST.export).count()).toBe(0);
});
