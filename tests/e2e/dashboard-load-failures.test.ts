// Issue 47 §3: the dashboard never hangs. Each of its loads (services, business accounts, exports,
// ad accounts, insights) answering 503 shows its sentence beside Try again in the panel it feeds
// within 10 s, no notification covers the top bar, and once the fault is gone Try again brings the
// figures.
import { afterEach, beforeAll, expect } from 'vitest';
import { allowConsoleErrors, networkStatusLog } from '../support/browser-console';
import { apiIntegrationsExports, apiLogin, type TRecord } from '../support/browser-api';
import { baseUrl, DEMO_USERS, expectScreen, test } from '../support/browser-fixtures';

async function switchFaults(rules: { fault: string; endpoint: string }[]): Promise<void> {
  const answer = await fetch(`${baseUrl()}/emulator/scenarios`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(rules) });
  expect(answer.status, await answer.clone().text()).toBe(200);
}

afterEach(async () => {
  await switchFaults([]);
});

const GATEWAY_503_MESSAGE = 'The gateway could not complete the request. Please try again.';

let fbExport: TRecord;

beforeAll(async () => {
  const client = await apiLogin(DEMO_USERS.client);
  const found = (await apiIntegrationsExports(client)).find((record) => record.service_type === 'export' && record.service.service_path === 'fb-sync');
  if (!found) throw new Error('The demo client has no fb-sync export');
  fbExport = found;
});

const LOADS = [
  { endpoint: 'GET /api/services', failed: 'The services could not be loaded', withIntegration: false },
  { endpoint: 'GET /api/business-accounts', failed: 'The business accounts could not be loaded', withIntegration: false },
  { endpoint: 'GET /api/integrations_exports', failed: 'The exports could not be loaded', withIntegration: false },
  { endpoint: 'GET /api/{service_path}/ad-accounts', failed: 'The ad accounts could not be loaded', withIntegration: true },
  { endpoint: 'GET /api/{service_path}/insights', failed: 'The insights could not be loaded', withIntegration: false },
];

for (const load of LOADS) {
  test(`with ${load.endpoint} failing the dashboard says so beside Try again, then shows the figures`, async ({ openPage }) => {
    const page = await openPage({ as: 'client' });
    allowConsoleErrors(page, networkStatusLog(502));
    await switchFaults([{ fault: '503', endpoint: load.endpoint }]);
    const query = load.withIntegration ? `?service=fb-sync&account=${fbExport.ba_id}&integration=${fbExport.id}` : '';
    const started = Date.now();
    await page.goto(`/dashboard${query}`);
    await expectScreen(page, 'Dashboard. Last 14 days');
    const alert = page.getByRole('main').getByRole('alert').filter({ hasText: load.failed });
    await alert.waitFor({ timeout: 10_000 });
    expect(Date.now() - started, 'the sentence within 10 s').toBeLessThan(10_000);
    await alert.getByText(GATEWAY_503_MESSAGE, { exact: true }).waitFor();
    const retry = alert.getByRole('button', { name: 'Try again', exact: true });
    await retry.waitFor();
    // The panel says it; nothing is announced over the top bar.
    expect(await page.locator('.mantine-Notification-root').count()).toBe(0);

    await switchFaults([]);
    await retry.click();
    await page.getByRole('group', { name: 'Totals' }).getByRole('button', { name: /^Clicks / }).waitFor({ timeout: 15_000 });
    await alert.waitFor({ state: 'detached' });
  });
}
