// Issue 37 §1: every list on a 412 × 915 touch phone, as the client and as the admin. Rows are
// cards: the page never scrolls sideways, and the first row's status and main action (the switch,
// or the row's only button) are on screen; secondary actions sit in the row's menu. Long ids and
// emails are cut with the whole value a tap away and a copy button. Read only: the demo data.
import { beforeAll, describe, expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { apiAdminBusinessAccountIntegrations, apiIntegrationsExports, apiLogin, type TRecord } from '../support/browser-api';
import { DEMO_USERS, expectScreen, scanA11y, test, type TRole } from '../support/browser-fixtures';

const PHONE = { width: 412, height: 915 };

type TListScreen = {
  role: TRole;
  path: () => string;
  title: string;
  /** The table's accessible name. */
  table: string;
  /** The first row's main action: a switch, or the row's only button or link (none: a read-only list). */
  action: 'switch' | 'button' | 'link' | null;
  /** Rows without a status of their own (admin lists show the user's role there). */
  hasStatus?: boolean;
};

let exportRecord: TRecord;
let adminFb: TRecord;

beforeAll(async () => {
  const client = await apiLogin(DEMO_USERS.client);
  const records = await apiIntegrationsExports(client);
  const found = records.find((record) => record.service_type === 'export' && record.service.service_path === 'fb-sync');
  if (!found) throw new Error('The demo client has no fb-sync export');
  exportRecord = found;
  const admin = await apiLogin(DEMO_USERS.admin);
  const connected = await apiAdminBusinessAccountIntegrations(admin, exportRecord.ba_id);
  const fb = connected.find((record) => record.service.service_path === 'fb-sync');
  if (!fb) throw new Error('The admin sees no fb-sync integration in the client\'s business account');
  adminFb = fb;
});

const SCREENS: TListScreen[] = [
  { role: 'client', path: () => '/integrations', title: 'Integrations', table: 'Integrations', action: 'switch' },
  { role: 'client', path: () => '/data_export', title: 'Data Export', table: 'Data exports', action: 'switch' },
  {
    role: 'client',
    path: () => `/data_export/settings/fb-sync/${exportRecord.id}`,
    title: 'Export Settings',
    table: 'Facebook Ad Accounts',
    action: null,
  },
  { role: 'client', path: () => '/business_accounts', title: 'Business Accounts', table: 'Business accounts', action: 'button', hasStatus: false },
  { role: 'admin', path: () => '/admin/users', title: 'Users', table: 'Users', action: 'button' },
  { role: 'admin', path: () => '/admin/business-accounts', title: 'Business Accounts', table: 'Business accounts', action: 'link', hasStatus: false },
  { role: 'admin', path: () => `/admin/business-accounts/${exportRecord.ba_id}/users`, title: 'Users', table: 'Users', action: 'button' },
  { role: 'admin', path: () => `/admin/business-accounts/${exportRecord.ba_id}/integrations`, title: 'Integrations', table: 'Connected integrations', action: 'switch' },
  {
    role: 'admin',
    path: () => `/admin/business-accounts/${exportRecord.ba_id}/integrations/fb-sync/${adminFb.id}`,
    title: 'Integrations Settings',
    table: 'Facebook Ad Accounts',
    action: 'switch',
  },
];

/** True when the box lies wholly inside the phone's width. */
async function isInsideWidth(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= PHONE.width;
}

async function firstRowOf(page: Page, table: string): Promise<Locator> {
  const list = page.getByRole('table', { name: table, exact: true });
  await expect.poll(() => list.getAttribute('aria-busy')).toBeNull();
  const first = list.locator('tbody tr').first();
  await first.waitFor();
  return first;
}

describe('every list on a 412 px phone', () => {
  for (const screen of SCREENS) {
    test(`${screen.role}: ${screen.title} (${screen.table}) fits, its first row's status and main action in view`, async ({ openPage }) => {
      const page = await openPage({ as: screen.role, viewport: PHONE, isPhone: true, path: screen.path() });
      await expectScreen(page, screen.title);
      const row = await firstRowOf(page, screen.table);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scroll').toBeLessThanOrEqual(PHONE.width);
      // A card: title, status and main action; no value sticks out of it.
      expect(await row.evaluate((element) => getComputedStyle(element).display)).toBe('grid');
      expect(await isInsideWidth(row), 'the card').toBe(true);
      if (screen.hasStatus !== false) expect(await isInsideWidth(row.locator('td[data-role="status"]')), 'the status').toBe(true);
      if (screen.action === 'switch') {
        expect(await isInsideWidth(row.getByRole('switch').first()), 'the switch').toBe(true);
      } else if (screen.action !== null) {
        expect(await isInsideWidth(row.locator('td[data-role="action"]').getByRole(screen.action).first()), 'the main action').toBe(true);
      }
      for (const cell of await row.locator('td').all()) expect(await isInsideWidth(cell)).toBe(true);
      await scanA11y(page, `${screen.path()} at 412 px`);
    });
  }
});

test('a phone puts secondary actions in the row menu: Settings and Delete of an export', async ({ openPage }) => {
  const page = await openPage({ as: 'client', viewport: PHONE, isPhone: true, path: '/data_export' });
  await expectScreen(page, 'Data Export');
  const row = await firstRowOf(page, 'Data exports');
  const name = (await row.locator('td[data-role="detail"]').first().textContent()) ?? '';
  // Settings and Delete are not in the card itself, but one tap away.
  expect(await row.getByRole('link', { name: /^Settings of export/ }).count()).toBe(0);
  await row.getByRole('button', { name: `More actions for ${name}`, exact: true }).click();
  const menu = page.getByRole('menu');
  await menu.getByRole('menuitem', { name: `Settings of export ${name}`, exact: true }).waitFor();
  await menu.getByRole('menuitem', { name: `Delete export ${name}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete export' });
  await dialog.getByText(`Are you sure you want to delete '${name}' export?`, { exact: true }).waitFor();
  await scanA11y(page, '/data_export at 412 px, the delete confirmation from the row menu');
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
});

test('long emails and ad-account ids: cut on a phone with the whole value and a copy button, whole on one line on a desktop', async ({ openPage }) => {
  const phone = await openPage({ as: 'admin', viewport: PHONE, isPhone: true, path: '/admin/users' });
  await expectScreen(phone, 'Users');
  const users = phone.getByRole('table', { name: 'Users', exact: true });
  await expect.poll(() => users.getAttribute('aria-busy')).toBeNull();
  // An email that does not fit is cut on one line, never broken a character per line.
  const emails = users.locator('tbody tr td:nth-child(4)');
  const heights = await emails.evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().height));
  // One line beside its 44 px copy button (the phone's touch targets, issue 47); broken it would be far taller.
  expect(Math.max(...heights)).toBeLessThanOrEqual(48);
  const cut = users.locator('tbody tr td:nth-child(4) [tabindex="0"]').first();
  await cut.waitFor();
  const whole = (await cut.textContent()) ?? '';
  await cut.focus();
  await phone.getByRole('tooltip').filter({ hasText: whole }).waitFor();
  await users.getByRole('button', { name: `Copy email ${whole}`, exact: true }).waitFor();

  const desktop = await openPage({ as: 'client', viewport: { width: 1440, height: 900 }, path: `/data_export/settings/fb-sync/${exportRecord.id}` });
  await expectScreen(desktop, 'Export Settings');
  const accounts = desktop.getByRole('table', { name: 'Facebook Ad Accounts', exact: true });
  await expect.poll(() => accounts.getAttribute('aria-busy')).toBeNull();
  const ids = accounts.locator('tbody tr td:nth-child(1)');
  await ids.first().waitFor();
  // Ids on one line each (no taller than one line of their text), whole.
  for (const cell of await ids.all()) {
    const heightInLines = await cell.evaluate((element) => {
      const value = element.querySelector('span span') ?? element;
      return value.getBoundingClientRect().height / parseFloat(getComputedStyle(value).fontSize);
    });
    expect(heightInLines).toBeLessThan(2);
    expect(await cell.locator('[tabindex="0"]').count(), 'an id that is not cut takes no focus').toBe(0);
  }
});
