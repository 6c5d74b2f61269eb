// Business accounts (spec §2, §4): add (the page reloads), edit, delete with confirmation, and the
// sidebar's selector following the list and storing the choice. A fresh user owns the accounts.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { expectScreen, registerFreshUser, scanA11y, test } from '../support/browser-fixtures';

const table = (page: Page) => page.getByRole('table', { name: 'Business accounts' });
const selector = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' }).getByLabel('Business account', { exact: true });

/** Names in the table's Name column, in order, once the list has loaded (no skeleton rows). */
async function accountNames(page: Page): Promise<string[]> {
  await expect.poll(() => table(page).getAttribute('aria-busy')).toBeNull();
  if ((await table(page).count()) === 0) return [];
  return await table(page).locator('tbody tr td:nth-child(2)').allTextContents();
}

async function addAccount(page: Page, name: string, path: string) {
  const form = page.getByRole('form', { name: 'Add business account' });
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Path', { exact: true }).fill(path);
  // Adding reloads the page (spec §2): a marker set on the window disappears with the reload.
  await page.evaluate(() => ((window as unknown as { e2eMarker?: boolean }).e2eMarker = true));
  await Promise.all([page.waitForEvent('load'), form.getByRole('button', { name: 'Add', exact: true }).click()]);
  await expectScreen(page, 'Business Accounts');
  expect(await page.evaluate(() => (window as unknown as { e2eMarker?: boolean }).e2eMarker)).toBeUndefined();
  await table(page).getByRole('cell', { name, exact: true }).waitFor();
}

/** The name of the account whose id is stored as the current one (spec §4: in storage and session state). */
const storedCurrentAccount = (page: Page) =>
  page.evaluate(async () => {
    const id = JSON.parse(localStorage.getItem('current_business_account_0.0.1') ?? 'null') as number | null;
    const jwt = JSON.parse(localStorage.getItem('jwt_0.0.1') ?? 'null') as string;
    const user = JSON.parse(localStorage.getItem('user_0.0.1') ?? 'null') as { id: number };
    const input = encodeURIComponent(JSON.stringify({ user_id: user.id }));
    const answer = await fetch(`/trpc/businessAccounts.list?input=${input}`, { headers: { Authorization: `Bearer ${jwt}` } });
    const body = (await answer.json()) as { result: { data: { data: { id: number; name: string }[] } } };
    return body.result.data.data.find((account) => account.id === id)?.name ?? null;
  });

async function choose(page: Page, name: string) {
  await selector(page).click();
  await page.getByRole('option', { name, exact: true }).click();
}

test('add, select, edit and delete business accounts; the sidebar selector follows', async ({ openPage }) => {
  const page = await openPage();
  await registerFreshUser(page, 'ba');
  await page.goto('/business_accounts');
  await expectScreen(page, 'Business Accounts');
  expect(await accountNames(page)).toEqual([]);
  expect(await selector(page).isDisabled()).toBe(true);
  await scanA11y(page, '/business_accounts, empty');

  const stamp = Date.now().toString(36);
  const alpha = `Alpha ${stamp}`;
  const beta = `Beta ${stamp}`;
  await addAccount(page, alpha, `alpha-${stamp}`);
  await addAccount(page, beta, `beta-${stamp}`);
  expect(await accountNames(page)).toEqual([alpha, beta]);
  // Number, name and path columns.
  const betaRow = table(page).getByRole('row').filter({ hasText: beta });
  expect(await betaRow.locator('td').allTextContents()).toEqual(expect.arrayContaining(['2', beta, `beta-${stamp}`]));

  // With none chosen, the first account is the current one.
  await expect.poll(() => selector(page).inputValue()).toBe(alpha);
  await choose(page, beta);
  await expect.poll(() => selector(page).inputValue()).toBe(beta);
  expect(await storedCurrentAccount(page)).toBe(beta);
  await page.reload();
  await expectScreen(page, 'Business Accounts');
  await expect.poll(() => selector(page).inputValue()).toBe(beta);
  await scanA11y(page, '/business_accounts with two accounts');

  // Edit: the form opens with the row's values; the table and the selector show the new name.
  await page.getByRole('button', { name: `Edit business account ${beta}` }).click();
  const editForm = page.getByRole('form', { name: 'Edit business account' });
  expect(await editForm.getByLabel('Name', { exact: true }).inputValue()).toBe(beta);
  expect(await editForm.getByLabel('Path', { exact: true }).inputValue()).toBe(`beta-${stamp}`);
  await scanA11y(page, '/business_accounts with the edit form');
  const renamed = `Beta renamed ${stamp}`;
  await editForm.getByLabel('Name', { exact: true }).fill(renamed);
  await editForm.getByRole('button', { name: 'Save', exact: true }).click();
  await editForm.waitFor({ state: 'detached' });
  await expect.poll(() => accountNames(page)).toEqual([alpha, renamed]);
  await expect.poll(() => selector(page).inputValue()).toBe(renamed);
  expect(await storedCurrentAccount(page)).toBe(renamed);

  // Delete asks first; Cancel keeps the account.
  await page.getByRole('button', { name: `Delete business account ${alpha}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete business account' });
  await dialog.waitFor();
  await scanA11y(page, '/business_accounts with the delete confirmation');
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  expect(await accountNames(page)).toEqual([alpha, renamed]);

  await page.getByRole('button', { name: `Delete business account ${alpha}` }).click();
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect.poll(() => accountNames(page)).toEqual([renamed]);
  await selector(page).click();
  expect(await page.getByRole('option').allTextContents()).toEqual([renamed]);
  await page.keyboard.press('Escape');

  // Still so after a reload: the server kept the changes.
  await page.reload();
  await expectScreen(page, 'Business Accounts');
  expect(await accountNames(page)).toEqual([renamed]);
});

test('deleting the current account moves the selector to one that remains', async ({ openPage }) => {
  const page = await openPage();
  await registerFreshUser(page, 'ba-current');
  await page.goto('/business_accounts');
  await expectScreen(page, 'Business Accounts');
  const stamp = Date.now().toString(36);
  await addAccount(page, `One ${stamp}`, `one-${stamp}`);
  await addAccount(page, `Two ${stamp}`, `two-${stamp}`);
  await choose(page, `Two ${stamp}`);
  await page.getByRole('button', { name: `Delete business account Two ${stamp}` }).click();
  await page.getByRole('dialog', { name: 'Delete business account' }).getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect.poll(() => accountNames(page)).toEqual([`One ${stamp}`]);
  await expect.poll(() => selector(page).inputValue()).toBe(`One ${stamp}`);
  expect(await storedCurrentAccount(page)).toBe(`One ${stamp}`);
});

test('deleting the current account with the sidebar minimised (selector not mounted) still moves the choice', async ({ openPage }) => {
  const page = await openPage();
  await registerFreshUser(page, 'ba-minimised');
  await page.goto('/business_accounts');
  await expectScreen(page, 'Business Accounts');
  const stamp = Date.now().toString(36);
  await addAccount(page, `First ${stamp}`, `first-${stamp}`);
  await addAccount(page, `Second ${stamp}`, `second-${stamp}`);
  await choose(page, `Second ${stamp}`);
  await expect.poll(() => storedCurrentAccount(page)).toBe(`Second ${stamp}`);

  await page.getByRole('button', { name: 'Minimise sidebar' }).click();
  await selector(page).waitFor({ state: 'detached' });
  await page.getByRole('button', { name: `Delete business account Second ${stamp}` }).click();
  await page.getByRole('dialog', { name: 'Delete business account' }).getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect.poll(() => accountNames(page)).toEqual([`First ${stamp}`]);
  // No selector is mounted, yet the stored choice already moved to the account that remains.
  await expect.poll(() => storedCurrentAccount(page)).toBe(`First ${stamp}`);

  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect.poll(() => selector(page).inputValue()).toBe(`First ${stamp}`);
  await page.getByRole('button', { name: 'Expand sidebar' }).waitFor({ state: 'detached' });
});

test('on a 375 px phone the title shows whole and every row keeps its edit and delete buttons in view', async ({ openPage }) => {
  const page = await openPage({ as: 'client', path: '/business_accounts', viewport: { width: 375, height: 740 } });
  await expectScreen(page, 'Business Accounts');
  await table(page).waitFor();
  // Skeleton rows have no buttons: check the rows once the table is no longer busy.
  await expect.poll(() => table(page).getAttribute('aria-busy')).toBeNull();
  // The title shows whole (on two lines if need be), not cut to 'Business…'.
  const isTitleClipped = await page
    .getByRole('heading', { level: 1, name: 'Business Accounts' })
    .evaluate((heading) => heading.scrollHeight > heading.clientHeight || heading.scrollWidth > heading.clientWidth);
  expect(isTitleClipped).toBe(false);
  // The page itself never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const buttons = table(page).getByRole('button', { name: /^(Edit|Delete) business account / });
  expect(await buttons.count()).toBeGreaterThan(0);
  for (const button of await buttons.all()) {
    const label = (await button.getAttribute('aria-label')) ?? 'a row button';
    const box = await button.boundingBox();
    expect(box, label).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0), label).toBeLessThanOrEqual(375);
  }
  await scanA11y(page, '/business_accounts at 375 px');
});
