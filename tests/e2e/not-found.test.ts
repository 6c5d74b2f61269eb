// An address no route knows shows a not-found screen at that address (it no longer turns into
// the dashboard): signed in inside the app shell with a way to the dashboard, as a guest under
// the guest header with a way to login.
import { describe, expect } from 'vitest';
import { currentPath, expectPath, expectScreen, scanA11y, test } from '../support/browser-fixtures';

const UNKNOWN = '/no-such-page?from=mail';

describe('an unknown address', () => {
  test('signed in: the not-found screen in the app shell keeps the address and leads to the dashboard', async ({ openPage }) => {
    const page = await openPage({ as: 'client', path: UNKNOWN });
    await expectScreen(page, 'Page not found');
    await page.getByText('There is no page at /no-such-page').waitFor();
    expect(currentPath(page)).toBe(UNKNOWN);
    expect(await page.title()).toBe('Page not found');
    // Inside the signed-in layout: its navigation is there.
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await scanA11y(page);
    await page.getByRole('link', { name: 'Go to the dashboard', exact: true }).click();
    await expectPath(page, '/dashboard');
    await expectScreen(page, 'Dashboard. Last 14 days');
  });

  test('as a guest: the not-found screen under the guest header keeps the address and leads to login', async ({ openPage }) => {
    const page = await openPage({ path: '/no-such-page' });
    await expectScreen(page, 'Page not found');
    expect(currentPath(page)).toBe('/no-such-page');
    await page.getByRole('link', { name: 'Registration', exact: true }).waitFor();
    await scanA11y(page);
    await page.getByRole('link', { name: 'Go to login', exact: true }).click();
    await expectPath(page, '/login');
    await expectScreen(page, 'Login');
  });
});
