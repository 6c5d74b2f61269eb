// How many requests each screen sends to /trpc before its data shows (issue 14 part 4). Starts
// the portal with the seeded demo data (as the browser tests do), signs in through the form as
// the demo client and the demo admin, opens every list and detail screen as a fresh page load
// and prints a table: requests answered before the data showed, all requests once the page
// went quiet, and rounds (the longest chain of requests that each waited for an earlier answer).
// Usage: npm run request-counts [-- --base-url http://127.0.0.1:3000]   (reuse a running portal)
import type { Browser } from 'playwright-core';
import { ROUTES, pathTo, type RouteName } from '../shared/routes';
import { DEMO_ADMIN, DEMO_CLIENT } from '../seed/demo-logins';
import { launchBrowser } from '../tests/support/browser-launch';
import { startPortal, type TStartedServer } from '../tests/support/browser-server';
import { signInThroughForm, type TLogin } from '../tests/support/sign-in';
import { measureScreen, type TScreenRequests } from '../tests/support/trpc-requests';
import { argument, formatColumns } from './cli';
import { ensureChromium } from './ensure-chromium';

type TScreen = { name: RouteName; path: string };
type TApiSession = { token: string; user: { id: number } };
type TRecord = { id: number; ba_id: number; service_type: 'integration' | 'export'; service: { service_path: string } };

async function api<T>(baseUrl: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(new URL(path, baseUrl), {
    method: options.body === undefined ? 'GET' : 'POST',
    headers: {
      accept: 'application/json',
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  if (!response.ok) throw new Error(`request-counts: ${path} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

/** Real ids for the screens with parameters, read from the gateway the portal serves. */
async function screensOf(baseUrl: string): Promise<{ client: TScreen[]; admin: TScreen[] }> {
  const client = await api<TApiSession>(baseUrl, '/api/login', { body: DEMO_CLIENT });
  const records = await api<TRecord[]>(baseUrl, `/api/integrations_exports?user_id=${client.user.id}`, { token: client.token });
  const integration = records.find((record) => record.service_type === 'integration');
  const anExport = records.find((record) => record.service_type === 'export');
  if (!integration || !anExport) throw new Error('request-counts: the demo client has no integration or no export');

  const admin = await api<TApiSession>(baseUrl, '/api/login', { body: DEMO_ADMIN });
  const accounts = await api<{ business_accounts: { data: { id: number }[] } }>(baseUrl, '/api/admin/business-accounts?page=1', { token: admin.token });
  // The first account with an integration, so its integration screens have rows.
  let withIntegration: { ba: number; record: TRecord } | undefined;
  for (const account of accounts.business_accounts.data) {
    const services = await api<{ integrations: TRecord[] }>(baseUrl, `/api/admin/business-account/services?user_id=${admin.user.id}&ba_id=${account.id}`, { token: admin.token });
    const record = services.integrations[0];
    if (record) {
      withIntegration = { ba: account.id, record };
      break;
    }
  }
  if (!withIntegration) throw new Error('request-counts: no business account with an integration on the first admin page');
  const ba = String(withIntegration.ba);

  const screen = (name: RouteName, params: Record<string, string> = {}): TScreen => ({ name, path: pathTo(name, params) });
  return {
    client: [
      screen('dashboard'),
      screen('integrations'),
      screen('integration_step2', { integrations_exports_id: String(integration.id) }),
      screen('integration_settings', { integrations_exports_id: String(integration.id) }),
      screen('data_export'),
      screen('export_settings', { service_path: anExport.service.service_path, id_export: String(anExport.id) }),
      screen('business_accounts'),
      screen('profile'),
    ],
    admin: [
      screen('admin_users'),
      screen('admin_ba'),
      screen('admin_ba_settings', { id_ba: ba }),
      screen('admin_ba_users', { id_ba: ba }),
      screen('admin_ba_integrations', { id_ba: ba }),
      screen('admin_ba_integrations_settings', { id_ba: ba, service_path: withIntegration.record.service.service_path, id_integrations: String(withIntegration.record.id) }),
    ],
  };
}

async function measureAs(browser: Browser, baseUrl: string, login: TLogin, screens: TScreen[]): Promise<(TScreen & TScreenRequests)[]> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await signInThroughForm(page, baseUrl, login);
    const results: (TScreen & TScreenRequests)[] = [];
    for (const screen of screens) results.push({ ...screen, ...(await measureScreen(page, screen.path, ROUTES[screen.name].title)) });
    return results;
  } finally {
    await context.close();
  }
}

function formatTable(rows: (TScreen & TScreenRequests)[]): string {
  const header = ['screen', 'before data', 'total', 'rounds', 'requests before data (procedures)'];
  return formatColumns(header, rows.map((row) => [row.path, String(row.beforeData), String(row.total), String(row.rounds), row.beforeDataProcedures.join(' | ')]));
}

async function main(): Promise<void> {
  const chromePath = ensureChromium();
  const reuse = argument('base-url');
  let server: TStartedServer | undefined;
  let browser: Browser | undefined;
  try {
    if (!reuse) console.log('request-counts: starting the portal (builds the SPA when it is stale)…');
    server = reuse ? undefined : await startPortal();
    const baseUrl = (reuse ?? server?.baseUrl ?? '').replace(/\/$/, '');
    browser = await launchBrowser(chromePath);
    const screens = await screensOf(baseUrl);
    const rows = [...(await measureAs(browser, baseUrl, DEMO_CLIENT, screens.client)), ...(await measureAs(browser, baseUrl, DEMO_ADMIN, screens.admin))];
    console.log(`\n/trpc requests per screen (fresh page load, signed in)\n${formatTable(rows)}`);
  } finally {
    await browser?.close();
    await server?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
