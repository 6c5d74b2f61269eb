// Integrations people can tell apart (issue 37): once configured, an integration's title says what
// it connects (its page and forms → the CRM) unless someone named it; no two of the demo client's
// integrations show the same title; the settings screen renames one, and an empty name goes back
// to what it connects.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_CLIENT } from '../../seed/demo-logins';
import { apiIntegrationsExports, apiLogin } from '../support/browser-api';
import { expectPath, expectScreen, scanA11y, test } from '../support/browser-fixtures';

const table = (page: Page) => page.getByRole('table', { name: 'Integrations', exact: true });
const CONNECTS = /^.+ page: \d+ forms? → (Keepin CRM|Sales Hub)$/;

/** The Title column of the list once loaded. */
async function shownTitles(page: Page): Promise<string[]> {
  await expect.poll(() => table(page).getAttribute('aria-busy')).toBeNull();
  await table(page).getByRole('link').first().waitFor();
  return (await table(page).locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.querySelector('td')?.textContent ?? ''))).filter(Boolean);
}

async function chooseBusinessAccount(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Business account', exact: true }).click();
  await page.getByRole('option', { name, exact: true }).click();
}

test('no two integrations of the demo client show the same title; configured ones say what they connect', async ({ openPage }) => {
  const session = await apiLogin(DEMO_CLIENT);
  const integrations = (await apiIntegrationsExports(session)).filter((record) => record.service_type === 'integration');
  const page = await openPage({ as: 'client', path: '/integrations' });
  await expectScreen(page, 'Integrations');
  await chooseBusinessAccount(page, 'Bluebird Media');
  const first = await shownTitles(page);
  await chooseBusinessAccount(page, 'Summit Growth');
  await expect.poll(async () => (await shownTitles(page)).join('|')).not.toBe(first.join('|'));
  const titles = [...first, ...(await shownTitles(page))];
  expect(titles).toHaveLength(integrations.length);
  expect(new Set(titles).size).toBe(titles.length);
  expect(titles.filter((title) => CONNECTS.test(title)).length).toBeGreaterThanOrEqual(2);
});

test('the settings screen renames an integration, and an empty name goes back to what it connects', async ({ openPage }) => {
  const page = await openPage({ as: 'client', path: '/integrations' });
  await expectScreen(page, 'Integrations');
  const connects = (await shownTitles(page)).find((title) => CONNECTS.test(title));
  if (!connects) throw new Error('The demo client has no configured integration in view');
  await table(page).getByRole('link', { name: connects, exact: true }).click();
  await expectScreen(page, 'Integration Settings');
  await page.getByRole('heading', { level: 2, name: connects, exact: true }).waitFor();
  const field = page.getByLabel('Integration name', { exact: true });
  expect(await field.inputValue()).toBe('');
  expect(await field.getAttribute('placeholder')).toBe(connects);
  await scanA11y(page, 'Integration Settings with the name form');

  // A name of its own: the heading, the list and the switch's name say it.
  await field.fill('  Spring promo leads ');
  await page.getByRole('button', { name: 'Save name', exact: true }).click();
  await page.getByRole('status').filter({ hasText: 'Name saved.' }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'Spring promo leads', exact: true }).waitFor();
  expect(await field.inputValue()).toBe('Spring promo leads');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Integrations', exact: true }).click();
  await expectPath(page, '/integrations');
  await table(page).getByRole('link', { name: 'Spring promo leads', exact: true }).waitFor();
  expect(await shownTitles(page)).not.toContain(connects);
  await page.getByRole('switch', { name: 'Status of integration Spring promo leads' }).waitFor();

  await table(page).getByRole('link', { name: 'Spring promo leads', exact: true }).click();
  await expectScreen(page, 'Integration Settings');

  // Emptied: back to what it connects.
  await field.fill('');
  await page.getByRole('button', { name: 'Save name', exact: true }).click();
  await page.getByRole('heading', { level: 2, name: connects, exact: true }).waitFor();
  await page.goto('/integrations');
  await table(page).getByRole('link', { name: connects, exact: true }).waitFor();
});
