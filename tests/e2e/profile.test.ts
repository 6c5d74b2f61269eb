// Profile (spec §2, §5): the project domain's keystroke filter, the duplicate check on blur,
// saving, and the lock once a domain is saved. A freshly registered user each time, so the
// demo users' domains stay as seeded.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { allowConsoleErrors, networkStatusLog } from '../support/browser-console';
import { expectScreen, registerFreshUser, scanA11y, test } from '../support/browser-fixtures';

const TAKEN = 'Such project id already exists';

const domainField = (page: Page) => page.getByLabel('Project domain', { exact: true });

async function openProfileOfFreshUser(page: Page, label: string) {
  const user = await registerFreshUser(page, label);
  await page.goto('/profile');
  await expectScreen(page, 'Profile');
  return user;
}

test("keeps only letters, digits and hyphens: typing 'my domain!' gives 'mydomain'", async ({ openPage }) => {
  const page = await openPage();
  await openProfileOfFreshUser(page, 'keys');
  const field = domainField(page);
  expect(await field.inputValue()).toBe('');
  await field.pressSequentially('my domain!');
  expect(await field.inputValue()).toBe('mydomain');
  await field.pressSequentially('_-2');
  expect(await field.inputValue()).toBe('mydomain-2');
});

test("says 'Such project id already exists' on leaving the field with a taken domain", async ({ openPage }) => {
  const page = await openPage();
  await openProfileOfFreshUser(page, 'taken');
  const field = domainField(page);
  // 'chris-client' is the demo client's domain (seed).
  await field.fill('chris-client');
  await field.blur();
  await page.getByText(TAKEN, { exact: true }).waitFor();
  expect(await field.getAttribute('aria-invalid')).toBe('true');
  await scanA11y(page, '/profile with the taken-domain error');

  // Saving is refused while the domain is taken.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText(TAKEN, { exact: true }).waitFor();
  expect(await page.getByRole('status').count()).toBe(0);

  // A free domain clears the error on blur.
  await field.fill(`free-${Date.now().toString(36)}`);
  await field.blur();
  await page.getByText(TAKEN, { exact: true }).waitFor({ state: 'detached' });
});

test('saves the profile and locks the domain once saved', async ({ openPage }) => {
  const page = await openPage();
  const user = await openProfileOfFreshUser(page, 'save');
  expect(await domainField(page).getAttribute('readonly')).toBeNull();
  expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(user.email);
  expect(await page.getByLabel('First name', { exact: true }).inputValue()).toBe(user.name);

  const domain = `e2e-${Date.now().toString(36)}`;
  await domainField(page).fill(domain);
  await domainField(page).blur();
  await page.getByLabel('Last name', { exact: true }).fill('Tester');
  await page.getByLabel('Phone', { exact: true }).fill('+1 202 555 0199');
  await page.getByLabel('Telegram', { exact: true }).fill('@e2e_tester');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('status').filter({ hasText: /\S/ }).first().waitFor();
  expect(await page.getByRole('alert').count()).toBe(0);

  // Locked right away and after a reload, with everything saved.
  await expect.poll(() => domainField(page).getAttribute('readonly')).not.toBeNull();
  await scanA11y(page, '/profile after saving');
  await page.reload();
  await expectScreen(page, 'Profile');
  expect(await domainField(page).inputValue()).toBe(domain);
  expect(await domainField(page).getAttribute('readonly')).not.toBeNull();
  expect(await page.getByLabel('Last name', { exact: true }).inputValue()).toBe('Tester');
  expect(await page.getByLabel('Telegram', { exact: true }).inputValue()).toBe('@e2e_tester');
  // The top bar shows the saved name (spec §2: name and email).
  await page.getByRole('banner').getByText(`${user.name} Tester`, { exact: true }).waitFor();

  // Typing into the locked field changes nothing.
  await domainField(page).pressSequentially('xyz');
  expect(await domainField(page).inputValue()).toBe(domain);
});

test('refuses an empty first name and a malformed email', async ({ openPage }) => {
  const page = await openPage();
  await openProfileOfFreshUser(page, 'rules');
  await page.getByLabel('First name', { exact: true }).fill('');
  await page.getByLabel('Email', { exact: true }).fill('broken@');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('The field must not be empty').first().waitFor();
  await page.getByText('Email not valid', { exact: true }).waitFor();
  expect(await page.getByRole('status').count()).toBe(0);
});

test('a 300-character email is refused with a sentence, never zod’s English', async ({ openPage }) => {
  const page = await openPage();
  await openProfileOfFreshUser(page, 'long-email');
  // The browser logs the server's 422 as a failed resource; that refusal is what is tested.
  allowConsoleErrors(page, networkStatusLog(422));
  await domainField(page).fill(`long-${Date.now().toString(36)}`);
  await page.getByLabel('Email', { exact: true }).fill(`${'a'.repeat(300)}@example.com`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Must be at most 254 characters').first().waitFor();
  expect(await page.getByText(/Too big|expected string/).count()).toBe(0);
});

test('a new email takes the current password; the session goes on with it (issue 46)', async ({ openPage }) => {
  const page = await openPage();
  const user = await openProfileOfFreshUser(page, 'email');
  const password = () => page.getByLabel('Current password', { exact: true });
  expect(await password().count()).toBe(0);
  await domainField(page).fill(`mail-${Date.now().toString(36)}`);
  const newEmail = `moved-${user.email}`;
  await page.getByLabel('Email', { exact: true }).fill(newEmail);
  await password().waitFor();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Enter your current password to change the email.', { exact: true }).waitFor();

  allowConsoleErrors(page, networkStatusLog(422));
  await password().fill('not-my-password');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('The current password is not correct.', { exact: true }).waitFor();
  // Read with the field by a screen reader: the message is among what the field is described by.
  const describedBy = ((await password().getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
  const descriptions = await Promise.all(describedBy.map((id) => page.locator(`[id="${id}"]`).textContent()));
  expect(descriptions.join(' ')).toContain('The current password is not correct.');
  await scanA11y(page, '/profile asking for the current password');

  await password().fill(user.password);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('status').filter({ hasText: /\S/ }).first().waitFor();
  await password().waitFor({ state: 'detached' });
  // Still signed in after a reload: the gateway's new token replaced the ended one.
  await page.reload();
  await expectScreen(page, 'Profile');
  expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(newEmail);
});
