// Every route of spec §2 for a guest, a client and an admin: where each lands (spec §4 guards),
// the screen's title, and an axe scan of each screen as the role that may use it.
// The paths and titles are copied from the spec, not imported from the app, so drift shows here.
import { beforeAll, describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { allowConsoleErrors, networkStatusLog } from '../support/browser-console';
import { apiAdminBusinessAccountIntegrations, apiAdminBusinessAccounts, apiIntegrationsExports, apiLogin } from '../support/browser-api';
import type { TRecord } from '../support/browser-api';
import { DEMO_USERS, currentPath, expectPath, expectScreen, scanA11y, submitLogin, test } from '../support/browser-fixtures';

type TArea = 'guest' | 'client' | 'admin';
type TIds = {
  integrationId: number;
  exportServicePath: string;
  exportId: number;
  baId: number;
  adminServicePath: string;
  adminIntegrationId: number;
};
type TRouteCase = { path: (ids: TIds) => string; title: string; area: TArea };

const ROUTES: TRouteCase[] = [
  { area: 'guest', path: () => '/login', title: 'Login' },
  { area: 'guest', path: () => '/register', title: 'Register' },
  { area: 'guest', path: () => '/password-reset-request', title: 'Password Reset Request' },
  { area: 'guest', path: () => '/password-reset-confirm/?token=e2e-token&email=someone%40example.com', title: 'Password Reset Confirm' },

  { area: 'client', path: () => '/dashboard', title: 'Dashboard. Last 14 days' },
  { area: 'client', path: () => '/integrations', title: 'Integrations' },
  { area: 'client', path: (ids) => `/integrations/${ids.integrationId}/step2`, title: 'Adding Integration. Step2' },
  { area: 'client', path: (ids) => `/integrations/${ids.integrationId}/settings`, title: 'Integration Settings' },
  { area: 'client', path: () => '/data_export', title: 'Data Export' },
  { area: 'client', path: (ids) => `/data_export/settings/${ids.exportServicePath}/${ids.exportId}`, title: 'Export Settings' },
  { area: 'client', path: () => '/icons', title: 'Icons' },
  { area: 'client', path: () => '/maps', title: 'Maps' },
  { area: 'client', path: () => '/profile', title: 'Profile' },
  { area: 'client', path: () => '/business_accounts', title: 'Business Accounts' },
  { area: 'client', path: () => '/tables', title: 'tables' },
  // /invite with a real hash is covered by invite.test.ts (answering an invite uses it up).

  { area: 'admin', path: () => '/admin/users?page=1', title: 'Users' },
  { area: 'admin', path: () => '/admin/business-accounts?page=1', title: 'Business Accounts' },
  { area: 'admin', path: (ids) => `/admin/business-accounts/${ids.baId}/settings`, title: 'Settings' },
  { area: 'admin', path: (ids) => `/admin/business-accounts/${ids.baId}/users?page=1`, title: 'Users' },
  { area: 'admin', path: (ids) => `/admin/business-accounts/${ids.baId}/integrations`, title: 'Integrations' },
  {
    area: 'admin',
    path: (ids) => `/admin/business-accounts/${ids.baId}/integrations/${ids.adminServicePath}/${ids.adminIntegrationId}`,
    title: 'Integrations Settings',
  },
];

const SERVICE_PATHS = ['fb-sync', 'pd-sync', 'ws-sync', 'google-ads'];

const byArea = (area: TArea) => ROUTES.filter((route) => route.area === area);

/** Real ids of the demo seed, read from the gateway: a client's integration and export, an admin's business account. */
async function demoIds(role: 'client' | 'admin'): Promise<TIds> {
  const session = await apiLogin(DEMO_USERS[role]);
  const records = await apiIntegrationsExports(session);
  const integration = records.find((record) => record.service_type === 'integration');
  const exported = records.find((record) => record.service_type === 'export');
  const admin = await apiLogin(DEMO_USERS.admin);
  const accounts = await apiAdminBusinessAccounts(admin);
  let adminIntegration: TRecord | undefined;
  let baId = accounts[0]?.id;
  for (const account of accounts) {
    const connected = await apiAdminBusinessAccountIntegrations(admin, account.id);
    // The admin's integration settings screen is by service path (spec §2: fb-sync, pd-sync, ws-sync).
    adminIntegration = connected.find((record) => SERVICE_PATHS.includes(record.service.service_path));
    if (adminIntegration) {
      baId = account.id;
      break;
    }
  }
  if (!integration || !exported || !adminIntegration || baId === undefined) {
    throw new Error(`The demo seed lacks a record this test needs (integration ${integration?.id}, export ${exported?.id}, admin integration ${adminIntegration?.id})`);
  }
  return {
    integrationId: integration.id,
    exportServicePath: exported.service.service_path,
    exportId: exported.id,
    baId,
    adminServicePath: adminIntegration.service.service_path,
    adminIntegrationId: adminIntegration.id,
  };
}

/** `/login?next=<intended>` with the intended path and query carried whole. */
async function expectLoginWithNext(page: Page, intended: string) {
  await expectPath(page, (url: string) => url.startsWith('/login?'));
  const url = new URL(page.url());
  expect(url.pathname).toBe('/login');
  expect(url.searchParams.get('next')).toBe(intended);
}

/**
 * Visits each route in one page (each a full page load, so the guards run as on arrival) and
 * checks it; every route is tried and the failures are listed together at the end.
 */
async function visitEach(page: Page, routes: TRouteCase[], ids: TIds, check: (route: TRouteCase, path: string) => Promise<void>) {
  const failures: string[] = [];
  for (const route of routes) {
    const path = route.path(ids);
    try {
      await page.goto(path);
      await check(route, path);
    } catch (error) {
      failures.push(`${path} (${route.title}): ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    }
  }
  expect(failures, failures.join('\n')).toEqual([]);
}

const landsOnDashboard = (page: Page) => async () => {
  await expectPath(page, '/dashboard');
  await expectScreen(page, 'Dashboard. Last 14 days');
};

/** The screen opens where asked, titled as the spec says (heading and document title). */
const opensAsAsked = (page: Page, options: { scan: boolean; email?: string }) => async (route: TRouteCase, path: string) => {
  await expectScreen(page, route.title);
  expect(currentPath(page)).toBe(path);
  expect(await page.title()).toBe(route.title);
  // The top bar shows who is signed in (spec §2).
  if (options.email) await page.getByRole('banner').getByText(options.email, { exact: true }).waitFor();
  if (options.scan) await scanA11y(page);
};

const GUEST_IDS: TIds = { integrationId: 7, exportServicePath: 'fb-sync', exportId: 8, baId: 3, adminServicePath: 'fb-sync', adminIntegrationId: 9 };

describe('a guest', () => {
  test('opening the bare root lands on /login', async ({ openPage }) => {
    const page = await openPage({ path: '/' });
    await expectPath(page, '/login');
    await expectScreen(page, 'Login');
  });

  test('may open every guest route, titled as the spec says, with the auth header', async ({ openPage }) => {
    const page = await openPage();
    await visitEach(page, byArea('guest'), GUEST_IDS, async (route, path) => {
      await opensAsAsked(page, { scan: true })(route, path);
      await page.getByRole('link', { name: 'Registration', exact: true }).waitFor();
      await page.getByRole('link', { name: 'Log in', exact: true }).waitFor();
    });
  });

  test('is sent to /login?next=<the page> from every client and admin route', async ({ openPage }) => {
    const page = await openPage();
    const invite: TRouteCase = { area: 'client', path: () => '/invite?hash=abc', title: 'Invite' };
    await visitEach(page, [...byArea('client'), ...byArea('admin'), invite], GUEST_IDS, async (_route, path) => {
      await expectLoginWithNext(page, path);
      await expectScreen(page, 'Login');
    });
  });

  test('sent on from a signed-in route before any of it renders: no call', async ({ openPage }) => {
    const page = await openPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/dashboard');
    await expectLoginWithNext(page, '/dashboard');
    await expectScreen(page, 'Login');
    // The guard decides before the signed-in layout renders: its calls would fail for want of a session.
    expect(requested.filter((path) => path.startsWith('/trpc'))).toEqual([]);
  });

  test('logging in from /login?next=… returns to the intended page', async ({ openPage }) => {
    const page = await openPage({ path: '/profile' });
    await expectLoginWithNext(page, '/profile');
    await submitLogin(page, DEMO_USERS.client);
    await expectPath(page, '/profile');
    await expectScreen(page, 'Profile');
  });
});

describe('a client', () => {
  let ids: TIds;
  beforeAll(async () => {
    ids = await demoIds('client');
  });

  test('a screen whose chunk fails to load shows the route error screen; going back clears it', async ({ openPage }) => {
    const page = await openPage({ as: 'client', path: '/dashboard' });
    await expectScreen(page, 'Dashboard. Last 14 days');
    await page.route(/\/assets\/integrations-[^/]+\.js$/, (route) => route.fulfill({ status: 500, body: '' }));
    allowConsoleErrors(page, networkStatusLog(500));
    const reported = allowConsoleErrors(page, /Failed to fetch dynamically imported module/);
    await page.getByRole('link', { name: 'Integrations', exact: true }).first().click();
    await page.getByText('This page could not be shown').waitFor();
    await page.getByRole('button', { name: 'Reload', exact: true }).waitFor();
    expect(reported().length).toBeGreaterThan(0);
    await page.goBack();
    await expectPath(page, '/dashboard');
    await expectScreen(page, 'Dashboard. Last 14 days');
  });

  test('opening the bare root lands on /dashboard', async ({ openPage }) => {
    const page = await openPage({ as: 'client', path: '/' });
    await landsOnDashboard(page)();
  });

  test('is sent to /dashboard from every guest route', async ({ openPage }) => {
    const page = await openPage({ as: 'client' });
    await visitEach(page, byArea('guest'), ids, landsOnDashboard(page));
  });

  test('may open every client route, titled as the spec says', async ({ openPage }) => {
    const page = await openPage({ as: 'client' });
    await visitEach(page, byArea('client'), ids, opensAsAsked(page, { scan: true, email: DEMO_USERS.client.email }));
  });

  test('is sent to /dashboard from every admin route, and has no Admin menu', async ({ openPage }) => {
    const page = await openPage({ as: 'client' });
    await visitEach(page, byArea('admin'), ids, async () => {
      await landsOnDashboard(page)();
      // No Admin group for a client (spec §6).
      expect(await page.getByRole('navigation', { name: 'Main navigation' }).getByText('Admin', { exact: true }).count()).toBe(0);
    });
  });

  test('opening /invite with an unknown hash shows the message and goes to /dashboard', async ({ openPage }) => {
    const page = await openPage({ as: 'client' });
    // The refused invite lookup is the browser's own 4xx log line.
    allowConsoleErrors(page, networkStatusLog());
    await page.goto('/invite?hash=no-such-invite-e2e');
    await expectPath(page, '/dashboard');
    await page.getByText('This invite does not exist.').waitFor();
  });
});

describe('an admin', () => {
  let ids: TIds;
  beforeAll(async () => {
    ids = await demoIds('admin');
  });

  test('opening the bare root lands on /dashboard', async ({ openPage }) => {
    const page = await openPage({ as: 'admin', path: '/' });
    await landsOnDashboard(page)();
  });

  test('is sent to /dashboard from every guest route', async ({ openPage }) => {
    const page = await openPage({ as: 'admin' });
    await visitEach(page, byArea('guest'), ids, landsOnDashboard(page));
  });

  test('may open every admin route, titled as the spec says', async ({ openPage }) => {
    const page = await openPage({ as: 'admin' });
    await visitEach(page, byArea('admin'), ids, opensAsAsked(page, { scan: true, email: DEMO_USERS.admin.email }));
  });

  test('may open every client route too (the role is not checked there)', async ({ openPage }) => {
    const page = await openPage({ as: 'admin' });
    await visitEach(page, byArea('client'), ids, opensAsAsked(page, { scan: false, email: DEMO_USERS.admin.email }));
  });
});
