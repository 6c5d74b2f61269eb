// The dashboard layout's sidebar (spec §2, §4): the admins' collapsible group remembered across a
// reload, the small-screen toggle that closes on a link, minimising, and the user menu.
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { expectPath, expectScreen, scanA11y, test } from '../support/browser-fixtures';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const adminToggle = (page: Page) => sidebar(page).getByRole('button', { name: 'Admin' });

/** Whether the element is drawn inside the window (an off-canvas sidebar is "visible" but shifted out). */
async function isOnScreen(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  return box !== null && box.width > 0 && box.x + box.width > 1 && box.x < width - 1;
}

test('the Admin group stays collapsed after a reload, and open after reopening', async ({ openPage }) => {
  const page = await openPage({ as: 'admin', path: '/dashboard' });
  await expectScreen(page, 'Dashboard. Last 14 days');
  const usersLink = sidebar(page).getByRole('link', { name: 'Users', exact: true });
  const accountsLink = sidebar(page).getByRole('link', { name: 'Business accounts', exact: true });
  await usersLink.waitFor();
  await accountsLink.waitFor();
  expect(await adminToggle(page).getAttribute('aria-expanded')).toBe('true');

  await adminToggle(page).click();
  await usersLink.waitFor({ state: 'hidden' });
  expect(await adminToggle(page).getAttribute('aria-expanded')).toBe('false');

  await page.reload();
  await expectScreen(page, 'Dashboard. Last 14 days');
  await adminToggle(page).waitFor();
  expect(await adminToggle(page).getAttribute('aria-expanded')).toBe('false');
  expect(await usersLink.isVisible()).toBe(false);

  await adminToggle(page).click();
  await usersLink.waitFor();
  await page.reload();
  await expectScreen(page, 'Dashboard. Last 14 days');
  await usersLink.waitFor();
  await usersLink.click();
  await expectPath(page, '/admin/users');
  await expectScreen(page, 'Users');
});

test('on a 375 px screen the burger opens the sidebar and a link closes it', async ({ openPage }) => {
  const page = await openPage({ as: 'client', path: '/dashboard', viewport: { width: 375, height: 740 } });
  await expectScreen(page, 'Dashboard. Last 14 days');
  const burger = page.getByRole('button', { name: 'Toggle navigation' });
  const exportLink = sidebar(page).getByRole('link', { name: 'Data Export', exact: true });
  expect(await isOnScreen(page, sidebar(page))).toBe(false);

  await burger.click();
  await expect.poll(() => isOnScreen(page, sidebar(page))).toBe(true);
  await scanA11y(page, '/dashboard, 375 px, sidebar open');

  await exportLink.click();
  await expectPath(page, '/data_export');
  await expectScreen(page, 'Data Export');
  await expect.poll(() => isOnScreen(page, sidebar(page))).toBe(false);

  // The burger opens it again.
  await burger.click();
  await expect.poll(() => isOnScreen(page, sidebar(page))).toBe(true);
});

test('the sidebar can be minimised to icons and expanded again', async ({ openPage }) => {
  const page = await openPage({ as: 'admin', path: '/dashboard' });
  await expectScreen(page, 'Dashboard. Last 14 days');
  const fullWidth = (await sidebar(page).boundingBox())?.width ?? 0;
  expect(fullWidth).toBeGreaterThan(200);

  await page.getByRole('button', { name: 'Minimise sidebar' }).click();
  await expect.poll(async () => (await sidebar(page).boundingBox())?.width ?? 0).toBeLessThan(120);
  const expand = page.getByRole('button', { name: 'Expand sidebar' });
  expect(await expand.getAttribute('aria-pressed')).toBe('true');
  // Links stay usable as icons with their names.
  const dashboardIcon = sidebar(page).getByRole('link', { name: 'Data Export', exact: true });
  await dashboardIcon.click();
  await expectPath(page, '/data_export');
  await scanA11y(page, '/data_export with the sidebar minimised');

  await expand.click();
  await expect.poll(async () => (await sidebar(page).boundingBox())?.width ?? 0).toBeGreaterThan(200);
  await page.getByRole('button', { name: 'Minimise sidebar' }).waitFor();
});

test('the user menu leads to My profile and Business Accounts', async ({ openPage }) => {
  const page = await openPage({ as: 'client', path: '/dashboard' });
  await expectScreen(page, 'Dashboard. Last 14 days');
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'My profile' }).waitFor();
  await scanA11y(page, '/dashboard with the user menu open');
  await page.getByRole('menuitem', { name: 'My profile' }).click();
  await expectPath(page, '/profile');
  await expectScreen(page, 'Profile');
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Business Accounts' }).click();
  await expectPath(page, '/business_accounts');
  await expectScreen(page, 'Business Accounts');
});
