// Integrations in the browser (spec §2, §4, §5; issue 8): the list and its switch, Add Integration
// (receiving services), the lead-ads consent page, step 2, and the configuration with Save and Save and activate's six
// messages in order. Fresh users own everything these tests change.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { INTEGRATION_WITHOUT_RECEIVER } from '../../server/emulator/records/service-users';
import { VALIDATION_MESSAGES as M } from '../../shared/validation/messages';
import { expectPath, expectScreen, registerFreshUser, scanA11y, test } from '../support/browser-fixtures';
import { addBusinessAccount, trpcCall, userIdOf } from '../support/browser-session';

const table = (page: Page) => page.getByRole('table', { name: 'Integrations' });
const rowOf = (page: Page, name: string) => table(page).getByRole('row').filter({ hasText: name });
const errorAlert = (page: Page) => page.getByRole('alert').filter({ hasText: 'Error!' });

/** Picks an option of a Mantine select by its label (the first option when no name is given). */
const combobox = (page: Page, label: string) => page.getByRole('combobox', { name: label, exact: true });

async function choose(page: Page, label: string, option?: string) {
  await combobox(page, label).click();
  const options = page.getByRole('option');
  await (option === undefined ? options.first() : options.filter({ hasText: option }).first()).click();
}

/** Starts an integration at the lead-ads service's sign-in page, as Add does for a service without an auth template. */
async function startLeadAdsConsent(page: Page, baId: number): Promise<string> {
  const answer = await trpcCall<{ service_response: { data: string } }>(page, 'integrations.add', 'mutation', {
    user_id: await userIdOf(page),
    ba_id: baId,
    service_path: 'fb-sync',
  });
  return answer.service_response.data;
}

async function saveAndActivateSays(page: Page, message: string) {
  await page.getByRole('button', { name: 'Save and activate', exact: true }).click();
  await expect.poll(() => errorAlert(page).textContent()).toBe(`Error!${message}`);
}

test('without a business account, Add Integration sends the person to /business_accounts', async ({ openPage }) => {
  const page = await openPage();
  await registerFreshUser(page, 'int-no-ba');
  await page.goto('/integrations');
  await expectScreen(page, 'Integrations');
  await table(page).getByText('No integrations: there is no business account yet.').waitFor();
  await scanA11y(page, '/integrations without a business account');
  await page.getByRole('button', { name: 'Add Integration', exact: true }).click();
  await expectPath(page, '/business_accounts');
});

const SECRET_KEYS = new Set(['api_key', 'access_token', 'receiving_service_token', 'password', 'jwt']);

/** Every secret-named value in an answer that is not null or masked to its last four characters. */
function wholeSecrets(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => wholeSecrets(item, found));
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (SECRET_KEYS.has(key) && typeof item === 'string' && !/^••••.{0,4}$/.test(item)) found.push(`${key}=${item}`);
      else wholeSecrets(item, found);
    }
  }
  return found;
}

/** The last input the page sent to each tRPC mutation, by procedure name. */
function watchSentInputs(page: Page): Map<string, unknown> {
  const sent = new Map<string, unknown>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() !== 'POST' || !url.pathname.startsWith('/trpc/')) return;
    const procedures = url.pathname.slice('/trpc/'.length).split(',');
    const body = JSON.parse(request.postData() ?? '{}') as Record<string, unknown>;
    const isBatch = url.searchParams.get('batch') === '1';
    procedures.forEach((procedure, index) => sent.set(procedure, isBatch ? body[String(index)] : body));
  });
  return sent;
}

/** Collects the secrets that reach the browser whole in any tRPC answer of the page. */
function watchSecrets(page: Page): string[] {
  const leaks: string[] = [];
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/trpc/')) return;
    void response
      .json()
      .then((body: unknown) => leaks.push(...wholeSecrets(body)))
      .catch(() => undefined);
  });
  return leaks;
}

test('add through the consent page, refused switch, step 2, the six messages in order, save, reload, activate', async ({ openPage }) => {
  const page = await openPage();
  const leaks = watchSecrets(page);
  const sent = watchSentInputs(page);
  await registerFreshUser(page, 'int-life');
  const baId = await addBusinessAccount(page, `Leads ${Date.now().toString(36)}`);

  // 1. The list, empty, and 2. the Add Integration modal: the receiving services (spec §2).
  await page.goto('/integrations');
  await expectScreen(page, 'Integrations');
  await table(page).getByText('No integrations yet. Add one to send your lead forms to a CRM.').waitFor();
  await page.getByRole('button', { name: 'Add Integration', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Add Integration' });
  await modal.getByRole('button', { name: 'Add Keepin CRM' }).waitFor();
  expect(await modal.getByRole('button', { name: /^Add / }).evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')))).toEqual([
    'Add Keepin CRM',
    'Add Sales Hub',
  ]);
  await scanA11y(page, '/integrations with the Add Integration modal');
  await page.keyboard.press('Escape');

  // The lead-ads service signs in on its own page (a receiving service without an auth template
  // starts there; the demo's all have one): the browser goes there and back to step 2.
  await page.goto(await startLeadAdsConsent(page, baId));
  await expectPath(page, /^\/emulator\/consent\//);
  await page.getByRole('button', { name: 'Allow', exact: true }).click();
  await expectPath(page, /^\/integrations\/\d+\/step2$/);
  const integrationId = Number(/\/integrations\/(\d+)\/step2/.exec(page.url())?.[1]);
  await expectScreen(page, 'Adding Integration. Step2');

  // The switch: the emulator refuses to switch on an integration with no reception service yet.
  await page.goto('/integrations');
  const row = rowOf(page, 'Lead forms from Facebook Ads');
  await row.waitFor();
  // Issue 48 added the lead health: Last lead and Failed (24 h).
  expect(await row.locator('td').allTextContents()).toEqual(['Lead forms from Facebook Ads', 'Facebook Ads', 'Choose on step 2', 'Inactive', '0', 'No lead yet', '0', '']);
  await scanA11y(page, '/integrations with one integration');
  const toggle = row.getByRole('switch', { name: 'Status of integration Lead forms from Facebook Ads' });
  await toggle.click({ force: true });
  await page.getByText(INTEGRATION_WITHOUT_RECEIVER).waitFor();
  await expect.poll(() => toggle.isEnabled()).toBe(true);
  expect(await toggle.isChecked()).toBe(false);
  expect(await row.locator('td').nth(3).textContent()).toBe('Inactive');

  // 3. Step 2: the reception service, then its auth data.
  await row.getByRole('link', { name: 'Choose on step 2' }).click();
  await expectPath(page, `/integrations/${integrationId}/step2`);
  await page.getByText('Select a data reception service:', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Select Keepin CRM' }).waitFor();
  await scanA11y(page, 'step 2, services');
  await page.getByRole('button', { name: 'Select Keepin CRM' }).click();
  await page.getByText('Add auth data:', { exact: true }).waitFor();
  const next = page.getByRole('button', { name: 'Next step', exact: true });
  expect(await next.isDisabled()).toBe(true);
  // The saved entries load after the step opens: read the options once they are in.
  await expect.poll(() => combobox(page, 'Select auth').getAttribute('placeholder')).not.toBe('Loading saved auth data…');
  await combobox(page, 'Select auth').click();
  expect(await page.getByRole('option').allTextContents()).toEqual(['Create new']);
  await page.getByRole('option', { name: 'Create new' }).click();
  await expect.poll(() => next.isEnabled()).toBe(true);
  await next.click();
  const authForm = page.getByRole('form', { name: 'Auth data for Keepin CRM' });
  await authForm.waitFor();
  const clientId = authForm.getByLabel('Client ID');
  expect(await clientId.getAttribute('readonly')).not.toBeNull();
  expect(Number(await clientId.inputValue())).toBeGreaterThan(0);
  await authForm.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect.poll(() => authForm.getByText(M.required).count()).toBe(2);
  await scanA11y(page, 'step 2, auth form with errors');
  await authForm.getByLabel('API key').fill('kp-test-key-0042');
  await authForm.getByLabel('Subdomain').fill('leads-e2e');
  await authForm.getByLabel('Use sandbox').check();
  await authForm.getByRole('button', { name: 'Submit', exact: true }).click();
  await expectPath(page, `/integrations/${integrationId}/settings`);
  await expectScreen(page, 'Integration Settings');
  // What the portal sent is spec §3's auth data to create.
  expect(sent.get('authData.add')).toMatchObject({
    api_key: 'kp-test-key-0042',
    subdomain: 'leads-e2e',
    use_sandbox: true,
    integrations_exports_id: integrationId,
    receiving_service_id: expect.any(Number),
    sending_service_status: true,
    service_type: 'integration',
    is_active: false,
    status: 'disabled',
    domain: 'keepin-crm',
  });

  // 4. and 5. Configure: Save and activate says the six messages of spec §5, in order.
  const forms = combobox(page, 'Forms');
  await forms.waitFor();
  expect(await forms.isDisabled()).toBe(true);
  await scanA11y(page, 'settings, empty');
  await saveAndActivateSays(page, M.selectPage);
  await choose(page, 'Page');
  await expect.poll(() => forms.isEnabled()).toBe(true);
  await saveAndActivateSays(page, M.selectForm);
  expect(await page.getByRole('heading', { name: 'CRM deal' }).count()).toBe(0);
  await choose(page, 'Forms');
  await page.keyboard.press('Escape');
  await page.getByRole('heading', { name: 'CRM deal' }).waitFor();
  // The deal section in spec §2's order; Stage waits for a pipeline as Forms wait for a page.
  const dealSection = page.getByRole('heading', { name: 'CRM deal' }).locator('..');
  expect(await dealSection.locator('label').allTextContents()).toEqual(['Create lead', 'Pipeline', 'Name', 'Amount', 'Currency', 'Stage', 'Source', 'Responsible']);
  const stage = combobox(page, 'Stage');
  expect(await stage.isDisabled()).toBe(true);
  await choose(page, 'Pipeline', 'Sales');
  await expect.poll(() => stage.isEnabled()).toBe(true);
  await choose(page, 'Stage');
  await saveAndActivateSays(page, M.createMapping);
  await page.getByRole('button', { name: 'Add mapping fields' }).click();
  expect(await combobox(page, 'Form field 1').isDisabled()).toBe(true);
  await saveAndActivateSays(page, M.mappingCrmFieldEmpty);
  await choose(page, 'CRM field 1', 'First name');
  await saveAndActivateSays(page, M.mappingFormFieldEmpty);
  await choose(page, 'Form field 1', 'Custom text');
  await saveAndActivateSays(page, M.mappingTextEmpty);
  await scanA11y(page, 'settings with a highlighted mapping row');
  await page.getByLabel('Text 1', { exact: true }).fill('Lead from the e2e form');
  // A list-type CRM field takes a CRM value instead of a form field.
  await page.getByRole('button', { name: 'Add mapping fields' }).click();
  await choose(page, 'CRM field 2', 'Priority');
  await choose(page, 'CRM value 2', 'High');
  // The test lead shows what the mapping would make, before anything is activated.
  await page.getByRole('button', { name: 'Preview a test lead' }).click();
  const mapped = page.getByRole('region', { name: 'Test lead preview' }).getByRole('table', { name: 'Mapped fields' });
  await expect.poll(() => mapped.getByRole('row').allInnerTexts()).toEqual(['First name\tLead from the e2e form', 'Priority\tHigh']);
  await scanA11y(page, 'settings with the test lead preview');

  // The six pass; deal name and currency are still required (shown under them, nothing sent).
  await page.getByRole('button', { name: 'Save and activate', exact: true }).click();
  await expect.poll(() => errorAlert(page).count()).toBe(0);
  await expect.poll(() => page.getByText(M.required).count()).toBe(2);
  expect(currentPathOf(page)).toBe(`/integrations/${integrationId}/settings`);

  // Save stores it inactive, with no checks; a reload keeps what was saved.
  await page.getByLabel('Name', { exact: true }).fill('Facebook lead');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('The settings are saved; the integration stays inactive.').waitFor();
  // The save payload as spec §3 writes it: custom text is a facebook row (spec §4), create_lead in config.
  const saved = sent.get('integrations.save') as { config: unknown; keepin_data: Record<string, unknown>; facebook_data: Record<string, unknown> };
  expect(saved.config).toEqual({ create_lead: false });
  expect(saved.keepin_data.fields_map).toEqual([
    { type: 'facebook', entity: 'contact', crm_id: 'contact_first_name', form_id: 'custom', static_value: 'Lead from the e2e form' },
    { type: 'crm', entity: 'deal', crm_id: 'deal_priority', form_id: null, static_value: 'high' },
  ]);
  expect(saved.keepin_data).toMatchObject({ id: null, title: 'Facebook lead', pipeline_id: expect.any(Number), stage_id: expect.any(Number) });
  expect(saved.facebook_data).toMatchObject({ config_id: null, status: 'inactive', is_active: false, delivery_service_id: expect.any(Number) });
  await page.reload();
  await expectScreen(page, 'Integration Settings');
  await page.getByRole('heading', { name: 'CRM deal' }).waitFor();
  expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Facebook lead');
  expect(await page.getByLabel('Text 1', { exact: true }).inputValue()).toBe('Lead from the e2e form');
  expect(await combobox(page, 'CRM value 2').inputValue()).toBe('High');
  expect(await combobox(page, 'Page').inputValue()).not.toBe('');
  expect(await combobox(page, 'Pipeline').inputValue()).toBe('Sales');
  expect(await combobox(page, 'Stage').inputValue()).not.toBe('');

  // Save and activate: stored active, back to the list, the row Active.
  await page.getByLabel('Currency', { exact: true }).fill('EUR');
  await page.getByRole('button', { name: 'Save and activate', exact: true }).click();
  await expectPath(page, '/integrations');
  // Configured, its title says what it connects (issue 37).
  const activeRow = rowOf(page, 'Keepin CRM');
  await expect.poll(() => activeRow.locator('td').nth(3).textContent()).toBe('Active');
  expect(await activeRow.locator('td').first().textContent()).toMatch(/^.+ page: \d+ forms? → Keepin CRM$/);
  expect(await activeRow.locator('td').nth(2).textContent()).toBe('Keepin CRM');
  const activeToggle = activeRow.getByRole('switch');
  expect(await activeToggle.isChecked()).toBe(true);

  // The switch flips on success: off, and the row says Inactive. The page sends the record's id
  // (the server works out the route) and shows the record answered: no list asked again (issue 50).
  const listCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('integrations.list')) listCalls.push(request.url());
  });
  await activeToggle.click({ force: true });
  await expect.poll(() => activeRow.locator('td').nth(3).textContent()).toBe('Inactive');
  expect(await activeToggle.isChecked()).toBe(false);
  expect(sent.get('integrations.setStatus')).toEqual({ user_id: expect.any(Number), ba_id: baId, integration_id: integrationId, status: false });
  expect(listCalls).toEqual([]);
  // No answer the browser received on these screens carried a key or token whole.
  expect(leaks).toEqual([]);
});

const currentPathOf = (page: Page) => new URL(page.url()).pathname;

test('a CRM from the modal opens its template form and then the settings; step 2 reuses the saved entry', async ({ openPage }) => {
  const page = await openPage();
  await registerFreshUser(page, 'int-crm');
  const baId = await addBusinessAccount(page, `Crm ${Date.now().toString(36)}`);
  await page.goto('/integrations');
  await expectScreen(page, 'Integrations');
  await page.getByRole('button', { name: 'Add Integration', exact: true }).click();
  await page.getByRole('dialog', { name: 'Add Integration' }).getByRole('button', { name: 'Add Sales Hub' }).click();
  const connect = page.getByRole('dialog', { name: 'Connect Sales Hub' });
  const authForm = connect.getByRole('form', { name: 'Auth data for Sales Hub' });
  await authForm.getByRole('button', { name: 'Submit', exact: true }).click();
  await authForm.getByText(M.required).waitFor();
  await scanA11y(page, '/integrations, the template form of a CRM');
  // Test connection before saving: a token of the wrong shape is refused at the credentials step.
  const result = authForm.getByRole('list', { name: 'Test connection result' });
  await authForm.getByLabel('API token').fill('short token');
  await authForm.getByRole('button', { name: 'Test connection' }).click();
  await expect.poll(() => result.getByRole('listitem').allInnerTexts()).toEqual([
    'Reached Sales Hub.',
    "API token was refused: it must be 16 to 64 letters, digits, '-' or '_'.",
    'Not tried: the credentials were refused.',
  ]);
  await scanA11y(page, '/integrations, a refused test connection');
  await authForm.getByLabel('API token').fill('sh-e2e-token-7781');
  await authForm.getByRole('button', { name: 'Test connection' }).click();
  await expect.poll(() => result.getByRole('listitem').nth(1).innerText()).toBe('Credentials accepted.');
  await authForm.getByRole('button', { name: 'Submit', exact: true }).click();
  await expectPath(page, /^\/integrations\/\d+\/settings$/);
  await expectScreen(page, 'Integration Settings');
  await combobox(page, 'Page').waitFor();

  // A second integration through the consent page picks the saved Sales Hub entry on step 2.
  await page.goto('/integrations');
  await rowOf(page, 'Sales Hub').waitFor();
  await page.goto(await startLeadAdsConsent(page, baId));
  await expectPath(page, /^\/emulator\/consent\//);
  await page.getByRole('button', { name: 'Allow', exact: true }).click();
  await expectPath(page, /^\/integrations\/\d+\/step2$/);
  const integrationId = Number(/\/integrations\/(\d+)\/step2/.exec(page.url())?.[1]);
  await page.getByRole('button', { name: 'Select Sales Hub' }).click();
  await choose(page, 'Select auth', 'Sales Hub');
  await page.getByRole('button', { name: 'Next step', exact: true }).click();
  await expectPath(page, `/integrations/${integrationId}/settings`);
  await page.goto('/integrations');
  await expect.poll(() => table(page).getByRole('row').filter({ hasText: 'Sales Hub' }).count()).toBe(2);
});

test("demo data, read only: forms used elsewhere are tagged 'Is used!', step 2 lists saved auth entries, a phone fits the settings", async ({ openPage }) => {
  const page = await openPage({ as: 'client', path: '/integrations', viewport: { width: 375, height: 740 } });
  await expectScreen(page, 'Integrations');
  // The demo's Keepin integration that has no settings yet (the other one is active).
  const fresh = table(page).getByRole('row').filter({ hasText: 'Keepin CRM' }).filter({ hasText: 'Inactive' }).first();
  await fresh.waitFor();
  await scanA11y(page, '/integrations, demo client on a phone');
  await fresh.getByRole('link').first().click();
  await expectPath(page, /^\/integrations\/\d+\/settings$/);
  await expectScreen(page, 'Integration Settings');
  await choose(page, 'Page');
  await expect.poll(() => combobox(page, 'Forms').isEnabled()).toBe(true);
  await combobox(page, 'Forms').click();
  await expect.poll(() => page.getByRole('option').first().textContent()).toMatch(/Is used!$/);
  await scanA11y(page, 'settings, forms with the Is used! tag');
  await page.keyboard.press('Escape');
  // Nothing sticks out sideways on a 375 px phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const settingsPath = currentPathOf(page);
  await page.goto(settingsPath.replace(/settings$/, 'step2'));
  await page.getByRole('button', { name: 'Select Keepin CRM' }).click();
  // The saved entries load after the step opens: read the options once they are in.
  await expect.poll(() => combobox(page, 'Select auth').getAttribute('placeholder')).not.toBe('Loading saved auth data…');
  await combobox(page, 'Select auth').click();
  const options = await page.getByRole('option').allTextContents();
  expect(options[0]).toBe('Create new');
  expect(options.length).toBeGreaterThan(1);
  await scanA11y(page, 'step 2, Select auth with saved entries');
});
