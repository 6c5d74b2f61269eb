// The shared kit (web/src/components/ui) as a person meets it, on the /tables demo page that
// catalogues it: the data table, URL pagination, the success-gated switch, the confirm and result
// modals, the sync badge, the dd-MM-yyyy date range and the progress bar.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { currentPath, expectScreen, scanA11y, test } from '../support/browser-fixtures';

const campaigns = (page: Page) => page.getByRole('table', { name: 'Campaigns' });
const pages = (page: Page) => page.getByRole('navigation', { name: 'Campaign pages' });
const firstCampaign = (page: Page) => campaigns(page).locator('tbody tr').first().locator('td').first().textContent();

test('table pages live in ?page, at most 5 page links, back to page 1 when the page size changes', async ({ openPage }) => {
  const page = await openPage({ as: 'client', path: '/tables' });
  await expectScreen(page, 'tables');
  expect(await campaigns(page).locator('tbody tr').count()).toBe(10);
  // 75 rows at 10 a page: 8 pages, of which 5 are linked.
  expect(await pages(page).getByRole('button', { name: /^Page \d+$/ }).count()).toBe(5);
  const onPageOne = await firstCampaign(page);

  await pages(page).getByRole('button', { name: 'Page 3', exact: true }).click();
  await expect.poll(() => currentPath(page)).toBe('/tables?page=3');
  await expect.poll(() => firstCampaign(page)).not.toBe(onPageOne);
  const onPageThree = await firstCampaign(page);
  expect(await pages(page).getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');

  await page.reload();
  await expectScreen(page, 'tables');
  await expect.poll(() => firstCampaign(page)).toBe(onPageThree);
  await pages(page).getByRole('button', { name: 'Last page' }).click();
  await expect.poll(() => currentPath(page)).toBe('/tables?page=8');
  await expect.poll(() => campaigns(page).locator('tbody tr').count()).toBe(5);
  expect(await pages(page).getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);

  await page.goBack();
  await expect.poll(() => currentPath(page)).toBe('/tables?page=3');

  await page.locator('input[aria-label="Rows per page"]').click();
  await page.getByRole('option', { name: '25', exact: true }).click();
  await expect.poll(() => currentPath(page)).toBe('/tables?page=1');
  await expect.poll(() => campaigns(page).locator('tbody tr').count()).toBe(25);
  expect(await pages(page).getByRole('button', { name: /^Page \d+$/ }).count()).toBe(3);
  await scanA11y(page, '/tables');
});

test('a switch flips only when the server says yes; a refusal keeps it and says why', async ({ openPage }) => {
  const page = await openPage({ as: 'client', path: '/tables' });
  await expectScreen(page, 'tables');
  const refused = page.getByRole('switch', { name: 'Status of campaign 1', exact: true });
  const accepted = page.getByRole('switch', { name: 'Status of campaign 2', exact: true });
  expect(await refused.isChecked()).toBe(false);
  expect(await accepted.isChecked()).toBe(true);

  await refused.click({ force: true });
  await page.getByText('Campaign 1 is locked by its owner.').waitFor();
  expect(await refused.isChecked()).toBe(false);

  // The page's clock is held, so the demo's 300 ms "server" answers only when the test says so,
  // however slowly the machine runs the checks in between.
  await page.clock.install();
  await accepted.click({ force: true });
  // While the call runs the switch has not moved yet.
  expect(await accepted.isChecked()).toBe(true);
  await page.clock.runFor(300);
  await expect.poll(() => accepted.isChecked()).toBe(false);
});

test('delete asks first; Cancel changes nothing, Confirm removes the row', async ({ openPage }) => {
  const page = await openPage({ as: 'client', path: '/tables' });
  await expectScreen(page, 'tables');
  const name = (await campaigns(page).locator('tbody tr').nth(1).locator('td').first().textContent()) ?? '';
  const dialog = page.getByRole('dialog', { name: 'Delete campaign' });

  await page.getByRole('button', { name: 'Delete campaign 2', exact: true }).click();
  await dialog.getByText(`Are you sure you want to delete '${name}' campaign?`).waitFor();
  await scanA11y(page, '/tables, confirm modal');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });
  expect(await campaigns(page).getByRole('cell', { name, exact: true }).count()).toBe(1);

  await page.getByRole('button', { name: 'Delete campaign 2', exact: true }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await dialog.waitFor({ state: 'hidden' });
  expect(await campaigns(page).getByRole('cell', { name, exact: true }).count()).toBe(0);
});

test('empty and loading tables, sync badges, the date range as dd-MM-yyyy, the progress bar and the result modal', async ({ openPage }) => {
  const page = await openPage({ as: 'client', path: '/tables' });
  await expectScreen(page, 'tables');
  await page.getByRole('table', { name: 'Advertising rooms' }).getByText('No advertising rooms').waitFor();
  expect(await campaigns(page).getByText('Error', { exact: true }).count()).toBeGreaterThan(0);
  expect(await campaigns(page).getByText('Finish', { exact: true }).count()).toBeGreaterThan(0);

  const loadingSwitch = page.getByRole('switch', { name: 'Show loading' });
  await loadingSwitch.click({ force: true });
  await campaigns(page).locator('[data-testid="table-skeleton-row"]').first().waitFor();
  expect(await campaigns(page).getAttribute('aria-busy')).toBe('true');
  await loadingSwitch.click({ force: true });
  await campaigns(page).locator('[data-testid="table-skeleton-row"]').first().waitFor({ state: 'detached' });

  expect(await page.getByRole('button', { name: 'Sync period' }).textContent()).toBe('05-01-2026 – 12-01-2026');
  expect(await page.getByTestId('chosen-range').textContent()).toBe('05-01-2026 → 12-01-2026');
  // A value past 100 is kept at 100.
  expect(await page.getByRole('progressbar', { name: 'Sync progress' }).getAttribute('aria-valuenow')).toBe('100');

  const result = page.getByRole('dialog', { name: 'Start sync' });
  await page.getByRole('button', { name: 'Start demo sync' }).click();
  expect(await result.getByRole('status').textContent()).toBe('Sync started');
  await result.getByRole('button', { name: 'OK' }).click();
  await result.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Fail demo sync' }).click();
  expect(await result.getByRole('alert').textContent()).toBe('Error start sync!');
  await scanA11y(page, '/tables, result modal');
});
