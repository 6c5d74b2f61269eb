// Invite (spec §2, §4, §8): the demo client's two pending invites from the admin, one accepted
// and one declined. Each hash works once, so this file needs the run's fresh database. Accepting
// makes the invite's business account the current one and offers the dashboard (issue 37).
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_INVITE_HASHES } from '../../seed/demo-logins';
import { DEMO_USERS, expectPath, expectScreen, scanA11y, test } from '../support/browser-fixtures';

const TITLE = "You've Been Invited";
const sidebarSelector = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' }).getByLabel('Business account', { exact: true });

async function openInvite(page: Page, hash: string) {
  await page.goto(`/invite?hash=${hash}`);
  await expectScreen(page, 'Invite');
  await page.getByRole('heading', { name: TITLE, exact: true }).waitFor();
  // Who invited: the admin of the business account.
  await page.getByText(DEMO_USERS.admin.email, { exact: true }).waitFor();
}

test('accepting shows the response, answers the invite, makes its business account current and offers the dashboard', async ({ openPage }) => {
  const page = await openPage({ as: 'client' });
  await openInvite(page, DEMO_INVITE_HASHES.accept);
  await scanA11y(page, '/invite');
  const invitation = await page.getByText(/invited you to join the business account/).innerText();
  const invitedTo = /business account (.+)\.$/.exec(invitation)?.[1] ?? '';
  expect(invitedTo).not.toBe('');
  // Before: the selector shows another account (the client's own first one).
  await expect.poll(() => sidebarSelector(page).inputValue()).not.toBe('');
  expect(await sidebarSelector(page).inputValue()).not.toBe(invitedTo);
  expect(await page.getByRole('link', { name: 'Open the dashboard' }).count()).toBe(0);

  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  const response = page.getByRole('status').filter({ hasText: 'You have joined the business account.' });
  await response.waitFor();
  // Answered: neither button can be pressed again.
  expect(await page.getByRole('button', { name: 'Accept', exact: true }).isDisabled()).toBe(true);
  expect(await page.getByRole('button', { name: 'Decline', exact: true }).isDisabled()).toBe(true);
  // The invite's account is the current one, and the next step is a click away.
  await expect.poll(() => sidebarSelector(page).inputValue()).toBe(invitedTo);
  await scanA11y(page, '/invite after accepting');
  await page.getByRole('link', { name: 'Open the dashboard' }).click();
  await expectPath(page, '/dashboard');
  await expectScreen(page, 'Dashboard. Last 14 days');
  const dashboardAccount = page.getByRole('form', { name: 'Insights filters' }).getByRole('combobox', { name: 'Business account', exact: true });
  await expect.poll(() => dashboardAccount.inputValue()).toBe(invitedTo);
  expect(await sidebarSelector(page).inputValue()).toBe(invitedTo);
});

test('declining shows the response and answers the invite', async ({ openPage }) => {
  const page = await openPage({ as: 'client' });
  await openInvite(page, DEMO_INVITE_HASHES.decline);
  await page.getByRole('button', { name: 'Decline', exact: true }).click();
  await page.getByRole('status').filter({ hasText: 'The invite has been declined.' }).waitFor();
  expect(await page.getByRole('button', { name: 'Accept', exact: true }).isDisabled()).toBe(true);
});
