// The insights dashboard (spec §2, §4, §8, §9): the four cards of each service against the figures
// the gateway answers (read here through the API, so no test depends on today's date), the chart
// following the pressed card, the cascade and the URL keeping the view, Update and a failed
// Update, empty states, and a phone. The demo client is only read; a fresh user owns what changes.
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DEMO_CLIENT } from '../../seed/demo-logins';
import { allowConsoleErrors, networkStatusLog } from '../support/browser-console';
import { currentPath, expectScreen, registerFreshUser, scanA11y, test, baseUrl } from '../support/browser-fixtures';
import { gatewayCall } from '../support/browser-api';
import { addBusinessAccount } from '../support/browser-session';

const TITLE = 'Dashboard. Last 14 days';
const ADS_LABELS = ['Clicks', 'Impressions', 'Spend', 'Unique clicks'];
const SEARCH_ADS_LABELS = ['Clicks', 'Impressions', 'Cost', 'Interactions'];

// ---------------------------------------------------------------------------------------------
// The gateway, read directly (the figures the screen must show)

type TSession = { token: string; userId: number };
type TInsightsAnswer = {
  insights: Record<string, number>;
  graphics: Record<string, { labels: string[]; data: number[] }>;
  date_from: string;
  date_to: string;
  /** The money's currency (the reporting one when converted from several). */
  currency?: string | null;
  conversion?: { currency: string };
};

/** A gateway call as `session` (none: signed out). */
const api = <T>(method: 'GET' | 'POST' | 'DELETE', path: string, session: TSession | null, query: Record<string, string | number | undefined> = {}, body?: unknown): Promise<T> =>
  gatewayCall<T>(method, path, { token: session?.token, query, body });

async function demoClientSession(): Promise<TSession> {
  const answer = await api<{ data: { token: string; user: { id: number } } }>('POST', '/api/login', null, {}, DEMO_CLIENT);
  return { token: answer.data.token, userId: answer.data.user.id };
}

/** The session the page is signed in with (a fresh user's). */
const sessionOf = (page: Page): Promise<TSession> =>
  page.evaluate(() => ({
    token: JSON.parse(localStorage.getItem('jwt_0.0.1') ?? '""') as string,
    userId: (JSON.parse(localStorage.getItem('user_0.0.1') ?? '{}') as { id: number }).id,
  }));

const apiBusinessAccounts = async (session: TSession) =>
  (await api<{ data: { id: number; name: string }[] }>('GET', '/api/business-accounts', session, { user_id: session.userId })).data;

const apiExportServices = async (session: TSession) =>
  (await api<{ data: { services: { service_path: string; name: string }[] } }>('GET', '/api/services', session, { user_id: session.userId, type: 'export' })).data.services;

const apiExports = async (session: TSession, baId: number, servicePath: string) =>
  (
    await api<{ data: { id: number; name: string; service: { service_path: string } }[] }>('GET', '/api/integrations_exports', session, {
      user_id: session.userId,
      ba_id: baId,
      service_type: 'export',
    })
  ).data.filter((record) => record.service.service_path === servicePath);

type TApiAdAccount = { id: number; name?: string; descriptive_name?: string; currency?: string };
const apiAdAccounts = async (session: TSession, servicePath: string, integrationId: number) =>
  (await api<{ service_response: { data: { ad_accounts: TApiAdAccount[] } } }>('GET', `/api/${servicePath}/ad-accounts`, session, { integration_id: integrationId })).service_response.data
    .ad_accounts;

const apiInsights = async (session: TSession, servicePath: string, scope: { ba_id: number; integration_id?: number; account_id?: number }) =>
  (await api<{ service_response: { data: TInsightsAnswer } }>('GET', `/api/${servicePath}/insights`, session, { user_id: session.userId, ...scope })).service_response.data;

// ---------------------------------------------------------------------------------------------
// What a person reads on the screen

const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const money = (currency: string) => new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0, minimumFractionDigits: 0 });
/** A total as the card must show it: whole numbers with thousands separators, money in its currency when known, ≈ when converted. */
const shown = (value: number, isMoney: boolean, currency: string | null = null, isConverted = false) =>
  `${isMoney && isConverted ? '≈ ' : ''}${(isMoney && currency ? money(currency) : count).format(value)}`;
/** The answer's money: its currency (unless the test names one) and whether it was converted. */
const moneyOf = (answer: TInsightsAnswer, currency: string | null) => ({ currency: currency ?? answer.currency ?? null, isConverted: answer.conversion !== undefined });
const isMoneyCard = (label: string) => label === 'Spend' || label === 'Cost';
const TOTAL_KEY: Record<string, string> = { Clicks: 'clicks', Impressions: 'impressions', Spend: 'spend', 'Unique clicks': 'unique_clicks', Cost: 'cost', Interactions: 'interactions' };
const SERIES_KEY: Record<string, string> = { ...TOTAL_KEY, Spend: 'spends' };
const isoToDisplay = (iso: string) => iso.split('-').reverse().join('-');

const filters = (page: Page) => page.getByRole('form', { name: 'Insights filters' });
const control = (page: Page, label: string) => filters(page).getByLabel(label, { exact: true });
const sidebarSelector = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' }).getByLabel('Business account', { exact: true });
const cards = (page: Page) => page.getByRole('group', { name: 'Totals' }).getByRole('button');
const card = (page: Page, label: string) => page.getByRole('group', { name: 'Totals' }).getByRole('button', { name: new RegExp(`^${label} `) });
const updateButton = (page: Page) => filters(page).getByRole('button', { name: 'Update' });

async function choose(page: Page, field: Locator, option: string) {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect.poll(() => field.inputValue()).toBe(option);
}

/** Each card's label and figure, in order. */
async function readCards(page: Page): Promise<{ label: string; value: string }[]> {
  return await cards(page).evaluateAll((buttons) =>
    buttons.map((button) => {
      const [label, value] = [...button.querySelectorAll('p')].map((text) => text.textContent ?? '');
      return { label: label ?? '', value: value ?? '' };
    }),
  );
}

/** The figures the cards must show for this answer. */
const expectedCards = (answer: TInsightsAnswer, labels: string[], currency: string | null = null) => {
  const { currency: code, isConverted } = moneyOf(answer, currency);
  return labels.map((label) => ({ label, value: shown(answer.insights[TOTAL_KEY[label] ?? ''] ?? Number.NaN, isMoneyCard(label), code, isConverted) }));
};

/** The chart's series as its table carries it: [date, figure] per day. */
async function chartRows(page: Page, label: string): Promise<string[][]> {
  const table = page.getByRole('table', { name: `${label} per day` });
  await table.waitFor({ state: 'attached' });
  return await table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '')));
}

const expectedChartRows = (answer: TInsightsAnswer, label: string, currency: string | null = null) => {
  const series = answer.graphics[SERIES_KEY[label] ?? ''];
  if (!series) throw new Error(`No ${label} series in the answer`);
  const { currency: code, isConverted } = moneyOf(answer, currency);
  return series.labels.map((date, index) => [isoToDisplay(date), shown(series.data[index] ?? Number.NaN, isMoneyCard(label), code, isConverted)]);
};

async function openDashboard(page: Page, path = '/dashboard') {
  if (currentPath(page) !== path) await page.goto(path);
  await expectScreen(page, TITLE);
}

/** What a control shows: a Select's text, or the chosen option's text of a phone's <select>. */
const shownChoice = (page: Page, label: string) =>
  control(page, label).evaluate((node) => (node instanceof HTMLSelectElement ? (node.selectedOptions[0]?.textContent ?? '') : (node as HTMLInputElement).value));

/** The id of the business account the dashboard shows, looked up by the name in its control. */
async function shownAccountId(page: Page, session: TSession): Promise<number> {
  const name = await shownChoice(page, 'Business account');
  const account = (await apiBusinessAccounts(session)).find((item) => item.name === name);
  if (!account) throw new Error(`The dashboard shows business account '${name}', which the API does not list`);
  return account.id;
}

// ---------------------------------------------------------------------------------------------

test('each service shows its four cards with the API figures; google-ads shows Cost and Interactions; money is whole', async ({ openPage }) => {
  const session = await demoClientSession();
  const page = await openPage({ as: 'client', path: '/dashboard' });
  await openDashboard(page);
  // Five controls in the spec's order.
  expect(await filters(page).locator('input:not([type=hidden]), button').evaluateAll((nodes) =>
    nodes.map((node) => (node instanceof HTMLButtonElement ? node.textContent?.trim() : document.querySelector(`label[for="${node.id}"]`)?.textContent)),
  )).toEqual(['Service', 'Business account', 'Integration', 'Ad account', 'Update']);

  const baId = await shownAccountId(page, session);
  const services = await apiExportServices(session);
  expect(services.map((service) => service.service_path)).toEqual(['fb-sync', 'pd-sync', 'ws-sync', 'google-ads']);
  // The first service is chosen, and integration and ad account start at none.
  expect(await control(page, 'Service').inputValue()).toBe(services[0]?.name);
  expect(await control(page, 'Integration').inputValue()).toBe('All integrations');

  for (const service of services) {
    await choose(page, control(page, 'Service'), service.name);
    const labels = service.service_path === 'google-ads' ? SEARCH_ADS_LABELS : ADS_LABELS;
    const answer = await apiInsights(session, service.service_path, { ba_id: baId });
    await expect.poll(() => readCards(page)).toEqual(expectedCards(answer, labels));
    // The money card has decimals in the answer, none on screen.
    const moneyCard = (await readCards(page))[2];
    const { currency, isConverted } = moneyOf(answer, null);
    expect(moneyCard?.value).toMatch(/^(≈ )?\D*[\d,]+$/);
    expect(moneyCard?.value).toBe(shown(Math.round(answer.insights[TOTAL_KEY[labels[2] ?? ''] ?? ''] ?? 0), true, currency, isConverted));
    // The period named under the chart is the answer's 14 days.
    expect(answer.graphics.clicks?.labels).toHaveLength(14);
    expect(await page.getByTestId('insights-period').textContent()).toBe(`${isoToDisplay(answer.date_from)} – ${isoToDisplay(answer.date_to)}`);
    await scanA11y(page, `/dashboard, ${service.service_path}`);
  }
});

test('pressing a card (by mouse or keyboard) switches the chart to its series', async ({ openPage }) => {
  const session = await demoClientSession();
  const page = await openPage({ as: 'client', path: '/dashboard?service=fb-sync' });
  await openDashboard(page, '/dashboard?service=fb-sync');
  const baId = await shownAccountId(page, session);
  const answer = await apiInsights(session, 'fb-sync', { ba_id: baId });
  await expect.poll(() => readCards(page)).toEqual(expectedCards(answer, ADS_LABELS));

  // Clicks is on the chart at first.
  expect(await card(page, 'Clicks').getAttribute('aria-pressed')).toBe('true');
  expect(await chartRows(page, 'Clicks')).toEqual(expectedChartRows(answer, 'Clicks'));
  expect(await page.locator('figure').getAttribute('data-series')).toBe('clicks');

  await card(page, 'Impressions').click();
  await expect.poll(() => card(page, 'Impressions').getAttribute('aria-pressed')).toBe('true');
  expect(await card(page, 'Clicks').getAttribute('aria-pressed')).toBe('false');
  expect(await page.locator('figure').getAttribute('data-series')).toBe('impressions');
  expect(await chartRows(page, 'Impressions')).toEqual(expectedChartRows(answer, 'Impressions'));
  await scanA11y(page, '/dashboard, Impressions on the chart');

  // A keyboard user does the same: Tab to the card, Space presses it.
  await card(page, 'Spend').focus();
  await page.keyboard.press('Space');
  await expect.poll(() => card(page, 'Spend').getAttribute('aria-pressed')).toBe('true');
  expect(await page.locator('figure').getAttribute('data-series')).toBe('spends');
  const spendRows = await chartRows(page, 'Spend');
  expect(spendRows).toEqual(expectedChartRows(answer, 'Spend'));
  expect(spendRows.every(([, value]) => /^(≈ )?\D*[\d,]+$/.test(value ?? ''))).toBe(true);
  expect(await page.getByRole('heading', { level: 2, name: 'Spend per day' }).count()).toBe(1);
});

test('the cascade resets what is below a change, and the URL keeps the view across a reload', async ({ openPage }) => {
  const session = await demoClientSession();
  const page = await openPage({ as: 'client', path: '/dashboard' });
  await openDashboard(page);
  const accounts = await apiBusinessAccounts(session);
  const serviceName = new Map((await apiExportServices(session)).map((service) => [service.service_path, service.name]));
  expect(accounts.length).toBeGreaterThanOrEqual(2);
  const [first, second] = accounts as [{ id: number; name: string }, { id: number; name: string }];
  await choose(page, control(page, 'Business account'), first.name);
  // The dashboard's business account is the current one: the sidebar shows it too.
  await expect.poll(() => sidebarSelector(page).inputValue()).toBe(first.name);

  // Integration: the service's exports of the account; choosing one lists its ad accounts.
  const [integration] = await apiExports(session, first.id, 'fb-sync');
  if (!integration) throw new Error('The demo client has no fb-sync export');
  await control(page, 'Integration').click();
  const integrationOptions = await page.getByRole('option').allTextContents();
  expect(integrationOptions[0]).toBe('All integrations');
  expect(integrationOptions.length).toBe((await apiExports(session, first.id, 'fb-sync')).length + 1);
  await page.keyboard.press('Escape');
  await choose(page, control(page, 'Integration'), integration.name);
  await expect.poll(() => currentPath(page)).toBe(`/dashboard?service=fb-sync&account=${first.id}&integration=${integration.id}`);
  const adAccounts = await apiAdAccounts(session, 'fb-sync', integration.id);
  const adAccount = adAccounts[0];
  if (!adAccount?.name || !adAccount.currency) throw new Error('The export has no ad account with a name and currency');
  await expect.poll(() => control(page, 'Ad account').inputValue()).toBe('All ad accounts');
  await choose(page, control(page, 'Ad account'), adAccount.name);
  await expect.poll(() => currentPath(page)).toBe(`/dashboard?service=fb-sync&account=${first.id}&integration=${integration.id}&ad_account=${adAccount.id}`);

  // One ad account: its figures, Spend in its currency.
  const accountAnswer = await apiInsights(session, 'fb-sync', { ba_id: first.id, integration_id: integration.id, account_id: adAccount.id });
  await expect.poll(() => readCards(page)).toEqual(expectedCards(accountAnswer, ADS_LABELS, adAccount.currency));
  await scanA11y(page, '/dashboard, one ad account');

  // The CSV of what the chart shows: a header, one row per day, sums equal to the cards.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toBe(`insights-fb-sync-${accountAnswer.date_from}-${accountAnswer.date_to}-${adAccount.currency.toUpperCase()}.csv`);
  const csvPath = await download.path();
  const lines = readFileSync(csvPath, 'utf8').trim().split('\r\n');
  expect(lines[0]).toBe(['Date', ...ADS_LABELS, 'Currency'].join(','));
  const rows = lines.slice(1).map((line) => line.split(','));
  expect(rows.map((row) => row[0])).toEqual(accountAnswer.graphics.clicks?.labels);
  // Money keeps its cents with a dot; counts are whole.
  expect(rows.every((row) => /^\d+\.\d{2}$/.test(row[3] ?? ''))).toBe(true);
  // Summed in cents: adding up two-decimal floats drifts (1894.4999… for 1894.50).
  const sums = ADS_LABELS.map((_, column) => rows.reduce((sum, row) => sum + Math.round(Number(row[column + 1]) * 100), 0) / 100);
  const shownCards = await readCards(page);
  expect(sums.map((sum, index) => shown(sum, isMoneyCard(ADS_LABELS[index] ?? ''), adAccount.currency))).toEqual(shownCards.map((item) => item.value));
  expect(sums[2]).toBeCloseTo(accountAnswer.insights.spend ?? Number.NaN, 2);

  // A reload (or the link) opens the same view.
  await page.reload();
  await expectScreen(page, TITLE);
  await expect.poll(() => control(page, 'Ad account').inputValue()).toBe(adAccount.name);
  expect(await control(page, 'Integration').inputValue()).toBe(integration.name);
  expect(await control(page, 'Business account').inputValue()).toBe(first.name);
  await expect.poll(() => readCards(page)).toEqual(expectedCards(accountAnswer, ADS_LABELS, adAccount.currency));

  // A new integration resets the ad account.
  await choose(page, control(page, 'Integration'), 'All integrations');
  await expect.poll(() => control(page, 'Ad account').inputValue()).toBe('');
  expect(await control(page, 'Ad account').getAttribute('placeholder')).toBe('All ad accounts');
  expect(await control(page, 'Ad account').isDisabled()).toBe(true);
  expect(currentPath(page)).toBe(`/dashboard?service=fb-sync&account=${first.id}`);

  // A new service resets integration and ad account.
  await choose(page, control(page, 'Integration'), integration.name);
  await choose(page, control(page, 'Service'), serviceName.get('google-ads') ?? '');
  await expect.poll(() => currentPath(page)).toBe(`/dashboard?service=google-ads&account=${first.id}`);
  expect(await control(page, 'Integration').inputValue()).toBe('All integrations');

  // A new business account here resets what is below it and becomes the current one.
  await choose(page, control(page, 'Service'), serviceName.get('fb-sync') ?? '');
  await choose(page, control(page, 'Integration'), integration.name);
  await choose(page, control(page, 'Business account'), second.name);
  await expect.poll(() => currentPath(page)).toBe(`/dashboard?service=fb-sync&account=${second.id}`);
  await expect.poll(() => sidebarSelector(page).inputValue()).toBe(second.name);
  const secondAnswer = await apiInsights(session, 'fb-sync', { ba_id: second.id });
  await expect.poll(() => readCards(page)).toEqual(expectedCards(secondAnswer, ADS_LABELS));

  // The sidebar's selector moves the dashboard, resetting what is below.
  const [secondIntegration] = await apiExports(session, second.id, 'fb-sync');
  if (!secondIntegration) throw new Error('The demo client has no fb-sync export in its second account');
  await choose(page, control(page, 'Integration'), secondIntegration.name);
  await choose(page, sidebarSelector(page), first.name);
  await expect.poll(() => control(page, 'Business account').inputValue()).toBe(first.name);
  await expect.poll(() => currentPath(page)).toBe(`/dashboard?service=fb-sync&account=${first.id}`);
  expect(await control(page, 'Integration').inputValue()).toBe('All integrations');
  const firstAnswer = await apiInsights(session, 'fb-sync', { ba_id: first.id });
  await expect.poll(() => readCards(page)).toEqual(expectedCards(firstAnswer, ADS_LABELS));

  // A link naming the other account opens it (and makes it current).
  await page.goto(`/dashboard?service=fb-sync&account=${second.id}`);
  await expectScreen(page, TITLE);
  await expect.poll(() => control(page, 'Business account').inputValue()).toBe(second.name);
  await expect.poll(() => sidebarSelector(page).inputValue()).toBe(second.name);
});

test('a fresh user: empty states, none (-1) on empty lists, Update reloads, a failed Update only stops the spinner', async ({ openPage }) => {
  const page = await openPage();
  await registerFreshUser(page, 'dashboard');
  await openDashboard(page);
  const session = await sessionOf(page);

  // No business account yet: the dashboard says so and where to add one.
  await page.getByRole('heading', { level: 2, name: 'No business accounts yet' }).waitFor();
  expect(await control(page, 'Business account').getAttribute('placeholder')).toBe('None yet');
  expect(await control(page, 'Business account').isDisabled()).toBe(true);
  expect(await updateButton(page).isDisabled()).toBe(true);
  await scanA11y(page, '/dashboard without business accounts');

  // Two business accounts, added on their screen.
  const stamp = Date.now().toString(36);
  const withExport = `Ads ${stamp}`;
  const withoutExport = `Empty ${stamp}`;
  await page.getByRole('link', { name: 'Add a business account' }).click();
  await expectScreen(page, 'Business Accounts');
  for (const name of [withExport, withoutExport]) await addBusinessAccount(page, name);
  const accounts = await apiBusinessAccounts(session);
  const adsAccount = accounts.find((account) => account.name === withExport);
  const emptyAccount = accounts.find((account) => account.name === withoutExport);
  if (!adsAccount || !emptyAccount) throw new Error('The business accounts were not added');

  // An fb-sync export in the first, through the service's consent page.
  const consent = await api<{ service_response: { data: string } }>('GET', '/api/fb-sync/state', session, { user_id: session.userId, ba_id: adsAccount.id });
  await page.goto(consent.service_response.data);
  await page.getByRole('button', { name: 'Allow' }).click();
  await page.waitForURL((url) => url.origin === new URL(baseUrl()).origin && !url.pathname.startsWith('/emulator'));
  const [record] = await apiExports(session, adsAccount.id, 'fb-sync');
  if (!record) throw new Error('Allow did not create the export');

  // The account without exports: integration and ad account are none, and the panel says why.
  await openDashboard(page, `/dashboard?service=fb-sync&account=${emptyAccount.id}`);
  await page.getByRole('heading', { level: 2, name: 'No integrations' }).waitFor();
  expect(await control(page, 'Integration').getAttribute('placeholder')).toBe('No integrations');
  expect(await control(page, 'Integration').isDisabled()).toBe(true);
  expect(await control(page, 'Ad account').isDisabled()).toBe(true);
  expect(await page.getByText(`${withoutExport} has no`).count()).toBe(1);
  await scanA11y(page, '/dashboard, a business account without exports');

  // The account with the export: its figures; choosing the integration, then another service, resets to none.
  await choose(page, control(page, 'Business account'), withExport);
  await choose(page, control(page, 'Integration'), record.name);
  await expect.poll(() => currentPath(page)).toBe(`/dashboard?service=fb-sync&account=${adsAccount.id}&integration=${record.id}`);
  const answer = await apiInsights(session, 'fb-sync', { ba_id: adsAccount.id, integration_id: record.id });
  const adAccounts = await apiAdAccounts(session, 'fb-sync', record.id);
  const currencies = new Set(adAccounts.map((account) => account.currency));
  const currency = currencies.size === 1 ? ([...currencies][0] ?? null) : null;
  await expect.poll(() => readCards(page)).toEqual(expectedCards(answer, ADS_LABELS, currency));

  await choose(page, control(page, 'Service'), (await apiExportServices(session))[1]?.name ?? '');
  await page.getByRole('heading', { level: 2, name: 'No integrations' }).waitFor();
  expect(currentPath(page)).toBe(`/dashboard?service=pd-sync&account=${adsAccount.id}`);
  await page.goBack();
  await expect.poll(() => control(page, 'Integration').inputValue()).toBe(record.name);

  // Update: the service reports today again, then the figures reload and match the API.
  const reloaded = page.waitForResponse((response) => response.url().includes('insights.get') && response.request().method() === 'GET');
  const refreshed = page.waitForResponse((response) => response.url().includes('insights.refresh'));
  await updateButton(page).click();
  expect((await refreshed).status()).toBe(200);
  await reloaded;
  await expect.poll(() => updateButton(page).getAttribute('data-loading')).toBeNull();
  const afterUpdate = await apiInsights(session, 'fb-sync', { ba_id: adsAccount.id, integration_id: record.id });
  await expect.poll(() => readCards(page)).toEqual(expectedCards(afterUpdate, ADS_LABELS, currency));
  await scanA11y(page, '/dashboard after Update');

  // A failed Update (the export was removed meanwhile): the spinner stops, nothing else happens.
  const refused = allowConsoleErrors(page, networkStatusLog(404));
  await api('DELETE', '/api/fb-sync/users', session, {}, { user_id: session.userId, integration_id: record.id });
  const failed = page.waitForResponse((response) => response.url().includes('insights.refresh'));
  let reloads = 0;
  page.on('request', (request) => {
    if (request.url().includes('insights.get')) reloads += 1;
  });
  const before = await readCards(page);
  await updateButton(page).click();
  expect((await failed).status()).toBe(404);
  await expect.poll(() => updateButton(page).getAttribute('data-loading')).toBeNull();
  expect(await updateButton(page).isDisabled()).toBe(false);
  expect(refused().length).toBeGreaterThan(0);
  expect(await page.getByRole('alert').count()).toBe(0);
  expect(await readCards(page)).toEqual(before);
  expect(reloads).toBe(0);
});

test('Update with "All integrations" asks the service about the exports of the business account in view, not of the other accounts', async ({ openPage }) => {
  const page = await openPage();
  await registerFreshUser(page, 'dashboard-all');
  const session = await sessionOf(page);
  const stamp = Date.now().toString(36);
  const names = [`Shown ${stamp}`, `Other ${stamp}`];
  const exportIds: number[] = [];
  const baIds: number[] = [];
  for (const name of names) {
    const baId = await addBusinessAccount(page, name);
    baIds.push(baId);
    const consent = await api<{ service_response: { data: string } }>('GET', '/api/fb-sync/state', session, { user_id: session.userId, ba_id: baId });
    await page.goto(consent.service_response.data);
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL((url) => url.origin === new URL(baseUrl()).origin && !url.pathname.startsWith('/emulator'));
    const [record] = await apiExports(session, baId, 'fb-sync');
    if (!record) throw new Error(`Allow did not create the export of ${name}`);
    exportIds.push(record.id);
  }
  await openDashboard(page, `/dashboard?service=fb-sync&account=${baIds[0]}`);
  await expect.poll(() => control(page, 'Integration').inputValue()).toBe('All integrations');

  const asked: unknown[] = [];
  page.on('request', (request) => {
    if (!request.url().includes('insights.refresh')) return;
    const batch = JSON.parse(request.postData() ?? '{}') as Record<string, { integration_id?: number }>;
    for (const call of Object.values(batch)) asked.push(call.integration_id);
  });
  const refreshed = page.waitForResponse((response) => response.url().includes('insights.refresh'));
  await updateButton(page).click();
  expect((await refreshed).status()).toBe(200);
  await expect.poll(() => updateButton(page).getAttribute('data-loading')).toBeNull();
  expect(asked).toEqual([exportIds[0]]);
});

test('on a 375 px phone the controls are the phone\'s pickers, and controls, cards and chart fit the width without sideways scrolling', async ({ openPage }) => {
  const session = await demoClientSession();
  const page = await openPage({ as: 'client', path: '/dashboard?service=fb-sync', viewport: { width: 375, height: 812 } });
  await openDashboard(page, '/dashboard?service=fb-sync');
  // The controls are folded into the summary line on a phone (dashboard-phone.test.ts): open them.
  await page.getByRole('button', { name: /^Filters: / }).click();
  const baId = await shownAccountId(page, session);
  const answer = await apiInsights(session, 'fb-sync', { ba_id: baId });
  await expect.poll(() => readCards(page)).toEqual(expectedCards(answer, ADS_LABELS));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const boxes = [
    ...(await Promise.all(['Service', 'Business account', 'Integration', 'Ad account'].map((label) => control(page, label).boundingBox()))),
    await updateButton(page).boundingBox(),
    ...(await Promise.all((await cards(page).all()).map((button) => button.boundingBox()))),
    await page.locator('figure canvas').boundingBox(),
  ];
  for (const box of boxes) {
    expect(box).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
  }
  // Whole figures, not cut off with an ellipsis.
  for (const button of await cards(page).all()) {
    expect(await button.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
  }
  await card(page, 'Spend').click();
  await expect.poll(() => page.locator('figure').getAttribute('data-series')).toBe('spends');

  // The controls are the phone's own pickers (<select>), and choosing in one moves the view.
  for (const label of ['Service', 'Business account', 'Integration', 'Ad account', 'Date range']) {
    const field = label === 'Date range' ? page.getByLabel(label, { exact: true }) : control(page, label);
    expect(await field.evaluate((node) => node.tagName), label).toBe('SELECT');
  }
  const other = (await apiBusinessAccounts(session)).find((account) => account.id !== baId);
  if (!other) throw new Error('The demo client has a single business account');
  await control(page, 'Business account').selectOption({ label: other.name });
  await expect.poll(() => currentPath(page)).toBe(`/dashboard?service=fb-sync&account=${other.id}`);
  const otherAnswer = await apiInsights(session, 'fb-sync', { ba_id: other.id });
  await expect.poll(() => readCards(page)).toEqual(expectedCards(otherAnswer, ADS_LABELS));
  // Nothing chosen in a control whose list is empty or not needed: its text says why, as on a computer.
  expect(await shownChoice(page, 'Ad account')).toBe('All ad accounts');
  expect(await control(page, 'Ad account').isDisabled()).toBe(true);
  await scanA11y(page, '/dashboard at 375 px');
});
