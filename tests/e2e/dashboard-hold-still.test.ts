// Issue 47 §2: figures that hold still. Update pressed with nothing new leaves every card and
// today's point as they were, and the note still names the same hour.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { expectScreen, test } from '../support/browser-fixtures';

/** Every total and today's note, as a person reads them. */
const figuresOf = async (page: Page) => ({
  totals: await page.getByRole('group', { name: 'Totals' }).innerText(),
  note: await page.getByTestId('insights-partial-day').innerText().catch(() => ''),
});

test('Update pressed twice with nothing new leaves the figures as they were', async ({ openPage }) => {
  const page = await openPage({ as: 'client', viewport: { width: 1440, height: 900 }, path: '/dashboard' });
  await expectScreen(page, 'Dashboard. Last 14 days');
  await page.getByRole('group', { name: 'Totals' }).getByRole('button').first().waitFor();
  const update = page.getByRole('form', { name: 'Insights filters' }).getByRole('button', { name: 'Update' });
  const before = await figuresOf(page);
  for (let press = 0; press < 2; press += 1) {
    await update.click();
    await expect.poll(() => update.getAttribute('data-loading')).toBeNull();
    await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
    expect(await figuresOf(page)).toEqual(before);
  }
  expect(await page.getByTestId('insights-refreshed').count()).toBe(0);
});
