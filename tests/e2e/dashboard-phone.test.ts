// The dashboard on a phone shows figures first (issue 37, item 9): at 412 × 915 the five controls
// and the date range fold into one summary line naming the scope, the stat cards are inside the
// first screen, the line opens the controls, and the insights still follow what is chosen there.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { currentPath, expectScreen, scanA11y, test } from '../support/browser-fixtures';

const PHONE = { width: 412, height: 915 };
const summary = (page: Page) => page.getByRole('button', { name: /^Filters: / });
const filters = (page: Page) => page.getByRole('form', { name: 'Insights filters' });
/** The summary line reading exactly this (its accessible name starts with a hidden 'Filters: '). */
const summaryReading = (page: Page, text: string) => page.getByRole('button', { name: `Filters: ${text}`, exact: true });
const totals = (page: Page) => page.getByRole('group', { name: 'Totals' });
/** The chosen option's text of a phone's <select>. */
const shownChoice = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).evaluate((node) => (node instanceof HTMLSelectElement ? (node.selectedOptions[0]?.textContent ?? '') : ''));

test('at 412 × 915 the stat cards are in the first screen, one line names the scope and opens the controls, and the insights follow them', async ({ openPage }) => {
  const page = await openPage({ as: 'client', path: '/dashboard', viewport: PHONE });
  await expectScreen(page, 'Dashboard. Last 14 days');
  await totals(page).getByRole('button').first().waitFor();

  // Figures first: no control above them, the four cards whole inside the first screen.
  expect(await filters(page).count()).toBe(0);
  expect(await page.getByLabel('Date range', { exact: true }).count()).toBe(0);
  const cardsBox = await totals(page).boundingBox();
  expect(cardsBox).not.toBeNull();
  expect((cardsBox?.y ?? Infinity) + (cardsBox?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);
  expect(await summary(page).getAttribute('aria-expanded')).toBe('false');
  await scanA11y(page, '/dashboard at 412 px, controls folded');

  // The line opens the five controls in the spec's order, and the date range; it names what they show.
  await summary(page).click();
  expect(await summary(page).getAttribute('aria-expanded')).toBe('true');
  await filters(page).waitFor();
  expect(await filters(page).locator('label').allTextContents()).toEqual(['Service', 'Business account', 'Integration', 'Ad account']);
  await filters(page).getByRole('button', { name: 'Update' }).waitFor();
  const service = await shownChoice(page, 'Service');
  const account = await shownChoice(page, 'Business account');
  expect(await shownChoice(page, 'Integration')).toBe('All integrations');
  await summaryReading(page, `${service} · ${account} · All · Last 14 days`).waitFor();
  await scanA11y(page, '/dashboard at 412 px, controls open');

  // A choice there moves the figures and the line.
  const period = await page.getByTestId('insights-period').textContent();
  const insightsCall = page.waitForResponse((response) => response.url().includes('insights.get') && response.status() === 200);
  await page.getByLabel('Date range', { exact: true }).selectOption({ label: 'Last 30 days' });
  await insightsCall;
  await expect.poll(() => page.getByTestId('insights-period').textContent()).not.toBe(period);
  expect(currentPath(page)).toContain('range=30d');
  await summaryReading(page, `${service} · ${account} · All · Last 30 days`).waitFor();
  const refreshed = page.waitForResponse((response) => response.url().includes('insights.refresh'));
  await filters(page).getByRole('button', { name: 'Update' }).click();
  expect((await refreshed).status()).toBe(200);

  // Folded again: the figures are back at the top.
  await summary(page).click();
  await expect.poll(() => filters(page).count()).toBe(0);
  expect(await page.getByLabel('Date range', { exact: true }).count()).toBe(0);
  const after = await totals(page).boundingBox();
  expect((after?.y ?? Infinity) + (after?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);
});

test('on a desktop the controls and the date range stay as they were, with no summary line', async ({ openPage }) => {
  const page = await openPage({ as: 'client', path: '/dashboard', viewport: { width: 1440, height: 900 } });
  await expectScreen(page, 'Dashboard. Last 14 days');
  await totals(page).getByRole('button').first().waitFor();
  await filters(page).waitFor();
  await page.getByLabel('Date range', { exact: true }).waitFor();
  expect(await summary(page).count()).toBe(0);
});
