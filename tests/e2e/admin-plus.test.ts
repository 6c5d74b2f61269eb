// The admin area's history and search (issue 11, beyond the spec): an integration's sync runs on
// Integrations Settings (who started each, range, full or not, duration, rows, status, error;
// newest first, paginated), the same history on the owner's export settings without who started
// it; and the search of the users and business-account lists, kept in the URL with the page.
// What the tests change belongs to a business account a fresh user creates here; the searches
// read the demo seed.
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { currentPath, expectPath, expectScreen, registerFreshUser, scanA11y, test, type TOpenPage } from '../support/browser-fixtures';
import { addBusinessAccount, trpcCall, userIdOf } from '../support/browser-session';

/** A fresh client with a business account of its own and one fb-sync export connected through the consent page. */
async function freshAccountWithExport(openPage: TOpenPage) {
  const owner = await openPage();
  await registerFreshUser(owner, 'admin-history');
  const name = `History e2e ${Date.now().toString(36)}`;
  const baId = await addBusinessAccount(owner, name);
  const ownerId = await userIdOf(owner);
  const started = await trpcCall<{ service_response: { data: string } }>(owner, 'exports.start', 'mutation', { service_path: 'fb-sync', user_id: ownerId, ba_id: baId });
  await owner.goto(started.service_response.data);
  await owner.getByRole('button', { name: 'Allow', exact: true }).click();
  await expectPath(owner, '/data_export');
  const exports = await trpcCall<{ data: { id: number; service: { service_path: string } }[] }>(owner, 'exports.list', 'query', { user_id: ownerId, ba_id: baId });
  const record = exports.data.find((item) => item.service.service_path === 'fb-sync');
  if (!record) throw new Error('The consent created no fb-sync export');
  return { owner, baId, exportId: record.id };
}

type TRunsAnswer = { service_response: { data: { runs: { status: string }[] } } };

/** Starts a whole-integration sync of one day as the admin and waits until it has finished. */
async function adminSyncsOnce(admin: Page, baId: number, exportId: number, day: string) {
  await trpcCall(admin, 'sync.start', 'mutation', { user_id: await userIdOf(admin), date_from: day, date_to: day, full: false, ba_id: baId, integration_id: exportId });
  await expect
    .poll(async () => {
      const answer = await trpcCall<TRunsAnswer>(admin, 'sync.runs', 'query', { service_path: 'fb-sync', integration_id: exportId });
      return answer.service_response.data.runs.some((run) => run.status === 'queued' || run.status === 'running');
    }, { timeout: 15_000 })
    .toBe(false);
}

describe('sync history', () => {
  test('Integrations Settings: empty, then the run the admin starts with who started it; newest first, ten a page; the owner sees it without who', { timeout: 120_000 }, async ({ openPage }) => {
    const { owner, baId, exportId } = await freshAccountWithExport(openPage);
    const page = await openPage({ as: 'admin', path: `/admin/business-accounts/${baId}/integrations/fb-sync/${exportId}` });
    await expectScreen(page, 'Integrations Settings');
    const history = page.getByRole('table', { name: 'Sync history', exact: true });
    await history.getByText('No sync has run for this integration yet. Start one with the sync button of an account.', { exact: true }).waitFor();
    expect(await history.locator('thead th').allTextContents()).toEqual([
      'Started',
      'Started by',
      'Finished',
      'Duration',
      'Period',
      'Accounts',
      'Status',
      'Rows written',
      'Error',
    ]);
    await scanA11y(page, 'Integrations Settings (admin) with an empty sync history');

    // A sync of one account from the account table heads the history, without a reload, until it finishes.
    const accounts = page.getByRole('table', { name: 'Facebook Ad Accounts', exact: true });
    // Skeleton rows would count too: count the rows once the table is no longer busy.
    await expect.poll(() => accounts.getAttribute('aria-busy')).toBeNull();
    await expect.poll(() => accounts.locator('tbody tr').count()).toBeGreaterThan(0);
    const firstName = (await accounts.locator('tbody tr').first().locator('td').nth(3).textContent()) ?? '';
    await page.getByRole('button', { name: `Start sync of account ${firstName}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Synchronization' });
    const dateStart = await dialog.getByRole('textbox', { name: /^Date start/ }).inputValue();
    const dateEnd = await dialog.getByRole('textbox', { name: /^Date end/ }).inputValue();
    await dialog.getByRole('button', { name: 'Start sync', exact: true }).click();
    await dialog.getByRole('status').waitFor();
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    // The start modal and the result modal share the title 'Synchronization': wait for both to go.
    await expect.poll(() => page.getByRole('dialog', { name: 'Synchronization' }).count()).toBe(0);
    const firstRow = history.locator('tbody tr').first();
    await expect.poll(() => firstRow.locator('td').nth(6).textContent(), { timeout: 20_000 }).toMatch(/^(Finish|Error)$/);
    const cells = await firstRow.locator('td').allTextContents();
    expect(cells[0]).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
    expect(cells[1]).toBe('Alexadmin@example.com');
    expect(cells[2]).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
    expect(cells[3]).toMatch(/^\d+ (s|min)/);
    expect(cells[4]).toBe(`${dateStart} – ${dateEnd}`);
    expect(cells[5]).toBe('One account');
    expect(cells[7]).toMatch(/^[\d,]+$/);
    await scanA11y(page, 'Integrations Settings (admin) with a sync run');

    // Ten more runs of the whole integration: the history pages ten at a time, newest first.
    for (let day = 1; day <= 10; day += 1) await adminSyncsOnce(page, baId, exportId, `2026-01-${String(day).padStart(2, '0')}`);
    await page.reload();
    await expectScreen(page, 'Integrations Settings');
    await expect.poll(() => history.locator('tbody tr').count()).toBe(10);
    expect(await history.locator('tbody tr td:nth-child(5)').first().textContent()).toBe('10-01-2026 – 10-01-2026');
    expect(await history.locator('tbody tr td:nth-child(6)').allTextContents()).toEqual(Array(10).fill('All'));
    const pages = page.getByRole('navigation', { name: 'Sync history pages' });
    await pages.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect.poll(() => history.locator('tbody tr').count()).toBe(1);
    expect(await history.locator('tbody tr td:nth-child(6)').allTextContents()).toEqual(['One account']);
    expect(await pages.getByRole('button', { name: 'Page 2', exact: true }).getAttribute('aria-current')).toBe('page');
    await scanA11y(page, 'Integrations Settings (admin), sync history page 2');

    // The owner sees the same history on the export's settings, without who started each run.
    await owner.goto(`/data_export/settings/fb-sync/${exportId}`);
    await expectScreen(owner, 'Export Settings');
    const own = owner.getByRole('table', { name: 'Sync history', exact: true });
    await expect.poll(() => own.locator('tbody tr').count()).toBe(10);
    expect(await own.locator('thead th').allTextContents()).toEqual(['Started', 'Finished', 'Duration', 'Period', 'Accounts', 'Status', 'Rows written', 'Error']);
    expect(await owner.getByText('admin@example.com').count()).toBe(0);
    await owner.getByRole('navigation', { name: 'Sync history pages' }).getByRole('button', { name: 'Next page', exact: true }).click();
    await expect.poll(() => own.locator('tbody tr td:nth-child(5)').allTextContents()).toEqual(['One account']);
    await scanA11y(owner, '/data_export/settings, sync history page 2');
  });
});

const tableOf = (page: Page, name: string) => page.getByRole('table', { name, exact: true });
/** The rows' texts of one column once the table has loaded (skeleton rows are busy). */
async function loadedColumn(page: Page, name: string, column: number): Promise<string[]> {
  const table = tableOf(page, name);
  if ((await table.getAttribute('aria-busy')) !== null) return ['(loading)'];
  return await table.locator(`tbody tr td:nth-child(${column})`).allTextContents();
}
const urlParams = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

describe('search in the admin lists', () => {
  test('Users: searched on the server, kept in the URL with the page through a reload and Back; a new search goes back to page 1', async ({ openPage }) => {
    const page = await openPage({ as: 'admin', path: '/admin/users?page=2' });
    await expectScreen(page, 'Users');
    await expect.poll(() => loadedColumn(page, 'Users', 1)).toEqual(['11', '12', '13', '14', '15', '16', '17', '18', '19', '20']);
    const box = page.getByRole('searchbox', { name: 'Search users', exact: true });
    expect(await box.getAttribute('placeholder')).toBe('Email, name or path');

    // Typing searches after a pause, on the server; the new search starts at page 1.
    await box.fill('ADMIN@example.com');
    await expect.poll(() => urlParams(page)).toEqual({ search: 'ADMIN@example.com' });
    await expect.poll(() => loadedColumn(page, 'Users', 4)).toEqual(['admin@example.com']);
    expect(await page.getByRole('navigation', { name: 'Users pages' }).count()).toBe(0);
    await scanA11y(page, '/admin/users searched');

    // A broad search pages like the plain list; page 2 of it survives a reload with its search.
    await box.fill('example');
    await box.press('Enter');
    await expect.poll(() => urlParams(page)).toEqual({ search: 'example' });
    const pages = page.getByRole('navigation', { name: 'Users pages' });
    await expect.poll(() => loadedColumn(page, 'Users', 4)).not.toEqual(['(loading)']);
    const firstPage = await loadedColumn(page, 'Users', 4);
    await pages.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect.poll(() => urlParams(page)).toEqual({ search: 'example', page: '2' });
    // The previous page stays on screen while the next loads: wait for page 2's own rows.
    await expect.poll(async () => {
      const shown = await loadedColumn(page, 'Users', 4);
      return shown.length > 0 && !shown.includes('(loading)') && shown[0] !== firstPage[0];
    }).toBe(true);
    const secondPage = await loadedColumn(page, 'Users', 4);
    expect(secondPage.length).toBeGreaterThan(0);
    for (const email of secondPage) expect(email.toLowerCase()).toContain('example');
    await page.reload();
    await expectScreen(page, 'Users');
    expect(await box.inputValue()).toBe('example');
    await expect.poll(() => loadedColumn(page, 'Users', 4)).toEqual(secondPage);
    expect(await pages.getByRole('button', { name: 'Page 2', exact: true }).getAttribute('aria-current')).toBe('page');

    // No match: a clear empty state naming the search.
    await box.fill('nobody-matches-this');
    await tableOf(page, 'Users').getByText('No users match “nobody-matches-this”', { exact: true }).waitFor();
    expect(urlParams(page)).toEqual({ search: 'nobody-matches-this' });
    await scanA11y(page, '/admin/users with no match');

    // Back returns to the previous search and its page, the box follows the URL.
    await page.goBack();
    await expect.poll(() => urlParams(page)).toEqual({ search: 'example', page: '2' });
    await expect.poll(() => box.inputValue()).toBe('example');
    await expect.poll(() => loadedColumn(page, 'Users', 4)).toEqual(secondPage);

    // Escape clears the search: the whole list again, from page 1.
    await box.press('Escape');
    await expect.poll(() => currentPath(page)).toBe('/admin/users');
    await expect.poll(() => loadedColumn(page, 'Users', 1)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
  });

  test('Business accounts: by name or path, kept in the URL through a reload', async ({ openPage }) => {
    const page = await openPage({ as: 'admin', path: '/admin/business-accounts' });
    await expectScreen(page, 'Business Accounts');
    await expect.poll(() => loadedColumn(page, 'Business accounts', 2)).toContain('Acme Marketing');
    const acmeRow = tableOf(page, 'Business accounts').locator('tbody tr').filter({ hasText: 'Acme Marketing' });
    const acmePath = (await acmeRow.locator('td').nth(2).textContent()) ?? '';
    const box = page.getByRole('searchbox', { name: 'Search business accounts', exact: true });
    expect(await box.getAttribute('placeholder')).toBe('Name or path');

    await box.fill('acme mark');
    await expect.poll(() => loadedColumn(page, 'Business accounts', 2)).toEqual(['Acme Marketing']);
    expect(urlParams(page)).toEqual({ search: 'acme mark' });
    await scanA11y(page, '/admin/business-accounts searched');

    await box.fill(acmePath.toUpperCase());
    await expect.poll(() => urlParams(page)).toEqual({ search: acmePath.toUpperCase() });
    await expect.poll(() => loadedColumn(page, 'Business accounts', 3)).toContain(acmePath);
    await page.reload();
    await expectScreen(page, 'Business Accounts');
    expect(await box.inputValue()).toBe(acmePath.toUpperCase());
    await expect.poll(() => loadedColumn(page, 'Business accounts', 3)).toContain(acmePath);

    await box.fill('100%_match');
    await tableOf(page, 'Business accounts').getByText('No business accounts match “100%_match”', { exact: true }).waitFor();
    await scanA11y(page, '/admin/business-accounts with no match');
  });

  test('on a phone (375 px) the search box fits and the page does not scroll sideways', async ({ openPage }) => {
    const page = await openPage({ as: 'admin', viewport: { width: 375, height: 740 }, path: '/admin/users?search=example' });
    await expectScreen(page, 'Users');
    await expect.poll(() => loadedColumn(page, 'Users', 1)).not.toEqual(['(loading)']);
    const box = await page.getByRole('searchbox', { name: 'Search users', exact: true }).boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await scanA11y(page, '/admin/users searched at 375 px');
  });
});
