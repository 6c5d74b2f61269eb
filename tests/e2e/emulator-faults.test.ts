// Issue 13 §2 through the SPA: fault scenarios switched on at /emulator/scenarios (the test
// runs on the server's machine) and what a person sees on the screens of this branch — login,
// profile, business accounts — as the spec's error catalogue (§8) says. Each test scopes its
// rule to one endpoint and clears every rule when it ends: all files share one server.
import { afterEach, expect } from 'vitest';
import { allowConsoleErrors, networkStatusLog } from '../support/browser-console';
import { baseUrl, expectPath, expectScreen, registerFreshUser, scanA11y, submitLogin, test } from '../support/browser-fixtures';
import { DEMO_CLIENT } from '../../seed/demo-logins';

type TRule = { fault: string; endpoint: string; delay_ms?: number | [number, number]; rate?: number; retry_after?: number };

async function switchFaults(rules: TRule[]): Promise<void> {
  const answer = await fetch(`${baseUrl()}/emulator/scenarios`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(rules) });
  expect(answer.status, await answer.clone().text()).toBe(200);
}

afterEach(async () => {
  await switchFaults([]);
});

test('login: a 503 from the gateway shows its message under the form; once it is back, the same form signs in', async ({ openPage }) => {
  const page = await openPage({ path: '/login' });
  const provoked = allowConsoleErrors(page, networkStatusLog(502));
  await switchFaults([{ fault: '503', endpoint: 'POST /api/login' }]);
  await submitLogin(page, DEMO_CLIENT);
  await page.getByText('The gateway could not complete the request. Please try again.', { exact: true }).waitFor();
  expect(provoked().length).toBeGreaterThan(0);
  await expectPath(page, /^\/login/);
  await scanA11y(page, '/login with the gateway unavailable');

  await switchFaults([]);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expectPath(page, '/dashboard');
});

test('login: a 429 says to wait a moment', async ({ openPage }) => {
  const page = await openPage({ path: '/login' });
  allowConsoleErrors(page, networkStatusLog(429));
  await switchFaults([{ fault: '429', endpoint: 'POST /api/login', retry_after: 2 }]);
  await submitLogin(page, DEMO_CLIENT);
  // The gateway's own words for a 429 are passed on.
  await page.getByText('Too many requests. Please try again shortly.', { exact: true }).waitFor();
  await expectPath(page, /^\/login/);
});

test('profile: a slow gateway shows the loader, then the form; a failed load says why; a failed save shows the message', async ({ openPage }) => {
  const page = await openPage();
  await registerFreshUser(page, 'faults-profile');

  await switchFaults([{ fault: 'latency', endpoint: 'GET /api/profile', delay_ms: 1500 }]);
  await page.goto('/profile');
  await page.getByLabel('Loading', { exact: true }).first().waitFor();
  await page.getByLabel('Project domain', { exact: true }).waitFor();
  await expectScreen(page, 'Profile');

  allowConsoleErrors(page, networkStatusLog(502));
  await switchFaults([{ fault: '500', endpoint: 'GET /api/profile' }]);
  await page.reload();
  // Queries retry what may be transient (twice), then say so.
  await page.getByRole('main').getByRole('alert').getByText('The gateway could not complete the request. Please try again.', { exact: true }).waitFor({ timeout: 15_000 });
  await scanA11y(page, '/profile when the profile cannot be loaded');

  await switchFaults([{ fault: '503', endpoint: 'POST /api/profile' }]);
  await page.reload();
  await page.getByLabel('Project domain', { exact: true }).fill(`faults-${Date.now().toString(36)}`);
  await page.getByLabel('Last name', { exact: true }).fill('Faulted');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.locator('form').getByText('The gateway could not complete the request. Please try again.', { exact: true }).waitFor();
  // The button is usable again: the person can retry once the gateway is back.
  await switchFaults([]);
  await expect.poll(() => page.getByRole('button', { name: 'Save', exact: true }).isEnabled()).toBe(true);
  await scanA11y(page, '/profile after a failed save');
});

test('profile: an expired token (401) on a user call ends the session: login, with a notice and the way back (decision 016)', async ({ openPage }) => {
  const page = await openPage();
  await registerFreshUser(page, 'faults-expired');
  allowConsoleErrors(page, networkStatusLog(401));
  await switchFaults([{ fault: 'expired-token', endpoint: 'GET /api/profile' }]);
  await page.goto('/profile');
  await expectPath(page, '/login?next=%2Fprofile');
  await expectScreen(page, 'Login');
  await page.getByRole('alert').filter({ hasText: 'Your session has expired. Please log in again.' }).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('jwt_0.0.1'))).toBeNull();
  await scanA11y(page, '/login after a session expired');
});

test('business accounts: a failing list gets no notification (spec §8): the screen stays usable, the Add form is there, the table says it failed', async ({ openPage }) => {
  const page = await openPage();
  await registerFreshUser(page, 'faults-ba');
  allowConsoleErrors(page, networkStatusLog(502));
  await switchFaults([{ fault: '500', endpoint: 'GET /api/business-accounts' }]);
  await page.goto('/business_accounts');
  await expectScreen(page, 'Business Accounts');
  await page.getByRole('form', { name: 'Add business account' }).waitFor();
  await expect.poll(() => page.getByLabel('Loading', { exact: true }).count(), { timeout: 15_000 }).toBe(0);
  // The list shows skeleton rows while its call is retried: look for alerts once it has given up.
  const table = page.getByRole('table', { name: 'Business accounts' });
  await expect.poll(() => table.getAttribute('aria-busy'), { timeout: 15_000 }).toBeNull();
  // Issue 37: a failed list never looks empty; the failure is said once, in place of the rows.
  await table.getByRole('alert').filter({ hasText: 'The business accounts could not be loaded' }).waitFor();
  expect(await page.getByRole('alert').count()).toBe(1);
  expect(await page.getByText('No business accounts yet.', { exact: true }).count()).toBe(0);
  expect(await page.locator('.mantine-Notification-root').count()).toBe(0);
  await scanA11y(page, '/business_accounts with the list failing');
});
