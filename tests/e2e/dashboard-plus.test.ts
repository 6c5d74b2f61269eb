// The dashboard beyond the spec: date range presets (the title and the URL follow), a custom
// range and a refused one, the change of every card on the previous period and the dashed
// previous line, and the derived-metric cards switching the chart. Every expected figure is
// computed here from the rows the API answers for the same range, never from today's date.
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DEMO_CLIENT } from '../../seed/demo-logins';
import { allowConsoleErrors, networkStatusLog } from '../support/browser-console';
import { currentPath, expectScreen, scanA11y, screenHeading, test, waitForLoaders } from '../support/browser-fixtures';
import { gatewayCall } from '../support/browser-api';

const TITLE = 'Dashboard. Last 14 days';

type TSession = { token: string; userId: number };
type TSeries = { labels: string[]; data: number[] };
type TPeriodAnswer = {
  insights: Record<string, number>;
  graphics: Record<string, TSeries>;
  date_from: string;
  date_to: string;
  currency?: string | null;
  conversion?: { currency: string };
};
type TInsightsAnswer = TPeriodAnswer & { previous?: TPeriodAnswer };

/** A gateway call as `session` (none: signed out). */
const api = <T>(method: 'GET' | 'POST', path: string, session: TSession | null, query: Record<string, string | number | undefined> = {}, body?: unknown): Promise<T> =>
  gatewayCall<T>(method, path, { token: session?.token, query, body });

async function demoClientSession(): Promise<TSession> {
  const answer = await api<{ data: { token: string; user: { id: number } } }>('POST', '/api/login', null, {}, DEMO_CLIENT);
  return { token: answer.data.token, userId: answer.data.user.id };
}

const apiInsights = async (session: TSession, servicePath: string, query: Record<string, string | number>) =>
  (await api<{ service_response: { data: TInsightsAnswer } }>('GET', `/api/${servicePath}/insights`, session, { user_id: session.userId, ...query })).service_response.data;

async function shownAccountId(page: Page, session: TSession): Promise<number> {
  const name = await page.getByRole('form', { name: 'Insights filters' }).getByLabel('Business account', { exact: true }).inputValue();
  const accounts = (await api<{ data: { id: number; name: string }[] }>('GET', '/api/business-accounts', session, { user_id: session.userId })).data;
  const account = accounts.find((item) => item.name === name);
  if (!account) throw new Error(`The dashboard shows business account '${name}', which the API does not list`);
  return account.id;
}

// ---------------------------------------------------------------------------------------------
// What the test expects, computed from the API's rows

const DAY_MS = 24 * 60 * 60 * 1000;
const shiftDay = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const isoToDisplay = (iso: string) => iso.split('-').reverse().join('-');
const round2 = (value: number) => Math.round(value * 100) / 100;
const sum = (series: TSeries | undefined) => (series?.data ?? []).reduce((total, value) => total + value, 0);
const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A period's figures summed from its daily rows: the four cards and the derived metrics. */
function figuresFromRows(period: TPeriodAnswer): Record<string, number> {
  const clicks = sum(period.graphics.clicks);
  const impressions = sum(period.graphics.impressions);
  const spend = round2(sum(period.graphics.spends));
  return {
    Clicks: clicks,
    Impressions: impressions,
    Spend: spend,
    'Unique clicks': sum(period.graphics.unique_clicks),
    CTR: impressions ? round2((clicks / impressions) * 100) : 0,
    CPC: clicks ? round2(spend / clicks) : 0,
    CPM: impressions ? round2((spend / impressions) * 1000) : 0,
  };
}

/** What a card shows for the change: '▲ 12.3%', '▼ 4.0%', '→ 0.0%', or '—' with nothing to compare. */
function expectedChange(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? '→ 0.0%' : '—';
  const percent = Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
  if (percent === 0) return '→ 0.0%';
  return `${percent > 0 ? '▲' : '▼'} ${Math.abs(percent).toFixed(1)}%`;
}

// ---------------------------------------------------------------------------------------------
// The screen

const rangeSelect = (page: Page) => page.getByRole('combobox', { name: 'Date range', exact: true });
const group = (page: Page, name: 'Totals' | 'Rates') => page.getByRole('group', { name });
const cardIn = (page: Page, name: 'Totals' | 'Rates', label: string) => group(page, name).getByRole('button', { name: new RegExp(`^${label} `) });
const changeShown = (card: Locator) => card.locator('[data-change] > span[aria-hidden]').textContent();
const period = (page: Page) => page.getByTestId('insights-period').textContent();

async function choose(page: Page, field: Locator, option: string) {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect.poll(() => field.inputValue()).toBe(option);
}

async function chartRows(page: Page, label: string): Promise<string[][]> {
  const table = page.getByRole('table', { name: `${label} per day` });
  await table.waitFor({ state: 'attached' });
  return await table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '')));
}

const PRESETS = [
  { label: 'Today', range: 'today' },
  { label: 'Yesterday', range: 'yesterday' },
  { label: 'Last 7 days', range: '7d' },
  { label: 'Last 30 days', range: '30d' },
  { label: 'Last 90 days', range: '90d' },
  { label: 'This month', range: 'this_month' },
  { label: 'Last month', range: 'last_month' },
  { label: 'Last 14 days', range: '14d' },
] as const;

test('each date range preset shows its period and figures; the title and the URL follow the choice', async ({ openPage }) => {
  const session = await demoClientSession();
  const page = await openPage({ as: 'client', path: '/dashboard?service=fb-sync' });
  await expectScreen(page, TITLE);
  const baId = await shownAccountId(page, session);
  expect(await rangeSelect(page).inputValue()).toBe('Last 14 days');

  for (const preset of PRESETS) {
    await choose(page, rangeSelect(page), preset.label);
    const title = preset.range === '14d' ? TITLE : `Dashboard. ${preset.label}`;
    await screenHeading(page, title).waitFor();
    await expect.poll(() => page.title()).toBe(title);
    const answer = await apiInsights(session, 'fb-sync', { ba_id: baId, range: preset.range });
    await expect.poll(() => period(page)).toBe(`${isoToDisplay(answer.date_from)} – ${isoToDisplay(answer.date_to)}`);
    await expect.poll(() => cardIn(page, 'Totals', 'Clicks').locator('p').nth(1).textContent()).toBe(count.format(answer.insights.clicks ?? Number.NaN));
    expect(await chartRows(page, 'Clicks')).toHaveLength(answer.graphics.clicks?.labels.length ?? -1);
    expect(new URL(page.url()).searchParams.get('range')).toBe(preset.range === '14d' ? null : preset.range);
    await scanA11y(page, `/dashboard, ${preset.label}`);
  }

  // A preset survives a reload, with the rest of the selection.
  await choose(page, rangeSelect(page), 'Last 30 days');
  await expect.poll(() => new URL(page.url()).searchParams.get('range')).toBe('30d');
  await page.reload();
  await expectScreen(page, 'Dashboard. Last 30 days');
  expect(await rangeSelect(page).inputValue()).toBe('Last 30 days');
  expect(new URL(page.url()).searchParams.get('service')).toBe('fb-sync');

  // Custom range starts from the period on screen.
  const thirty = await apiInsights(session, 'fb-sync', { ba_id: baId, range: '30d' });
  await choose(page, rangeSelect(page), 'Custom range');
  const customTitle = `Dashboard. ${isoToDisplay(thirty.date_from)} – ${isoToDisplay(thirty.date_to)}`;
  await screenHeading(page, customTitle).waitFor();
  expect(new URL(page.url()).searchParams.get('from')).toBe(thirty.date_from);
  expect(new URL(page.url()).searchParams.get('to')).toBe(thirty.date_to);
  // The calendar is a lazy chunk: the title follows the URL at once, the input once its code is in.
  await expect.poll(() => page.getByLabel('Custom range', { exact: true }).isVisible()).toBe(true);
  await scanA11y(page, '/dashboard, custom range');
});

test('a custom range from a link shows exactly its days; a range too long is refused with a clear message', async ({ openPage }) => {
  const session = await demoClientSession();
  const page = await openPage({ as: 'client', path: '/dashboard?service=fb-sync' });
  await expectScreen(page, TITLE);
  const baId = await shownAccountId(page, session);
  const latest = (await apiInsights(session, 'fb-sync', { ba_id: baId })).date_to;
  const from = shiftDay(latest, -40);
  const to = shiftDay(latest, -33);

  await page.goto(`/dashboard?service=fb-sync&range=custom&from=${from}&to=${to}`);
  await expectScreen(page, `Dashboard. ${isoToDisplay(from)} – ${isoToDisplay(to)}`);
  const answer = await apiInsights(session, 'fb-sync', { ba_id: baId, date_from: from, date_to: to });
  await expect.poll(() => period(page)).toBe(`${isoToDisplay(from)} – ${isoToDisplay(to)}`);
  expect((await chartRows(page, 'Clicks')).map((row) => row[0])).toEqual(answer.graphics.clicks?.labels.map(isoToDisplay));

  const refused = allowConsoleErrors(page, networkStatusLog(400));
  await page.goto(`/dashboard?service=fb-sync&range=custom&from=${shiftDay(latest, -400)}&to=${latest}`);
  await screenHeading(page, `Dashboard. ${isoToDisplay(shiftDay(latest, -400))} – ${isoToDisplay(latest)}`).waitFor();
  const alert = page.getByRole('alert').filter({ hasText: 'The insights could not be loaded' });
  await alert.waitFor();
  expect(await alert.textContent()).toContain('A range spans at most 366 days');
  expect(refused().length).toBeGreaterThan(0);
  // The way out is right there: a preset.
  await choose(page, rangeSelect(page), 'Last 7 days');
  await screenHeading(page, 'Dashboard. Last 7 days').waitFor();
  await alert.waitFor({ state: 'detached' });
  await scanA11y(page, '/dashboard after a refused range');
});

test('each card shows its change on the previous period; the chart draws that period dashed on demand', async ({ openPage }) => {
  const session = await demoClientSession();
  const page = await openPage({ as: 'client', path: '/dashboard?service=fb-sync&range=30d' });
  await expectScreen(page, 'Dashboard. Last 30 days');
  const baId = await shownAccountId(page, session);
  const answer = await apiInsights(session, 'fb-sync', { ba_id: baId, range: '30d', compare: 1 });
  const before = answer.previous;
  if (!before) throw new Error('The API answered no previous period');
  // The previous period is the 30 days just before, as the API reads them on its own.
  expect(before.date_to).toBe(shiftDay(answer.date_from, -1));
  const previousRows = await apiInsights(session, 'fb-sync', { ba_id: baId, date_from: before.date_from, date_to: before.date_to });
  const current = figuresFromRows(answer);
  const previous = figuresFromRows(previousRows);

  for (const [name, labels] of [['Totals', ['Clicks', 'Impressions', 'Spend', 'Unique clicks']], ['Rates', ['CTR', 'CPC', 'CPM']]] as const) {
    for (const label of labels) {
      const expected = expectedChange(current[label] ?? Number.NaN, previous[label] ?? Number.NaN);
      await expect.poll(() => changeShown(cardIn(page, name, label)), { message: label }).toBe(expected);
      // Screen readers read a sentence, not the arrow.
      const sentence = await cardIn(page, name, label).locator('[data-change]').textContent();
      expect(sentence).toMatch(/(Up|Down) [\d.]+% on the previous 30 days|No change on the previous 30 days|Nothing to compare with/);
    }
  }
  expect(await page.getByTestId('insights-previous-period').textContent()).toBe(`Compared with ${isoToDisplay(before.date_from)} – ${isoToDisplay(before.date_to)}`);
  await scanA11y(page, '/dashboard, changes on the previous period');

  // The dashed line: the previous period's clicks day by day beside the current ones.
  expect(await page.locator('figure').getAttribute('data-previous')).toBeNull();
  // The switch follows the URL, so its state is read once the navigation is through.
  const previousSwitch = page.getByRole('switch', { name: 'Show the previous period' });
  await previousSwitch.click();
  await expect.poll(() => page.locator('figure').getAttribute('data-previous')).toBe('shown');
  expect(await previousSwitch.isChecked()).toBe(true);
  expect(new URL(page.url()).searchParams.get('compare')).toBe('1');
  const rows = await chartRows(page, 'Clicks');
  expect(rows.map((row) => [row[2], row[3]])).toEqual(
    (previousRows.graphics.clicks?.labels ?? []).map((date, index) => [isoToDisplay(date), count.format(previousRows.graphics.clicks?.data[index] ?? Number.NaN)]),
  );
  await scanA11y(page, '/dashboard, previous period on the chart');
  await previousSwitch.click();
  await expect.poll(() => page.locator('figure').getAttribute('data-previous')).toBeNull();
});

test('derived cards (CTR, CPC, CPM; google-ads: cost per interaction) show the figures from the rows and switch the chart', async ({ openPage }) => {
  const session = await demoClientSession();
  const page = await openPage({ as: 'client', path: '/dashboard?service=fb-sync&range=7d' });
  await expectScreen(page, 'Dashboard. Last 7 days');
  const baId = await shownAccountId(page, session);
  const answer = await apiInsights(session, 'fb-sync', { ba_id: baId, range: '7d' });
  const figures = figuresFromRows(answer);
  // The cards come with the figures, after the title and the controls.
  await expect.poll(() => group(page, 'Rates').getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.querySelector('p')?.firstChild?.textContent))).toEqual([
    'CTR',
    'CPC',
    'CPM',
  ]);
  await expect.poll(() => cardIn(page, 'Rates', 'CTR').locator('p').nth(1).textContent()).toBe(`${twoDecimals.format(figures.CTR ?? Number.NaN)}%`);

  await cardIn(page, 'Rates', 'CTR').click();
  await expect.poll(() => cardIn(page, 'Rates', 'CTR').getAttribute('aria-pressed')).toBe('true');
  expect(await cardIn(page, 'Totals', 'Clicks').getAttribute('aria-pressed')).toBe('false');
  expect(await page.locator('figure').getAttribute('data-series')).toBe('ctr');
  expect(await chartRows(page, 'CTR')).toEqual(
    (answer.graphics.clicks?.labels ?? []).map((date, index) => {
      const clicks = answer.graphics.clicks?.data[index] ?? 0;
      const impressions = answer.graphics.impressions?.data[index] ?? 0;
      return [isoToDisplay(date), `${twoDecimals.format(impressions ? round2((clicks / impressions) * 100) : 0)}%`];
    }),
  );
  // By keyboard too.
  await cardIn(page, 'Rates', 'CPM').focus();
  await page.keyboard.press('Space');
  await expect.poll(() => page.locator('figure').getAttribute('data-series')).toBe('cpm');
  await scanA11y(page, '/dashboard, CPM on the chart');

  // google-ads adds cost per interaction, from Cost and Interactions.
  const filters = page.getByRole('form', { name: 'Insights filters' });
  await choose(page, filters.getByLabel('Service', { exact: true }), 'Google Ads');
  const ads = await apiInsights(session, 'google-ads', { ba_id: baId, range: '7d' });
  const cpi = round2(sum(ads.graphics.cost) / sum(ads.graphics.interactions));
  const cpiCard = cardIn(page, 'Rates', 'Cost per interaction');
  // Money with cents in the answer's currency, approximate when converted from several.
  const cpiShown = ads.currency ? new Intl.NumberFormat('en-US', { style: 'currency', currency: ads.currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cpi) : twoDecimals.format(cpi);
  await expect.poll(() => cpiCard.locator('p').nth(1).textContent()).toBe(`${ads.conversion ? '≈ ' : ''}${cpiShown}`);
  await cpiCard.click();
  await expect.poll(() => page.locator('figure').getAttribute('data-series')).toBe('cpi');
  await waitForLoaders(page);
  await scanA11y(page, '/dashboard, google-ads cost per interaction');
  expect(currentPath(page)).toContain('range=7d');
});
