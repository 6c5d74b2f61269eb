// Invite (spec §2, §4, §8): the demo client's two pending invites from the admin, one accepted
// and one declined. Each hash works once, so this file needs the run's fresh database.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_INVITE_HASHES } from '../../seed/demo-logins';
import { DEMO_USERS, expectScreen, scanA11y, test } from '../support/browser-fixtures';

const TITLE = "You've Been Invited";

async function openInvite(page: Page, hash: string) {
  await page.goto(`/invite?hash=${hash}`);
  await expectScreen(page, 'Invite');
  await page.getByRole('heading', { name: TITLE, exact: true }).waitFor();
  // Who invited: the admin of the business account.
  await page.getByText(DEMO_USERS.admin.email, { exact: true }).waitFor();
}

test('accepting shows the response and answers the invite', async ({ openPage }) => {
  const page = await openPage({ as: 'client' });
  await openInvite(page, DEMO_INVITE_HASHES.accept);
  await scanA11y(page, '/invite');
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  const response = page.getByRole('status').filter({ hasText: 'You have joined the business account.' });
  await response.waitFor();
  // Answered: neither button can be pressed again.
  expect(await page.getByRole('button', { name: 'Accept', exact: true }).isDisabled()).toBe(true);
  expect(await page.getByRole('button', { name: 'Decline', exact: true }).isDisabled()).toBe(true);
  await scanA11y(page, '/invite after accepting');
});

test('declining shows the response and answers the invite', async ({ openPage }) => {
  const page = await openPage({ as: 'client' });
  await openInvite(page, DEMO_INVITE_HASHES.decline);
  await page.getByRole('button', { name: 'Decline', exact: true }).click();
  await page.getByRole('status').filter({ hasText: 'The invite has been declined.' }).waitFor();
  expect(await page.getByRole('button', { name: 'Accept', exact: true }).isDisabled()).toBe(true);
});
