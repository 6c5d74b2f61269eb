// The admin area (spec §2, §4, §6, §8) as an admin walks it: the users and business-account
// lists paginated by ?page, the User Settings modal, a business account's settings, users and
// connected integrations (switch, start sync with its result in both styles, delete with its row
// mark, Add integration), and the refusals: a 401 logs out, a 403 goes to the dashboard.
// Reading uses the demo seed; what the tests change belongs to a business account a fresh user
// creates here (its exports are connected through the emulated consent page).
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { allowConsoleErrors, networkStatusLog } from '../support/browser-console';
import { currentPath, expectPath, expectScreen, registerFreshUser, scanA11y, test, waitForTransitions, type TOpenPage } from '../support/browser-fixtures';
import { addBusinessAccount, trpcCall, userIdOf } from '../support/browser-session';

const usersTable = (page: Page) => page.getByRole('table', { name: 'Users', exact: true });
const accountsTable = (page: Page) => page.getByRole('table', { name: 'Business accounts', exact: true });
const integrationsTable = (page: Page) => page.getByRole('table', { name: 'Connected integrations', exact: true });
const columnTexts = (page: Page, table: ReturnType<typeof usersTable>, column: number) =>
  table.locator(`tbody tr td:nth-child(${column})`).allTextContents();
const headers = (table: ReturnType<typeof usersTable>) => table.locator('thead th').allTextContents();

/** The inputs the page sends to tRPC, in order: procedure and input (a batch is split). */
function watchTrpcCalls(page: Page): { procedure: string; input: unknown }[] {
  const calls: { procedure: string; input: unknown }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/trpc/')) return;
    const procedures = url.pathname.slice('/trpc/'.length).split(',');
    const isBatch = url.searchParams.get('batch') === '1';
    const body = (request.method() === 'POST' ? JSON.parse(request.postData() ?? '{}') : JSON.parse(url.searchParams.get('input') ?? '{}')) as Record<string, unknown>;
    procedures.forEach((procedure, index) => calls.push({ procedure, input: isBatch ? body[String(index)] : body }));
  });
  return calls;
}

type TOwnedAccount = { owner: Page; ownerId: number; baId: number; name: string; email: string };

/**
 * A fresh client with a business account of its own and one data export per service, each
 * connected through the emulated consent page ('Allow'), as a person would.
 */
async function freshAccountWithExports(
  openPage: (options?: { path?: string }) => Promise<Page>,
  servicePaths: readonly string[] = ['fb-sync', 'pd-sync', 'ws-sync', 'google-ads'],
): Promise<TOwnedAccount> {
  const owner = await openPage();
  const user = await registerFreshUser(owner, 'admin-ba');
  const name = `Admin e2e ${Date.now().toString(36)}`;
  const baId = await addBusinessAccount(owner, name);
  const ownerId = await userIdOf(owner);
  for (const servicePath of servicePaths) {
    const started = await trpcCall<{ service_response: { data: string } }>(owner, 'exports.start', 'mutation', {
      service_path: servicePath,
      user_id: ownerId,
      ba_id: baId,
    });
    await owner.goto(started.service_response.data);
    await owner.getByRole('button', { name: 'Allow', exact: true }).click();
    await expectPath(owner, '/data_export');
  }
  return { owner, ownerId, baId, name, email: user.email };
}

/** Today and 7 days ago in the browser's calendar, as dd-MM-yyyy. */
const browserDates = (page: Page) =>
  page.evaluate(() => {
    const format = (date: Date) =>
      `${String(date.getDate()).padStart(2, '0')}-${String(date.getMonth() + 1).padStart(2, '0')}-${date.getFullYear()}`;
    const now = new Date();
    return { today: format(now), weekAgo: format(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 7)) };
  });

describe('the admin lists', () => {
  test('Users: Id, Role, Name, Email; ?page survives a reload and Back; a page past the end is empty; the User Settings modal', async ({ openPage }) => {
    const page = await openPage({ as: 'admin', path: '/admin/users' });
    await expectScreen(page, 'Users');
    await expect.poll(() => usersTable(page).locator('tbody tr').count()).toBe(10);
    // Skeleton rows count too: wait until the table is no longer busy.
    await expect.poll(() => usersTable(page).getAttribute('aria-busy')).toBeNull();
    expect(await headers(usersTable(page))).toEqual(['Id', 'Role', 'Name', 'Email', 'Settings']);
    const firstRow = await usersTable(page).locator('tbody tr').first().locator('td').allTextContents();
    expect(firstRow.slice(0, 4)).toEqual(['1', 'admin', 'Alex', 'admin@example.com']);
    const pages = page.getByRole('navigation', { name: 'Users pages' });
    expect(await pages.getByRole('button', { name: 'Page 1', exact: true }).getAttribute('aria-current')).toBe('page');
    await scanA11y(page, '/admin/users');

    // Page 2, written to the URL; still page 2 after a reload; Back returns to page 1.
    await pages.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect.poll(() => currentPath(page)).toBe('/admin/users?page=2');
    await expect.poll(() => columnTexts(page, usersTable(page), 1)).toEqual(['11', '12', '13', '14', '15', '16', '17', '18', '19', '20']);
    await page.reload();
    await expectScreen(page, 'Users');
    await expect.poll(() => columnTexts(page, usersTable(page), 1)).toEqual(['11', '12', '13', '14', '15', '16', '17', '18', '19', '20']);
    expect(await pages.getByRole('button', { name: 'Page 2', exact: true }).getAttribute('aria-current')).toBe('page');
    await page.goBack();
    await expect.poll(() => currentPath(page)).toBe('/admin/users');
    await expect.poll(() => columnTexts(page, usersTable(page), 1)).toContain('1');

    // The User Settings modal shows the row's user.
    await usersTable(page).getByRole('button', { name: 'Settings of admin@example.com', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'User Settings' });
    await dialog.waitFor();
    const details = dialog.getByRole('table', { name: 'User settings' });
    expect(await details.locator('th').allTextContents()).toEqual(['Id', 'Role', 'Name', 'Email', 'Last name', 'Phone', 'Telegram', 'Facebook']);
    expect((await details.locator('td').allTextContents()).slice(0, 4)).toEqual(['1', 'admin', 'Alex', 'admin@example.com']);
    await scanA11y(page, '/admin/users with the User Settings modal');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Far past the last page: an empty page with the way back, not an error.
    await page.goto('/admin/users?page=9999');
    await expectScreen(page, 'Users');
    await usersTable(page).getByText('No users on this page', { exact: true }).waitFor();
    await scanA11y(page, '/admin/users past the last page');
    await page.getByRole('button', { name: 'Go to page 1', exact: true }).click();
    await expect.poll(() => currentPath(page)).toBe('/admin/users?page=1');
    await expect.poll(() => usersTable(page).locator('tbody tr').count()).toBe(10);
  });

  test('Business Accounts: Id, Name, Path and a Settings link; paginated by ?page', async ({ openPage }) => {
    const page = await openPage({ as: 'admin', path: '/admin/business-accounts' });
    await expectScreen(page, 'Business Accounts');
    await expect.poll(() => accountsTable(page).locator('tbody tr').count()).toBe(10);
    // Skeleton rows count too: wait until the table is no longer busy.
    await expect.poll(() => accountsTable(page).getAttribute('aria-busy')).toBeNull();
    expect(await headers(accountsTable(page))).toEqual(['Id', 'Name', 'Path', 'Settings']);
    expect((await accountsTable(page).locator('tbody tr').first().locator('td').allTextContents()).slice(0, 2)).toEqual(['1', 'Acme Marketing']);
    await scanA11y(page, '/admin/business-accounts');

    const pages = page.getByRole('navigation', { name: 'Business accounts pages' });
    await pages.getByRole('button', { name: 'Next page', exact: true }).click();
    await expect.poll(() => currentPath(page)).toBe('/admin/business-accounts?page=2');
    await expect.poll(() => columnTexts(page, accountsTable(page), 1)).not.toContain('1');
    await page.reload();
    await expectScreen(page, 'Business Accounts');
    expect(await pages.getByRole('button', { name: 'Page 2', exact: true }).getAttribute('aria-current')).toBe('page');

    await page.goto('/admin/business-accounts?page=1');
    await accountsTable(page).getByRole('link', { name: 'Settings of Acme Marketing', exact: true }).click();
    await expectPath(page, '/admin/business-accounts/1/settings');
    await expectScreen(page, 'Settings');
  });

  test('on a phone (375 px) the lists fit: settings stay in view and the page does not scroll sideways', async ({ openPage }) => {
    for (const [path, table, button] of [
      ['/admin/users', usersTable, 'Settings of admin@example.com'],
      ['/admin/business-accounts', accountsTable, 'Settings of Acme Marketing'],
    ] as const) {
      const page = await openPage({ as: 'admin', viewport: { width: 375, height: 740 }, path });
      await expect.poll(() => table(page).locator('tbody tr').count()).toBe(10);
      const settings = table(page).getByRole(path === '/admin/users' ? 'button' : 'link', { name: button, exact: true });
      const box = await settings.boundingBox();
      expect(box, `${button} is on screen`).not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await page.getByRole('navigation', { name: /pages$/ }).getByRole('button', { name: 'Next page' }).click();
      await expect.poll(() => currentPath(page)).toBe(`${path}?page=2`);
      await scanA11y(page, `${path} at 375 px`);
    }
  });
});

describe('a business account', () => {
  test('Settings and Users under the heading and sub-menu; a missing account says so', async ({ openPage }) => {
    const page = await openPage({ as: 'admin', path: '/admin/business-accounts/1/settings' });
    await expectScreen(page, 'Settings');
    await page.getByRole('heading', { name: 'Business Accounts: Acme Marketing', exact: true }).waitFor();
    const details = page.getByRole('table', { name: 'Business account details' });
    expect((await details.locator('td').allTextContents()).slice(0, 3)).toEqual(['1', 'Acme Marketing', expect.any(String)]);
    const menu = page.getByRole('navigation', { name: 'Business account menu' });
    expect(await menu.getByRole('link').allTextContents()).toEqual(['Users', 'Settings', 'Integrations']);
    expect(await menu.getByRole('link', { name: 'Settings' }).getAttribute('aria-current')).toBe('page');
    await scanA11y(page, '/admin/business-accounts/1/settings');

    await menu.getByRole('link', { name: 'Users', exact: true }).click();
    await expectPath(page, '/admin/business-accounts/1/users');
    await expectScreen(page, 'Users');
    await page.getByRole('heading', { name: 'Business Accounts: Acme Marketing', exact: true }).waitFor();
    await expect.poll(() => columnTexts(page, usersTable(page), 4)).toContain('admin@example.com');
    await usersTable(page).getByRole('button', { name: 'Settings of admin@example.com', exact: true }).click();
    await page.getByRole('dialog', { name: 'User Settings' }).waitFor();
    await scanA11y(page, '/admin/business-accounts/1/users with the User Settings modal');
    await page.keyboard.press('Escape');

    await menu.getByRole('link', { name: 'Integrations', exact: true }).click();
    await expectPath(page, '/admin/business-accounts/1/integrations');
    await expectScreen(page, 'Integrations');
    await expect.poll(() => integrationsTable(page).locator('tbody tr').count()).toBeGreaterThan(0);
    expect(await headers(integrationsTable(page))).toEqual([
      'Integration',
      'Service',
      'Account',
      'Date Success Sync',
      'Status Last Sync',
      'Leads (14 days)',
      'Status',
      'Actions',
    ]);
    // Error in red, Finish in green (spec §4), as the demo seed recorded them.
    await integrationsTable(page).getByText('Finish', { exact: true }).first().waitFor();
    await integrationsTable(page).getByText('Error', { exact: true }).first().waitFor();
    await scanA11y(page, '/admin/business-accounts/1/integrations');

    allowConsoleErrors(page, networkStatusLog(404));
    await page.goto('/admin/business-accounts/999999/settings');
    await page.getByText('Business account not found', { exact: true }).waitFor();
    await page.goto('/admin/business-accounts/abc/users');
    await page.getByText('Business account not found', { exact: true }).waitFor();
  });

  /** The admin on a fresh account's Connected integrations, with each row's account name by service path. */
  async function openConnected(openPage: TOpenPage, servicePaths: string[]) {
    const owned = await freshAccountWithExports(openPage, servicePaths);
    const page = await openPage({ as: 'admin', path: `/admin/business-accounts/${owned.baId}/integrations` });
    await expectScreen(page, 'Integrations');
    await page.getByRole('heading', { name: `Business Accounts: ${owned.name}`, exact: true }).waitFor();
    await expect.poll(() => integrationsTable(page).locator('tbody tr').count()).toBe(servicePaths.length);
    expect(await columnTexts(page, integrationsTable(page), 2)).toEqual(servicePaths);
    const rowOf = (servicePath: string) => integrationsTable(page).locator('tbody tr').filter({ hasText: servicePath });
    const names = await Promise.all(servicePaths.map(async (servicePath) => (await rowOf(servicePath).locator('td').nth(2).textContent()) ?? ''));
    return { owned, page, rowOf, names };
  }

  test('connected integrations: the switch, and start sync (defaults, a refused range, the success result, the outcome on the row)', { timeout: 90_000 }, async ({ openPage }) => {
    const { page, rowOf, names } = await openConnected(openPage, ['fb-sync']);
    const [fbName] = names;
    expect(await rowOf('fb-sync').locator('td').nth(3).textContent()).toBe('Never');

    // The switch flips once the server agrees, and the server kept it.
    const fbSwitch = page.getByRole('switch', { name: `Status of integration ${fbName}` });
    expect(await fbSwitch.isChecked()).toBe(false);
    await fbSwitch.click({ force: true });
    await expect.poll(() => fbSwitch.isChecked()).toBe(true);
    await page.reload();
    await expectScreen(page, 'Integrations');
    await expect.poll(() => page.getByRole('switch', { name: `Status of integration ${fbName}` }).isChecked()).toBe(true);

    // Start sync: the modal opens at 7 days ago to today, Full unchecked.
    const calls = watchTrpcCalls(page);
    const syncCalls = () => calls.filter((call) => call.procedure === 'sync.start');
    await page.getByRole('button', { name: `Start sync of ${fbName}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Synchronization' });
    await dialog.waitFor();
    const { today, weekAgo } = await browserDates(page);
    expect(await dialog.getByRole('textbox', { name: /^Date start/ }).inputValue()).toBe(weekAgo);
    expect(await dialog.getByRole('textbox', { name: /^Date end/ }).inputValue()).toBe(today);
    expect(await dialog.getByRole('checkbox', { name: /^Full/ }).isChecked()).toBe(false);
    await scanA11y(page, 'the Synchronization modal');

    // An end before the start is refused before anything is sent.
    await dialog.getByRole('textbox', { name: /^Date end/ }).fill('01-01-2020');
    await dialog.getByRole('textbox', { name: /^Date end/ }).press('Tab');
    await dialog.getByRole('button', { name: 'Start sync', exact: true }).click();
    await dialog.getByText('Date start must not be after date end', { exact: true }).waitFor();
    expect(syncCalls()).toEqual([]);
    await dialog.getByRole('textbox', { name: /^Date end/ }).fill(today);
    await dialog.getByRole('textbox', { name: /^Date end/ }).press('Tab');

    // Sent: the modal closes and the result shows the returned status in success style.
    await dialog.getByRole('button', { name: 'Start sync', exact: true }).click();
    const result = page.getByRole('dialog', { name: 'Synchronization' });
    await result.getByRole('status').waitFor();
    expect(await result.getByRole('status').textContent()).toBe('Synchronization started');
    expect(await result.locator('[data-tone]').getAttribute('data-tone')).toBe('success');
    // The page sends the integration's id and business account; the server works out the route (decision 055).
    expect(syncCalls().map((call) => call.input)).toEqual([
      { date_from: expect.any(String), date_to: expect.any(String), full: false, user_id: expect.any(Number), ba_id: expect.any(Number), integration_id: expect.any(Number) },
    ]);
    await scanA11y(page, 'the sync result, success');
    await result.getByRole('button', { name: 'OK', exact: true }).click();
    await result.waitFor({ state: 'detached' });
    // The sync runs in the background; the row follows it to its outcome without a reload.
    await expect.poll(() => rowOf('fb-sync').locator('td').nth(4).textContent(), { timeout: 15_000 }).toBe('Finish');
    expect(await rowOf('fb-sync').locator('td').nth(3).textContent()).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
  });

  test("connected integrations: 'Error start sync!' when the gateway refuses; delete with its row mark, and a failed delete", { timeout: 90_000 }, async ({ openPage }) => {
    const { owned, page, names } = await openConnected(openPage, ['pd-sync', 'ws-sync', 'google-ads']);
    const [pdName, wsName, adsName] = names;
    const dialog = page.getByRole('dialog', { name: 'Synchronization' });
    const result = dialog;

    allowConsoleErrors(page, networkStatusLog(404));
    // A sync the gateway refuses (the integration was deleted meanwhile): 'Error start sync!' in error style.
    await page.getByRole('button', { name: `Start sync of ${adsName}`, exact: true }).click();
    await dialog.waitFor();
    await trpcCall(owned.owner, 'integrations.remove', 'mutation', { user_id: owned.ownerId, ba_id: owned.baId, id_integration: await idOf(owned, 'google-ads') });
    await dialog.getByRole('button', { name: 'Start sync', exact: true }).click();
    await result.getByRole('alert').waitFor();
    expect(await result.getByRole('alert').textContent()).toBe('Error start sync!');
    expect(await result.locator('[data-tone]').getAttribute('data-tone')).toBe('error');
    await scanA11y(page, 'the sync result, error');
    await result.getByRole('button', { name: 'OK', exact: true }).click();
    // The list reloaded after the call: the deleted integration is gone.
    await expect.poll(() => integrationsTable(page).locator('tbody tr').count()).toBe(2);

    // Delete: asks first; the row's button is disabled with a spinner until the call ends.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/trpc/integrations.remove**', async (route) => {
      await held;
      await route.continue();
    });
    const deletePd = page.getByRole('button', { name: `Delete ${pdName}`, exact: true });
    await deletePd.click();
    const confirm = page.getByRole('dialog', { name: 'Delete integration' });
    expect(await confirm.textContent()).toContain(`Are you sure you want to delete '${pdName}' integration?`);
    await scanA11y(page, 'the delete confirmation');
    await confirm.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect.poll(() => deletePd.getAttribute('aria-busy')).toBe('true');
    expect(await deletePd.isDisabled()).toBe(true);
    release();
    await expect.poll(() => integrationsTable(page).locator('tbody tr').count()).toBe(1);
    await page.unroute('**/trpc/integrations.remove**');

    // A delete that fails (the owner deleted it first) only clears the mark: no message, the row stays.
    await trpcCall(owned.owner, 'integrations.remove', 'mutation', { user_id: owned.ownerId, ba_id: owned.baId, id_integration: await idOf(owned, 'ws-sync') });
    const deleteWs = page.getByRole('button', { name: `Delete ${wsName}`, exact: true });
    await deleteWs.click();
    await confirm.getByRole('button', { name: 'Confirm', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => deleteWs.isDisabled()).toBe(false);
    expect(await deleteWs.getAttribute('aria-busy')).toBeNull();
    expect(await page.locator('.mantine-Notification-root').count()).toBe(0);
  });

  test('Integrations Settings: the account table in admin mode, its switch and a sync of one account', { timeout: 90_000 }, async ({ openPage }) => {
    const owned = await freshAccountWithExports(openPage, ['fb-sync', 'google-ads']);
    const page = await openPage({ as: 'admin', path: `/admin/business-accounts/${owned.baId}/integrations` });
    await expectScreen(page, 'Integrations');
    await expect.poll(() => integrationsTable(page).locator('tbody tr').count()).toBe(2);
    const fbRow = integrationsTable(page).locator('tbody tr').filter({ hasText: 'fb-sync' });
    const fbName = (await fbRow.locator('td').nth(2).textContent()) ?? '';
    await page.getByRole('link', { name: `Settings of ${fbName}`, exact: true }).click();
    const fbId = await idOf(owned, 'fb-sync');
    await expectPath(page, `/admin/business-accounts/${owned.baId}/integrations/fb-sync/${fbId}`);
    await expectScreen(page, 'Integrations Settings');
    const table = page.getByRole('table', { name: 'Facebook Ad Accounts', exact: true });
    // Skeleton rows would count too: count the rows once the table is no longer busy.
    await expect.poll(() => table.getAttribute('aria-busy')).toBeNull();
    await expect.poll(() => table.locator('tbody tr').count()).toBeGreaterThan(0);
    expect(await headers(table)).toEqual(['Account id', 'Balance', 'Currency', 'Name', 'Status', 'Date Sync', 'Status Sync', 'Off/On', 'Actions']);
    await scanA11y(page, 'Integrations Settings (admin), fb-sync');

    // The row's switch flips on the server's success; the Status column follows.
    const firstName = (await table.locator('tbody tr').first().locator('td').nth(3).textContent()) ?? '';
    const accountSwitch = page.getByRole('switch', { name: `Status of account ${firstName}`, exact: true });
    const wasActive = await accountSwitch.isChecked();
    const calls = watchTrpcCalls(page);
    await accountSwitch.click({ force: true });
    await expect.poll(() => accountSwitch.isChecked()).toBe(!wasActive);
    await expect.poll(() => table.locator('tbody tr').first().locator('td').nth(4).textContent()).toBe(wasActive ? 'Not active' : 'Active');
    // The page sends the account, its record and business account (no route); the answered account
    // is written into the table: the list is not asked again (decision 055).
    expect(calls.map((call) => call.procedure).filter((procedure) => procedure.startsWith('adAccounts.'))).toEqual(['adAccounts.setStatus']);
    expect(calls.find((call) => call.procedure === 'adAccounts.setStatus')?.input).toEqual({ user_id: expect.any(Number), ba_id: owned.baId, integration_id: fbId, ad_account_id: expect.any(Number), status: !wasActive });

    const accountSyncs = watchTrpcCalls(page);

    // The row's sync button: the same Synchronization modal, then the result; the row shows its sync.
    await page.getByRole('button', { name: `Start sync of account ${firstName}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Synchronization' });
    const { today, weekAgo } = await browserDates(page);
    expect(await dialog.getByRole('textbox', { name: /^Date start/ }).inputValue()).toBe(weekAgo);
    expect(await dialog.getByRole('textbox', { name: /^Date end/ }).inputValue()).toBe(today);
    await dialog.getByRole('button', { name: 'Start sync', exact: true }).click();
    await dialog.getByRole('status').waitFor();
    expect(await dialog.getByRole('status').textContent()).toBe('Synchronization started');
    expect(accountSyncs.filter((call) => call.procedure === 'sync.startAccount').map((call) => call.input)).toEqual([
      { date_from: expect.any(String), date_to: expect.any(String), full: false, user_id: expect.any(Number), ba_id: owned.baId, integration_id: fbId, fb_id: expect.any(String), account_id: expect.any(Number) },
    ]);
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    await expect
      .poll(async () => {
        await page.reload();
        await table.locator('tbody tr').first().waitFor();
        return await table.locator('tbody tr').filter({ hasText: firstName }).locator('td').nth(6).textContent();
      }, { timeout: 15_000 })
      .toBe('Finish');

    // The google-ads integration has its own title and columns.
    await page.goto(`/admin/business-accounts/${owned.baId}/integrations/google-ads/${await idOf(owned, 'google-ads')}`);
    await expectScreen(page, 'Integrations Settings');
    const ads = page.getByRole('table', { name: 'Google Ads Accounts', exact: true });
    await expect.poll(() => ads.locator('tbody tr').count()).toBeGreaterThan(0);
    expect(await headers(ads)).toEqual(['Id', 'Manager', 'Level', 'Name', 'Status', 'Date Sync', 'Status Sync', 'Off/On', 'Actions']);
    await scanA11y(page, 'Integrations Settings (admin), google-ads');

    // An integration of another business account is not shown here.
    await page.goto(`/admin/business-accounts/1/integrations/fb-sync/${fbId}`);
    await page.getByText('Integration not found', { exact: true }).waitFor();
  });

  test("'Add integration' lists the services with Add, which opens the service's consent", async ({ openPage }) => {
    const page = await openPage({ as: 'admin', path: '/admin/business-accounts/2/integrations' });
    await expectScreen(page, 'Integrations');
    await page.getByRole('button', { name: 'Add integration', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add integration' });
    const services = dialog.getByRole('list', { name: 'Add integration' });
    await services.waitFor();
    expect(await services.getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')))).toEqual([
      'Add Facebook Ads',
      'Add Pipedrive',
      'Add Webinar Stars',
      'Add Google Ads',
    ]);
    await waitForTransitions(page);
    await scanA11y(page, 'the Add integration modal');
    await dialog.getByRole('button', { name: 'Add Webinar Stars', exact: true }).click();
    await page.getByRole('heading', { name: 'Connect Webinar Stars', exact: true }).waitFor();
    // Deny: nothing is connected, the browser returns to the portal.
    await page.getByRole('button', { name: 'Deny', exact: true }).click();
    await expectPath(page, (path) => !path.startsWith('/emulator'));
  });
});

async function idOf(owned: TOwnedAccount, servicePath: string): Promise<number> {
  const list = await trpcCall<{ data: { id: number; ba_id: number; service: { service_path: string } }[] }>(owned.owner, 'exports.list', 'query', {
    user_id: owned.ownerId,
    ba_id: owned.baId,
  });
  const record = list.data.find((item) => item.service.service_path === servicePath);
  if (!record) throw new Error(`No ${servicePath} export in ${owned.name}`);
  return record.id;
}

describe('refusals', () => {
  test('a 401 on an admin call logs the person out', async ({ openPage }) => {
    const page = await openPage({ as: 'admin', path: '/dashboard' });
    await expectScreen(page, 'Dashboard. Last 14 days');
    const refusals = allowConsoleErrors(page, networkStatusLog(401));
    // The stored token no longer holds (as after the gateway revoked it).
    await page.evaluate(() => localStorage.setItem('jwt_0.0.1', JSON.stringify('not-a-valid-token')));
    await page.goto('/admin/users');
    await expectPath(page, '/login');
    expect(await page.evaluate(() => localStorage.getItem('jwt_0.0.1'))).toBeNull();
    expect(refusals().length).toBeGreaterThan(0);
  });

  test('a 403 sends the person to the dashboard; a client is refused every admin screen', async ({ openPage }) => {
    const page = await openPage({ as: 'client', path: '/dashboard' });
    await expectScreen(page, 'Dashboard. Last 14 days');
    for (const path of [
      '/admin/users?page=2',
      '/admin/business-accounts',
      '/admin/business-accounts/1/settings',
      '/admin/business-accounts/1/users',
      '/admin/business-accounts/1/integrations',
      '/admin/business-accounts/1/integrations/fb-sync/1',
    ]) {
      await page.goto(path);
      await expectPath(page, '/dashboard');
    }
    allowConsoleErrors(page, networkStatusLog(403));
    // A stored user that claims to be an admin passes the guard, but the gateway answers 403.
    await page.evaluate(() => {
      const user = JSON.parse(localStorage.getItem('user_0.0.1') ?? '{}') as Record<string, unknown>;
      localStorage.setItem('user_0.0.1', JSON.stringify({ ...user, role: 'admin' }));
    });
    await page.goto('/admin/users');
    await expectPath(page, '/dashboard');
    await expectScreen(page, 'Dashboard. Last 14 days');
  });
});
