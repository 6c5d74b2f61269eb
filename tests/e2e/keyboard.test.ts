// Issue 37 §8, with the keyboard as a person uses it: a status switch keeps focus through its
// change (Space), the first Tab of a signed-in screen offers to skip the navigation, and a
// read-only field (the saved project domain) looks read-only, not like a box to type in.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { expectScreen, scanA11y, test } from '../support/browser-fixtures';

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? document.activeElement?.tagName);

test('Space on a status switch changes it and keeps the focus on it, through the call and after', async ({ openPage }) => {
  const page = await openPage({ as: 'client', path: '/tables' });
  await expectScreen(page, 'tables');
  // The demo's switches answer after 300 ms, as a server would.
  const accepted = page.getByRole('switch', { name: 'Status of campaign 2', exact: true });
  const wasOn = await accepted.isChecked();
  await accepted.focus();
  await page.keyboard.press('Space');
  // While the call runs the switch is busy, and still focused.
  await expect.poll(() => accepted.getAttribute('aria-busy')).toBe('true');
  expect(await focusedName(page)).toBe('Status of campaign 2');
  await expect.poll(() => accepted.isChecked()).toBe(!wasOn);
  await expect.poll(() => accepted.getAttribute('aria-busy')).toBeNull();
  expect(await focusedName(page)).toBe('Status of campaign 2');
  // And the next Space changes it back, from where the focus still is.
  await page.keyboard.press('Space');
  await expect.poll(() => accepted.isChecked()).toBe(wasOn);
  expect(await focusedName(page)).toBe('Status of campaign 2');
});

test('the first Tab offers "Skip to the screen", which moves focus past the navigation to the screen', async ({ openPage }) => {
  const page = await openPage({ as: 'client', path: '/data_export' });
  await expectScreen(page, 'Data Export');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to the screen', exact: true });
  expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
  // Shown once focused, inside the screen.
  const box = await skip.boundingBox();
  expect(box !== null && box.y >= 0).toBe(true);
  await scanA11y(page, '/data_export with the skip link focused');
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
  // The address stays as it was.
  expect(new URL(page.url()).hash).toBe('');
  // The next Tab lands in the screen (Add Export), not in the top bar or the sidebar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
});

test('the saved project domain looks read-only: filled grey with a dashed border, unlike the fields beside it', async ({ openPage }) => {
  const page = await openPage({ as: 'client', path: '/profile' });
  await expectScreen(page, 'Profile');
  const domain = page.getByLabel('Project domain', { exact: true });
  await expect.poll(() => domain.getAttribute('readonly')).not.toBeNull();
  const look = (label: string) =>
    page.getByLabel(label, { exact: true }).evaluate((element) => {
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, border: style.borderTopStyle };
    });
  const locked = await look('Project domain');
  const editable = await look('Last name');
  expect(locked.border).toBe('dashed');
  expect(editable.border).toBe('solid');
  expect(locked.background).not.toBe(editable.background);
  await scanA11y(page, '/profile with the domain locked');
});
