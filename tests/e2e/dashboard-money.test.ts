// Money in its own currency on the dashboard (issue 23): an export whose ad accounts spend pounds
// and dollars never shows their bare sum. Its Spend is converted at daily rates and says so, each
// currency's own spend sits under it, the CSV names the currency and each day's rate, the
// reporting currency is chosen and remembered per business account, and one ad account shows its
// own currency as it always did.
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_CLIENT } from '../../seed/demo-logins';
import { expectScreen, scanA11y, test } from '../support/browser-fixtures';
import { gatewayCall } from '../support/browser-api';

type TSession = { token: string; userId: number };
type TMoney = { currency: string; amount: number };
type TAnswer = { insights: Record<string, number>; currency?: string | null; money_by_currency?: TMoney[]; conversion?: { currency: string } };
type TRecord = { id: number; name: string; service: { service_path: string } };
type TAdAccount = { id: number; name: string; currency: string };

const session = async (): Promise<TSession> => {
  const answer = await gatewayCall<{ data: { token: string; user: { id: number } } }>('POST', '/api/login', { body: DEMO_CLIENT });
  return { token: answer.data.token, userId: answer.data.user.id };
};
const get = <T,>(path: string, who: TSession, query: Record<string, string | number>) => gatewayCall<T>('GET', path, { token: who.token, query });
const insights = async (who: TSession, query: Record<string, string | number>) =>
  (await get<{ service_response: { data: TAnswer } }>('/api/ws-sync/insights', who, { user_id: who.userId, ...query })).service_response.data;

/** A business account and ws-sync export of the demo client whose ad accounts use GBP and USD. */
async function mixedExport(who: TSession): Promise<{ baId: number; record: TRecord; adAccounts: TAdAccount[] }> {
  const accounts = (await get<{ data: { id: number }[] }>('/api/business-accounts', who, { user_id: who.userId })).data;
  for (const account of accounts) {
    const records = (await get<{ data: TRecord[] }>('/api/integrations_exports', who, { user_id: who.userId, ba_id: account.id, service_type: 'export' })).data;
    for (const record of records.filter((item) => item.service.service_path === 'ws-sync')) {
      const adAccounts = (await get<{ service_response: { data: { ad_accounts: TAdAccount[] } } }>('/api/ws-sync/ad-accounts', who, { integration_id: record.id })).service_response.data.ad_accounts;
      if (new Set(adAccounts.map((item) => item.currency)).size === 2 && adAccounts.some((item) => item.currency === 'GBP') && adAccounts.some((item) => item.currency === 'USD')) {
        return { baId: account.id, record, adAccounts };
      }
    }
  }
  throw new Error('The demo client has no ws-sync export with GBP and USD ad accounts');
}

const money = (currency: string) => new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 });
const spendCard = (page: Page) => page.getByRole('group', { name: 'Totals' }).getByRole('button', { name: /^Spend / });
const cardValue = (page: Page) => spendCard(page).locator('p').nth(1).textContent();

test('spend in pounds and dollars is converted at daily rates and says so, never a bare sum; one ad account keeps its own currency', async ({ openPage }) => {
  const who = await session();
  const { baId, record, adAccounts } = await mixedExport(who);
  const path = `/dashboard?service=ws-sync&account=${baId}&integration=${record.id}`;
  const page = await openPage({ as: 'client', path });
  await expectScreen(page, 'Dashboard. Last 14 days');

  const answer = await insights(who, { ba_id: baId, integration_id: record.id, compare: 1 });
  const reporting = answer.conversion?.currency as string;
  expect(['GBP', 'USD']).toContain(reporting);
  await expect.poll(() => cardValue(page)).toBe(`≈ ${money(reporting).format(answer.insights.spend ?? Number.NaN)}`);
  // Each currency's own spend under the converted one, and the sentence that says what it is.
  const own = (answer.money_by_currency ?? []).map((item) => money(item.currency).format(item.amount)).join(' + ');
  expect(await spendCard(page).getByTestId('money-by-currency').textContent()).toBe(own);
  expect(own).toMatch(/£[\d,]+ \+ \$[\d,]+/);
  expect(await page.getByTestId('money-note').textContent()).toBe(`≈ in ${reporting} at daily rates.`);
  // The bare sum of the two is nowhere on the card.
  const bareSum = (answer.money_by_currency ?? []).reduce((sum, item) => sum + item.amount, 0);
  expect(await cardValue(page)).not.toContain(new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(bareSum));
  await scanA11y(page, '/dashboard, spend in two currencies');

  // The CSV: the currency of its Spend column, each currency's own spend and each day's rate.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  const lines = readFileSync((await download.path()) as string, 'utf8').trim().split('\r\n');
  const other = reporting === 'GBP' ? 'USD' : 'GBP';
  expect(lines[0]).toBe(`Date,Clicks,Impressions,Spend,Unique clicks,Currency,Spend in GBP,Spend in USD,Rate ${other} to ${reporting}`);
  expect(lines).toHaveLength(15);
  for (const line of lines.slice(1)) expect(line).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2},\\d+,\\d+,\\d+\\.\\d{2},\\d+,${reporting},\\d+\\.\\d{2},\\d+\\.\\d{2},\\d+\\.\\d+$`));

  // Another reporting currency: the figures follow, and the choice is remembered for this business account.
  const control = page.getByLabel('Reporting currency', { exact: true });
  await control.click();
  await page.getByRole('option', { name: other, exact: true }).click();
  const inOther = await insights(who, { ba_id: baId, integration_id: record.id, compare: 1, currency: other });
  await expect.poll(() => cardValue(page)).toBe(`≈ ${money(other).format(inOther.insights.spend ?? Number.NaN)}`);
  await page.reload();
  await expectScreen(page, 'Dashboard. Last 14 days');
  await expect.poll(() => cardValue(page)).toBe(`≈ ${money(other).format(inOther.insights.spend ?? Number.NaN)}`);

  // One ad account: its own currency and symbol, nothing converted.
  const [single] = adAccounts;
  if (!single) throw new Error('No ad account');
  await page.goto(`${path}&ad_account=${single.id}`);
  const own1 = await insights(who, { ba_id: baId, integration_id: record.id, account_id: single.id, compare: 1 });
  expect(own1.currency).toBe(single.currency);
  await expect.poll(() => cardValue(page)).toBe(money(single.currency).format(own1.insights.spend ?? Number.NaN));
  expect(await page.getByTestId('money-note').count()).toBe(0);

  // A choice made on the page, then another date range: one call, in the chosen currency.
  await page.goto(path);
  await expect.poll(() => cardValue(page)).toBe(`≈ ${money(other).format(inOther.insights.spend ?? Number.NaN)}`);
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/trpc/insights.get')) calls.push(decodeURIComponent(request.url()));
  });
  await control.click();
  await page.getByRole('option', { name: reporting, exact: true }).click();
  await expect.poll(() => cardValue(page)).toBe(`≈ ${money(reporting).format(answer.insights.spend ?? Number.NaN)}`);
  const fourteenDays = await page.getByTestId('insights-period').textContent();
  await page.getByRole('combobox', { name: 'Date range', exact: true }).click();
  await page.getByRole('option', { name: 'Last 30 days', exact: true }).click();
  await expectScreen(page, 'Dashboard. Last 30 days');
  // Once the 30 days' figures are shown, every call for them has been made. Counted per call, not
  // per request: calls made in one tick share one batched request.
  await expect.poll(() => page.getByTestId('insights-period').textContent()).not.toBe(fourteenDays);
  const thirtyDayCalls = () => calls.join('\n').match(/"range":"30d"[^}]*/g) ?? [];
  expect(thirtyDayCalls()).toEqual([`"range":"30d","compare":true,"currency":"${reporting}"`]);
});
