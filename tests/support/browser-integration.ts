// A fresh user's active CRM integration, set up through the screens as a person does (Add
// Integration → Sales Hub → settings with a page, a form, a pipeline, a stage and a mapping →
// Save and activate), for the browser tests of leads. Answers the integration's id.
import type { Page } from 'playwright-core';
import { expectPath, expectScreen, registerFreshUser } from './browser-fixtures';
import { addBusinessAccount } from './browser-session';

const combobox = (page: Page, label: string) => page.getByRole('combobox', { name: label, exact: true });

export async function choose(page: Page, label: string, option?: string) {
  await combobox(page, label).click();
  const options = page.getByRole('option');
  await (option === undefined ? options.first() : options.filter({ hasText: option }).first()).click();
}

/** Opens a tab of the integration's page (Settings or Leads). */
export async function openTab(page: Page, name: 'Settings' | 'Leads') {
  await page.getByRole('tab', { name, exact: true }).click();
}

/** Adds Sales Hub on the Integrations screen and lands on its settings; answers its id. */
export async function addSalesHub(page: Page): Promise<number> {
  await page.goto('/integrations');
  await expectScreen(page, 'Integrations');
  await page.getByRole('button', { name: 'Add Integration', exact: true }).click();
  await page.getByRole('dialog', { name: 'Add Integration' }).getByRole('button', { name: 'Add Sales Hub' }).click();
  const authForm = page.getByRole('dialog', { name: 'Connect Sales Hub' }).getByRole('form', { name: 'Auth data for Sales Hub' });
  await authForm.getByLabel('API token').fill('sh-e2e-leads-4411');
  await authForm.getByRole('button', { name: 'Submit', exact: true }).click();
  await expectPath(page, /^\/integrations\/\d+\/settings$/);
  await expectScreen(page, 'Integration Settings');
  return Number(/\/integrations\/(\d+)\/settings/.exec(page.url())?.[1]);
}

/** Fills the settings: a page, a form, a pipeline and stage, the deal title and the contact's first name from the lead's full name. */
export async function fillSettings(page: Page): Promise<void> {
  await choose(page, 'Page');
  await choose(page, 'Forms');
  await page.keyboard.press('Escape');
  await page.getByRole('heading', { name: 'CRM deal' }).waitFor();
  await choose(page, 'Pipeline');
  await choose(page, 'Stage');
  await page.getByLabel('Name', { exact: true }).fill('Facebook lead');
  await page.getByLabel('Currency', { exact: true }).fill('EUR');
  await page.getByRole('button', { name: 'Add mapping fields' }).click();
  await choose(page, 'CRM field 1', 'Deal title');
  await choose(page, 'Form field 1', 'Full name');
  await page.getByRole('button', { name: 'Add mapping fields' }).click();
  await choose(page, 'CRM field 2', 'First name');
  await choose(page, 'Form field 2', 'Full name');
}

/** Fills the settings, saves and activates. */
export async function configureAndActivate(page: Page): Promise<void> {
  await fillSettings(page);
  await page.getByRole('button', { name: 'Save and activate', exact: true }).click();
  await expectPath(page, '/integrations');
}

/** A fresh user with a business account and an active Sales Hub integration; answers its id. */
export async function freshActiveIntegration(page: Page, label: string): Promise<number> {
  await registerFreshUser(page, label);
  await addBusinessAccount(page, `Leads ${Date.now().toString(36)}`);
  const integrationId = await addSalesHub(page);
  await configureAndActivate(page);
  return integrationId;
}
