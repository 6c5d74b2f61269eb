// Mantine's styles load one sheet per package (decisions 048, 056): core whole from the entry, dates
// and notifications with the modules that load them after the first screen. Whichever screen a
// person opens first, every Mantine part is drawn as Mantine draws it, the ones no module asked a
// sheet for too: the login form, the user menu, the calendar (@mantine/dates) and a notification
// (@mantine/notifications). Read from computed styles, so a missing or misordered sheet fails.
import { expect } from 'vitest';
import type { Locator } from 'playwright-core';
import { expectScreen, scanA11y, test } from '../support/browser-fixtures';

const styleOf = (locator: Locator, property: string) => locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

test('the login form is Mantine-styled from one stylesheet that the entry links', async ({ openPage }) => {
  const page = await openPage({ path: '/login' });
  await expectScreen(page, 'Login');
  const button = page.getByRole('button', { name: 'Log in', exact: true });
  // Mantine's Button: its 36 px height and the theme's filled colour, not the browser's grey.
  expect(await styleOf(button, 'height')).toBe('36px');
  expect(await styleOf(button, 'background-color')).not.toMatch(/^rgba?\(0, 0, 0(, 0)?\)$|^rgb\(239, 239, 239\)$/);
  // One stylesheet before the first paint of a guest page: the entry's, which carries Mantine's global
  // rules (the notifications container's own comes after, with its module).
  const html = await (await page.request.get('/login')).text();
  const links = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]*href="([^"]+)"|<link[^>]+href="([^"]+)"[^>]*rel="stylesheet"/g)];
  expect(links).toHaveLength(1);
  const sheets = await page.evaluate(() => [...document.styleSheets].filter((sheet) => sheet.href).map((sheet) => new URL(sheet.href ?? '').pathname));
  expect(sheets[0], sheets.join(', ')).toBe(links[0]?.[1] ?? links[0]?.[2]);
  expect(sheets.slice(1).filter((sheet) => !/\/notifications-container-[^/]+\.css$/.test(sheet))).toEqual([]);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-body'))).not.toBe('');
});

test('the user menu, the calendar and a notification are drawn by Mantine\'s sheets', { timeout: 60_000 }, async ({ openPage }) => {
  const page = await openPage({ as: 'client', path: '/dashboard' });
  await expectScreen(page, 'Dashboard. Last 14 days');

  // Menu's own 4 px padding, after Popover's 12 × 16 px: the order of Mantine's one sheet.
  await page.getByRole('button', { name: 'User menu' }).click();
  const menu = page.getByRole('menu');
  await menu.getByRole('menuitem', { name: 'My profile' }).waitFor();
  expect(await styleOf(menu, 'padding')).toBe('4px');
  expect(await styleOf(menu, 'position')).toBe('absolute');
  await page.keyboard.press('Escape');

  // The calendar's 36 px days come from @mantine/dates' sheet.
  await page.getByRole('combobox', { name: 'Date range', exact: true }).click();
  await page.getByRole('option', { name: 'Custom range', exact: true }).click();
  await page.getByLabel('Custom range', { exact: true }).first().click();
  const day = page.getByRole('dialog').getByRole('button', { name: /\d/ }).nth(10);
  await day.waitFor();
  expect(await styleOf(day, 'width')).toBe('36px');
  expect(await styleOf(day, 'height')).toBe('36px');
  // Its arrows carry names a screen reader says (Mantine leaves them unnamed).
  await page.getByRole('dialog').getByRole('button', { name: 'Next month', exact: true }).waitFor();
  await page.getByRole('dialog').getByRole('button', { name: 'Previous month', exact: true }).waitFor();
  await scanA11y(page, '/dashboard, the calendar open');
  await page.keyboard.press('Escape');

  // A notification (an invite that does not exist) comes with @mantine/notifications' sheet.
  await page.goto('/invite?hash=no-such-invite');
  const notification = page.getByRole('alert').filter({ hasText: 'Invite' });
  await notification.waitFor();
  expect(await styleOf(notification, 'display')).toBe('flex');
  expect(await styleOf(notification, 'box-shadow')).not.toBe('none');
  expect(await styleOf(page.locator('.mantine-Notifications-root').filter({ has: notification }), 'position')).toBe('fixed');
});
