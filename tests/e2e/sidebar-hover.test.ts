// The sidebar under the pointer: the current page's link keeps text a person can read (axe
// judges the colours as drawn, hover included), on a large screen where the sidebar is open.
import { expectScreen, scanA11y, test } from '../support/browser-fixtures';

test('the current page’s sidebar link stays readable under the pointer', async ({ openPage }) => {
  const page = await openPage({ as: 'client', path: '/dashboard', viewport: { width: 1440, height: 900 } });
  await expectScreen(page, 'Dashboard. Last 14 days');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Dashboard', exact: true }).hover();
  await scanA11y(page, '/dashboard, the pointer on the current page’s link');
});
