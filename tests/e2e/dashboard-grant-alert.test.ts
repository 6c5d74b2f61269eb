// Issue 48 §5: the dashboard warns about an export of the current business account whose grant
// expired (or ends within 7 days), with Reconnect in the alert, which goes through the service's
// consent again. A fresh user's export is expired with the emulator's control, as 60 days would.
import { expect } from 'vitest';
import { baseUrl, expectPath, expectScreen, registerFreshUser, scanA11y, test, UI_TIMEOUT_MS } from '../support/browser-fixtures';
import { addBusinessAccount } from '../support/browser-session';

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 412, height: 915 },
]) {
  test(`at ${viewport.width}×${viewport.height}: an expired export's alert on the dashboard, with Reconnect`, async ({ openPage }) => {
    const page = await openPage({ viewport, isPhone: viewport.width < 500 });
    await registerFreshUser(page, 'grant-alert');
    await addBusinessAccount(page, `Grants ${Date.now().toString(36)}`);
    await page.goto('/data_export');
    await expectScreen(page, 'Data Export');
    await page.getByRole('button', { name: 'Add Export', exact: true }).click();
    await page.getByRole('dialog', { name: 'Add Export' }).getByRole('button', { name: 'Add Pipedrive', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Connect Pipedrive' }).waitFor({ timeout: UI_TIMEOUT_MS });
    await page.getByRole('button', { name: 'Allow', exact: true }).click();
    await expectPath(page, '/data_export?consent=allowed');

    // A fresh grant: nothing to warn about.
    await page.goto('/dashboard');
    await expectScreen(page, 'Dashboard. Last 14 days');
    const alert = page.getByRole('alert').filter({ hasText: 'An export lost its access' });
    await page.waitForLoadState('networkidle');
    expect(await alert.count()).toBe(0);

    const exportId = await page.evaluate(async () => {
      const jwt = JSON.parse(localStorage.getItem('jwt_0.0.1') ?? 'null') as string;
      const user = JSON.parse(localStorage.getItem('user_0.0.1') ?? 'null') as { id: number };
      const answer = await fetch(`/api/integrations_exports?user_id=${user.id}&service_type=export`, { headers: { authorization: `Bearer ${jwt}` } });
      return ((await answer.json()) as { data: { id: number }[] }).data[0]?.id ?? 0;
    });
    const expire = await fetch(new URL(`/emulator/exports/${exportId}/expire`, baseUrl()), { method: 'POST' });
    expect(expire.status).toBe(200);

    await page.reload();
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/Pipedrive export ".+": access expired on \d\d-\d\d-\d{4}\. Its insights stopped updating\./);
    await scanA11y(page, `the dashboard with an expired export at ${viewport.width}`);
    await alert.getByRole('button', { name: /^Reconnect export / }).click();
    await page.getByRole('heading', { level: 1, name: 'Connect Pipedrive' }).waitFor({ timeout: UI_TIMEOUT_MS });
  });
}
