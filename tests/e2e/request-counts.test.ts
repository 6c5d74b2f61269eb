// Issue 14 part 4: every list screen shows its rows from one round trip. A fresh load of each
// screen sends the /trpc calls it makes at mount as one batched request, its rows show from that
// answer alone, and nothing follows it (no waterfall of dependent calls). Counts, not times, so they are stable.
// `npm run request-counts` prints the same measure for every screen.
import { expect } from 'vitest';
import { ROUTES, pathTo, type RouteName } from '../../shared/routes';
import { apiAdminBusinessAccountIntegrations, apiAdminBusinessAccounts, apiIntegrationsExports, apiLogin } from '../support/browser-api';
import { DEMO_USERS, test } from '../support/browser-fixtures';
import { measureScreen } from '../support/trpc-requests';

type TCase = { name: RouteName; params?: Record<string, string> };

/** What the parts loaded after the first paint ask (decision 056): the top bar's bell on every screen, */
const AFTER_PAINT_OF_EVERY_SCREEN = ['notifications.list'];
/** and on the dashboard its Get started list too. */
const AFTER_PAINT_OF_DASHBOARD = [...AFTER_PAINT_OF_EVERY_SCREEN, 'integrations.list'];

async function expectOneRoundTrip(page: Parameters<typeof measureScreen>[0], screens: TCase[]) {
  const outcome: Record<string, { beforeData: number; total: number; procedures: string }> = {};
  for (const screen of screens) {
    const path = pathTo(screen.name, screen.params);
    // All requests until the page is quiet: a count that does not depend on when the data was seen.
    const measured = await measureScreen(page, path, ROUTES[screen.name].title, { quietMs: 400 });
    // The bell may answer before the rows show: it is not one of the screen's requests.
    const forRows = measured.beforeDataProcedures.filter((procedures) => !AFTER_PAINT_OF_EVERY_SCREEN.includes(procedures));
    outcome[path] = { beforeData: forRows.length, total: measured.total, procedures: forRows.join(' | ') };
  }
  // The procedures are in the message, so a failure names the call that waited.
  for (const [path, measured] of Object.entries(outcome)) {
    // One request for the screen, and the top bar's notifications, asked after the first paint.
    expect({ path, ...measured }).toEqual({ path, beforeData: 1, total: 1 + AFTER_PAINT_OF_EVERY_SCREEN.length, procedures: expect.not.stringContaining('|') });
  }
}

test("the client's list and settings screens show their data from one /trpc request", async ({ openPage }) => {
  const session = await apiLogin(DEMO_USERS.client);
  const anExport = (await apiIntegrationsExports(session)).find((record) => record.service_type === 'export');
  if (!anExport) throw new Error('the demo client has no export');
  const page = await openPage({ as: 'client' });
  await expectOneRoundTrip(page, [
    { name: 'integrations' },
    { name: 'data_export' },
    { name: 'export_settings', params: { service_path: anExport.service.service_path, id_export: String(anExport.id) } },
    { name: 'business_accounts' },
  ]);
});

test("the admin's list screens show their rows from one /trpc request", async ({ openPage }) => {
  const session = await apiLogin(DEMO_USERS.admin);
  let account: { ba: string; servicePath: string; id: string } | undefined;
  for (const candidate of await apiAdminBusinessAccounts(session)) {
    const record = (await apiAdminBusinessAccountIntegrations(session, candidate.id))[0];
    if (record) {
      account = { ba: String(candidate.id), servicePath: record.service.service_path, id: String(record.id) };
      break;
    }
  }
  if (!account) throw new Error('no business account with an integration on the first admin page');
  const page = await openPage({ as: 'admin' });
  await expectOneRoundTrip(page, [
    { name: 'admin_users' },
    { name: 'admin_ba' },
    { name: 'admin_ba_users', params: { id_ba: account.ba } },
    { name: 'admin_ba_integrations', params: { id_ba: account.ba } },
    { name: 'admin_ba_integrations_settings', params: { id_ba: account.ba, service_path: account.servicePath, id_integrations: account.id } },
  ]);
});

test('the dashboard shows its figures after two requests: the lists, then the insights of the scope they give', async ({ openPage }) => {
  const page = await openPage({ as: 'client' });
  const measured = await measureScreen(page, pathTo('dashboard'), ROUTES.dashboard.title, { quietMs: 400 });
  const forFigures = measured.beforeDataProcedures.filter((procedures) => !AFTER_PAINT_OF_DASHBOARD.includes(procedures));
  expect(forFigures).toHaveLength(2);
  expect(measured.total).toBe(2 + AFTER_PAINT_OF_DASHBOARD.length);
  expect(forFigures[1]).toBe('insights.get');
});
